// Incidents and claims (issue 16, decision 120): report, accept/decline, appoint, work, visibility.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClaimMessages,
  ClaimStatus,
  type ClaimActivityDto,
  type ClaimDto,
  type ClaimMovementDto,
  type ClaimSummaryDto,
  type ClaimTaskDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { storedNotifications } from '../notifications/notifications.test-support.ts';
import { boundPolicy, claimsWorld, incident, type ClaimsWorld } from './claims.test-support.ts';

let server: TestServer;
let world: ClaimsWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await claimsWorld(server);
});
afterAll(async () => server.close());

type Side =
  | 'broker'
  | 'underwriter'
  | 'insurer'
  | 'legal'
  | 'otherLegal'
  | 'insured'
  | 'otherBroker'
  | 'otherUnderwriter';
const as = (side: Side) => {
  const { client, company } = world[side];
  const base = `/companies/${company.id}/claims`;
  return {
    client,
    base,
    one: (id: number) => `${base}/${id}`,
    get: <T>(path: string) => client.get<T>(path),
  };
};
type Err = { message: string; code?: string; errors?: Record<string, string[]> };

/** A bound policy with an incident reported by the broker and accepted by the agency, the legal firm appointed. */
async function acceptedClaim() {
  const pkg = await boundPolicy(server, world);
  const reported = await as('broker').client.post<ClaimDto>(as('broker').base, incident(pkg.id));
  expect(reported.status).toBe(201);
  const accepted = await as('underwriter').client.post<ClaimDto>(
    `${as('underwriter').one(reported.body.id)}/decision`,
    { decision: 'accept', legalCompanyId: world.legal.company.id },
  );
  expect(accepted.status).toBe(200);
  return { pkg, claim: accepted.body };
}

describe('reporting an incident', () => {
  it('records it against a bound policy with its reference, currency and a timeline entry', async () => {
    const pkg = await boundPolicy(server, world);
    const res = await as('broker').client.post<ClaimDto>(as('broker').base, incident(pkg.id));
    expect(res).toMatchObject({
      status: 201,
      body: {
        reference: `${pkg.reference}-C1`,
        stage: 1,
        status: null,
        open: true,
        riskPackageId: pkg.id,
        currency: 'aud',
        amountClaimed: '250000.00',
        lossState: 'NSW',
        legalCompany: null,
        viewerRole: 'broker',
        totals: { totalIncurred: '0.00' },
        can: { decide: false, work: false, message: true, note: false },
      },
    });
    const second = await as('underwriter').client.post<ClaimDto>(
      as('underwriter').base,
      incident(pkg.id),
    );
    expect(second.body.reference).toBe(`${pkg.reference}-C2`);
    const toUnderwriter = await storedNotifications(server.ctx, world.underwriter.admin.id);
    expect(toUnderwriter.map((n) => [n.type, n.companyId])).toContainEqual([
      'claim.reported',
      world.underwriter.company.id,
    ]);
  });

  it('refuses unbound policies, other companies’ policies, bad dates and amounts under the right field', async () => {
    const pkg = await boundPolicy(server, world);
    const quote = await boundPolicy(server, world, false);
    const post = (side: Side, body: object) => as(side).client.post<Err>(as(side).base, body);
    expect((await post('broker', incident(quote.id))).body.errors).toEqual({
      riskPackageId: [ClaimMessages.notBound],
    });
    // Another broker, and a legal firm with no claim on the policy, cannot find it.
    expect((await post('otherBroker', incident(pkg.id))).body.errors?.riskPackageId).toBeDefined();
    expect((await post('legal', incident(pkg.id))).body.errors?.riskPackageId).toBeDefined();
    expect(
      (await post('broker', incident(pkg.id, { dateOfLoss: '2026-03-10' }))).body.errors,
    ).toEqual({ dateOfLoss: [ClaimMessages.lossAfterAdvice] });
    expect(
      (await post('broker', incident(pkg.id, { dateFirstAdvised: '2999-01-01' }))).body.errors,
    ).toEqual({ dateFirstAdvised: [ClaimMessages.futureDate] });
    const bad = await post(
      'broker',
      incident(pkg.id, { amountClaimed: '12.345', lossState: 'XX', claimant: '' }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'amountClaimed',
      'claimant',
      'lossState',
    ]);
    // The insurer and the insured read claims; they do not report them.
    expect((await post('insurer', incident(pkg.id))).status).toBe(403);
    expect((await post('insured', incident(pkg.id))).status).toBe(403);
    const list = await as('broker').get<ClaimSummaryDto[]>(
      `${as('broker').base}?riskPackageId=${pkg.id}`,
    );
    expect(list.body).toEqual([]);
  });

  it('finds reportable policies by reference or insured', async () => {
    const pkg = await boundPolicy(server, world);
    const side = as('broker');
    const found = await side.get<{ id: number }[]>(
      `/companies/${world.broker.company.id}/claim-policies?q=${encodeURIComponent(pkg.reference)}`,
    );
    expect(found.body.map((p) => p.id)).toEqual([pkg.id]);
    const other = await as('otherBroker').get<{ id: number }[]>(
      `/companies/${world.otherBroker.company.id}/claim-policies?q=${encodeURIComponent(pkg.reference)}`,
    );
    expect(other.body).toEqual([]);
  });
});

