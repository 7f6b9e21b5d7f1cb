// Rating benchmark (DESIGN §10): 100 property formulas, 50 rules and a 20-step underwriting formula
// over a 50-item repeating group, rated in-process. Budget: median ≤ 5 ms.
// Run: npx tsx bench/rating.bench.ts
import {
  rate,
  type PropertyFormula,
  type ProposalData,
  type RatingContext,
  type RatingVersion,
  type Rule,
  type UnderwritingStep,
} from '../packages/rating/src/index.ts';

const WARM_UP = 200;
const RUNS = 500;

function formula(
  name: string,
  text: string,
  extra: Partial<PropertyFormula> = {},
): PropertyFormula {
  return {
    name,
    title: name,
    dataType: 'number',
    formula: text,
    kind: 'standard',
    overridable: false,
    required: false,
    showOnPremiumSummary: false,
    showOnQuoteSummary: false,
    ...extra,
  };
}

/** 100 formulas: a chain of factors mixing lookups, bands, logic, dates and aggregates. */
function propertyFormulas(): PropertyFormula[] {
  const list: PropertyFormula[] = [
    formula('baseRate', 'BAND("turnoverBands", "from", turnover, "rate")'),
    formula('occupationLoading', 'LOOKUP("occupations", "code", occupation, "loading")'),
    formula('termFactor', 'DAYS(expiryDate, inceptionDate) / 365'),
    formula('claimsTotal', 'SUM(items.amount)'),
    formula('riskScore', 'uwScore'),
  ];
  const templates = [
    (i: number) => `ROUND(f${i - 1} * (1 + MIN(riskScore, 50) / 1000), 6)`,
    (i: number) => `IF(AND(turnover > ${i * 10000}, state = "NSW"), f${i - 1} * 1.001, f${i - 1})`,
    (i: number) => `MAX(f${i - 1}, ${i}) + IF(ISBLANK(notes), 0, 0.01)`,
    (i: number) =>
      `f${i - 1} * BAND("turnoverBands", "from", turnover + ${i * 1000}, "rate") / baseRate`,
    (i: number) => `f${i - 1} + YEAR(inceptionDate) * 0 + LEN(name) * 0.0001`,
  ];
  list.push(formula('f0', 'turnover * baseRate * occupationLoading'));
  for (let i = 1; i <= 89; i += 1) list.push(formula(`f${i}`, templates[i % templates.length]!(i)));
  list.push(
    formula('basePremium', 'ROUND(MAX(f89, 500) * termFactor, 2)', {
      dataType: 'currency',
      overridable: true,
      showOnPremiumSummary: true,
    }),
  );
  list.push(
    formula('stampDuty', 'basePremium * 9%', { dataType: 'currency', kind: 'otherCharge' }),
  );
  list.push(formula('levy', 'basePremium * 1.5%', { dataType: 'currency', kind: 'otherCharge' }));
  list.push(
    formula('loyalty', 'IF(yearsTrading >= 5, basePremium * 5%, 0)', {
      dataType: 'currency',
      kind: 'discountCharge',
    }),
  );
  list.push(formula('insured', 'UPPER(name) & " (" & state & ")"', { dataType: 'text' }));
  return list;
}

function rules(): Rule[] {
  return Array.from({ length: 50 }, (_, i): Rule => ({
    id: i + 1,
    name: `rule${i + 1}`,
    condition:
      i % 2 === 0
        ? `AND(f${i + 10} > ${i * 1000}, claimsTotal > ${i * 500})`
        : `OR(riskScore > ${i * 3}, IN(occupation, "LAW", "MED"))`,
    outcome: i % 10 === 0 ? 'decline' : i % 3 === 0 ? 'endorse' : 'refer',
    message: `Rule ${i + 1}: score {{riskScore}}, premium {{basePremium}}`,
    visibleToBroker: i % 2 === 0,
    ...(i % 3 === 0 ? { endorsementId: i } : {}),
  }));
}

