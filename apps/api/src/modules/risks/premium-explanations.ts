import type { PremiumExplanationDto } from '@turbine/domain';
import type { OutputValue, RatingResult, TraceEntry } from '@turbine/rating';

/** What the premium steps are called on the breakdown (the web's row labels). */
const stepTitles: Record<string, string> = {
  base: 'Base premium',
  otherCharges: 'Other charges',
  discountCharges: 'Discounts',
  gross: 'Gross premium',
  fees: 'Fees',
  commission: 'Commission',
  net: 'Net premium',
  taxes: 'Taxes',
  total: 'Total premium',
};

const text = (v: OutputValue): string =>
  v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * Each premium line of a rating with its formula and inputs (decision 198), read from the engine's trace:
 * base, other charges, discounts, gross, fees, commission, net, each tax line, taxes, total, in that order.
 * `withFormulas` (the underwriter's side) adds the base premium's own formula and its inputs; a broker
 * or client sees the arithmetic between the figures the breakdown already shows.
 */
export function premiumExplanations(
  rating: RatingResult | null,
  titleOf: (name: string) => string,
  withFormulas: boolean,
): PremiumExplanationDto[] {
  if (!rating?.trace) return [];
  const title = (name: string) => stepTitles[name] ?? titleOf(name);
  const steps = rating.trace.filter((t) => t.kind === 'premium');
  const byProperty = new Map(
    rating.trace.filter((t) => t.kind === 'property').map((t) => [t.name, t] as const),
  );
  return steps.map((step): PremiumExplanationDto => {
    const base = step.name === 'base' ? baseFormula(step, byProperty) : undefined;
    const shown = base && withFormulas ? base : step;
    return {
      line: step.name,
      title: title(step.name),
      amount: text(step.result),
      expression: step.name === 'base' && !withFormulas ? title(step.expression) : shown.expression,
      inputs: (step.name === 'base' && !withFormulas ? [] : shown.inputs).map((input) => ({
        name: input.name,
        title: title(input.name),
        value: text(input.value),
      })),
      note: shown.note ?? null,
    };
  });
}

/** The base premium step's own property formula, when it is one (the usual case). */
function baseFormula(
  step: TraceEntry,
  properties: Map<string, TraceEntry>,
): TraceEntry | undefined {
  return properties.get(step.expression);
}
