import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  addMonths,
  LifecycleMessages,
  Messages,
  RiskMessages,
  TransactionStatus,
  TransactionType,
  type RiskPackageDto,
} from '@turbine/domain';
import type { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { DomainEvent } from '../../platform/context.ts';
import { agreementPeriods, authorisedUnderwriters } from '../authority/agreements.tables.ts';
import { memberWithRole } from '../companies/companies.test-support.ts';
import { productVersions } from '../products/products.tables.ts';
import { riskPackages, riskTransactions, risks } from './risks.tables.ts';
import {
  cyberQuoteProposal,
  piDeclineProposal,
  piQuoteProposal,
  piReferProposal,
  riskPaths,
  riskWorld,
  type RiskWorld,
} from './risks.test-support.ts';

let server: TestServer;
let w: RiskWorld;
const published: DomainEvent[] = [];
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
  server.ctx.events.subscribe((e) => void published.push(e));
});
afterAll(async () => server.close());

type Res = {
  status: number;
  body: RiskPackageDto & { code?: string; message?: string; errors?: Record<string, string[]> };
};
const bp = () => riskPaths(w.broker.company.id);
const up = () => riskPaths(w.underwriter.company.id);

/** A broker's package with the PI main risk (and the cyber add-on) and their proposals saved. */
async function started(proposal: Record<string, unknown> = piQuoteProposal, addOn = true) {
  const created = await w.broker.client.post<RiskPackageDto>(bp().risks, {
    productPackageId: w.productPackageId,
    insured: { name: 'Ledger & Co' },
    addOnProductIds: addOn ? [w.products.addOnProductId] : [],
  });
  expect(created.status).toBe(201);
  const pkg = created.body;
  const mainId = pkg.risks[0]!.id;
  const addOnId = pkg.risks[1]?.id ?? 0;
  expect((await w.broker.client.put(bp().proposal(pkg.id, mainId), { proposal })).status).toBe(200);
  if (addOn)
    expect(
      (await w.broker.client.put(bp().proposal(pkg.id, addOnId), { proposal: cyberQuoteProposal }))
        .status,
    ).toBe(200);
  return { id: pkg.id, mainId, addOnId };
}

/** As after a submission and a reopen: the package is no longer the broker's draft (decision 134). */
async function shared(id: number) {
  await server.ctx.db
    .update(riskPackages)
    .set({ brokerDraft: false })
    .where(eq(riskPackages.id, id));
}

