// Impact test of a draft product version (decision 216): the live book re-rated on the draft by a job.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TransactionStatus,
  TransactionType,
  type ImpactTestDto,
  type JobRunDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { startWorkers } from '../../../platform/jobs/platform-jobs.ts';
import { piQuoteProposal, riskPaths, riskWorld, type RiskWorld } from '../risks.test-support.ts';
import { boundPi, piDraft } from '../premium-change/premium-change.test-support.ts';
import { limitBand, summarise } from './impact-summary.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
  await startWorkers(server.ctx);
});
afterAll(async () => server.close());

// The period is in calendar days of the product version's zone (Sydney here), not UTC: after 13:00 UTC
// Sydney is already on the next day.
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

async function until(id: number, state: string): Promise<JobRunDto> {
  const deadline = Date.now() + 30_000;
  let last: JobRunDto | undefined;
  while (Date.now() < deadline) {
    last = (await w.underwriter.client.get<JobRunDto>(`/jobs/${id}`)).body;
    if (last.state === state) return last;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`job ${id} is ${last?.state} (${last?.failureReason}), not ${state}`);
}

describe('impact test of a draft version', { timeout: 120_000 }, () => {
  it('re-rates the live book on the draft: totals, histogram, groups, decision changes, movers and CSV', async () => {
    const a = await boundPi(w);
    const b = await boundPi(w, {
      ...piQuoteProposal,
      businessName: 'Young Co',
      yearsInBusiness: 2,
      state: 'VIC',
    });
    const c = await boundPi(w, { ...piQuoteProposal, businessName: 'Big Co', turnover: 3000000 });
    // The draft loads established firms by 10% and refers turnover over $2m.
    const { draft, draftPath } = await piDraft(
      w,
      { experienceFactor: 'IF(yearsInBusiness < 3, 1.15, 1.1)' },
      { 'Large turnover': 'turnover > 2000000' },
    );
    const started = await w.underwriter.client.post<ImpactTestDto>(`${draftPath}/impact-tests`, {
      from: '2000-01-01',
      to: today,
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ versionId: draft.id, summary: null });
    const job = await until(started.body.job!.id, 'succeeded');
    expect(job).toMatchObject({ done: 3, total: 3, percent: 100 });
    const test = (
      await w.underwriter.client.get<ImpactTestDto>(`${draftPath}/impact-tests/${started.body.id}`)
    ).body;
    const s = test.summary!;
    expect(s).toMatchObject({ policies: 3, rated: 3, failed: 0 });
    const before = [a, b, c].reduce(
      (acc, x) => acc.plus(x.pkg.risks[0]!.current.totalPremium!),
      new Decimal(0),
    );
    expect(s.totalBefore).toBe(before.toFixed(2));
    const mover = (name: string) => s.largestMovers.find((m) => m.insuredName === name)!;
    // The young firm's factor is unchanged: no change; the two established firms rise.
    expect(mover('Young Co').change).toBe('0.00');
    expect(new Decimal(mover('Ledger & Co').change!).isPositive()).toBe(true);
    expect(new Decimal(s.totalAfter).minus(s.totalBefore).toFixed(2)).toBe(
      s.largestMovers.reduce((acc, m) => acc.plus(m.change!), new Decimal(0)).toFixed(2),
    );
    expect(s.largestMovers[2]!.insuredName).toBe('Young Co');
    expect(
      s.decisionChanges.map((p) => [p.insuredName, p.decisionBefore, p.decisionAfter]),
    ).toEqual([['Big Co', 'quote', 'refer']]);
    expect(s.histogram.reduce((n, h) => n + h.policies, 0)).toBe(3);
    expect(s.histogram.find((h) => h.band === 'No change')!.policies).toBe(1);
    expect(s.byState.map((g) => [g.key, g.policies])).toEqual([
      ['NSW', 2],
      ['VIC', 1],
    ]);
    expect(s.byBroker).toHaveLength(1);
    expect(s.byLimitBand.map((g) => g.key)).toEqual(['$1m to $2m']);
    // The CSV: the owner downloads every policy's line.
    const file = await w.underwriter.client.request('GET', `/jobs/${job.id}/result`);
    expect(file.status).toBe(200);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('"reference","insuredName"');
    expect(lines).toHaveLength(4);
    expect(csv).toContain('"Big Co"');
    const list = await w.underwriter.client.get<{ data: ImpactTestDto[] }>(
      `${draftPath}/impact-tests`,
    );
    expect(list.body.data.map((t) => t.id)).toContain(test.id);
  });

  it('refuses a live version, a bad range under its field; another company sees and starts nothing', async () => {
    const { live, draftPath, productPath } = await piDraft(w, {});
    const livePath = `${productPath}/versions/${live.id}/impact-tests`;
    expect(
      await w.underwriter.client.post(livePath, { from: '2026-01-01', to: '2026-02-01' }),
    ).toMatchObject({
      status: 422,
      body: { errors: { status: ['Only a draft version can be impact-tested.'] } },
    });
    expect(
      await w.underwriter.client.post(`${draftPath}/impact-tests`, {
        from: '2026-02-01',
        to: '2026-01-01',
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { to: ['The end must not be before the start.'] } },
    });
    expect(
      (
        await w.underwriter.client.post(`${draftPath}/impact-tests`, {
          from: 'x',
          to: '2026-01-01',
        })
      ).status,
    ).toBe(422);
    const started = await w.underwriter.client.post<ImpactTestDto>(`${draftPath}/impact-tests`, {
      from: '2026-01-01',
      to: '2026-01-02',
    });
    expect(started.status).toBe(202);
    const other = w.otherUnderwriter;
    const foreign = draftPath.replace(
      `/companies/${w.underwriter.company.id}/`,
      `/companies/${other.company.id}/`,
    );
    expect(
      (await other.client.post(`${foreign}/impact-tests`, { from: '2026-01-01', to: '2026-01-02' }))
        .status,
    ).toBe(404);
    expect((await other.client.get(`${foreign}/impact-tests`)).status).toBe(404);
    expect((await other.client.get(`${foreign}/impact-tests/${started.body.id}`)).status).toBe(404);
    expect(
      (
        await w.broker.client.get(
          `${draftPath.replace(`/companies/${w.underwriter.company.id}/`, `/companies/${w.broker.company.id}/`)}/impact-tests`,
        )
      ).status,
    ).toBeGreaterThanOrEqual(403);
    await until(started.body.job!.id, 'succeeded');
  });

  it('counts a policy once: its bound amendment is not another policy', async () => {
    const { draftPath } = await piDraft(w, {
      experienceFactor: 'IF(yearsInBusiness < 3, 1.2, 1.1)',
    });
    const policies = async () => {
      const started = await w.underwriter.client.post<ImpactTestDto>(`${draftPath}/impact-tests`, {
        from: '2000-01-01',
        to: today,
      });
      await until(started.body.job!.id, 'succeeded');
      const test = await w.underwriter.client.get<ImpactTestDto>(
        `${draftPath}/impact-tests/${started.body.id}`,
      );
      return test.body.summary!.policies;
    };
    const { pkg, riskId } = await boundPi(w, { ...piQuoteProposal, businessName: 'Amended Co' });
    const before = await policies();
    const bp = riskPaths(w.broker.company.id);
    const original = pkg.risks[0]!.current;
    expect(
      (
        await w.broker.client.post(bp.action(pkg.id, riskId, 'amend'), {
          effectiveDate: original.inceptionDate,
        })
      ).status,
    ).toBe(200);
    await w.broker.client.put(bp.proposal(pkg.id, riskId), {
      proposal: { ...piQuoteProposal, businessName: 'Amended Co', limitOfIndemnity: 5000000 },
    });
    await w.broker.client.post(bp.action(pkg.id, riskId, 'submit'), {});
    const bound = await w.broker.client.post<RiskPackageDto>(bp.action(pkg.id, riskId, 'bind'), {
      declarationConfirmed: true,
    });
    expect(bound.body.risks[0]!.current).toMatchObject({
      status: TransactionStatus.Bound,
      type: TransactionType.Adjustment,
    });
    expect(await policies()).toBe(before);
  });
});

