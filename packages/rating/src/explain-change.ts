import { D, type Dec } from './decimal.ts';
import { RatingError } from './errors.ts';
import { rate } from './rate.ts';
import type {
  PremiumBreakdown,
  ProposalData,
  ProposalValue,
  RatingContext,
  RatingResult,
  RatingVersion,
} from './types.ts';

/** One rating: a version, its proposal answers and the transaction's context. */
export interface RatingCase {
  readonly version: RatingVersion;
  readonly proposal: ProposalData;
  readonly context: RatingContext;
}

/**
 * What a waterfall step swaps, in the fixed order the steps run: proposal answers first, then the
 * transaction's context, then overrides, then the version's datasets, formulas, rules and premium settings.
 */
export const CHANGE_KINDS = [
  'input',
  'context',
  'override',
  'dataset',
  'propertyFormula',
  'underwritingFormula',
  'rule',
  'premiumSetting',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One item that differs between the two ratings; `before`/`after` are display text (null = absent). */
export interface PremiumChangeStep {
  readonly kind: ChangeKind;
  readonly name: string;
  readonly before: string | null;
  readonly after: string | null;
  /** How much of the total's change this swap explains: total after it − total before it. */
  readonly amount: string;
  /** The total once this and every earlier swap is made (null when this mix cannot be rated). */
  readonly totalAfter: string | null;
  readonly decisionAfter: RatingResult['decision'] | null;
  /**
   * True when the rating with this swap (and the earlier ones) cannot be rated on its own (a new formula
   * reads a field the old proposal lacks): its effect is counted in the next step that rates, whose
   * `amount` covers both.
   */
  readonly unrated: boolean;
}

/** The two ratings side by side and the waterfall from one total to the other. */
export interface PremiumChangeExplanation {
  readonly from: RatingResult;
  readonly to: RatingResult;
  /** to.total − from.total; the steps' amounts add up to exactly this. */
  readonly difference: string;
  readonly steps: readonly PremiumChangeStep[];
}

type Item = unknown;

/** Stable JSON (keys sorted) so two equal objects compare equal whatever their key order. */
export function stableText(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableText(v)}`).join(',')}}`;
}

const CONTEXT_KEYS = [
  'transactionType',
  'inceptionDate',
  'expiryDate',
  'effectiveDate',
  'today',
  'timeZone',
  'brokerCommissionPercent',
  'administrationFee',
  'taxTable',
  'limits',
] as const;
const PREMIUM_KEYS = [
  'basePremiumFormula',
  'commissionPercent',
  'fees',
  'taxes',
  'taxEngine',
] as const;

/** Named items of a collection; a second item of the same name gets `name#2` so none is lost. */
function named<T>(items: readonly T[] | undefined, nameOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return (items ?? []).map((item) => {
    const name = nameOf(item);
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return [n === 1 ? name : `${name}#${n}`, item];
  });
}

/** A rule's identity across versions is its name: a copied version gives its rules new ids. */
function comparable(key: string, value: Item): string {
  if (kindOf(key) !== 'rule' || value === undefined) return stableText(value);
  const { id: _id, ...rest } = value as { id: unknown };
  return stableText(rest);
}

/** The case as an ordered list of keyed items (`kind` + name), the unit a step swaps. */
function itemsOf(c: RatingCase): Map<string, Item> {
  const items = new Map<string, Item>();
  const put = (kind: ChangeKind, name: string, value: Item) => {
    if (value !== undefined) items.set(`${kind}\u0000${name}`, value);
  };
  for (const [k, v] of Object.entries(c.proposal)) put('input', k, v);
  for (const k of CONTEXT_KEYS) put('context', k, c.context[k]);
  for (const [k, v] of Object.entries(c.context.overrides ?? {})) put('override', k, v);
  for (const [k, v] of named(c.version.datasets, (d) => d.name)) put('dataset', k, v);
  for (const [k, v] of named(c.version.propertyFormulas, (p) => p.name))
    put('propertyFormula', k, v);
  for (const [k, v] of named(c.version.underwritingFormulas, (u) => u.name))
    put('underwritingFormula', k, v);
  for (const [k, v] of named(c.version.rules, (r) => r.name)) put('rule', k, v);
  for (const k of PREMIUM_KEYS) put('premiumSetting', k, c.version.premium?.[k]);
  return items;
}

const kindOf = (key: string) => key.slice(0, key.indexOf('\u0000')) as ChangeKind;
const nameOf = (key: string) => key.slice(key.indexOf('\u0000') + 1);

