// Incidents and claims (issue 16, decision 120): who sees what, notes, messages, tasks, documents, the risk list filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClaimStatus,
  type ClaimActivityDto,
  type ClaimDto,
  type ClaimSummaryDto,
  type ClaimTaskDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { storedNotifications } from '../notifications/notifications.test-support.ts';
import {
  boundPolicy,
  claimSides,
  claimsWorld,
  incident,
  type ClaimsWorld,
  type Err,
  type Side,
} from './claims.test-support.ts';

let server: TestServer;
let world: ClaimsWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await claimsWorld(server);
});
afterAll(async () => server.close());

const sides = () => claimSides(server, world);
const as = (side: Side) => sides().as(side);
const acceptedClaim = () => sides().acceptedClaim();

describe('who sees what', () => {
  it('the firm sees only its claims; the agency, insurer, broker and client see the policy’s', async () => {
    const { pkg, claim } = await acceptedClaim();
    const list = async (side: Side) =>
      (await as(side).get<ClaimSummaryDto[]>(as(side).base)).body.map((c) => c.id);
    for (const side of ['underwriter', 'insurer', 'broker', 'insured', 'legal'] as const)
      expect(await list(side)).toContain(claim.id);
    for (const side of ['otherLegal', 'otherBroker', 'otherUnderwriter'] as const) {
      expect(await list(side)).not.toContain(claim.id);
      expect((await as(side).get(as(side).one(claim.id))).status).toBe(404);
    }
    const client = await as('insured').get<ClaimDto>(as('insured').one(claim.id));
    expect(client.body).toMatchObject({
      status: 1,
      totals: null,
      lossDescription: null,
      viewerRole: 'client',
    });
    for (const sub of ['movements', 'activities', 'files', 'tasks'])
      expect((await as('insured').get(`${as('insured').one(claim.id)}/${sub}`)).status).toBe(403);
    // The risk panel's Claims tab: the policy's claims with totals, for the policy's parties only.
    const tab = await as('underwriter').get<ClaimSummaryDto[]>(
      `/companies/${world.underwriter.company.id}/risks/${pkg.id}/claims`,
    );
    expect(tab.body.map((c) => c.id)).toEqual([claim.id]);
    expect(tab.body[0]!.totals).not.toBeNull();
    expect(
      (
        await as('otherUnderwriter').get(
          `/companies/${world.otherUnderwriter.company.id}/risks/${pkg.id}/claims`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await as('underwriter').get<ClaimSummaryDto[]>(`${as('underwriter').base}?open=0`)).body.map(
        (c) => c.id,
      ),
    ).not.toContain(claim.id);
  });

  it('legal notes never reach the broker; messages reach every party and notify', async () => {
    const { claim } = await acceptedClaim();
    const legal = as('legal');
    const note = await legal.client.post<ClaimActivityDto>(`${legal.one(claim.id)}/notes`, {
      body: 'Privileged: liability is doubtful.',
    });
    expect(note).toMatchObject({
      status: 201,
      body: { kind: 'note', actor: { id: world.legal.admin.id, companyType: 5 } },
    });
    const msg = await as('broker').client.post<ClaimActivityDto>(
      `${as('broker').one(claim.id)}/messages`,
      {
        body: 'The insured has more documents.',
      },
    );
    expect(msg.status).toBe(201);
    expect(
      (await as('broker').client.post(`${as('broker').one(claim.id)}/notes`, { body: 'x' })).status,
    ).toBe(403);
    expect(
      (await as('insurer').client.post(`${as('insurer').one(claim.id)}/messages`, { body: 'x' }))
        .status,
    ).toBe(403);
    expect(
      (await legal.client.post<Err>(`${legal.one(claim.id)}/messages`, { body: '' })).status,
    ).toBe(422);
    const bodies = async (side: Side) =>
      (await as(side).get<ClaimActivityDto[]>(`${as(side).one(claim.id)}/activities`)).body.map(
        (a) => a.body,
      );
    expect(await bodies('broker')).not.toContain('Privileged: liability is doubtful.');
    expect(await bodies('broker')).toContain('The insured has more documents.');
    expect(await bodies('insurer')).toContain('Privileged: liability is doubtful.');
    expect(await bodies('underwriter')).toEqual(
      expect.arrayContaining([
        'Privileged: liability is doubtful.',
        'Accepted as a claim (Open)',
        'Incident reported',
      ]),
    );
    const toFirm = await storedNotifications(server.ctx, world.legal.admin.id);
    expect(toFirm.map((n) => n.data.message)).toContain(`New message on claim ${claim.reference}`);
  });

  it('tasks with due dates belong to the handlers', async () => {
    const { claim } = await acceptedClaim();
    const legal = as('legal');
    const task = await legal.client.post<ClaimTaskDto>(`${legal.one(claim.id)}/tasks`, {
      title: 'Obtain the engagement letter',
      dueDate: '2026-12-15',
    });
    expect(task).toMatchObject({
      status: 201,
      body: { title: 'Obtain the engagement letter', dueDate: '2026-12-15', doneAt: null },
    });
    expect(
      (
        await legal.client.post<Err>(`${legal.one(claim.id)}/tasks`, {
          title: 'x',
          dueDate: '2026-02-30',
        })
      ).body.errors?.dueDate,
    ).toBeDefined();
    const done = await as('underwriter').client.put<ClaimTaskDto>(
      `${as('underwriter').one(claim.id)}/tasks/${task.body.id}`,
      { done: true },
    );
    expect(done.body.doneAt).toEqual(expect.any(Number));
    expect(
      (await legal.client.put(`${legal.one(claim.id)}/tasks/999999`, { done: true })).status,
    ).toBe(404);
    expect((await as('broker').get(`${as('broker').one(claim.id)}/tasks`)).status).toBe(403);
    expect(
      (await as('insurer').get<ClaimTaskDto[]>(`${as('insurer').one(claim.id)}/tasks`)).body,
    ).toHaveLength(1);
    expect(
      (
        await as('otherLegal').client.post(`${as('otherLegal').one(claim.id)}/tasks`, {
          title: 'x',
          dueDate: '2026-12-01',
        })
      ).status,
    ).toBe(404);
  });

  it('keeps private documents from the broker and lets a firm report on a policy it handles', async () => {
    const { pkg, claim } = await acceptedClaim();
    const legal = as('legal');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const up = (side: Side, query: string) =>
      as(side).client.json<{ id: number; url: string } & Err>(
        'POST',
        `${as(side).one(claim.id)}/files?${query}`,
        undefined,
        {
          raw: pdf,
          contentType: 'application/pdf',
        },
      );
    const priv = await up('legal', 'name=Advice.pdf&visibility=1');
    expect(priv.status).toBe(201);
    const shared = await up('broker', 'name=Letter%20of%20demand.pdf&visibility=2');
    expect(shared.status).toBe(201);
    expect((await up('broker', 'name=x.pdf&visibility=1')).status).toBe(422);
    expect((await up('insurer', 'name=x.pdf&visibility=2')).status).toBe(403);
    const names = async (side: Side) =>
      (await as(side).get<{ name: string }[]>(`${as(side).one(claim.id)}/files`)).body
        .map((f) => f.name)
        .sort();
    expect(await names('underwriter')).toEqual(['Advice.pdf', 'Letter of demand.pdf']);
    expect(await names('broker')).toEqual(['Letter of demand.pdf']);
    const download = await legal.client.request('GET', priv.body.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(
      (
        await as('broker').client.request(
          'GET',
          `${as('broker').one(claim.id)}/files/${priv.body.id}/download`,
        )
      ).status,
    ).toBe(404);
    // The appointed firm may report a further incident on the policy; it stays on its desk.
    const byFirm = await legal.client.post<ClaimDto>(legal.base, incident(pkg.id));
    expect(byFirm.body).toMatchObject({
      status: null,
      legalCompany: { id: world.legal.company.id },
      viewerRole: 'legal',
    });
  });

  it('filters the risk list to policies with an open claim', async () => {
    const { pkg, claim } = await acceptedClaim();
    const quiet = await boundPolicy(server, world);
    const uw = as('underwriter');
    const ids = async () =>
      (
        await uw.get<{ data: { id: number }[] }>(
          `/companies/${world.underwriter.company.id}/risks?hasOpenClaims=true&perPage=100`,
        )
      ).body.data.map((r) => r.id);
    expect(await ids()).toContain(pkg.id);
    expect(await ids()).not.toContain(quiet.id);
    await as('legal').client.put(`${as('legal').one(claim.id)}/status`, {
      status: ClaimStatus.Withdrawn,
    });
    expect(await ids()).not.toContain(pkg.id);
    expect(
      (await uw.get(`/companies/${world.underwriter.company.id}/risks?hasOpenClaims=maybe`)).status,
    ).toBe(422);
  });
});
