// Incidents and claims (issue 16, decision 120): report, accept/decline, appoint, work, visibility.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClaimMessages,
  ClaimStatus,
  type ClaimDto,
  type ClaimMovementDto,
  type ClaimSummaryDto,
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
