// The extractor report (decision 189): chosen columns and filters, CSV or streamed XLSX, by a tracked job.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, Messages, TransactionStatus, type JobRunDto } from '@turbine/domain';
import type { TestClient } from '../../../../test/client.ts';
import { companyWithAdmin } from '../../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { startWorkers } from '../../../platform/jobs/platform-jobs.ts';
import {
  insertPackage,
  listWorld,
  type ListWorld,
} from '../../risks/list/risk-list.test-support.ts';
import { ReportMessages } from '../bound-policy-report.service.ts';

let server: TestServer;
let w: ListWorld;
let otherBrokerId: number;
const epoch = (iso: string) => Date.parse(iso) / 1000;
const range = { date_from: epoch('2026-05-04T00:00:00Z'), date_to: epoch('2026-05-05T23:59:59Z') };

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await listWorld(server);
  otherBrokerId = (await companyWithAdmin(server, CompanyType.Broker)).company.id;
  const bound = (reference: string, boundAt: string, more: Record<string, unknown> = {}) =>
    insertPackage(server.ctx.db, w, {
      status: TransactionStatus.Bound,
      boundAt: new Date(boundAt),
      totalPremium: '1100.00',
      insuredName: `Insured ${reference}`,
      reference,
      transaction: { grossPremium: '1000.55' },
      ...more,
    });
  await bound('EXT-0', '2026-05-03T23:59:59Z'); // before the range
  await bound('EXT-1', '2026-05-04T00:00:00Z');
  await bound('EXT-2', '2026-05-04T10:00:00Z', { brokerCompanyId: otherBrokerId });
  await bound('EXT-3', '2026-05-05T23:59:59Z', { transactionType: 4 });
  await startWorkers(server.ctx);
});
afterAll(async () => server.close());

const path = (companyId: number) => `/companies/${companyId}/report/extracts`;

async function finished(client: TestClient, id: number): Promise<JobRunDto> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const run = (await client.get<JobRunDto>(`/jobs/${id}`)).body;
    if (run.state === 'succeeded') return run;
    if (Date.now() > deadline) throw new Error(`extract ${id} is ${run.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function extract(client: TestClient, companyId: number, body: Record<string, unknown>) {
  const created = await client.post<JobRunDto>(path(companyId), { ...range, ...body });
  expect(created.status).toBe(202);
  expect(created.body.kind).toBe('extractor-report');
  const run = await finished(client, created.body.id);
  const file = await client.request('GET', `/jobs/${run.id}/result`);
  expect(file.status).toBe(200);
  return { run, file };
}

describe('POST /companies/{companyId}/report/extracts', { timeout: 60_000 }, () => {
  it('writes only the chosen columns, labelled, over the range and the filters (CSV)', async () => {
    const { client, company } = w.underwriter;
    const { run, file } = await extract(client, company.id, {
      columns: ['reference', 'broker', 'grossPremium'],
    });
    expect(run).toMatchObject({ done: 3, total: 3 });
    expect(run.result!.name).toMatch(/^extractor_report_\d+\.csv$/);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Reference,Broker,Gross premium');
    expect(lines.slice(1, -1).map((l) => `${l.split(',')[0]} ${l.split(',')[2]}`)).toEqual([
      'EXT-1 1000.55',
      'EXT-2 1000.55',
      'EXT-3 1000.55',
    ]);

    // A brokerage and a transaction type narrow it.
    const narrowed = await extract(client, company.id, {
      columns: ['reference'],
      brokerageIds: [w.broker.company.id],
      transactionTypes: [1],
    });
    const text = new TextDecoder().decode(await narrowed.file.arrayBuffer());
    expect(text.replace('\uFEFF', '').split('\r\n')).toEqual(['Reference', 'EXT-1', '']);
  });

  it('writes an XLSX a real reader reads back, money as exact numbers', async () => {
    const { client, company } = w.underwriter;
    const { run, file } = await extract(client, company.id, {
      columns: ['reference', 'insured', 'grossPremium', 'transactionType'],
      format: 'xlsx',
    });
    expect(run.result!.name).toMatch(/^extractor_report_\d+\.xlsx$/);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Reference', 'Insured', 'Gross premium', 'Transaction type'],
      ['EXT-1', 'Insured EXT-1', 1000.55, 'New Business'],
      ['EXT-2', 'Insured EXT-2', 1000.55, 'New Business'],
      ['EXT-3', 'Insured EXT-3', 1000.55, 'Renewal'],
    ]);
  });

  it('refuses no column, a repeated or unknown column and a bad range with the messages', async () => {
    const { client, company } = w.underwriter;
    const none = await client.post<{ errors: Record<string, string[]> }>(path(company.id), {
      ...range,
      columns: [],
    });
    expect(none.status).toBe(422);
    expect(none.body.errors.columns).toEqual([Messages.extractorNoColumn]);
    const twice = await client.post<{ errors: Record<string, string[]> }>(path(company.id), {
      ...range,
      columns: ['reference', 'reference'],
    });
    expect(twice.body.errors.columns).toEqual([Messages.extractorColumnTwice]);
    expect((await client.post(path(company.id), { ...range, columns: ['password'] })).status).toBe(
      422,
    );
    const backwards = await client.post<{ errors: Record<string, string[]> }>(path(company.id), {
      date_from: range.date_to,
      date_to: range.date_from,
      columns: ['reference'],
    });
    expect(backwards.body.errors.date_from).toEqual([ReportMessages.startAfterEnd]);
  });

  it("another company extracts nothing of this company's, and counts only its own policies", async () => {
    const { client, company } = w.underwriter;
    const outsider = await companyWithAdmin(server, CompanyType.Broker);
    expect(
      (await outsider.client.post(path(company.id), { ...range, columns: ['reference'] })).status,
    ).toBe(404);
    // The other broker's own extract holds its one policy, even when it asks for the first broker's.
    const mine = await extract(outsider.client, outsider.company.id, {
      columns: ['reference'],
      brokerageIds: [w.broker.company.id],
    });
    expect(mine.run).toMatchObject({ done: 0, total: 0 });
    const { run } = await extract(w.broker.client, w.broker.company.id, { columns: ['reference'] });
    expect(run).toMatchObject({ done: 2, total: 2 });
    // Nor can it read the underwriter's file.
    const theirs = await client.post<JobRunDto>(path(company.id), {
      ...range,
      columns: ['reference'],
    });
    await finished(client, theirs.body.id);
    expect((await outsider.client.request('GET', `/jobs/${theirs.body.id}/result`)).status).toBe(
      404,
    );
  });
});
