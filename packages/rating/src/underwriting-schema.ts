import type { Node } from './ast.ts';
import { nameProblem } from './context.ts';
import type { Dataset } from './datasets.ts';
import type { FormulaIssue } from './errors.ts';
import type { RatingLimits } from './limits.ts';
import { compileExpression } from './validate.ts';

/** A checked step with parsed expressions; `text` keeps the source for the trace. */
export type CompiledStep =
  | {
      readonly type: 'set';
      readonly path: string;
      readonly variable: string;
      readonly expression: Expr;
    }
  | { readonly type: 'return'; readonly path: string; readonly expression: Expr }
  | {
      readonly type: 'if';
      readonly path: string;
      readonly condition: Expr;
      readonly then: CompiledStep[];
      readonly else: CompiledStep[];
    }
  | {
      readonly type: 'forEach';
      readonly path: string;
      readonly list: Expr;
      readonly item: string;
      readonly steps: CompiledStep[];
    }
  | {
      readonly type: 'find';
      readonly path: string;
      readonly list: Expr;
      readonly item: string;
      readonly condition: Expr;
      readonly variable: string;
    };

export interface Expr {
  readonly text: string;
  readonly node: Node;
}

/** Step nesting allowed (if inside forEach inside if...), well below the stack's reach. */
export const MAX_STEP_DEPTH = 20;
/** Steps one underwriting formula may declare. */
export const MAX_STEPS_PER_FORMULA = 500;

interface SchemaContext {
  readonly source: string;
  readonly limits: RatingLimits;
  readonly datasets: readonly Dataset[];
  readonly issues: FormulaIssue[];
  /** Every variable the program assigns (set, find, item): its locals. */
  readonly locals: Set<string>;
  count: number;
}

const STEP_KEYS: Readonly<Record<string, readonly string[]>> = {
  set: ['type', 'variable', 'expression'],
  return: ['type', 'expression'],
  if: ['type', 'condition', 'then', 'else'],
  forEach: ['type', 'list', 'item', 'steps'],
  find: ['type', 'list', 'item', 'condition', 'variable'],
};

/**
 * Validates stored JSON steps by hand (no schema library) and parses their expressions. Returns
 * the compiled program and the names it assigns; problems go to issues with a JSON path.
 */
export function compileSteps(
  raw: unknown,
  context: Omit<SchemaContext, 'locals' | 'count'>,
): { steps: CompiledStep[]; locals: Set<string> } {
  const state: SchemaContext = { ...context, locals: new Set(), count: 0 };
  const steps = compileList(raw, 'steps', 1, state);
  return { steps, locals: state.locals };
}

function issue(state: SchemaContext, path: string, message: string): void {
  state.issues.push({ code: 'INVALID_STEPS', message, source: state.source, path });
}

function compileList(
  raw: unknown,
  path: string,
  depth: number,
  state: SchemaContext,
): CompiledStep[] {
  if (!Array.isArray(raw)) {
    issue(state, path, 'Expected a list of steps');
    return [];
  }
  if (depth > MAX_STEP_DEPTH) {
    issue(state, path, `Steps nest more than ${MAX_STEP_DEPTH} levels deep`);
    return [];
  }
  const steps: CompiledStep[] = [];
  raw.forEach((item: unknown, index) => {
    const step = compileStep(item, `${path}[${index}]`, depth, state);
    if (step !== undefined) steps.push(step);
  });
  return steps;
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Reads an own property only: a step's "type" must never come from a prototype. */
function own(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function compileStep(
  raw: unknown,
  path: string,
  depth: number,
  state: SchemaContext,
): CompiledStep | undefined {
  state.count += 1;
  if (state.count > MAX_STEPS_PER_FORMULA) {
    if (state.count === MAX_STEPS_PER_FORMULA + 1)
      issue(state, path, `More than ${MAX_STEPS_PER_FORMULA} steps`);
    return undefined;
  }
  if (!isPlainObject(raw)) {
    issue(state, path, 'Expected a step object');
    return undefined;
  }
  const type = own(raw, 'type');
  const allowed =
    typeof type === 'string' && Object.hasOwn(STEP_KEYS, type) ? STEP_KEYS[type] : undefined;
  if (allowed === undefined) {
    issue(state, `${path}.type`, 'Expected one of set, return, if, forEach, find');
    return undefined;
  }
  const extra = Object.keys(raw).filter((key) => !allowed.includes(key));
  if (extra.length > 0)
    issue(state, path, `Unexpected field ${extra.map((key) => JSON.stringify(key)).join(', ')}`);
  return buildStep(type as CompiledStep['type'], raw, path, depth, state);
}

function buildStep(
  type: CompiledStep['type'],
  raw: Readonly<Record<string, unknown>>,
  path: string,
  depth: number,
  state: SchemaContext,
): CompiledStep | undefined {
  const expr = (key: string): Expr | undefined =>
    expression(own(raw, key), `${path}.${key}`, state);
  const variable = (key: string): string | undefined =>
    localName(own(raw, key), `${path}.${key}`, state);
  switch (type) {
    case 'set': {
      const [name, expression] = [variable('variable'), expr('expression')];
      return name && expression ? { type, path, variable: name, expression } : undefined;
    }
    case 'return': {
      const expression = expr('expression');
      return expression ? { type, path, expression } : undefined;
    }
    case 'if': {
      const condition = expr('condition');
      const thenSteps = compileList(own(raw, 'then'), `${path}.then`, depth + 1, state);
      const elseRaw = own(raw, 'else');
      const elseSteps =
        elseRaw === undefined ? [] : compileList(elseRaw, `${path}.else`, depth + 1, state);
      return condition ? { type, path, condition, then: thenSteps, else: elseSteps } : undefined;
    }
    case 'forEach': {
      const [list, item] = [expr('list'), variable('item')];
      const steps = compileList(own(raw, 'steps'), `${path}.steps`, depth + 1, state);
      return list && item ? { type, path, list, item, steps } : undefined;
    }
    case 'find': {
      const [list, item, condition, name] = [
        expr('list'),
        variable('item'),
        expr('condition'),
        variable('variable'),
      ];
      return list && item && condition && name
        ? { type, path, list, item, condition, variable: name }
        : undefined;
    }
  }
}

function expression(raw: unknown, path: string, state: SchemaContext): Expr | undefined {
  const node = compileExpression(raw, { source: state.source, path }, state);
  return node === undefined || typeof raw !== 'string' ? undefined : { text: raw, node };
}

function localName(raw: unknown, path: string, state: SchemaContext): string | undefined {
  const problem = nameProblem(raw);
  if (problem !== undefined || typeof raw !== 'string') {
    state.issues.push({
      code: 'INVALID_NAME',
      message: problem ?? 'Expected a name',
      source: state.source,
      path,
    });
    return undefined;
  }
  state.locals.add(raw);
  return raw;
}
