// Impact test (issue 21, decision 216): 10,000 bound policies of the demo Professional Indemnity product
// re-rated on a draft (a changed formula and rule), as the job does each one: the draft's form check,
// the engine, the figures, then the summary and the CSV. Budget: < 30 s on the 2-core machine.
// What is timed is the job's per-policy work and its summary, in-process; the keyset read of the
// policies (1,000 a batch) and pg-boss's pick-up are not.
// Run: npx tsx bench/impact-test.bench.ts — env BENCH_POLICIES (default 10000).
import { loadavg } from 'node:os';
import type { ImpactSourceRow } from '../apps/api/src/modules/risks/impact-test/impact-test.repository.ts';
import { csvLine, rateOnDraft } from '../apps/api/src/modules/risks/impact-test/impact-test.job.ts';
import { summarise } from '../apps/api/src/modules/risks/impact-test/impact-summary.ts';
import { ratingCaseOf, toRatingVersion } from '../apps/api/src/modules/products/index.ts';
import type { VersionRow } from '../apps/api/src/modules/products/versions.repository.ts';
import { piVersionSpec } from '../apps/api/src/seed/demo-pi.ts';
import { DEFAULT_TAX_TABLE, type RatingCase } from '../packages/rating/src/index.ts';

const POLICIES = Number(process.env.BENCH_POLICIES ?? 10_000);
const spec = piVersionSpec(1);
const professions = ['ACC', 'ENG', 'ARC', 'MGT', 'ITC', 'FIN'];
const states = ['NSW', 'VIC', 'QLD', 'SA', 'WA'];
const limits = [1000000, 2000000, 5000000];

/** The draft: the demo version with a 10% loading for established firms and a lower referral threshold. */
function draftParts() {
  const formulas = spec.formulas.map((f) =>
    f.name === 'experienceFactor' ? { ...f, formula: 'IF(yearsInBusiness < 3, 1.15, 1.1)' } : f,
  );
  const rules = spec.rules.map((r) =>
    r.name === 'Large turnover' ? { ...r, condition: 'turnover > 2000000' } : r,
  );
  const row = (x: object, i: number) => ({
    id: i + 1,
    companyId: 1,
    versionId: 1,
    sortOrder: i,
    ...x,
  });
  return {
    propertyFormulas: formulas.map((f, i) =>
      row(
        {
          description: null,
          kind: 'standard',
          overridable: false,
          required: false,
          showOnPremiumSummary: false,
          showOnQuoteSummary: false,
          ...f,
        },
        i,
      ),
    ),
    underwritingFormulas: [],
    rules: rules.map((r, i) => row({ endorsementId: null, visibleToBroker: true, ...r }, i)),
    datasets: spec.datasets.map((d, i) => row(d, i)),
    taxTable: [...DEFAULT_TAX_TABLE],
  } as unknown as Parameters<typeof toRatingVersion>[1];
}

function policy(i: number): ImpactSourceRow {
  return {
    id: i + 1,
    risk_package_id: i + 1,
    risk_id: i + 1,
    type: 1,
    reference: `MER-${String(i).padStart(6, '0')}`,
    insured_name: `Insured ${i} Pty Ltd`,
    state: states[i % states.length]!,
    class_name: 'Professional indemnity',
    broker: `Broker ${i % 7}`,
    limit_of_indemnity: String(limits[i % limits.length]),
    proposal: {
      businessName: `Insured ${i} Pty Ltd`,
      abn: '51418263507',
      state: states[i % states.length],
      profession: professions[i % professions.length],
      yearsInBusiness: 1 + (i % 20),
      turnover: 200000 + ((i * 7919) % 5000000),
      largestContract: 50000 + ((i * 104729) % 3000000),
      limitOfIndemnity: limits[i % limits.length],
      hasClaims: false,
    },
    overrides: {},
    inception_date: '2026-07-01',
    expiry_date: '2027-07-01',
    effective_date: '2026-07-01',
    rated_date: '2026-06-20',
    broker_commission_percent: '20.000000',
    calculated_premium: '10000.00',
    total_premium: '10000.00',
    decision: 'quote',
  };
}

const draft = {
  id: 2,
  premium: spec.settings.premium,
  formSchema: spec.form.schema,
  timezone: 'Australia/Sydney',
  defaultTermMonths: 12,
} as unknown as VersionRow;
const parts = draftParts();
const base = ratingCaseOf(
  draft,
  parts,
  {},
  { transactionType: 'newBusiness', inceptionDate: '2026-07-01' },
  '2026-06-20',
);
const caseOf = (row: ImpactSourceRow): RatingCase => ({
  version: base.version,
  proposal: row.proposal as RatingCase['proposal'],
  context: {
    ...base.context,
    inceptionDate: row.inception_date,
    expiryDate: row.expiry_date,
    effectiveDate: row.effective_date,
    today: row.rated_date,
    brokerCommissionPercent: '20',
  },
});
const rows = Array.from({ length: POLICIES }, (_, i) => policy(i));
const load0 = loadavg()[0]!.toFixed(2);
const t0 = performance.now();
const results = rows.map((row) => rateOnDraft(draft, base.version, caseOf, row));
const t1 = performance.now();
const summary = summarise(results);
const csv = results.map((p) =>
  csvLine([p.reference, p.before, p.after, p.change, p.decisionAfter, p.error]),
);
const t2 = performance.now();
const seconds = (t2 - t0) / 1000;
console.log(
  JSON.stringify({
    policies: POLICIES,
    rated: summary.rated,
    failed: summary.failed,
    decisionChanges: summary.decisionChanges.length,
    rateSeconds: ((t1 - t0) / 1000).toFixed(2),
    summaryAndCsvSeconds: ((t2 - t1) / 1000).toFixed(2),
    totalSeconds: seconds.toFixed(2),
    perPolicyMs: ((t2 - t0) / POLICIES).toFixed(3),
    csvLines: csv.length,
    loadBefore: load0,
    loadAfter: loadavg()[0]!.toFixed(2),
    budget: seconds < 30 ? 'met' : 'missed',
  }),
);
