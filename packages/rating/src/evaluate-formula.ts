import type { Dataset } from './datasets.ts';
import { parseIsoDate } from './dates.ts';
import { Budget } from './env.ts';
import { RatingError } from './errors.ts';
import { evaluate } from './interpreter.ts';
import { resolveLimits, type RatingLimits } from './limits.ts';
import { parseCached } from './parser.ts';
import { proposalScope } from './proposal.ts';
import { Runtime } from './runtime.ts';
import type { ProposalData } from './types.ts';
import { toOutput, type OutputValue, type Value } from './values.ts';

export interface EvaluateOptions {
  /** Fields and variables the expression may read (copied like a proposal). */
  readonly data?: ProposalData;
  /** TODAY() — required only if the expression uses it; defaults to 2000-01-01 so it is never the clock. */
  readonly today?: string;
  readonly datasets?: readonly Dataset[];
  readonly limits?: Partial<RatingLimits>;
}

/** Evaluates one expression in isolation, returning the engine's internal value (for tests and tools). */
export function evaluateValue(source: string, options: EvaluateOptions = {}): Value {
  const limits = resolveLimits(options.limits);
  const node = parseCached(source, limits);
  const today = parseIsoDate(options.today ?? '2000-01-01');
  if (today === undefined)
    throw new RatingError('INVALID_CONTEXT', 'today must be a date (YYYY-MM-DD)');
  const budget = new Budget(limits.maxSteps);
  const runtime = new Runtime(
    budget,
    limits.maxTextLength,
    today,
    new Map(),
    proposalScope(options.data ?? {}, budget),
    options.datasets ?? [],
  );
  return evaluate(node, runtime);
}

/** Evaluates one expression for an editor's "try it" panel; numbers come back as decimal strings. */
export function evaluateFormula(source: string, options: EvaluateOptions = {}): OutputValue {
  return toOutput(evaluateValue(source, options));
}
