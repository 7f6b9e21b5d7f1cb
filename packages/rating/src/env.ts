import type { Node } from './ast.ts';
import type { DatasetIndex } from './datasets.ts';
import { RatingError, type SourcePosition } from './errors.ts';
import type { Value } from './values.ts';

/** Counts evaluation work for one rate() call and stops it when the limit is reached. */
export class Budget {
  private used = 0;

  constructor(readonly limit: number) {}

  /** Spends n steps, throwing STEP_LIMIT_EXCEEDED once the budget is gone. */
  spend(position?: SourcePosition, n = 1): void {
    this.used += n;
    if (this.used > this.limit) {
      throw new RatingError('STEP_LIMIT_EXCEEDED', `Evaluation exceeded ${this.limit} steps`, {
        position,
      });
    }
  }

  /** Steps spent so far. */
  get spent(): number {
    return this.used;
  }
}

/** What the interpreter needs from its caller; scopes behind resolveRoot are Maps, never objects. */
export interface Env {
  readonly budget: Budget;
  readonly maxTextLength: number;
  /** Today's date as a day number, injected by the caller (TODAY() never reads the clock). */
  readonly today: number;
  readonly datasets: DatasetIndex;
  /** Value of the first segment of a name; blank for an absent proposal field. */
  resolveRoot(name: string, position: SourcePosition): Value;
  /** Sees every resolved reference, for the trace's "inputs used". */
  onReference: ((path: string, value: Value) => void) | undefined;
}

/** Evaluates a node; passed to lazy functions so they can evaluate only the arguments they need. */
export type Evaluator = (node: Node, env: Env) => Value;
