/** Bounds that keep any formula, however hostile, cheap to parse and evaluate. */
export interface RatingLimits {
  /** Characters in one formula or expression. */
  readonly maxFormulaLength: number;
  /** Nesting of the AST (and of parentheses); also bounds interpreter recursion. */
  readonly maxDepth: number;
  /** Evaluation steps for one rate() call: every node evaluated, underwriting step run, list item visited. */
  readonly maxSteps: number;
  /** Characters in a text value built by & or functions, so loops cannot grow memory without bound. */
  readonly maxTextLength: number;
}

export const DEFAULT_LIMITS: RatingLimits = Object.freeze({
  maxFormulaLength: 10_000,
  maxDepth: 100,
  maxSteps: 1_000_000,
  maxTextLength: 100_000,
});

/**
 * The most nesting a caller may allow: the parser and interpreter recurse once per level, and about
 * 3,000 levels overflow Node's default stack as a plain RangeError; 500 leaves room for a caller that is
 * itself deep in the stack, so every failure stays a RatingError (NESTING_TOO_DEEP).
 */
export const MAX_DEPTH_CAP = 500;

/** Arguments one call may take; spreadsheets use 255. */
export const MAX_CALL_ARGUMENTS = 255;

/**
 * Merges caller limits over the defaults, never accepting non-positive or non-integer values; a
 * depth above MAX_DEPTH_CAP is lowered to it.
 */
export function resolveLimits(overrides: Partial<RatingLimits> | undefined): RatingLimits {
  if (overrides === undefined) return DEFAULT_LIMITS;
  const pick = (value: number | undefined, fallback: number): number =>
    value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : fallback;
  return {
    maxFormulaLength: pick(overrides.maxFormulaLength, DEFAULT_LIMITS.maxFormulaLength),
    maxDepth: Math.min(pick(overrides.maxDepth, DEFAULT_LIMITS.maxDepth), MAX_DEPTH_CAP),
    maxSteps: pick(overrides.maxSteps, DEFAULT_LIMITS.maxSteps),
    maxTextLength: pick(overrides.maxTextLength, DEFAULT_LIMITS.maxTextLength),
  };
}