/** 20 steps in all (nested ones included): 4 outside the loop, the forEach, 15 inside; 50 items. */
function underwritingSteps(): UnderwritingStep[] {
  const body: UnderwritingStep[] = [
    { type: 'set', variable: 'amount', expression: 'COALESCE(item.amount, 0)' },
    { type: 'set', variable: 'age', expression: 'DATEDIF(item.date, inceptionDate, "M")' },
    {
      type: 'if',
      condition: 'amount > 10000',
      then: [{ type: 'set', variable: 'score', expression: 'score + 5' }],
      else: [{ type: 'set', variable: 'score', expression: 'score + 1' }],
    },
    { type: 'set', variable: 'recent', expression: 'age < 36' },
    {
      type: 'if',
      condition: 'AND(recent, item.open)',
      then: [{ type: 'set', variable: 'score', expression: 'score + 2' }],
    },
    { type: 'set', variable: 'weighted', expression: 'ROUND(amount * IF(recent, 1.5, 0.5), 2)' },
    { type: 'set', variable: 'total', expression: 'total + weighted' },
    {
      type: 'if',
      condition: 'IN(UPPER(item.kind), "FIRE", "FLOOD")',
      then: [{ type: 'set', variable: 'score', expression: 'score + 3' }],
    },
    {
      type: 'find',
      list: 'items',
      item: 'other',
      condition: 'AND(other.kind = item.kind, other.amount > amount)',
      variable: 'bigger',
    },
    {
      type: 'if',
      condition: 'ISBLANK(bigger)',
      then: [{ type: 'set', variable: 'largestKinds', expression: 'largestKinds + 1' }],
    },
  ];
  return [
    { type: 'set', variable: 'score', expression: '0' },
    { type: 'set', variable: 'total', expression: '0' },
    { type: 'set', variable: 'largestKinds', expression: '0' },
    { type: 'forEach', list: 'items', item: 'item', steps: body },
    { type: 'return', expression: 'ROUND(score + total / 100000 + largestKinds, 2)' },
  ];
}

const version: RatingVersion = {
  datasets: [
    {
      name: 'turnoverBands',
      columns: ['from', 'rate'],
      rows: Array.from({ length: 20 }, (_, i) => [i * 250000, 0.012 - i * 0.0003]),
    },
    {
      name: 'occupations',
      columns: ['code', 'loading'],
      rows: Array.from({ length: 30 }, (_, i) => [`OCC${i}`, 1 + i / 100]),
    },
  ],
  propertyFormulas: propertyFormulas(),
  underwritingFormulas: [{ name: 'uwScore', steps: underwritingSteps() }],
  rules: rules(),
  premium: {
    commissionPercent: '17.5',
    fees: [{ name: 'policyFee', amount: '75' }],
    taxes: [{ name: 'GST', ratePercent: '10', base: 'grossAndFees' }],
  },
};

const proposal: ProposalData = {
  turnover: 2345678,
  occupation: 'OCC17',
  state: 'NSW',
  name: 'Bench Holdings',
  yearsTrading: 7,
  notes: null,
  items: Array.from({ length: 50 }, (_, i) => ({
    amount: (i * 7919) % 25000,
    date: `20${String(10 + (i % 14)).padStart(2, '0')}-0${1 + (i % 9)}-15`,
    open: i % 3 === 0,
    kind: ['fire', 'flood', 'theft', 'liability'][i % 4] ?? 'other',
  })),
};

const context: RatingContext = {
  transactionType: 'newBusiness',
  inceptionDate: '2024-07-01',
  expiryDate: '2025-07-01',
  effectiveDate: '2024-07-01',
  timeZone: 'Australia/Sydney',
  today: '2024-06-20',
  administrationFee: '25',
};

function percentile(sorted: readonly number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

const steps = version.underwritingFormulas?.[0]?.steps ?? [];
const countSteps = (list: readonly UnderwritingStep[]): number =>
  list.reduce(
    (n, s) =>
      n +
      1 +
      (s.type === 'forEach'
        ? countSteps(s.steps)
        : s.type === 'if'
          ? countSteps(s.then) + countSteps(s.else ?? [])
          : 0),
    0,
  );

const first = rate(version, proposal, context);
for (let i = 0; i < WARM_UP; i += 1) rate(version, proposal, context);
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  rate(version, proposal, context);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = percentile(times, 50);
console.log(
  `rating: ${version.propertyFormulas.length} property formulas, ${version.rules?.length ?? 0} rules, ${countSteps(steps)}-step underwriting formula over ${Array.isArray(proposal.items) ? proposal.items.length : 0} items`,
);
console.log(
  `result: gross ${first.premium.gross}, total ${first.premium.total}, decision ${first.decision}, ${first.rules.length} rules fired, ${first.trace.length} trace entries, ${first.stepsUsed} steps`,
);
console.log(
  `runs: ${RUNS} after ${WARM_UP} warm-up; median ${median.toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms, min ${times[0]?.toFixed(3)} ms, max ${times[times.length - 1]?.toFixed(3)} ms`,
);
console.log(median <= 5 ? 'within budget (median ≤ 5 ms)' : 'OVER BUDGET (median > 5 ms)');
