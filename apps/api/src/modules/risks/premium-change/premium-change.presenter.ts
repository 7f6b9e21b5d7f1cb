import Decimal from 'decimal.js';
import type {
  PremiumChangeSideDto,
  PremiumChangeStepDto,
  PremiumChangeStepKind,
} from '@turbine/domain';
import type { PremiumChangeExplanation, PremiumChangeStep, RatingResult } from '@turbine/rating';

/** Titles of the context items a step may swap (the rest are the item's own name). */
const contextTitles: Record<string, string> = {
  transactionType: 'Transaction type',
  inceptionDate: 'Inception date',
  expiryDate: 'Expiry date',
  effectiveDate: 'Effective date',
  today: 'Rating date',
  timeZone: 'Time zone',
  brokerCommissionPercent: 'Broker commission %',
  administrationFee: 'Administration fee',
  taxTable: 'Tax rates table',
};
const premiumTitles: Record<string, string> = {
  basePremiumFormula: 'Base premium formula',
  commissionPercent: 'Default commission %',
  fees: 'Fees',
  taxes: 'Taxes',
  taxEngine: 'Tax engine settings',
};

/** How each premium line of a breakdown is called on the comparison (the breakdown's row labels). */
export function breakdownLines(p: RatingResult['premium']): PremiumChangeSideDto['lines'] {
  return [
    { line: 'base', title: 'Base premium', amount: p.base },
    { line: 'otherCharges', title: 'Other charges', amount: p.otherCharges },
    { line: 'discountCharges', title: 'Discounts', amount: p.discountCharges },
    { line: 'gross', title: 'Gross premium', amount: p.gross },
    { line: 'fees', title: 'Fees', amount: p.fees },
    { line: 'commission', title: `Commission (${p.commissionPercent}%)`, amount: p.commission },
    { line: 'net', title: 'Net premium', amount: p.net },
    ...p.taxLines.map((t) => ({ line: `tax:${t.name}`, title: t.name, amount: t.amount })),
    { line: 'taxes', title: 'Taxes', amount: p.taxes },
    { line: 'total', title: 'Total premium', amount: p.total },
  ];
}

/** Names of things for a step's title: a form field's title, a formula's title. */
export interface StepTitles {
  field: (name: string) => string | undefined;
  formula: (name: string) => string | undefined;
}

/** A waterfall step of the engine as the route presents it, with a title a person reads. */
export function presentStep(step: PremiumChangeStep, titles: StepTitles): PremiumChangeStepDto {
  const title =
    step.kind === 'input'
      ? (titles.field(step.name) ?? step.name)
      : step.kind === 'context'
        ? (contextTitles[step.name] ?? step.name)
        : step.kind === 'premiumSetting'
          ? (premiumTitles[step.name] ?? step.name)
          : step.kind === 'override'
            ? `${titles.formula(step.name) ?? step.name} (override)`
            : step.kind === 'propertyFormula'
              ? (titles.formula(step.name) ?? step.name)
              : step.name;
  return { ...step, title };
}

/** A step outside the engine's walk: a stored figure reconciled, or the underwriter's adjustment. */
export function extraStep(
  kind: Extract<PremiumChangeStepKind, 'stored' | 'adjustment'>,
  name: string,
  title: string,
  before: string,
  after: string,
  totalAfter: string,
): PremiumChangeStepDto {
  return {
    kind,
    name,
    title,
    before,
    after,
    amount: new Decimal(after).minus(before).toFixed(2),
    totalAfter,
    decisionAfter: null,
    unrated: false,
  };
}

const HIDDEN_FROM_BROKERS: readonly PremiumChangeStepKind[] = [
  'dataset',
  'propertyFormula',
  'underwritingFormula',
  'premiumSetting',
  'rating',
];

/**
 * What a broker or client sees of the waterfall (decision 215): their answers, the dates, commission and
 * stored-figure steps as they are, and a rule by its message only when the version shows that outcome's
 * messages to brokers and the rule is visible to them. The agency's formulas, datasets, premium settings
 * and hidden rules are summed into one "Rating changes by the underwriter" step at the first one's place,
 * so the amounts still add up to the difference.
 */
export function brokerSteps(
  steps: readonly PremiumChangeStepDto[],
  visibleRule: (name: string) => string | null,
): PremiumChangeStepDto[] {
  const out: PremiumChangeStepDto[] = [];
  let hidden: { index: number; amount: Decimal; last: PremiumChangeStepDto } | null = null;
  for (const step of steps) {
    const message = step.kind === 'rule' ? visibleRule(step.name) : null;
    if (step.kind === 'rule' && message !== null) {
      out.push({ ...step, title: message, before: null, after: null });
      continue;
    }
    if (step.kind !== 'rule' && !HIDDEN_FROM_BROKERS.includes(step.kind)) {
      out.push(step);
      continue;
    }
    if (hidden === null) {
      hidden = { index: out.length, amount: new Decimal(0), last: step };
      out.push(step);
    }
    hidden.amount = hidden.amount.plus(step.amount);
    hidden.last = step;
  }
  if (hidden !== null)
    out[hidden.index] = {
      kind: 'rating',
      name: 'rating',
      title: 'Rating changes by the underwriter',
      before: null,
      after: null,
      amount: hidden.amount.toFixed(2),
      totalAfter: null,
      decisionAfter: null,
      unrated: false,
    };
  return out;
}

/** The sum of a list of step amounts (a check the tests and the service share). */
export const sumOfSteps = (steps: readonly { amount: string }[]): string =>
  steps.reduce((acc, s) => acc.plus(s.amount), new Decimal(0)).toFixed(2);

export type { PremiumChangeExplanation };
