// The bound-policy report as a background CSV export (decision 106): the tracked job's first user.
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOB_UPDATED_EVENT, TransactionStatus, type JobRunDto } from '@turbine/domain';
import type { TestClient } from '../../../test/client.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { apiPusher, subscribed } from '../../../test/realtime-client.ts';
import { startWorkers } from '../../platform/jobs/platform-jobs.ts';
import { connected, waitUntil } from '../../platform/realtime/testing.ts';
import {
  insertAddOn,
  insertPackage,
  listWorld,
  type ListWorld,
} from '../risks/list/risk-list.test-support.ts';
import { ReportMessages } from './bound-policy-report.service.ts';

let server: TestServer;
let w: ListWorld;
const clients: Pusher[] = [];
const epoch = (iso: string) => Date.parse(iso) / 1000;
const range = { date_from: epoch('2026-05-04T00:00:00Z'), date_to: epoch('2026-05-05T23:59:59Z') };
const hyperlink = '=HYPERLINK("http://evil.example","click")';

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await listWorld(server);
  const bound = (reference: string, boundAt: string, insuredName = 'Acme Pty Ltd') =>
    insertPackage(server.ctx.db, w, {
      status: TransactionStatus.Bound,
      boundAt: new Date(boundAt),
      totalPremium: '1100.00',
      insuredName,
      reference,
    });
  await bound('EXP-0', '2026-05-03T23:59:59Z');
  await bound('EXP-1', '2026-05-04T00:00:00Z', 'Acme, "Consulting"');
  await bound('EXP-2', '2026-05-04T10:00:00Z', hyperlink);
  // A package with an add-on bound with its main risk: two rows, each naming the package total and its parts.
  await insertAddOn(server.ctx.db, w, await bound('EXP-3', '2026-05-05T23:59:59Z'), {
    totalPremium: '770.00',
  });
  await bound('EXP-4', '2026-05-06T00:00:00Z');
  await startWorkers(server.ctx);
});
afterEach(() => {
  for (const pusher of clients.splice(0)) pusher.disconnect();
});
afterAll(async () => server.close());

const exportsPath = (companyId: number) => `/companies/${companyId}/report/bound-policies/exports`;
const text = async (res: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

async function until(client: TestClient, id: number, state: string): Promise<JobRunDto> {
  const deadline = Date.now() + 15_000;
  let last: JobRunDto | undefined;
  while (Date.now() < deadline) {
    last = (await client.get<JobRunDto>(`/jobs/${id}`)).body;
    if (last.state === state) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`export ${id} is ${last?.state}, not ${state}`);
}

describe('POST /companies/{companyId}/report/bound-policies/exports', { timeout: 30_000 }, () => {
  it('runs in the background with row counts pushed to the user, then the owner downloads the same CSV as the report', async () => {
    const { admin, client, company } = w.underwriter;
    const pusher = apiPusher(server, client);
    clients.push(pusher);
    await connected(pusher);
    const channel = `private-user.${admin.id}`;
    await subscribed(pusher, channel);
    const seen: JobRunDto[] = [];
    pusher.channel(channel)!.bind(JOB_UPDATED_EVENT, (dto: JobRunDto) => seen.push(dto));

    const created = await client.post<JobRunDto>(exportsPath(company.id), range);
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({
      kind: 'bound-policy-report-export',
      companyId: company.id,
      userId: admin.id,
      state: 'queued',
      done: 0,
      result: null,
    });
    const id = created.body.id;
    const done = await until(client, id, 'succeeded');
    expect(done).toMatchObject({ done: 4, total: 4, percent: 100, attempts: 1 });
    expect(done.result).toEqual({
      name: expect.stringMatching(/^bound_policy_report_\d+\.csv$/),
      url: `/jobs/${id}/result`,
    });
    await waitUntil(() => seen.at(-1)?.state === 'succeeded', 5000, 'success not pushed');
    expect(seen.map((e) => `${e.state}:${e.done}/${e.total}`)).toEqual([
      'queued:0/null',
      'running:0/null',
      'running:0/4',
      'running:4/4',
      'succeeded:4/4',
    ]);

    const file = await client.request('GET', `/jobs/${id}/result`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain(`filename="${done.result!.name}"`);
    const csv = await text(file);
    const sync = await client.request(
      'GET',
      `/companies/${company.id}/report/bound-policies?date_from=${range.date_from}&date_to=${range.date_to}&type=csv`,
    );
    expect(csv).toBe(await text(sync));
    const lines = csv.split('\r\n');
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual([
      'EXP-1',
      'EXP-2',
      'EXP-3',
      'EXP-3',
    ]);
    // The package total (main + add-on) and its parts, under their headers, on both rows of EXP-3.
    const header = lines[0]!.replace('\uFEFF', '').split(',');
    const premiums = [
      'productRole',
      'totalPremium',
      'packageTotalPremium',
      'mainPremium',
      'addOnsPremium',
    ];
    const cells = (l: string) => premiums.map((c) => l.split(',')[header.indexOf(c)]);
    expect(lines.filter((l) => l.startsWith('EXP-3,')).map(cells)).toEqual([
      ['Main', '1100.00', '1870.00', '1100.00', '770.00'],
      ['Add-on', '770.00', '1870.00', '1100.00', '770.00'],
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain(`"Acme, ""Consulting"""`);
  });

  it('checks the range like the report (422 with the messages) and needs the report permission', async () => {
    const { client, company } = w.underwriter;
    const bad = await client.post<{ errors: Record<string, string[]> }>(exportsPath(company.id), {
      date_from: range.date_to,
      date_to: range.date_from,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.date_from).toEqual([ReportMessages.startAfterEnd]);
    const unknown = await client.post(exportsPath(company.id), { ...range, type: 'csv' });
    expect(unknown.status).toBe(422);
  });

  it("another company's user cannot start an export for it, see it, cancel it or download it", async () => {
    const { client, company } = w.underwriter;
    const created = await client.post<JobRunDto>(exportsPath(company.id), range);
    const id = created.body.id;
    await until(client, id, 'succeeded');
    const outsider = (await companyWithAdmin(server)).client;
    const start = await outsider.post(exportsPath(company.id), range);
    expect(start.status).toBe(404);
    for (const [method, path] of [
      ['GET', `/jobs/${id}`],
      ['GET', `/jobs/${id}/result`],
      ['POST', `/jobs/${id}/cancel`],
    ] as const) {
      const res = await outsider.json(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await outsider.get<{ data: JobRunDto[] }>('/jobs')).body.data).toEqual([]);
    // The broker of the same policies has its own report, not this user's file.
    const broker = w.broker.client;
    expect((await broker.request('GET', `/jobs/${id}/result`)).status).toBe(404);
  });
});
