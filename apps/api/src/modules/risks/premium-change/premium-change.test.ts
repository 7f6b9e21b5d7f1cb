import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus, type PremiumChangeDto, type RiskPackageDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { piQuoteProposal, riskPaths, riskWorld, type RiskWorld } from '../risks.test-support.ts';
import { sumOfSteps } from './premium-change.presenter.ts';
import { boundPi, piDraft } from './premium-change.test-support.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
});
afterAll(async () => server.close());

const changePath = (companyId: number, pkgId: number, riskId: number) =>
  `${riskPaths(companyId).pkg(pkgId)}/risks/${riskId}/premium-change`;

/** A bound PI policy and an amendment raising the limit to $5m, quoted. */
async function amended() {
  const { pkg, riskId } = await boundPi(w);
  const bp = riskPaths(w.broker.company.id);
  const original = pkg.risks[0]!.current;
  const amend = await w.broker.client.post<RiskPackageDto>(bp.action(pkg.id, riskId, 'amend'), {
    effectiveDate: original.inceptionDate,
  });
  expect(amend.status).toBe(200);
  await w.broker.client.put(bp.proposal(pkg.id, riskId), {
    proposal: { ...piQuoteProposal, limitOfIndemnity: 5000000, yearsInBusiness: 2 },
  });
  const rated = await w.broker.client.post<RiskPackageDto>(bp.action(pkg.id, riskId, 'submit'), {});
  const adjustment = rated.body.risks[0]!.current;
  expect(adjustment.status).toBe(TransactionStatus.Quoted);
  return { pkg, riskId, original, adjustment };
}

describe('why did the premium change (decision 215)', () => {
  it('walks an amendment against the original: each changed answer and its share, summing to the cent', async () => {
    const a = await amended();
    const res = await w.underwriter.client.get<PremiumChangeDto>(
      `${changePath(w.underwriter.company.id, a.pkg.id, a.riskId)}?from=${a.original.id}&to=${a.adjustment.id}`,
    );
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.from).toMatchObject({
      transactionId: a.original.id,
      total: a.original.totalPremium,
    });
    expect(body.to).toMatchObject({
      transactionId: a.adjustment.id,
      total: a.adjustment.totalPremium,
    });
    expect(body.difference).toBe(
      new Decimal(a.adjustment.totalPremium!).minus(a.original.totalPremium!).toFixed(2),
    );
    expect(new Decimal(body.difference).isPositive()).toBe(true);
    expect(sumOfSteps(body.steps)).toBe(body.difference);
    const names = body.steps.map((s) => `${s.kind}:${s.name}`);
    expect(names).toEqual(
      expect.arrayContaining(['input:limitOfIndemnity', 'input:yearsInBusiness']),
    );
    // Inputs come first, in the fixed order; the type of transaction is a context change after them.
    expect(names.indexOf('input:limitOfIndemnity')).toBeLessThan(
      names.indexOf('context:transactionType'),
    );
    const limit = body.steps.find((s) => s.name === 'limitOfIndemnity')!;
    // Named by the form's label (x-turbine), not the field's key.
    expect(limit).toMatchObject({
      title: 'Limit of indemnity',
      before: '2000000',
      after: '5000000',
    });
    expect(new Decimal(limit.amount).isPositive()).toBe(true);
    // The running totals end at the second figure.
    expect(body.steps.at(-1)!.totalAfter).toBe(body.to.total);
    expect(body.from.lines.find((l) => l.line === 'total')!.amount).toBe(
      a.original.calculatedPremium,
    );
  });

  it('names the changed formula of a draft against the live version, for the underwriter only', async () => {
    const { pkg, riskId } = await boundPi(w);
    const { draft } = await piDraft(w, {
      experienceFactor: 'IF(yearsInBusiness < 3, 1.15, 1.1)',
    });
    const path = `${changePath(w.underwriter.company.id, pkg.id, riskId)}/version?versionId=${draft.id}`;
    const res = await w.underwriter.client.get<PremiumChangeDto>(path);
    expect(res.status).toBe(200);
    expect(res.body.steps.map((s) => `${s.kind}:${s.name}`)).toEqual([
      'propertyFormula:experienceFactor',
    ]);
    expect(res.body.steps[0]).toMatchObject({
      title: 'Experience factor',
      before: 'IF(yearsInBusiness < 3, 1.15, 1)',
      after: 'IF(yearsInBusiness < 3, 1.15, 1.1)',
      amount: res.body.difference,
      totalAfter: res.body.to.total,
    });
    expect(new Decimal(res.body.difference).isPositive()).toBe(true);
    expect(res.body.to.versionId).toBe(draft.id);
    const broker = await w.broker.client.get(
      `${changePath(w.broker.company.id, pkg.id, riskId)}/version?versionId=${draft.id}`,
    );
    expect(broker.status).toBe(403);
    const foreign = await w.underwriter.client.get(
      `${changePath(w.underwriter.company.id, pkg.id, riskId)}/version?versionId=999999`,
    );
    expect(foreign).toMatchObject({
      status: 422,
      body: { errors: { versionId: ['Choose a version of this product.'] } },
    });
  });

  it('shows a broker the answers but sums the agency’s formula changes into one step', async () => {
    const a = await amended();
    const q = `?from=${a.original.id}&to=${a.adjustment.id}`;
    const uw = (
      await w.underwriter.client.get<PremiumChangeDto>(
        `${changePath(w.underwriter.company.id, a.pkg.id, a.riskId)}${q}`,
      )
    ).body;
    const broker = await w.broker.client.get<PremiumChangeDto>(
      `${changePath(w.broker.company.id, a.pkg.id, a.riskId)}${q}`,
    );
    expect(broker.status).toBe(200);
    expect(broker.body.difference).toBe(uw.difference);
    expect(sumOfSteps(broker.body.steps)).toBe(uw.difference);
    const hiddenKinds = ['dataset', 'propertyFormula', 'underwritingFormula', 'premiumSetting'];
    expect(broker.body.steps.some((s) => hiddenKinds.includes(s.kind))).toBe(false);
    expect(broker.body.steps.find((s) => s.name === 'limitOfIndemnity')).toEqual(
      uw.steps.find((s) => s.name === 'limitOfIndemnity'),
    );
  });

  it('refuses an unrated or unknown transaction under its field; another company sees nothing', async () => {
    const a = await amended();
    const base = changePath(w.underwriter.company.id, a.pkg.id, a.riskId);
    expect(await w.underwriter.client.get(`${base}?from=${a.original.id}&to=999999`)).toMatchObject(
      {
        status: 422,
        body: { errors: { to: ['Choose a transaction of this policy.'] } },
      },
    );
    expect((await w.underwriter.client.get(`${base}?from=abc&to=1`)).status).toBe(422);
    const q = `?from=${a.original.id}&to=${a.adjustment.id}`;
    for (const other of [w.otherBroker, w.otherUnderwriter]) {
      const res = await other.client.get(`${changePath(other.company.id, a.pkg.id, a.riskId)}${q}`);
      expect(res.status).toBe(404);
      const v = await other.client.get(
        `${changePath(other.company.id, a.pkg.id, a.riskId)}/version?versionId=1`,
      );
      expect([403, 404]).toContain(v.status);
    }
  });
});