describe('impact summary', () => {
  it('bands limits and sorts movers by absolute change', () => {
    expect([null, '1000000', '1000000.01', '5000000', '9000000'].map(limitBand)).toEqual([
      'No limit',
      'Up to $1m',
      '$1m to $2m',
      '$2m to $5m',
      'Over $5m',
    ]);
    const p = (id: number, before: string, after: string | null) => ({
      transactionId: id,
      riskPackageId: id,
      riskId: id,
      reference: `R${id}`,
      insuredName: `I${id}`,
      state: 'NSW',
      className: 'PI',
      broker: 'B',
      limit: null,
      before,
      after,
      change: after === null ? null : new Decimal(after).minus(before).toFixed(2),
      changePercent:
        after === null ? null : new Decimal(after).minus(before).div(before).times(100).toFixed(2),
      decisionBefore: 'quote' as const,
      decisionAfter: after === null ? null : ('quote' as const),
      error: after === null ? 'no' : null,
    });
    const s = summarise([p(1, '100.00', '90.00'), p(2, '100.00', '130.00'), p(3, '100.00', null)]);
    expect(s).toMatchObject({
      policies: 3,
      rated: 2,
      failed: 1,
      totalBefore: '200.00',
      totalAfter: '220.00',
    });
    expect(s.largestMovers.map((m) => m.transactionId)).toEqual([2, 1]);
    // -10% is the lower bound of its band; +30% is past +20%.
    expect(s.histogram.filter((h) => h.policies > 0)).toEqual([
      { band: '-10% to -5%', policies: 1 },
      { band: '> 20%', policies: 1 },
    ]);
    expect(s.failures.map((f) => f.transactionId)).toEqual([3]);
  });
});
