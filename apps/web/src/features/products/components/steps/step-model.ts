/**
 * The structured editor's model of an underwriting step program (decision 010: set, return, if,
 * forEach, find). Steps are plain JSON in the engine's shape, so the cards and the JSON view edit
 * the same value; every field is present (text '' and lists []) so inputs are always controlled.
 */
export type StepValue =
  | { type: 'set'; variable: string; expression: string }
  | { type: 'return'; expression: string }
  | { type: 'if'; condition: string; then: StepValue[]; else: StepValue[] }
  | { type: 'forEach'; list: string; item: string; steps: StepValue[] }
  | { type: 'find'; list: string; item: string; condition: string; variable: string };

export type StepType = StepValue['type'];
/** The nested lists a step may hold: the branches of an if and the body of a forEach. */
export type ChildList = 'then' | 'else' | 'steps';

export const stepTypes: { type: StepType; label: string }[] = [
  { type: 'set', label: 'Set variable' },
  { type: 'return', label: 'Return' },
  { type: 'if', label: 'If' },
  { type: 'forEach', label: 'For each' },
  { type: 'find', label: 'Find' },
];

export const stepTypeLabel = (type: StepType): string =>
  stepTypes.find((t) => t.type === type)?.label ?? type;

/** A blank step of a type, as the "Add step" menu inserts it. */
export function newStep(type: StepType): StepValue {
  switch (type) {
    case 'set':
      return { type, variable: '', expression: '' };
    case 'return':
      return { type, expression: '' };
    case 'if':
      return { type, condition: '', then: [], else: [] };
    case 'forEach':
      return { type, list: '', item: '', steps: [] };
    case 'find':
      return { type, list: '', item: '', condition: '', variable: '' };
  }
}

/** The fields of each type in the engine's order (underwriting-schema STEP_KEYS). */
const textFields: Record<StepType, string[]> = {
  set: ['variable', 'expression'],
  return: ['expression'],
  if: ['condition'],
  forEach: ['list', 'item'],
  find: ['list', 'item', 'condition', 'variable'],
};
const listFields: Record<StepType, ChildList[]> = {
  set: [],
  return: [],
  if: ['then', 'else'],
  forEach: ['steps'],
  find: [],
};

class ShapeError extends Error {}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readList(raw: unknown, path: string): StepValue[] {
  if (!Array.isArray(raw)) throw new ShapeError(`${path}: expected a list of steps`);
  return raw.map((item, i) => readStep(item, `${path}.${i}`));
}

function readStep(raw: unknown, path: string): StepValue {
  if (!isRecord(raw)) throw new ShapeError(`${path}: expected a step object`);
  const type = raw.type;
  if (typeof type !== 'string' || !Object.hasOwn(textFields, type)) {
    throw new ShapeError(`${path}.type: expected one of set, return, if, forEach, find`);
  }
  const t = type as StepType;
  const known = ['type', ...textFields[t], ...listFields[t]];
  const extra = Object.keys(raw).filter((k) => !known.includes(k));
  if (extra.length > 0) throw new ShapeError(`${path}: unexpected field ${extra.join(', ')}`);
  const out: Record<string, unknown> = { type: t };
  for (const f of textFields[t]) {
    const v = raw[f] ?? '';
    if (typeof v !== 'string') throw new ShapeError(`${path}.${f}: expected text`);
    out[f] = v;
  }
  for (const f of listFields[t])
    out[f] = raw[f] === undefined ? [] : readList(raw[f], `${path}.${f}`);
  return out as StepValue;
}

/** Reads JSON steps into the model, or says (with the path) why the cards cannot show them. */
export function stepsFromJson(raw: unknown): { steps: StepValue[] } | { error: string } {
  try {
    return { steps: readList(raw, 'steps') };
  } catch (e) {
    if (e instanceof ShapeError)
      return { error: `The steps cannot be shown as cards: ${e.message}` };
    throw e;
  }
}

/** The model as the API stores it; an if without else steps leaves `else` out (it is optional). */
export function stepsToJson(steps: readonly StepValue[]): unknown[] {
  return steps.map((s) => {
    switch (s.type) {
      case 'if':
        return s.else.length > 0
          ? {
              type: s.type,
              condition: s.condition,
              then: stepsToJson(s.then),
              else: stepsToJson(s.else),
            }
          : { type: s.type, condition: s.condition, then: stepsToJson(s.then) };
      case 'forEach':
        return { type: s.type, list: s.list, item: s.item, steps: stepsToJson(s.steps) };
      default:
        return { ...s };
    }
  });
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const listNames: Record<ChildList, string> = { then: 'Then', else: 'Else', steps: 'Loop' };

/**
 * A readable name for a step or list path: `steps.1.then.0` → "Step 2 › Then 1",
 * `steps.1.then` → "Step 2 › Then", `steps` → "".
 */
export function pathLabel(path: string): string {
  const parts = path.split('.').slice(1);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const prefix = i === 0 ? 'Step' : listNames[parts[i - 1] as ChildList];
    out.push(`${prefix} ${Number(parts[i]) + 1}`);
  }
  if (parts.length > 0 && parts.length % 2 === 0)
    out.push(listNames[parts[parts.length - 1] as ChildList]);
  return out.join(' › ');
}

/** Every name the program assigns (set and find variables, loop and find items), for suggestions. */
export function localNames(steps: readonly StepValue[]): string[] {
  const names = new Set<string>();
  const walk = (list: readonly StepValue[]) => {
    for (const s of list) {
      if ((s.type === 'set' || s.type === 'find') && s.variable) names.add(s.variable);
      if ((s.type === 'forEach' || s.type === 'find') && s.item) names.add(s.item);
      if (s.type === 'if') {
        walk(s.then);
        walk(s.else);
      }
      if (s.type === 'forEach') walk(s.steps);
    }
  };
  walk(steps);
  return [...names];
}