describe('accepting, declining and appointing', () => {
  it('accepts as Open with the firm appointed and notifies the firm', async () => {
    const { claim } = await acceptedClaim();
    expect(claim).toMatchObject({
      stage: 2,
      status: ClaimStatus.Open,
      legalCompany: { id: world.legal.company.id },
      can: { decide: false, appoint: true, work: true },
    });
    const toFirm = await storedNotifications(server.ctx, world.legal.admin.id);
    expect(toFirm.map((n) => [n.type, n.companyId, n.data.message])).toContainEqual([
      'claim.appointed',
      world.legal.company.id,
      `Your firm was appointed on claim ${claim.reference}`,
    ]);
    const again = await as('underwriter').client.post<Err>(
      `${as('underwriter').one(claim.id)}/decision`,
      { decision: 'decline', reason: 'x' },
    );
    expect(again).toMatchObject({ status: 409, body: { code: 'CLAIM_ALREADY_DECIDED' } });
  });

  it('declines only with a reason, and only the agency decides', async () => {
    const pkg = await boundPolicy(server, world);
    const { body: c } = await as('broker').client.post<ClaimDto>(
      as('broker').base,
      incident(pkg.id),
    );
    const decide = (side: Side, body: object) =>
      as(side).client.post<ClaimDto & Err>(`${as(side).one(c.id)}/decision`, body);
    expect((await decide('broker', { decision: 'accept' })).status).toBe(403);
    expect((await decide('legal', { decision: 'accept' })).status).toBe(404);
    expect((await decide('otherUnderwriter', { decision: 'accept' })).status).toBe(404);
    expect((await decide('underwriter', { decision: 'decline', reason: ' ' })).body.errors).toEqual(
      {
        reason: [ClaimMessages.declineReason],
      },
    );
    expect(
      (await decide('underwriter', { decision: 'accept', legalCompanyId: world.broker.company.id }))
        .body.errors,
    ).toEqual({ legalCompanyId: [ClaimMessages.notLegalCompany] });
    const declined = await decide('underwriter', { decision: 'decline', reason: 'Outside cover.' });
    expect(declined.body).toMatchObject({ stage: 3, declineReason: 'Outside cover.', open: false });
    const working = await as('underwriter').client.put<Err>(
      `${as('underwriter').one(c.id)}/status`,
      {
        status: 2,
      },
    );
    expect(working).toMatchObject({ status: 409, body: { code: 'CLAIM_NOT_ACCEPTED' } });
  });

  it('changes the appointed firm; the firm no longer appointed gets 404', async () => {
    const { claim } = await acceptedClaim();
    const uw = as('underwriter');
    expect(
      (
        await uw.client.put<Err>(`${uw.one(claim.id)}/legal-firm`, {
          legalCompanyId: world.legal.company.id,
        })
      ).status,
    ).toBe(422);
    const moved = await uw.client.put<ClaimDto>(`${uw.one(claim.id)}/legal-firm`, {
      legalCompanyId: world.otherLegal.company.id,
    });
    expect(moved.body.legalCompany?.id).toBe(world.otherLegal.company.id);
    expect((await as('legal').get(as('legal').one(claim.id))).status).toBe(404);
    expect(
      (await as('otherLegal').get<ClaimDto>(as('otherLegal').one(claim.id))).body.viewerRole,
    ).toBe('legal');
    expect(
      (
        await as('legal').client.put(`${as('legal').one(claim.id)}/legal-firm`, {
          legalCompanyId: 1,
        })
      ).status,
    ).toBe(404);
    const firms = await uw.get<{ id: number }[]>(
      `/companies/${world.underwriter.company.id}/legal-firms`,
    );
    expect(firms.body.map((f) => f.id)).toEqual(
      expect.arrayContaining([world.legal.company.id, world.otherLegal.company.id]),
    );
  });
});