function act(
  client: TestClient,
  companyId: number,
  pkgId: number,
  riskId: number,
  action: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Res> {
  return client.json('POST', riskPaths(companyId).action(pkgId, riskId, action), body, {
    headers,
  }) as Promise<Res>;
}
const brokerAct = (
  pkgId: number,
  riskId: number,
  action: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => act(w.broker.client, w.broker.company.id, pkgId, riskId, action, body, headers);
const uwAct = (pkgId: number, riskId: number, action: string, body: Record<string, unknown> = {}) =>
  act(w.underwriter.client, w.underwriter.company.id, pkgId, riskId, action, body);
const statuses = (p: RiskPackageDto) => p.risks.map((r) => r.current.status);

async function quoted() {
  const s = await started();
  const res = await brokerAct(s.id, s.mainId, 'submit');
  expect(res.status).toBe(200);
  expect(statuses(res.body)).toEqual([TransactionStatus.Quoted, TransactionStatus.Quoted]);
  return { ...s, pkg: res.body };
}

async function bound() {
  const q = await quoted();
  const res = await brokerAct(q.id, q.mainId, 'bind', { declarationConfirmed: true });
  expect(res.status).toBe(200);
  return { ...q, pkg: res.body };
}

describe('submit', () => {
  it('rates main and add-on on their pinned versions and quotes both (cascade), storing premiums, the rating and a quote expiry', async () => {
    const { pkg } = await quoted();
    const main = pkg.risks[0]!.current;
    expect(main.premium).not.toBeNull();
    expect(main.totalPremium).toBe(main.premium!.total);
    expect(main.totalPremium).toMatch(/^\d+\.\d{2}$/);
    expect(main.basePremium).toBe(main.premium!.base);
    expect(main.limitOfIndemnity).toBe('2000000.00');
    expect(main.quotedAt).toEqual(expect.any(Number));
    expect(main.quoteExpiresAt! - main.quotedAt!).toBeGreaterThan(30 * 86400 - 3600 * 2);
    expect(main.availableActions).toEqual(expect.arrayContaining(['bind', 'reopen', 'notTakenUp']));
    expect(pkg.status).toBe(TransactionStatus.Quoted);
    expect(pkg.totalPremium).toBe(main.totalPremium);
    const [row] = await server.ctx.db
      .select()
      .from(riskTransactions)
      .where(eq(riskTransactions.id, main.id));
    expect((row!.rating as { trace: unknown[] }).trace.length).toBeGreaterThan(0);
  });

  it('refers on a referral rule, to the team when the product does not assign automatically, with the reasons', async () => {
    const s = await started(piReferProposal, false);
    const res = await brokerAct(s.id, s.mainId, 'submit');
    expect(res.status).toBe(200);
    expect(res.body.risks[0]!.current).toMatchObject({
      status: TransactionStatus.Referred,
      referralReasons: expect.arrayContaining(['Turnover over $10m needs an underwriter.']),
    });
    expect(res.body).toMatchObject({ referredToTeam: true, assignedUnderwriter: null });
  });

  it('assigns a referral automatically when the version says so', async () => {
    await server.ctx.db
      .update(productVersions)
      .set({ autoAssignUnderwriterOnReferral: true })
      .where(eq(productVersions.productId, w.products.mainProductId));
    try {
      const s = await started(piReferProposal, false);
      const res = await brokerAct(s.id, s.mainId, 'submit');
      expect(res.body).toMatchObject({
        referredToTeam: false,
        assignedUnderwriter: { id: w.underwriter.admin.id },
      });
      expect(
        published.some(
          (e) =>
            e.type === 'risk.assigned' &&
            e.userIds.includes(w.underwriter.admin.id) &&
            e.data.riskPackageId === s.id,
        ),
      ).toBe(true);
    } finally {
      await server.ctx.db
        .update(productVersions)
        .set({ autoAssignUnderwriterOnReferral: false })
        .where(eq(productVersions.productId, w.products.mainProductId));
    }
  });

  it('declines on a decline rule with the rule message', async () => {
    const s = await started(piDeclineProposal, false);
    const res = await brokerAct(s.id, s.mainId, 'submit');
    expect(res.body.risks[0]!.current).toMatchObject({
      status: TransactionStatus.Declined,
      declineReasons: ['We do not insure this profession.'],
    });
    expect(res.body.risks[0]!.current.availableActions).toEqual([]);
  });

  it('refers when the limit of indemnity is outside the binding agreement section', async () => {
    const s = await started({ ...piQuoteProposal, limitOfIndemnity: 1000000 }, false);
    const { agreementSections } = await import('../authority/agreements.tables.ts');
    const [risk] = await server.ctx.db.select().from(risks).where(eq(risks.id, s.mainId));
    await server.ctx.db
      .update(agreementSections)
      .set({ minimumLimit: '1500000' })
      .where(eq(agreementSections.id, risk!.agreementSectionId!));
    try {
      const res = await brokerAct(s.id, s.mainId, 'submit');
      expect(res.body.risks[0]!.current).toMatchObject({
        status: TransactionStatus.Referred,
        referralReasons: [RiskMessages.sectionLimit('1500000.00', '5000000.00')],
      });
    } finally {
      await server.ctx.db
        .update(agreementSections)
        .set({ minimumLimit: '1000000' })
        .where(eq(agreementSections.id, risk!.agreementSectionId!));
    }
  });

  it('refuses with the proposal form errors, and while a newer product version applies', async () => {
    const s = await started(piQuoteProposal, false);
    expect(
      (
        await w.broker.client.put(bp().proposal(s.id, s.mainId), {
          proposal: { ...piQuoteProposal, turnover: 'lots' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await w.broker.client.put(bp().proposal(s.id, s.mainId), { proposal: {} })).body,
    ).toMatchObject({ errors: expect.any(Object) });
    const [v] = await server.ctx.db
      .select()
      .from(productVersions)
      .where(eq(productVersions.productId, w.products.mainProductId));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = v!;
    const [newer] = await server.ctx.db
      .insert(productVersions)
      .values({
        ...copy,
        versionNumber: 99,
        status: 'live',
        publishedAt: new Date(Date.now() - 86400_000),
      })
      .returning();
    try {
      const res = await brokerAct(s.id, s.mainId, 'submit');
      expect(res).toMatchObject({
        status: 409,
        body: { code: 'EXCHANGE_REQUIRED', message: RiskMessages.exchangeRequired },
      });
      expect(
        (await w.broker.client.get<RiskPackageDto>(bp().pkg(s.id))).body.risks[0]!.newerVersion,
      ).toEqual({ id: newer!.id, versionNumber: 99 });
    } finally {
      await server.ctx.db.delete(productVersions).where(eq(productVersions.id, newer!.id));
    }
  });
});

describe('bind', () => {
  it('binds main and add-on with an Idempotency-Key, locks what was rated on, and replays the same answer', async () => {
    const q = await quoted();
    const headers = { 'Idempotency-Key': `bind-${q.id}` };
    const first = await brokerAct(q.id, q.mainId, 'bind', { declarationConfirmed: true }, headers);
    expect(first.status).toBe(200);
    expect(statuses(first.body)).toEqual([TransactionStatus.Bound, TransactionStatus.Bound]);
    expect(first.body).toMatchObject({
      status: TransactionStatus.Bound,
      boundAt: expect.any(Number),
    });
    expect(first.body.risks.every((r) => r.placed)).toBe(true);
    // The declaration confirmed at bind is recorded as the package's declaration (§5).
    expect(first.body.declaration).toMatchObject({
      confirmedAt: expect.any(Number),
      confirmedBy: { id: w.broker.admin.id },
    });
    const replay = await brokerAct(q.id, q.mainId, 'bind', { declarationConfirmed: true }, headers);
    expect(replay).toEqual(first);
    const db = server.ctx.db;
    const [version] = await db
      .select()
      .from(productVersions)
      .where(eq(productVersions.id, first.body.risks[0]!.productVersion.id));
    expect(version!.status).toBe('locked');
    const [risk] = await db.select().from(risks).where(eq(risks.id, q.mainId));
    const [period] = await db
      .select()
      .from(agreementPeriods)
      .where(eq(agreementPeriods.id, risk!.agreementPeriodId!));
    expect(period!.status).toBe('locked');
    expect(
      await db
        .select()
        .from(riskTransactions)
        .where(
          and(
            eq(riskTransactions.riskPackageId, q.id),
            eq(riskTransactions.status, TransactionStatus.Bound),
          ),
        ),
    ).toHaveLength(2);
  });

  it('needs the declaration', async () => {
    const q = await quoted();
    expect(await brokerAct(q.id, q.mainId, 'bind')).toMatchObject({
      status: 422,
      body: { code: 'DECLARATION_REQUIRED', message: LifecycleMessages.declarationRequired },
    });
  });

  it('two simultaneous binds of one quote: one 200, one 409, one bound transaction', async () => {
    const q = await quoted();
    const [a, b] = await Promise.all([
      brokerAct(q.id, q.mainId, 'bind', { declarationConfirmed: true }),
      brokerAct(q.id, q.mainId, 'bind', { declarationConfirmed: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const rows = await server.ctx.db
      .select()
      .from(riskTransactions)
      .where(
        and(
          eq(riskTransactions.riskId, q.mainId),
          eq(riskTransactions.status, TransactionStatus.Bound),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('underwriter actions', () => {
  it('assignment, quote of a referral, approval request checks, and the assigned event', async () => {
    const s = await started(piReferProposal, false);
    await brokerAct(s.id, s.mainId, 'submit');
    const colleague = await memberWithRole(
      server,
      w.underwriter.company.id,
      w.underwriter.company.adminRoleId,
    );
    expect(
      (
        await w.underwriter.client.put(up().pkg(s.id) + '/assignment', {
          assignedUnderwriterId: w.broker.admin.id,
        })
      ).body,
    ).toMatchObject({ errors: { assignedUnderwriterId: [RiskMessages.underwriterNotInCompany] } });
    expect(
      (
        await w.broker.client.put(bp().pkg(s.id) + '/assignment', {
          assignedUnderwriterId: w.underwriter.admin.id,
        })
      ).status,
    ).toBe(403);
    const assigned = await colleague.client.put<RiskPackageDto>(up().pkg(s.id) + '/assignment', {
      assignedUnderwriterId: w.underwriter.admin.id,
    });
    expect(assigned.body.assignedUnderwriter).toEqual({
      id: w.underwriter.admin.id,
      name: w.underwriter.admin.name,
    });
    expect(
      published.some(
        (e) =>
          e.type === 'risk.assigned' &&
          e.userIds.includes(w.underwriter.admin.id) &&
          e.companyId === w.underwriter.company.id,
      ),
    ).toBe(true);
    const notAuthorised = await uwAct(s.id, s.mainId, 'requestApproval', {
      approverId: colleague.user.id,
    });
    expect(notAuthorised).toMatchObject({ status: 422, body: { code: 'APPROVER_AUTHORITY' } });
    expect(
      await act(colleague.client, w.underwriter.company.id, s.id, s.mainId, 'quote'),
    ).toMatchObject({ status: 403, body: { code: 'ACTOR_NOT_ALLOWED' } });
    const res = await uwAct(s.id, s.mainId, 'quote');
    expect(res.status).toBe(200);
    expect(res.body.risks[0]!.current.status).toBe(TransactionStatus.Quoted);
    expect(
      published.some(
        (e) =>
          e.type === 'risk.quoted' &&
          e.userIds.includes(w.broker.admin.id) &&
          e.data.frontendUrl === `/risks/${s.id}`,
      ),
    ).toBe(true);
  });

  it('decline needs reasons; refer to an underwriter of another company is refused', async () => {
    const s = await started(piReferProposal, false);
    await brokerAct(s.id, s.mainId, 'submit');
    await w.underwriter.client.put(up().pkg(s.id) + '/assignment', {
      assignedUnderwriterId: w.underwriter.admin.id,
    });
    expect(await uwAct(s.id, s.mainId, 'decline')).toMatchObject({
      status: 422,
      body: { code: 'DECLINE_REASONS_REQUIRED' },
    });
    expect(
      (await uwAct(s.id, s.mainId, 'refer', { underwriterId: w.broker.admin.id, reasons: ['x'] }))
        .body,
    ).toMatchObject({ errors: { underwriterId: [RiskMessages.underwriterNotInCompany] } });
    const declined = await uwAct(s.id, s.mainId, 'decline', { reasons: ['Outside appetite'] });
    expect(declined.body.risks[0]!.current).toMatchObject({
      status: TransactionStatus.Declined,
      declineReasons: ['Outside appetite'],
    });
  });

  it('overrides and discount are an underwriter s: brokers get 403', async () => {
    const s = await started(piQuoteProposal, false);
    expect(
      await w.broker.client.put(bp().proposal(s.id, s.mainId), {
        proposal: piQuoteProposal,
        discountPercent: '5',
      }),
    ).toMatchObject({ status: 403, body: { message: Messages.noPermissionEdit } });
  });
});

describe('what brokers see', () => {
  it('quote summary lines only while the product shows the quote summary panel (§3)', async () => {
    const q = await quoted();
    const lines = () =>
      w.broker.client
        .get<RiskPackageDto>(bp().pkg(q.id))
        .then((r) => r.body.risks[0]!.current.quoteLines);
    expect((await lines()).some((l) => l.showOnQuoteSummary)).toBe(true);
    await server.ctx.db
      .update(productVersions)
      .set({ showQuoteSummaryPanel: false })
      .where(eq(productVersions.productId, w.products.mainProductId));
    try {
      expect((await lines()).some((l) => l.showOnQuoteSummary)).toBe(false);
    } finally {
      await server.ctx.db
        .update(productVersions)
        .set({ showQuoteSummaryPanel: true })
        .where(eq(productVersions.productId, w.products.mainProductId));
    }
  });

  it('referral messages and reasons only when the product shows them; the assigned underwriter only when not hidden', async () => {
    const s = await started(piReferProposal, false);
    await brokerAct(s.id, s.mainId, 'submit');
    await w.underwriter.client.put(up().pkg(s.id) + '/assignment', {
      assignedUnderwriterId: w.underwriter.admin.id,
    });
    const db = server.ctx.db;
    const where = eq(productVersions.productId, w.products.mainProductId);
    const brokerView = async () => (await w.broker.client.get<RiskPackageDto>(bp().pkg(s.id))).body;
    const shown = await brokerView();
    expect(shown.assignedUnderwriter).toEqual({
      id: w.underwriter.admin.id,
      name: w.underwriter.admin.name,
    });
    expect(shown.risks[0]!.current.ruleMessages).toEqual(
      expect.arrayContaining([
        {
          name: 'Large turnover',
          outcome: 'refer',
          message: 'Turnover over $10m needs an underwriter.',
        },
      ]),
    );
    await db
      .update(productVersions)
      .set({ showReferralMessages: false, hideAssignedUnderwriterFromBrokers: true })
      .where(where);
    try {
      const hidden = await brokerView();
      expect(hidden.assignedUnderwriter).toBeNull();
      expect(hidden.risks[0]!.current.ruleMessages.filter((m) => m.outcome === 'refer')).toEqual(
        [],
      );
      expect(hidden.risks[0]!.current.referralReasons).toEqual([]);
      const underwriterView = (await w.underwriter.client.get<RiskPackageDto>(up().pkg(s.id))).body;
      expect(underwriterView.assignedUnderwriter).not.toBeNull();
      expect(underwriterView.risks[0]!.current.referralReasons).toContain(
        'Turnover over $10m needs an underwriter.',
      );
    } finally {
      await db
        .update(productVersions)
        .set({ showReferralMessages: true, hideAssignedUnderwriterFromBrokers: false })
        .where(where);
    }
  });
});

describe('approval', () => {
  it('the assigned underwriter requests approval from an authorised approver, who approves; deny and undo; the events reach them', async () => {
    const s = await started(piReferProposal, false);
    await brokerAct(s.id, s.mainId, 'submit');
    await w.underwriter.client.put(up().pkg(s.id) + '/assignment', {
      assignedUnderwriterId: w.underwriter.admin.id,
    });
    const approver = await memberWithRole(
      server,
      w.underwriter.company.id,
      w.underwriter.company.adminRoleId,
    );
    const [risk] = await server.ctx.db.select().from(risks).where(eq(risks.id, s.mainId));
    await server.ctx.db.insert(authorisedUnderwriters).values({
      companyId: w.underwriter.company.id,
      periodId: risk!.agreementPeriodId!,
      userId: approver.user.id,
      authorityLevel: 1,
      maximumBackdateDays: 10,
      maximumDiscountPercentage: '20',
    });
    expect(
      await uwAct(s.id, s.mainId, 'requestApproval', { approverId: w.underwriter.admin.id }),
    ).toMatchObject({ status: 422, body: { code: 'APPROVER_SELF' } });
    const requested = await uwAct(s.id, s.mainId, 'requestApproval', {
      approverId: approver.user.id,
    });
    expect(requested.body.risks[0]!.current).toMatchObject({
      approval: 'requested',
      approver: { id: approver.user.id },
    });
    expect(
      published.some(
        (e) => e.type === 'risk.approval_requested' && e.userIds.includes(approver.user.id),
      ),
    ).toBe(true);
    expect(
      await uwAct(s.id, s.mainId, 'requestApproval', { approverId: approver.user.id }),
    ).toMatchObject({ status: 409, body: { code: 'APPROVAL_PENDING' } });
    const asApprover = (action: string) =>
      act(approver.client, w.underwriter.company.id, s.id, s.mainId, action);
    expect((await asApprover('deny')).body.risks[0]!.current.approval).toBe('denied');
    expect(
      published.some(
        (e) => e.type === 'risk.approval_denied' && e.userIds.includes(w.underwriter.admin.id),
      ),
    ).toBe(true);
    expect((await uwAct(s.id, s.mainId, 'undoApproval')).body.risks[0]!.current.approval).toBe(
      'none',
    );
    await uwAct(s.id, s.mainId, 'requestApproval', { approverId: approver.user.id });
    const approved = await asApprover('approve');
    expect(approved.body.risks[0]!.current).toMatchObject({
      approval: 'approved',
      status: TransactionStatus.Referred,
    });
    expect(
      published.some(
        (e) => e.type === 'risk.approved' && e.userIds.includes(w.underwriter.admin.id),
      ),
    ).toBe(true);
    expect(await asApprover('approve')).toMatchObject({
      status: 409,
      body: { code: 'NO_PENDING_APPROVAL' },
    });
  });

  it('a quote with a discount beyond the underwriter authority needs approval; not taken up ends the quote', async () => {
    const s = await started(piReferProposal, false);
    await brokerAct(s.id, s.mainId, 'submit');
    await w.underwriter.client.put(up().pkg(s.id) + '/assignment', {
      assignedUnderwriterId: w.underwriter.admin.id,
    });
    expect(
      (
        await w.underwriter.client.put(up().proposal(s.id, s.mainId), {
          proposal: piReferProposal,
          discountPercent: '15',
        })
      ).status,
    ).toBe(200);
    expect(await uwAct(s.id, s.mainId, 'quote')).toMatchObject({
      status: 422,
      body: { code: 'DISCOUNT_AUTHORITY' },
    });
    expect(
      (
        await w.underwriter.client.put(up().proposal(s.id, s.mainId), {
          proposal: piReferProposal,
          discountPercent: '101',
        })
      ).body,
    ).toMatchObject({ errors: { discountPercent: [Messages.max(100)] } });
    await w.underwriter.client.put(up().proposal(s.id, s.mainId), {
      proposal: piReferProposal,
      discountPercent: '10',
    });
    const quote = await uwAct(s.id, s.mainId, 'quote');
    const t = quote.body.risks[0]!.current;
    expect(t).toMatchObject({ status: TransactionStatus.Quoted, discountPercent: '10.000000' });
    expect(Number(t.grossPremium)).toBeCloseTo(Number(t.premium!.gross) * 0.9, 1);
    const ntu = await brokerAct(s.id, s.mainId, 'notTakenUp');
    expect(ntu.body).toMatchObject({ status: TransactionStatus.NotTakenUp });
    expect(await brokerAct(s.id, s.mainId, 'bind', { declarationConfirmed: true })).toMatchObject({
      status: 409,
      body: { code: 'TRANSITION_NOT_ALLOWED' },
    });
  });

  it('a submission with a discount the engine may not give is referred with the reason', async () => {
    const s = await started(piQuoteProposal, false);
    await shared(s.id);
    await w.underwriter.client.put(up().pkg(s.id) + '/assignment', {
      assignedUnderwriterId: w.underwriter.admin.id,
    });
    expect(
      (
        await w.underwriter.client.put(up().proposal(s.id, s.mainId), {
          proposal: piQuoteProposal,
          discountPercent: '5',
        })
      ).status,
    ).toBe(200);
    const res = await brokerAct(s.id, s.mainId, 'submit');
    expect(res.status).toBe(200);
    expect(res.body.risks[0]!.current).toMatchObject({
      status: TransactionStatus.Referred,
      referralReasons: [LifecycleMessages.discountAuthority],
    });
    expect(
      published.some(
        (e) => e.type === 'risk.submitted' && e.userIds.includes(w.underwriter.admin.id),
      ),
    ).toBe(true);
  });

  it('the broker marks the proposal done: no further edits', async () => {
    const s = await started(piQuoteProposal, false);
    expect((await brokerAct(s.id, s.mainId, 'markProposalDone')).body.proposalDone).toBe(true);
    expect(
      await w.broker.client.put(bp().proposal(s.id, s.mainId), { proposal: piQuoteProposal }),
    ).toMatchObject({ status: 409, body: { code: 'PROPOSAL_DONE' } });
    expect(await brokerAct(s.id, s.mainId, 'sendToClient')).toMatchObject({ status: 409 });
  });
});

describe('amend, cancel, discard, reopen, renew', () => {
  it('an amendment is rated pro rata; cancelling the main policy waits for the add-on; a cancellation returns premium', async () => {
    const b = await bound();
    const effectiveDate = b.pkg.risks[0]!.current.inceptionDate;
    const amend = await brokerAct(b.id, b.mainId, 'amend', { effectiveDate });
    expect(amend.status).toBe(200);
    expect(amend.body.risks[0]!.current).toMatchObject({
      type: TransactionType.Adjustment,
      status: TransactionStatus.Initiated,
      effectiveDate,
    });
    await w.broker.client.put(bp().proposal(b.id, b.mainId), {
      proposal: { ...piQuoteProposal, limitOfIndemnity: 5000000 },
    });
    const rated = await brokerAct(b.id, b.mainId, 'submit');
    const adj = rated.body.risks[0]!.current;
    expect(adj).toMatchObject({ status: TransactionStatus.Quoted, proRataFactor: '1.00000000' });
    const before = b.pkg.risks[0]!.current.totalPremium!;
    expect(Number(adj.premiumChange)).toBeCloseTo(Number(adj.totalPremium) - Number(before), 2);
    await brokerAct(b.id, b.mainId, 'bind', { declarationConfirmed: true });
    expect(
      await brokerAct(b.id, b.mainId, 'cancel', { reasonForCancellation: 'Sold the business' }),
    ).toMatchObject({ status: 422, body: { code: 'ADD_ONS_ACTIVE' } });
    expect((await brokerAct(b.id, b.addOnId, 'cancel')).body).toMatchObject({
      errors: { reasonForCancellation: [RiskMessages.reasonRequired] },
    });
    const cancelAddOn = await brokerAct(b.id, b.addOnId, 'cancel', {
      reasonForCancellation: 'Not needed',
    });
    expect(cancelAddOn.body.risks[1]!.current).toMatchObject({
      type: TransactionType.Cancellation,
      reasonForCancellation: 'Not needed',
    });
    expect(Number(cancelAddOn.body.risks[1]!.current.premiumChange)).toBeLessThan(0);
    await brokerAct(b.id, b.addOnId, 'submit');
    const addOnCancelled = await brokerAct(b.id, b.addOnId, 'bind', { declarationConfirmed: true });
    expect(addOnCancelled.body.risks[1]!.cancelled).toBe(true);
    expect(
      (await brokerAct(b.id, b.mainId, 'cancel', { reasonForCancellation: 'Sold the business' }))
        .status,
    ).toBe(200);
  });

  it('discard removes an add-on with its only transaction, then the whole package with the main risk; only Initiated', async () => {
    const s = await started();
    const res = await brokerAct(s.id, s.addOnId, 'discard');
    expect(res.body.risks.map((r) => r.id)).toEqual([s.mainId]);
    const gone = await w.broker.client.request('POST', bp().action(s.id, s.mainId, 'discard'), {});
    expect(gone.status).toBe(204);
    expect(
      await server.ctx.db.select().from(riskPackages).where(eq(riskPackages.id, s.id)),
    ).toHaveLength(0);
    const q = await quoted();
    expect(await brokerAct(q.id, q.mainId, 'discard')).toMatchObject({
      status: 409,
      body: { code: 'TRANSACTION_NOT_DISCARDABLE', message: Messages.discardOnlyInitiated },
    });
    const reopened = await brokerAct(q.id, q.mainId, 'reopen');
    expect(statuses(reopened.body)).toEqual([
      TransactionStatus.Initiated,
      TransactionStatus.Initiated,
    ]);
    expect(reopened.body.risks[0]!.current.quotedAt).toBeNull();
  });

  it('renew answers the new package of the renewal chain', async () => {
    const b = await bound();
    const res = await brokerAct(b.id, b.mainId, 'renew');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ renewalOfId: b.id, isLatestInChain: true });
    expect(res.body.id).not.toBe(b.id);
    expect((await w.broker.client.get<RiskPackageDto>(bp().pkg(b.id))).body.isLatestInChain).toBe(
      false,
    );
  });

  it('a submitted renewal is rated but waits in Submitted for the underwriter, with a timeline entry', async () => {
    const b = await bound();
    const renewal = (await brokerAct(b.id, b.mainId, 'renew')).body;
    const submitted = await brokerAct(renewal.id, renewal.risks[0]!.id, 'submit');
    expect(submitted.status).toBe(200);
    expect(submitted.body.transactionType).toBe(TransactionType.Renewal);
    expect(statuses(submitted.body)).toEqual([
      TransactionStatus.Submitted,
      TransactionStatus.Submitted,
    ]);
    expect(submitted.body.risks[0]!.current.totalPremium).not.toBeNull();
    const timeline = await w.underwriter.client.get<{ body: string | null }[]>(
      `${up().pkg(renewal.id)}/activities?kinds=status`,
    );
    expect(timeline.body.map((a) => a.body)).toContain(
      "Renewal rated and submitted for the underwriter's review.",
    );
  });
});

describe('PUT package and access', () => {
  it('edits the dates of every risk and the insured, with the broker date rule', async () => {
    const s = await started();
    const pkg = (await w.broker.client.get<RiskPackageDto>(bp().pkg(s.id))).body;
    const inception = pkg.inceptionDate;
    const expiry = `${Number(inception.slice(0, 4)) + 1}${inception.slice(4, 8)}${inception.slice(8)}`;
    // A broker's past inception moves to today keeping the term (§4): 12 months from today.
    const res = await w.broker.client.put<RiskPackageDto>(bp().pkg(s.id), {
      insured: { name: 'Ledger and Partners' },
      inceptionDate: '2020-01-01',
      expiryDate: '2021-01-01',
    });
    expect(res.status).toBe(200);
    expect(res.body.insured.name).toBe('Ledger and Partners');
    expect(res.body.risks.map((r) => [r.current.inceptionDate, r.current.expiryDate])).toEqual([
      [inception, expiry],
      [inception, expiry],
    ]);
    const later = await w.broker.client.put<RiskPackageDto>(bp().pkg(s.id), {
      expiryDate: addMonths(inception, 6),
    });
    expect(later.body.risks.map((r) => r.current.expiryDate)).toEqual([
      addMonths(inception, 6),
      addMonths(inception, 6),
    ]);
    expect(later.body.expiryDate).toBe(addMonths(inception, 6));
    expect(
      (await w.broker.client.put(bp().pkg(s.id), { expiryDate: '2001-01-01' })).body,
    ).toMatchObject({
      errors: { expiryDate: ['The expiry date must be after the inception date.'] },
    });
    const tooLong = `${Number(inception.slice(0, 4)) + 2}${inception.slice(4)}`;
    expect((await w.broker.client.put(bp().pkg(s.id), { expiryDate: tooLong })).body).toMatchObject(
      { errors: { expiryDate: [RiskMessages.termOutOfRange(1, 18)] } },
    );
    // The broker's draft is its own (decision 134): the underwriter cannot even find it; once shared, it
    // may not edit it unassigned.
    expect(
      (await w.underwriter.client.put(up().pkg(s.id), { insured: { name: 'x' } })).status,
    ).toBe(404);
    await shared(s.id);
    expect(
      await w.underwriter.client.put(up().pkg(s.id), { insured: { name: 'x' } }),
    ).toMatchObject({ status: 403, body: { code: 'ACTOR_NOT_ALLOWED' } });
  });

  it('cross-company and unassigned users: 404 for others, 403 for the insurer and unassigned brokers', async () => {
    const s = await started();
    const other = riskPaths(w.otherBroker.company.id);
    expect((await w.otherBroker.client.get(other.pkg(s.id))).status).toBe(404);
    expect(
      (await w.otherBroker.client.put(other.pkg(s.id), { insured: { name: 'x' } })).status,
    ).toBe(404);
    expect(
      (await act(w.otherBroker.client, w.otherBroker.company.id, s.id, s.mainId, 'submit')).status,
    ).toBe(404);
    expect(
      (
        await act(
          w.otherUnderwriter.client,
          w.otherUnderwriter.company.id,
          s.id,
          s.mainId,
          'submit',
        )
      ).status,
    ).toBe(404);
    expect(
      (await act(w.insurer.client, w.insurer.company.id, s.id, s.mainId, 'submit')).status,
    ).toBe(403);
    expect(
      (
        await w.insurer.client.put(riskPaths(w.insurer.company.id).proposal(s.id, s.mainId), {
          proposal: piQuoteProposal,
        })
      ).status,
    ).toBe(403);
    const colleague = await memberWithRole(
      server,
      w.broker.company.id,
      w.broker.company.adminRoleId,
    );
    expect(
      await act(colleague.client, w.broker.company.id, s.id, s.mainId, 'submit'),
    ).toMatchObject({ status: 403, body: { code: 'RISK_NOT_ASSIGNED' } });
    expect(
      (
        await w.broker.client.put(bp().pkg(s.id) + '/assignment', {
          assignedUserIds: [w.broker.admin.id, colleague.user.id],
        })
      ).status,
    ).toBe(200);
    expect(
      (await act(colleague.client, w.broker.company.id, s.id, s.mainId, 'submit')).status,
    ).toBe(200);
    expect(
      (
        await w.broker.client.put(bp().pkg(s.id) + '/assignment', {
          assignedUserIds: [w.otherBroker.admin.id],
        })
      ).body,
    ).toMatchObject({ errors: { assignedUserIds: expect.any(Array) } });
    const list = await w.otherBroker.client.get<{ data: { id: number }[] }>(other.risks);
    expect(list.status).toBe(200);
    expect(list.body.data.map((row) => row.id)).not.toContain(s.id);
  });

  it('rate previews without changing anything', async () => {
    const s = await started(piQuoteProposal, false);
    const res = await w.broker.client.post<{ decision: string; premium: { total: string } }>(
      bp().rate(s.id, s.mainId),
      {},
    );
    expect(res).toMatchObject({
      status: 200,
      body: { decision: 'quote', premium: { total: expect.stringMatching(/^\d+\.\d{2}$/) } },
    });
    const decline = await w.broker.client.post<{ decision: string }>(bp().rate(s.id, s.mainId), {
      proposal: piDeclineProposal,
    });
    expect(decline.body.decision).toBe('decline');
    const [row] = await server.ctx.db
      .select()
      .from(riskTransactions)
      .where(eq(riskTransactions.riskId, s.mainId));
    expect(row!.rating).toBeNull();
  });
});
