import { currencyCodes, type CurrencyCode } from '@turbine/domain';
import {
  blankField,
  fieldTypes,
  isObject,
  lengthTypes,
  newId,
  numericTypes,
  optionTypes,
  quoteOptionTypes,
  textTypes,
  type DefaultValue,
  type DesignerField,
  type DesignerForm,
  type DesignerSection,
  type FieldOption,
  type FieldType,
  type Json,
  type ScalarValue,
  type VisibilityCondition,
} from './form-model.ts';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const isScalar = (v: unknown): v is ScalarValue =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

/** The field type of a property without `x-turbine` (a hand-written schema). */
function inferType(node: Json): FieldType {
  if (node.type === 'number' || node.type === 'integer') return 'number';
  if (node.type === 'boolean') return 'checkbox';
  if (node.type === 'object') return 'address';
  if (node.type === 'array')
    return isObject(node.items) && node.items.type === 'object' ? 'repeatingGroup' : 'multiSelect';
  if (Array.isArray(node.enum)) return 'select';
  if (node.format === 'email' || node.format === 'phone' || node.format === 'date')
    return node.format;
  return 'text';
}

function optionsOf(x: Json, node: Json): FieldOption[] {
  if (Array.isArray(x.options)) {
    return x.options
      .filter(isObject)
      .map((o) => ({ value: isScalar(o.value) ? String(o.value) : '', label: str(o.label) }));
  }
  const values = Array.isArray(node.enum)
    ? node.enum
    : isObject(node.items) && Array.isArray(node.items.enum)
      ? node.items.enum
      : [];
  return values.filter(isScalar).map((v) => ({ value: String(v), label: String(v) }));
}

function defaultOf(type: FieldType, v: unknown): DefaultValue | null {
  if (v === undefined || v === null) return null;
  if (numericTypes.includes(type)) return num(v);
  if (type === 'checkbox' || type === 'yesNo') return typeof v === 'boolean' ? v : null;
  if (type === 'multiSelect') return Array.isArray(v) ? strings(v) : null;
  if (type === 'address' || type === 'repeatingGroup') return null;
  return typeof v === 'string' ? v : null;
}

interface LayoutInfo {
  groups: Json;
  dateLimits: Json;
}

type Pending = { field: DesignerField; condition: unknown };

function parseField(
  name: string,
  node: Json,
  path: string,
  info: LayoutInfo,
  pending: Pending[],
): DesignerField {
  const x = isObject(node['x-turbine']) ? node['x-turbine'] : {};
  const type = fieldTypes.find((t) => t === x.fieldType) ?? inferType(node);
  const f = blankField(type);
  f.name = name;
  f.label = str(x.label);
  f.helpText = str(x.helpText);
  f.placeholder = str(x.placeholder);
  if (numericTypes.includes(type)) {
    f.minimum = num(node.minimum);
    f.maximum = num(node.maximum);
    f.wholeNumber = node.type === 'integer';
  }
  if (type === 'currency')
    f.currency = currencyCodes.find((c): c is CurrencyCode => c === x.currency) ?? 'aud';
  if (type === 'date') {
    const limits = isObject(info.dateLimits[path]) ? info.dateLimits[path] : {};
    f.minDate = str(limits.min) || null;
    f.maxDate = str(limits.max) || null;
  }
  if (lengthTypes.includes(type)) f.maxLength = num(node.maxLength);
  if (textTypes.includes(type)) f.pattern = str(node.pattern);
  if (optionTypes.includes(type)) f.options = optionsOf(x, node);
  if (
    (type === 'select' || type === 'radio') &&
    (node.type === 'number' || node.type === 'integer')
  )
    f.numericOptions = true;
  if (type === 'multiSelect') f.maxSelected = num(node.maxItems);
  if (type === 'checkbox' && node.const === true) f.required = true;
  f.defaultValue = defaultOf(type, node.default);
  if (type === 'repeatingGroup') {
    f.minItems = num(node.minItems);
    f.maxItems = num(node.maxItems);
    const items = isObject(node.items) ? node.items : {};
    f.children = parseObject(items, strings(info.groups[name]), `${path}.`, info, pending);
  }
  if (x.visibleWhen !== undefined) pending.push({ field: f, condition: x.visibleWhen });
  // Only top-level single-value fields may vary between quote options (decision 218).
  f.quoteOption = x.quoteOption === true && !path.includes('.') && quoteOptionTypes.includes(type);
  return f;
}

