// The notifiable premium limit's notification (decision 209): once per crossing, strictly over the limit.
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransactionStatus, type RiskPackageDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import {
  agreementPeriods,
  agreementSections,
  bindingAgreements,
} from '../../authority/agreements.tables.ts';
import { userNotifications } from '../../notifications/notifications.tables.ts';
import { insertTestPackage } from '../../risks/package-rows.test-support.ts';
import { riskTransactions, risks } from '../../risks/risks.tables.ts';
import {
  piQuoteProposal,
  riskPaths,
  riskWorld,
  type RiskWorld,
} from '../../risks/risks.test-support.ts';
import { binderNotifiableCrossings } from './utilisation.tables.ts';
import { checkNotifiableCrossings, NOTIFIABLE_CROSSED } from './notifiable-crossings.ts';

let server: TestServer;
let w: RiskWorld;
let sectionId: number;
let periodId: number;

/** A bound policy under the section (an amendment's movement when `change` is given); its package id. */
async function bound(gross: string, change?: string) {
  const pkg = await insertTestPackage(server, w, { status: TransactionStatus.Bound });
  await server.ctx.db
    .update(risks)
    .set({ agreementPeriodId: periodId, agreementSectionId: sectionId })
    .where(eq(risks.id, pkg.mainRiskId));
  await server.ctx.db
    .update(riskTransactions)
    .set({
      boundAt: new Date(),
      grossPremium: gross,
      ...(change ? { type: 2, premiumChange: change } : {}),
    })
    .where(eq(riskTransactions.id, pkg.mainTransactionId));
  return pkg.id as number;
}

const check = (riskPackageId: number) =>
  inTransaction(server.ctx, (tx, after) =>
    checkNotifiableCrossings(server.ctx, tx, after, riskPackageId),
  );

const told = async () =>
  server.ctx.db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.type, NOTIFIABLE_CROSSED));

beforeAll(async () => {
  server = await startTestServer();
  w = await riskWorld(server);
  const [s] = await server.ctx.db
    .select({ id: agreementSections.id, periodId: agreementSections.periodId })
    .from(agreementSections)
    .innerJoin(agreementPeriods, eq(agreementPeriods.id, agreementSections.periodId))
    .innerJoin(bindingAgreements, eq(bindingAgreements.id, agreementPeriods.bindingAgreementId))
    .where(
      and(
        eq(bindingAgreements.companyId, w.underwriter.company.id),
        eq(agreementPeriods.status, 'live'),
      ),
    );
  sectionId = s!.id;
  periodId = s!.periodId;
});
afterAll(async () => server.close());

beforeEach(async () => {
  // Each case starts from an empty section: earlier cases' policies move to no section.
  await server.ctx.db
    .update(risks)
    .set({ agreementSectionId: null })
    .where(eq(risks.agreementSectionId, sectionId));
  await server.ctx.db.delete(binderNotifiableCrossings);
  await server.ctx.db
    .delete(userNotifications)
    .where(eq(userNotifications.type, NOTIFIABLE_CROSSED));
  // Maximum 2,500.00, notifiable at 80 %: 2,000.00.
  await server.ctx.db
    .update(agreementSections)
    .set({ maximumPremiumLimit: '2500.00', notifiablePremiumLimitPercentage: '80' })
    .where(eq(agreementSections.id, sectionId));
});

describe('the notifiable premium limit', () => {
  it('tells no one at exactly the limit, and the agency and the insurer at one cent over', async () => {
    await check(await bound('1500.00'));
    const equal = await bound('500.00');
    expect(await check(equal)).toEqual([]);
    expect(await told()).toEqual([]);
    expect(await server.ctx.db.select().from(binderNotifiableCrossings)).toEqual([]);

    const over = await bound('0.01');
    expect(await check(over)).toEqual([sectionId]);
    const notes = await told();
    const byCompany = new Map(notes.map((n) => [n.companyId, n]));
    expect([...byCompany.keys()].sort()).toEqual(
      [w.underwriter.company.id, w.insurer.company.id].sort(),
    );
    expect(notes.map((n) => n.userId).sort()).toEqual(
      [w.underwriter.admin.id, w.insurer.admin.id].sort(),
    );
    expect(byCompany.get(w.underwriter.company.id)!.data.message).toMatch(
      /written premium 2000\.01 is over the notifiable premium limit of 2000\.00$/,
    );
    expect(byCompany.get(w.insurer.company.id)!.data.frontendUrl).toBe('/company/dashboard');
    // Neither the broker nor anyone else is told.
    expect(notes.some((n) => n.userId === w.broker.admin.id)).toBe(false);
    const [row] = await server.ctx.db.select().from(binderNotifiableCrossings);
    expect(row).toMatchObject({ agreementSectionId: sectionId, writtenPremium: '2000.01' });
  });

  it('tells once per crossing: a further bind over the limit is silent, a fall back re-arms it', async () => {
    await check(await bound('2000.01'));
    expect(await told()).toHaveLength(2);
    expect(await check(await bound('10.00'))).toEqual([]);
    expect(await told()).toHaveLength(2);
    // A return premium brings it back to the limit: cleared, nobody told.
    expect(await check(await bound('9999.00', '-10.01'))).toEqual([]);
    expect(await server.ctx.db.select().from(binderNotifiableCrossings)).toEqual([]);
    expect(await told()).toHaveLength(2);
    // Crossing again is told again.
    expect(await check(await bound('0.01'))).toEqual([sectionId]);
    expect(await told()).toHaveLength(4);
  });

  it('is checked after a real bind through the outbox', { timeout: 60_000 }, async () => {
    // Limits a real quote stays under (over the maximum it would be referred): notifiable at 800,000.00.
    await server.ctx.db
      .update(agreementSections)
      .set({ maximumPremiumLimit: '1000000.00', notifiablePremiumLimitPercentage: '80' })
      .where(eq(agreementSections.id, sectionId));
    const bp = riskPaths(w.broker.company.id);
    const created = await w.broker.client.post<RiskPackageDto>(bp.risks, {
      productPackageId: w.productPackageId,
      insured: { name: 'Limit Testers Pty Ltd' },
      addOnProductIds: [],
    });
    expect(created.status).toBe(201);
    const mainId = created.body.risks[0]!.id;
    const pkgId = created.body.id;
    expect(
      (await w.broker.client.put(bp.proposal(pkgId, mainId), { proposal: piQuoteProposal })).status,
    ).toBe(200);
    const submitted = await w.broker.client.json('POST', bp.action(pkgId, mainId, 'submit'), {});
    expect(submitted.status).toBe(200);
    const [risk] = await server.ctx.db.select().from(risks).where(eq(risks.id, mainId));
    expect(risk!.agreementSectionId).toBe(sectionId);
    // The section already holds the limit less this quote's premium, plus a cent: the bind crosses.
    const [quote] = await server.ctx.db
      .select({ gross: riskTransactions.grossPremium })
      .from(riskTransactions)
      .where(eq(riskTransactions.riskId, mainId));
    await bound(new Decimal('800000.01').minus(quote!.gross!).toFixed(2));
    const bind = await w.broker.client.json('POST', bp.action(pkgId, mainId, 'bind'), {
      declarationConfirmed: true,
    });
    expect(bind.status, JSON.stringify(bind.body)).toBe(200);
    const deadline = Date.now() + 10_000;
    while ((await told()).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await told()).map((n) => n.companyId).sort()).toEqual(
      [w.underwriter.company.id, w.insurer.company.id].sort(),
    );
  });
});
