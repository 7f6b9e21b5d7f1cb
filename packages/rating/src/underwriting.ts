import type { CompiledUnderwriting } from './compile.ts';
import { RatingError } from './errors.ts';
import type { Runtime } from './runtime.ts';
import type { CompiledStep, Expr } from './underwriting-schema.ts';
import { BLANK, toBoolean, toOutput, typeName, type Value } from './values.ts';

interface Frame {
  readonly formula: string;
  readonly locals: Map<string, Value>;
  readonly runtime: Runtime;
  /** Where in loops we are, for trace notes ("claims item 3 of 50"). */
  loop: string | undefined;
}

type Completion = { readonly returned: false } | { readonly returned: true; readonly value: Value };
const CONTINUE: Completion = { returned: false };

/** Runs an underwriting formula's steps; its value is the first `return` reached (blank if none). */
export function runUnderwriting(formula: CompiledUnderwriting, runtime: Runtime): Value {
  const frame: Frame = { formula: formula.def.name, locals: new Map(), runtime, loop: undefined };
  const previous = runtime.locals;
  runtime.locals = frame.locals;
  try {
    const completion = runSteps(formula.steps, frame);
    const value = completion.returned ? completion.value : BLANK;
    if (!completion.returned) {
      runtime.trace.push({
        kind: 'underwriting',
        name: frame.formula,
        expression: '(no return)',
        inputs: [],
        result: null,
      });
    }
    return value;
  } finally {
    runtime.locals = previous;
  }
}

function runSteps(steps: readonly CompiledStep[], frame: Frame): Completion {
  for (const step of steps) {
    frame.runtime.budget.spend();
    const completion = runStep(step, frame);
    if (completion.returned) return completion;
  }
  return CONTINUE;
}

function runStep(step: CompiledStep, frame: Frame): Completion {
  switch (step.type) {
    case 'set':
      frame.locals.set(
        step.variable,
        traced(frame, step.expression, `${frame.formula}.${step.variable}`, 'step'),
      );
      return CONTINUE;
    case 'return':
      return {
        returned: true,
        value: traced(frame, step.expression, frame.formula, 'underwriting'),
      };
    case 'if': {
      const condition = frame.runtime.evaluatePlain(step.condition.node, frame.formula);
      return runSteps(
        toBoolean(condition, step.condition.node.position) ? step.then : step.else,
        frame,
      );
    }
    case 'forEach':
      return forEach(step, frame);
    case 'find':
      frame.locals.set(step.variable, find(step, frame));
      return CONTINUE;
  }
}

function traced(frame: Frame, expr: Expr, name: string, kind: 'step' | 'underwriting'): Value {
  const { value, inputs } = frame.runtime.evaluateTraced(expr.node, frame.formula);
  frame.runtime.trace.push({
    kind,
    name,
    expression: expr.text,
    inputs,
    result: toOutput(value),
    ...(frame.loop === undefined ? {} : { note: frame.loop }),
  });
  return value;
}

/** The items of a repeating group; blank (no answers yet) is an empty group. */
function listItems(expr: Expr, frame: Frame): readonly Value[] {
  const value = frame.runtime.evaluatePlain(expr.node, frame.formula);
  if (value.kind === 'list') return value.items;
  if (value.kind === 'blank') return [];
  throw new RatingError('TYPE_ERROR', `Expected a list but got ${typeName(value)}`, {
    position: expr.node.position,
    source: frame.formula,
  });
}

/** Binds item for each element in turn, restoring any earlier variable of that name afterwards. */
function withItem<T>(
  frame: Frame,
  item: string,
  items: readonly Value[],
  label: string,
  body: (value: Value) => T | undefined,
): T | undefined {
  const saved = frame.locals.get(item);
  const savedLoop = frame.loop;
  try {
    for (const [index, value] of items.entries()) {
      frame.runtime.budget.spend();
      frame.locals.set(item, value);
      frame.loop = `${label} item ${index + 1} of ${items.length}`;
      const result = body(value);
      if (result !== undefined) return result;
    }
    return undefined;
  } finally {
    frame.loop = savedLoop;
    if (saved === undefined) frame.locals.delete(item);
    else frame.locals.set(item, saved);
  }
}

function forEach(step: Extract<CompiledStep, { type: 'forEach' }>, frame: Frame): Completion {
  const items = listItems(step.list, frame);
  const result = withItem(frame, step.item, items, step.list.text, () => {
    const completion = runSteps(step.steps, frame);
    return completion.returned ? completion : undefined;
  });
  return result ?? CONTINUE;
}

function find(step: Extract<CompiledStep, { type: 'find' }>, frame: Frame): Value {
  const items = listItems(step.list, frame);
  const found = withItem(frame, step.item, items, step.list.text, (item) => {
    const condition = frame.runtime.evaluatePlain(step.condition.node, frame.formula);
    return toBoolean(condition, step.condition.node.position) ? item : undefined;
  });
  const value = found ?? BLANK;
  frame.runtime.trace.push({
    kind: 'step',
    name: `${frame.formula}.${step.variable}`,
    expression: `first of ${step.list.text} where ${step.condition.text}`,
    inputs: [],
    result: toOutput(value),
    ...(frame.loop === undefined ? {} : { note: frame.loop }),
  });
  return value;
}
