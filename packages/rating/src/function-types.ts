import type { Node } from './ast.ts';
import type { Env, Evaluator } from './env.ts';
import type { SourcePosition } from './errors.ts';
import type { Value } from './values.ts';

interface FunctionInfo {
  readonly name: string;
  readonly minArgs: number;
  readonly maxArgs: number;
  /** Shown by editors, e.g. `ROUND(number, [places])`. */
  readonly signature: string;
  readonly description: string;
}

/** A function that receives evaluated arguments. */
export interface EagerFunction extends FunctionInfo {
  readonly kind: 'eager';
  call(args: readonly Value[], env: Env, position: SourcePosition): Value;
}

/** A function that decides which arguments to evaluate (IF, AND, OR, COALESCE short-circuit). */
export interface LazyFunction extends FunctionInfo {
  readonly kind: 'lazy';
  call(args: readonly Node[], env: Env, evaluate: Evaluator, position: SourcePosition): Value;
}

export type FunctionDefinition = EagerFunction | LazyFunction;

/** Declares an eager function. */
export function eager(
  signature: string,
  description: string,
  minArgs: number,
  maxArgs: number,
  call: EagerFunction['call'],
): EagerFunction {
  return {
    kind: 'eager',
    name: signature.slice(0, signature.indexOf('(')),
    signature,
    description,
    minArgs,
    maxArgs,
    call,
  };
}

/** Declares a lazy function. */
export function lazy(
  signature: string,
  description: string,
  minArgs: number,
  maxArgs: number,
  call: LazyFunction['call'],
): LazyFunction {
  return {
    kind: 'lazy',
    name: signature.slice(0, signature.indexOf('(')),
    signature,
    description,
    minArgs,
    maxArgs,
    call,
  };
}