/** Builds a case back from keyed items (the inverse of `itemsOf`). */
function caseOf(items: Map<string, Item>): RatingCase {
  const of = (kind: ChangeKind) =>
    [...items].filter(([key]) => kindOf(key) === kind).map(([key, v]) => [nameOf(key), v] as const);
  const proposal = Object.fromEntries(of('input')) as Record<string, ProposalValue>;
  const context: Record<string, unknown> = {};
  for (const [k, v] of of('context')) context[k] = v;
  const overrides = Object.fromEntries(of('override')) as Record<string, string>;
  if (Object.keys(overrides).length) context.overrides = overrides;
  const premium: Record<string, unknown> = {};
  for (const [k, v] of of('premiumSetting')) premium[k] = v;
  const version: RatingVersion = {
    datasets: of('dataset').map(([, v]) => v) as RatingVersion['datasets'],
    propertyFormulas: of('propertyFormula').map(([, v]) => v) as RatingVersion['propertyFormulas'],
    underwritingFormulas: of('underwritingFormula').map(
      ([, v]) => v,
    ) as RatingVersion['underwritingFormulas'],
    rules: of('rule').map(([, v]) => v) as RatingVersion['rules'],
    premium,
  };
  return { version, proposal, context: context as unknown as RatingContext };
}

/** Display text of an item: a scalar as itself, anything larger as JSON. */
function display(kind: ChangeKind, value: Item): string | null {
  if (value === undefined) return null;
  if (kind === 'propertyFormula') return (value as { formula: string }).formula;
  if (kind === 'rule') {
    const r = value as { condition: string; outcome: string };
    return `${r.outcome} when ${r.condition}`;
  }
  if (kind === 'context' && Array.isArray(value)) return `${value.length} rows`;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function tryRate(c: RatingCase): RatingResult | null {
  try {
    return rate(c.version, c.proposal, c.context);
  } catch (error) {
    if (error instanceof RatingError) return null;
    throw error;
  }
}

const totalOf = (premium: PremiumBreakdown): Dec => new D(premium.total);

/**
 * Explains why the premium of `to` differs from that of `from` (issue 21): every input, context value,
 * override, dataset, formula, rule and premium setting that differs is swapped from `from`'s to `to`'s
 * one at a time, in a fixed order (`CHANGE_KINDS`, then the order the items appear in `to`, then those
 * only `from` has), and the case re-rated after each swap. A step's amount is the total after its swap
 * less the total before it, so the amounts telescope: they add up to exactly `to.total − from.total`,
 * and the last swap yields `to` itself, absorbing no remainder. A mix the engine refuses is marked
 * `unrated` and its effect lands on the next step that rates. Throws the RatingError of `from` or `to`
 * when either cannot be rated.
 */
export function explainPremiumChange(from: RatingCase, to: RatingCase): PremiumChangeExplanation {
  const fromResult = rate(from.version, from.proposal, from.context);
  const toResult = rate(to.version, to.proposal, to.context);
  const a = itemsOf(from);
  const b = itemsOf(to);
  const keys = [...b.keys(), ...[...a.keys()].filter((key) => !b.has(key))].sort(
    (x, y) => CHANGE_KINDS.indexOf(kindOf(x)) - CHANGE_KINDS.indexOf(kindOf(y)),
  );
  const changed = keys.filter((key) => comparable(key, a.get(key)) !== comparable(key, b.get(key)));
  const current = new Map(a);
  const steps: PremiumChangeStep[] = [];
  let lastTotal = totalOf(fromResult.premium);
  changed.forEach((key, index) => {
    const value = b.get(key);
    if (value === undefined) current.delete(key);
    else current.set(key, value);
    // The last swap makes the case equal to `to`: its rating is `to`'s, whatever the item order.
    const result = index === changed.length - 1 ? toResult : tryRate(caseOf(current));
    const total = result === null ? null : totalOf(result.premium);
    const amount = total === null ? new D(0) : total.sub(lastTotal);
    if (total !== null) lastTotal = total;
    const kind = kindOf(key);
    steps.push({
      kind,
      name: nameOf(key),
      before: display(kind, a.get(key)),
      after: display(kind, value),
      amount: amount.toFixed(2),
      totalAfter: total === null ? null : total.toFixed(2),
      decisionAfter: result?.decision ?? null,
      unrated: result === null,
    });
  });
  return {
    from: fromResult,
    to: toResult,
    difference: totalOf(toResult.premium).sub(totalOf(fromResult.premium)).toFixed(2),
    steps,
  };
}
