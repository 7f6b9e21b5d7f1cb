import { currencyCodes } from '@turbine/domain';
import {
  blankField,
  fieldTypes,
  type DesignerField,
  type DesignerForm,
  type FieldType,
  type ScalarValue,
  type VisibilityCondition,
} from './form-model.ts';

/** A small deterministic generator of valid editor models, for property-style tests and demos. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)] as T;
const maybe = <T>(rand: Rand, value: T): T | null => (rand() < 0.5 ? value : null);
const int = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

function options(rand: Rand, n: number) {
  return Array.from({ length: n }, (_, i) => ({ value: `opt_${i}`, label: `Option ${i + 1}` }));
}

/** A valid field of the given type with random properties that apply to it. */
export function generateField(rand: Rand, type: FieldType, name: string): DesignerField {
  const f = blankField(type);
  f.name = name;
  f.label = `Label of ${name}`;
  f.helpText = rand() < 0.5 ? `Help for ${name}` : '';
  f.placeholder = rand() < 0.3 ? 'Type here' : '';
  f.required = rand() < 0.5;
  switch (type) {
    case 'text':
    case 'textarea':
      f.maxLength = maybe(rand, int(rand, 1, 500));
      f.pattern = rand() < 0.3 ? '^[A-Z][a-z]*$' : '';
      f.defaultValue = maybe(rand, 'Hello');
      break;
    case 'email':
    case 'phone':
      f.maxLength = maybe(rand, int(rand, 20, 200));
      break;
    case 'number':
    case 'currency':
    case 'percentage': {
      const top = type === 'percentage' ? 100 : 1_000_000;
      f.minimum = maybe(rand, int(rand, 0, 10));
      f.maximum = maybe(rand, int(rand, 50, top));
      f.wholeNumber = rand() < 0.5;
      f.defaultValue = maybe(rand, int(rand, 10, 50));
      if (type === 'currency') f.currency = pick(rand, currencyCodes);
      break;
    }
    case 'date':
      f.minDate = maybe(rand, '2026-01-01');
      f.maxDate = maybe(rand, '2027-12-31');
      f.defaultValue = maybe(rand, '2026-07-01');
      break;
    case 'select':
    case 'radio':
    case 'multiSelect':
      f.options = options(rand, int(rand, 1, 5));
      if (type === 'multiSelect') {
        f.maxSelected = maybe(rand, int(rand, 1, f.options.length));
        f.defaultValue = maybe(rand, ['opt_0']);
      } else f.defaultValue = maybe(rand, 'opt_0');
      break;
    case 'checkbox':
    case 'yesNo':
      f.defaultValue = maybe(rand, rand() < 0.5);
      break;
    case 'address':
      break;
    case 'repeatingGroup': {
      const childTypes = fieldTypes.filter((t) => t !== 'repeatingGroup');
      f.children = Array.from({ length: int(rand, 1, 3) }, (_, i) =>
        generateField(rand, pick(rand, childTypes), `${name}_c${i}`),
      );
      f.minItems = maybe(rand, int(rand, 0, 2));
      f.maxItems = maybe(rand, int(rand, 3, 10));
      break;
    }
  }
  return f;
}

function conditionOn(rand: Rand, target: DesignerField): VisibilityCondition {
  const value: ScalarValue =
    target.type === 'yesNo' || target.type === 'checkbox'
      ? true
      : (target.options[0]?.value ?? (target.type === 'number' ? 5 : 'x'));
  const kind = pick(rand, ['equals', 'notEquals', 'in', 'notEmpty', 'any'] as const);
  if (kind === 'in') return { kind, fieldId: target.id, values: [value] };
  if (kind === 'notEmpty') return { kind, fieldId: target.id };
  if (kind === 'any')
    return {
      kind,
      conditions: [
        { kind: 'equals', fieldId: target.id, value },
        { kind: 'notEmpty', fieldId: target.id },
      ],
    };
  return { kind, fieldId: target.id, value };
}

/** A random valid form: every field type at least once when `everyType`, sections, groups and conditions. */
export function generateForm(seed: number, everyType = true): DesignerForm {
  const rand = seededRandom(seed);
  const types = everyType
    ? [...fieldTypes]
    : Array.from({ length: int(rand, 1, 8) }, () => pick(rand, fieldTypes));
  const fields = types.map((t, i) => generateField(rand, t, `${t}_${i}`));
  for (const [i, f] of fields.entries()) {
    const earlier = fields.slice(0, i);
    if (earlier.length && rand() < 0.4) f.visibleWhen = conditionOn(rand, pick(rand, earlier));
  }
  const sectionCount = int(rand, 1, 3);
  const sections = Array.from({ length: sectionCount }, (_, i) => ({
    id: `section-g${i}`,
    title: `Section ${i + 1}`,
    columns: pick(rand, [1, 2] as const),
    fields: fields.filter((_, j) => j % sectionCount === i),
  }));
  return { sections };
}