/** The names of fields an object schema requires, plainly or in an `allOf` `then` (conditionally). */
function requiredNames(node: Json): Set<string> {
  const names = new Set(strings(node.required));
  for (const rule of Array.isArray(node.allOf) ? node.allOf : []) {
    if (isObject(rule) && isObject(rule.then))
      strings(rule.then.required).forEach((n) => names.add(n));
  }
  return names;
}

/** The fields of an object schema, ordered by `order` first (jsonb does not keep key order). */
function parseObject(
  node: Json,
  order: string[],
  pathPrefix: string,
  info: LayoutInfo,
  pending: Pending[],
): DesignerField[] {
  const properties = isObject(node.properties) ? node.properties : {};
  const names = [...new Set([...order.filter((n) => n in properties), ...Object.keys(properties)])];
  const required = requiredNames(node);
  const mine: Pending[] = [];
  const fields = names.map((name) => {
    const prop = properties[name];
    const f = parseField(name, isObject(prop) ? prop : {}, `${pathPrefix}${name}`, info, mine);
    if (required.has(name)) f.required = true;
    return f;
  });
  const idOf = new Map(fields.map((f) => [f.name, f.id]));
  for (const p of mine) {
    if (fields.includes(p.field)) p.field.visibleWhen = parseCondition(p.condition, idOf);
    else pending.push(p);
  }
  return fields;
}

function parseCondition(c: unknown, idOf: Map<string, string>): VisibilityCondition | null {
  if (!isObject(c)) return null;
  for (const kind of ['all', 'any'] as const) {
    if (!Array.isArray(c[kind])) continue;
    const conditions = c[kind]
      .map((inner) => parseCondition(inner, idOf))
      .filter((v): v is VisibilityCondition => v !== null);
    return conditions.length ? { kind, conditions } : null;
  }
  const fieldId = idOf.get(str(c.field));
  if (!fieldId) return null;
  if ('equals' in c && isScalar(c.equals)) return { kind: 'equals', fieldId, value: c.equals };
  if ('notEquals' in c && isScalar(c.notEquals))
    return { kind: 'notEquals', fieldId, value: c.notEquals };
  if (Array.isArray(c.in)) return { kind: 'in', fieldId, values: c.in.filter(isScalar) };
  if (c.notEmpty === true) return { kind: 'notEmpty', fieldId };
  return null;
}

/**
 * The editor model of a stored form. Tolerant: fields the layout does not place go to the last
 * section (or a new "Proposal" section), layout names that are not fields are dropped, and a
 * condition naming no sibling is dropped.
 */
export function formFromSchema(schema: unknown, layout: unknown): DesignerForm {
  const root = isObject(schema) ? schema : {};
  const lay = isObject(layout) ? layout : {};
  const rawSections = Array.isArray(lay.sections) ? lay.sections.filter(isObject) : [];
  const info: LayoutInfo = {
    groups: isObject(lay.groups) ? lay.groups : {},
    dateLimits: isObject(lay.dateLimits) ? lay.dateLimits : {},
  };
  const order = rawSections.flatMap((s) => strings(s.fields));
  const fields = parseObject(root, order, '', info, []);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const placed = new Set<string>();
  const sections: DesignerSection[] = rawSections.map((s) => ({
    id: newId('section'),
    title: str(s.title),
    columns: s.columns === 2 ? 2 : 1,
    fields: strings(s.fields).flatMap((name) => {
      const f = byName.get(name);
      if (!f || placed.has(name)) return [];
      placed.add(name);
      return [f];
    }),
  }));
  const rest = fields.filter((f) => !placed.has(f.name));
  if (rest.length) {
    const last = sections.at(-1);
    if (last) last.fields.push(...rest);
    else sections.push({ id: newId('section'), title: 'Proposal', columns: 1, fields: rest });
  }
  return { sections };
}
