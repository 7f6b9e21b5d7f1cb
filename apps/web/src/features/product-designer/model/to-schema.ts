import { addressSchema } from './address.ts';
import {
  isGroupCondition,
  quoteOptionTypes,
  type DesignerField,
  type DesignerForm,
  type Json,
  type VisibilityCondition,
} from './form-model.ts';

/** The server's stored form: JSON Schema plus the designer's layout (decision 060). */
export interface ProposalForm {
  schema: Json;
  layout: Json;
}

type NameOf = (id: string) => DesignerField | undefined;

function conditionJson(c: VisibilityCondition, fieldOf: NameOf): Json {
  switch (c.kind) {
    case 'all':
    case 'any':
      return { [c.kind]: c.conditions.map((inner) => conditionJson(inner, fieldOf)) };
    case 'equals':
    case 'notEquals':
      return { field: fieldOf(c.fieldId)?.name ?? '', [c.kind]: c.value };
    case 'in':
      return { field: fieldOf(c.fieldId)?.name ?? '', in: c.values };
    case 'notEmpty':
      return { field: fieldOf(c.fieldId)?.name ?? '', notEmpty: true };
  }
}

/** The `if` of a conditionally required field: standard JSON Schema Ajv enforces (decision 060). */
function conditionIf(c: VisibilityCondition, fieldOf: NameOf): Json {
  if (isGroupCondition(c))
    return {
      [c.kind === 'all' ? 'allOf' : 'anyOf']: c.conditions.map((inner) =>
        conditionIf(inner, fieldOf),
      ),
    };
  const target = fieldOf(c.fieldId);
  const name = target?.name ?? '';
  const isList = target?.type === 'multiSelect';
  switch (c.kind) {
    case 'equals':
      return {
        properties: { [name]: isList ? { contains: { const: c.value } } : { const: c.value } },
        required: [name],
      };
    case 'notEquals':
      return {
        not: {
          properties: { [name]: isList ? { contains: { const: c.value } } : { const: c.value } },
          required: [name],
        },
      };
    case 'in':
      return {
        properties: { [name]: isList ? { contains: { enum: c.values } } : { enum: c.values } },
        required: [name],
      };
    case 'notEmpty':
      return { properties: { [name]: { not: { enum: ['', []] } } }, required: [name] };
  }
}

function turbineKeyword(f: DesignerField, fieldOf: NameOf, top: boolean): Json {
  const x: Json = { fieldType: f.type, label: f.label };
  if (f.helpText) x.helpText = f.helpText;
  if (f.placeholder) x.placeholder = f.placeholder;
  if (f.type === 'select' || f.type === 'multiSelect' || f.type === 'radio')
    x.options = f.options.map((o) => ({ value: o.value, label: o.label }));
  if (f.type === 'currency') x.currency = f.currency ?? 'aud';
  if (f.visibleWhen) x.visibleWhen = conditionJson(f.visibleWhen, fieldOf);
  // Only a top-level field of a single value may vary between quote options (decision 218).
  if (top && f.quoteOption && quoteOptionTypes.includes(f.type)) x.quoteOption = true;
  return x;
}

const defined = (entries: Record<string, unknown>): Json =>
  Object.fromEntries(
    Object.entries(entries).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );

/** The JSON Schema of one field, without `x-turbine` (see the table in decision 060). */
function typeSchema(f: DesignerField, fieldOf: NameOf): Json {
  const values = f.options.map((o) => o.value);
  switch (f.type) {
    case 'text':
    case 'textarea':
      return defined({
        type: 'string',
        minLength: f.required ? 1 : null,
        maxLength: f.maxLength,
        pattern: f.pattern,
      });
    case 'email':
    case 'phone':
      return defined({ type: 'string', format: f.type, maxLength: f.maxLength });
    case 'number':
    case 'currency':
    case 'percentage':
      return defined({
        type: f.wholeNumber ? 'integer' : 'number',
        minimum: f.minimum,
        maximum: f.maximum,
      });
    case 'date':
      return { type: 'string', format: 'date' };
    case 'select':
    case 'radio':
      return f.numericOptions
        ? { type: 'number', enum: values.map(Number) }
        : { type: 'string', enum: values };
    case 'multiSelect':
      return defined({
        type: 'array',
        items: { type: 'string', enum: values },
        uniqueItems: true,
        minItems: f.required ? 1 : null,
        maxItems: f.maxSelected,
      });
    case 'checkbox':
      return defined({ type: 'boolean', const: f.required ? true : null });
    case 'yesNo':
      return { type: 'boolean' };
    case 'address':
      return addressSchema();
    case 'repeatingGroup':
      return defined({
        type: 'array',
        items: objectSchema(f.children, fieldOf),
        minItems: f.minItems,
        maxItems: f.maxItems,
      });
  }
}

function fieldSchema(f: DesignerField, fieldOf: NameOf, top: boolean): Json {
  const schema: Json = {
    ...typeSchema(f, fieldOf),
    'x-turbine': turbineKeyword(f, fieldOf, top),
  };
  if (f.defaultValue !== null && f.type !== 'address' && f.type !== 'repeatingGroup')
    schema.default = f.defaultValue;
  return schema;
}

/** An object schema over sibling fields; required ones are listed, conditionally required ones go to `allOf`. */
function objectSchema(fields: DesignerField[], outer: NameOf, top = false): Json {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const fieldOf: NameOf = (id) => byId.get(id) ?? outer(id);
  const properties: Json = {};
  const required: string[] = [];
  const allOf: Json[] = [];
  for (const f of fields) {
    properties[f.name] = fieldSchema(f, fieldOf, top);
    if (!f.required) continue;
    if (f.visibleWhen)
      allOf.push({ if: conditionIf(f.visibleWhen, fieldOf), then: { required: [f.name] } });
    else required.push(f.name);
  }
  const schema: Json = { type: 'object', properties, required };
  if (allOf.length) schema.allOf = allOf;
  return schema;
}

/** The layout: sections with their field names, group child order, and date bounds. */
function layoutOf(form: DesignerForm): Json {
  const groups: Json = {};
  const dateLimits: Json = {};
  const addDates = (f: DesignerField, path: string) => {
    if (f.type === 'date' && (f.minDate || f.maxDate))
      dateLimits[path] = { min: f.minDate, max: f.maxDate };
  };
  for (const f of form.sections.flatMap((s) => s.fields)) {
    addDates(f, f.name);
    if (f.type !== 'repeatingGroup') continue;
    groups[f.name] = f.children.map((c) => c.name);
    f.children.forEach((c) => addDates(c, `${f.name}.${c.name}`));
  }
  const layout: Json = {
    sections: form.sections.map((s) => ({
      title: s.title,
      columns: s.columns,
      fields: s.fields.map((f) => f.name),
    })),
  };
  if (Object.keys(groups).length) layout.groups = groups;
  if (Object.keys(dateLimits).length) layout.dateLimits = dateLimits;
  return layout;
}

/** The editor model as the server stores it: `{schema, layout}` (decision 060). */
export function formToSchema(form: DesignerForm): ProposalForm {
  const top = form.sections.flatMap((s) => s.fields);
  return { schema: objectSchema(top, () => undefined, true), layout: layoutOf(form) };
}
