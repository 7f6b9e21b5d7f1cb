/**
 * Filters of the risk list that modules above risks contribute (decision 120): a query flag and the SQL
 * condition on the package alias `p` it adds. Risks knows no claim; the claims module registers its
 * `hasOpenClaims` condition at start-up. A flag with no registered condition filters nothing.
 */
export type RiskListHook = 'hasOpenClaims';

const conditions = new Map<RiskListHook, string>();

/** Registers (or replaces) the condition a flag adds; the text must be a constant (no user input). */
export function registerRiskListFilter(flag: RiskListHook, condition: string): void {
  conditions.set(flag, condition);
}

/** The registered conditions of the flags set in the query. */
export function hookedConditions(query: Partial<Record<RiskListHook, 'true' | 'false'>>): string[] {
  return [...conditions].filter(([flag]) => query[flag] === 'true').map(([, text]) => `(${text})`);
}

/**
 * Filters with a value (decision 171): the tags module registers `tagId`, whose condition takes the value's
 * placeholder (`$n`); `$1` is the acting company. A value with no registered condition filters nothing.
 */
export type RiskListValueHook = 'tagId';

const valueConditions = new Map<RiskListValueHook, (placeholder: string) => string>();

/** Registers (or replaces) the condition a valued filter adds; only the placeholder carries user input. */
export function registerRiskListValueFilter(
  key: RiskListValueHook,
  condition: (placeholder: string) => string,
): void {
  valueConditions.set(key, condition);
}

/** The registered conditions of the valued filters set in the query, their values added through `param`. */
export function hookedValueConditions(
  query: Partial<Record<RiskListValueHook, number>>,
  param: (value: unknown) => string,
): string[] {
  return [...valueConditions]
    .filter(([key]) => query[key] !== undefined)
    .map(([key, condition]) => `(${condition(param(query[key]))})`);
}