describe('reserves and payments', () => {
  it('keeps paid, reserve and incurred to the cent for indemnity and fees', async () => {
    const { claim } = await acceptedClaim();
    const legal = as('legal');
    const move = (body: object) =>
      legal.client.post<ClaimDto & Err>(`${legal.one(claim.id)}/movements`, body);
    expect((await move({ head: 'indemnity', kind: 'reserve', amount: '10000.10' })).status).toBe(
      201,
    );
    await move({ head: 'fees', kind: 'reserve', amount: '2500.05' });
    await move({ head: 'indemnity', kind: 'payment', amount: '3333.33' });
    await move({ head: 'indemnity', kind: 'payment', amount: '0.01' });
    const after = await move({ head: 'fees', kind: 'payment', amount: '2600.00' });
    expect(after.body.totals).toEqual({
      indemnityPaid: '3333.34',
      indemnityReserve: '6666.76',
      indemnityIncurred: '10000.10',
      feesPaid: '2600.00',
      feesReserve: '0.00',
      feesIncurred: '2600.00',
      paid: '5933.34',
      reserve: '6666.76',
      totalIncurred: '12600.10',
    });
    const lowered = await move({ head: 'indemnity', kind: 'reserve', amount: '5000.00' });
    expect(lowered.body.totals).toMatchObject({
      indemnityReserve: '5000.00',
      indemnityIncurred: '8333.34',
      totalIncurred: '10933.34',
    });
    expect(
      (await move({ head: 'indemnity', kind: 'reserve', amount: '5000' })).body.errors?.amount,
    ).toBeDefined();
    expect((await move({ head: 'fees', kind: 'payment', amount: '0' })).body.errors).toEqual({
      amount: [ClaimMessages.paymentPositive],
    });
    expect((await move({ head: 'fees', kind: 'payment', amount: '1.001' })).status).toBe(422);
    expect((await move({ head: 'fees', kind: 'payment', amount: -1 })).status).toBe(422);
    const movements = await legal.get<ClaimMovementDto[]>(`${legal.one(claim.id)}/movements`);
    expect(movements.body.map((m) => [m.kind, m.paidDelta, m.reserveDelta])).toEqual([
      ['reserve', '0.00', '10000.10'],
      ['reserve', '0.00', '2500.05'],
      ['payment', '3333.33', '-3333.33'],
      ['payment', '0.01', '-0.01'],
      ['payment', '2600.00', '-2500.05'],
      ['reserve', '0.00', '-1666.76'],
    ]);
    expect(movements.body[0]!.by).toEqual({
      id: world.legal.admin.id,
      name: world.legal.admin.name,
    });
    // Only the handlers move money.
    for (const side of ['broker', 'insurer'] as const)
      expect(
        (
          await as(side).client.post(`${as(side).one(claim.id)}/movements`, {
            head: 'fees',
            kind: 'reserve',
            amount: '1.00',
          })
        ).status,
      ).toBe(403);
    expect((await as('otherLegal').get(`${as('otherLegal').one(claim.id)}/movements`)).status).toBe(
      404,
    );
  });

  it('closing releases the reserves and refuses movements until re-opened', async () => {
    const { claim } = await acceptedClaim();
    const legal = as('legal');
    await legal.client.post(`${legal.one(claim.id)}/movements`, {
      head: 'indemnity',
      kind: 'reserve',
      amount: '800.00',
    });
    await legal.client.post(`${legal.one(claim.id)}/movements`, {
      head: 'indemnity',
      kind: 'payment',
      amount: '300.00',
    });
    const closed = await legal.client.put<ClaimDto>(`${legal.one(claim.id)}/status`, {
      status: ClaimStatus.Closed,
    });
    expect(closed.body).toMatchObject({
      status: 7,
      open: false,
      totals: { indemnityPaid: '300.00', indemnityReserve: '0.00', totalIncurred: '300.00' },
    });
    expect(
      (await legal.client.put<Err>(`${legal.one(claim.id)}/status`, { status: 7 })).body.errors,
    ).toEqual({ status: [ClaimMessages.sameStatus] });
    expect((await legal.client.put(`${legal.one(claim.id)}/status`, { status: 99 })).status).toBe(
      422,
    );
    const refused = await legal.client.post<Err>(`${legal.one(claim.id)}/movements`, {
      head: 'indemnity',
      kind: 'payment',
      amount: '1.00',
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'CLAIM_CLOSED' } });
    const toBroker = await storedNotifications(server.ctx, world.broker.admin.id);
    expect(toBroker.map((n) => n.data.message)).toContain(`Claim ${claim.reference} is now Closed`);
    const reopened = await legal.client.put<ClaimDto>(`${legal.one(claim.id)}/status`, {
      status: ClaimStatus.ReOpened,
    });
    expect(reopened.body).toMatchObject({ open: true, status: 9 });
    expect(
      (await as('broker').client.put(`${as('broker').one(claim.id)}/status`, { status: 7 })).status,
    ).toBe(403);
  });
});

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
