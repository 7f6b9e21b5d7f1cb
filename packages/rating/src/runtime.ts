import type { Node } from './ast.ts';
import { DatasetIndex } from './datasets.ts';
import { Budget, type Env } from './env.ts';
import { RatingError, type SourcePosition } from './errors.ts';
import { evaluate } from './interpreter.ts';
import type { TraceEntry, TraceInput } from './types.ts';
import { BLANK, toOutput, type OutputValue, type Value } from './values.ts';
import type { Dataset } from './datasets.ts';

/**
 * The evaluation state of one rate() call. Every scope is a Map: locals (underwriting variables),
 * computed formulas, context values, proposal fields — searched in that order.
 */
export class Runtime implements Env {
  readonly formulas = new Map<string, Value>();
  readonly datasets: DatasetIndex;
  readonly trace: TraceEntry[] = [];
  locals: Map<string, Value> | undefined;
  onReference: ((path: string, value: Value) => void) | undefined;
  /** Names read by the expression being traced; one recorder is reused to spare allocations. */
  private recorded: Map<string, Value> | undefined;
  private readonly recorder = (path: string, value: Value): void => {
    if (this.recorded !== undefined && !this.recorded.has(path)) this.recorded.set(path, value);
  };

  constructor(
    readonly budget: Budget,
    readonly maxTextLength: number,
    readonly today: number,
    private readonly context: ReadonlyMap<string, Value>,
    private readonly proposal: ReadonlyMap<string, Value>,
    datasets: readonly Dataset[],
  ) {
    this.datasets = new DatasetIndex(datasets);
  }

  resolveRoot(name: string, _position: SourcePosition): Value {
    return (
      this.locals?.get(name) ??
      this.formulas.get(name) ??
      this.context.get(name) ??
      this.proposal.get(name) ??
      BLANK
    );
  }

  /** Evaluates a node while recording the names it read, for the trace. */
  evaluateTraced(node: Node, source: string): { value: Value; inputs: TraceInput[] } {
    const seen = new Map<string, Value>();
    this.recorded = seen;
    this.onReference = this.recorder;
    try {
      const value = evaluate(node, this);
      return {
        value,
        inputs: [...seen].map(([name, input]) => ({ name, value: this.output(name, input) })),
      };
    } catch (error) {
      throw error instanceof RatingError ? error.withSource(source) : error;
    } finally {
      this.recorded = undefined;
      this.onReference = undefined;
    }
  }

  /** Evaluates a node whose inputs the trace does not need (conditions, lists to loop over). */
  evaluatePlain(node: Node, source: string): Value {
    try {
      return evaluate(node, this);
    } catch (error) {
      throw error instanceof RatingError ? error.withSource(source) : error;
    }
  }

  /** How a value appears in traces and messages; currency formulas show two places. */
  output(path: string, value: Value): OutputValue {
    return this.currencyFormat?.(path, value) ?? toOutput(value);
  }

  /** Set by rate() once it knows which formulas hold money. */
  currencyFormat: ((path: string, value: Value) => OutputValue | undefined) | undefined;
}
