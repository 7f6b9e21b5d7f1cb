import Decimal from 'decimal.js';
import {
  impactSummaryDto,
  neutraliseSpreadsheetCell,
  type ImpactPolicyDto,
  type TransactionType as TransactionTypeId,
} from '@turbine/domain';
import { rate, RatingError, type RatingCase, type RatingVersion } from '@turbine/rating';
import type { AppContext } from '../../../platform/context.ts';
import { JobFailure, type TrackedJobRun } from '../../../platform/jobs/tracked-jobs.ts';
import { loadVersionParts, proposalErrorsOn, ratingCaseOf } from '../../products/index.ts';
import { versionById } from '../catalogue.repository.ts';
import type { VersionRow } from '../risks.repository.ts';
import { engineType } from '../rules/risk-rating.ts';
import { percentChange, summarise } from './impact-summary.ts';
import {
  boundOnVersion,
  countBoundOnVersion,
  findImpactTest,
  setImpactTestSummary,
  type ImpactSourceRow,
} from './impact-test.repository.ts';

/** The tracked job kind (and pg-boss queue) of an impact test (decision 216). */
export const IMPACT_TEST_JOB = 'product-version-impact-test';

/** Progress is written (and pushed) once per this many policies. */
const REPORT_EVERY = 250;

/**
 * Re-rates one bound transaction on the draft: the same answers, dates, overrides, commission and rating
 * day. "After" keeps the transaction's own adjustment (written − calculated: a discount or manual
 * premium) on top of the draft's total, so a policy whose rating is unchanged shows no change.
 */
export function rateOnDraft(
  draft: VersionRow,
  version: RatingVersion,
  caseOf: (row: ImpactSourceRow) => RatingCase,
  row: ImpactSourceRow,
): ImpactPolicyDto {
  const before = new Decimal(row.total_premium ?? row.calculated_premium ?? 0);
  const adjustment = before.minus(row.calculated_premium ?? before);
  const base = {
    transactionId: row.id,
    riskPackageId: row.risk_package_id,
    riskId: row.risk_id,
    reference: row.reference,
    insuredName: row.insured_name,
    state: row.state ?? 'No state',
    className: row.class_name ?? 'No section',
    broker: row.broker,
    limit: row.limit_of_indemnity,
    before: before.toFixed(2),
    decisionBefore: (row.decision ?? 'quote') as ImpactPolicyDto['decisionBefore'],
  };
  const failed = (error: string): ImpactPolicyDto => ({
    ...base,
    after: null,
    change: null,
    changePercent: null,
    decisionAfter: null,
    error,
  });
  const formErrors = proposalErrorsOn(draft, row.proposal);
  if (formErrors) {
    const [field, messages] = Object.entries(formErrors)[0]!;
    return failed(`The draft's form refuses ${field}: ${messages[0] ?? ''}`);
  }
  try {
    const c = caseOf(row);
    const result = rate(version, c.proposal, c.context);
    const after = new Decimal(result.premium.total).plus(adjustment).toFixed(2);
    return {
      ...base,
      after,
      change: new Decimal(after).minus(before).toFixed(2),
      changePercent: percentChange(base.before, after),
      decisionAfter: result.decision,
      error: null,
    };
  } catch (error) {
    if (error instanceof RatingError) return failed(error.message);
    throw error;
  }
}

const CSV_COLUMNS: readonly (keyof ImpactPolicyDto)[] = [
  'reference',
  'insuredName',
  'state',
  'className',
  'broker',
  'limit',
  'before',
  'after',
  'change',
  'changePercent',
  'decisionBefore',
  'decisionAfter',
  'error',
  'transactionId',
];

/** One CSV line, each cell quoted and neutralised against spreadsheet formulas. */
export function csvLine(values: readonly (string | number | null)[]): string {
  return values
    .map((v) => `"${neutraliseSpreadsheetCell(v === null ? '' : String(v)).replaceAll('"', '""')}"`)
    .join(',');
}

/** The job: counts the policies, re-rates them a batch at a time, stores the summary, returns the CSV. */
export function defineImpactTestJob(ctx: AppContext): void {
  ctx.trackedJobs.define<{ impactTestId: number }>({
    kind: IMPACT_TEST_JOB,
    handler: async (run: TrackedJobRun<{ impactTestId: number }>) => {
      const test = await findImpactTest(ctx.db, run.input.impactTestId);
      if (!test || test.companyId !== run.companyId)
        throw new JobFailure('The impact test is gone.');
      const draft = await versionById(ctx.db, test.versionId);
      const live = await versionById(ctx.db, test.liveVersionId);
      if (!draft || !live) throw new JobFailure('The version is gone.');
      const q = {
        companyId: test.companyId,
        versionId: live.id,
        from: test.fromDate,
        to: test.toDate,
        timeZone: live.timezone,
      };
      const total = await countBoundOnVersion(ctx.database, q);
      await run.report(0, total);
      const parts = await loadVersionParts(ctx.db, draft.id);
      const policies = await reRate(ctx, draft, parts, q, async (done) =>
        run.report(done, Math.max(total, done)),
      );
      await setImpactTestSummary(ctx.db, test.id, impactSummaryDto.parse(summarise(policies)));
      const lines = [
        csvLine(CSV_COLUMNS),
        ...policies.map((p) => csvLine(CSV_COLUMNS.map((c) => p[c] as string | number | null))),
      ];
      return {
        body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
        name: `impact_test_${test.id}_v${draft.versionNumber}.csv`,
        contentType: 'text/csv; charset=utf-8',
      };
    },
  });
}

/** Re-rates every policy of the range on the draft (shared by the job and the bench). */
export async function reRate(
  ctx: Pick<AppContext, 'database'>,
  draft: VersionRow,
  parts: Awaited<ReturnType<typeof loadVersionParts>>,
  q: Parameters<typeof countBoundOnVersion>[1],
  progress: (done: number) => Promise<void>,
): Promise<ImpactPolicyDto[]> {
  const base = ratingCaseOf(
    draft,
    parts,
    {},
    { transactionType: 'newBusiness', inceptionDate: '2000-01-01' },
    '2000-01-01',
  );
  const caseOf = (row: ImpactSourceRow): RatingCase => ({
    version: base.version,
    proposal: row.proposal as RatingCase['proposal'],
    context: {
      ...base.context,
      transactionType: engineType[row.type as TransactionTypeId],
      inceptionDate: row.inception_date,
      expiryDate: row.expiry_date,
      effectiveDate: row.effective_date,
      today: row.rated_date,
      ...(Object.keys(row.overrides).length ? { overrides: row.overrides } : {}),
      ...(row.broker_commission_percent === null
        ? {}
        : { brokerCommissionPercent: new Decimal(row.broker_commission_percent).toString() }),
    },
  });
  const policies: ImpactPolicyDto[] = [];
  let sinceReport = 0;
  for await (const batch of boundOnVersion(ctx.database, q)) {
    for (const row of batch) {
      policies.push(rateOnDraft(draft, base.version, caseOf, row));
      if (++sinceReport >= REPORT_EVERY) {
        sinceReport = 0;
        await progress(policies.length);
      }
    }
  }
  await progress(policies.length);
  return policies;
}
