import { createHash } from 'node:crypto';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Messages } from '@turbine/domain';

/**
 * The proposal form of a version: a JSON Schema (draft-07) the designer produces, with our
 * `x-turbine` keyword on each field carrying what the screen needs (field type, label, options,
 * conditional visibility). Ajv validates answers against it. docs/decisions/060-products.md.
 */
export const fieldTypes = [
  'text',
  'textarea',
  'number',
  'currency',
  'percentage',
  'date',
  'select',
  'multiSelect',
  'checkbox',
  'radio',
  'yesNo',
  'email',
  'phone',
  'address',
  'repeatingGroup',
] as const;

export const FORM_MAX_BYTES = 256 * 1024;
const MAX_DEPTH = 32;
const MAX_PATTERN = 200;

const condition = {
  type: 'object',
  additionalProperties: false,
  properties: {
    field: { type: 'string', minLength: 1, maxLength: 200 },
    equals: {},
    notEquals: {},
    in: { type: 'array', maxItems: 100 },
    notEmpty: { type: 'boolean' },
    all: { type: 'array', maxItems: 20, items: { type: 'object' } },
    any: { type: 'array', maxItems: 20, items: { type: 'object' } },
  },
};

const turbineKeyword = {
  type: 'object',
  additionalProperties: false,
  required: ['fieldType'],
  properties: {
    fieldType: { enum: fieldTypes },
    label: { type: 'string', maxLength: 500 },
    helpText: { type: 'string', maxLength: 2000 },
    placeholder: { type: 'string', maxLength: 200 },
    options: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          value: { type: ['string', 'number', 'boolean'] },
          label: { type: 'string', maxLength: 500 },
        },
      },
    },
    visibleWhen: condition,
    currency: { enum: ['aud', 'usd', 'gbp', 'eur', 'nzd'] },
    /** The field may differ between the quote options a broker asks for (decision 218); top-level fields only. */
    quoteOption: { type: 'boolean' },
  },
};

function newAjv(): Ajv {
  // Strict about the schema (unknown keywords and formats are designer bugs), lenient about types so
  // `minimum` beside `type: ["number", "null"]` is fine. No remote $ref: nothing is ever loaded.
  const ajv = new Ajv({
    strictSchema: true,
    strictNumbers: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allErrors: true,
    logger: false,
  });
  ajv.addKeyword({ keyword: 'x-turbine', metaSchema: turbineKeyword });
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('date', {
    type: 'string',
    validate: (s: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(s) &&
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
      new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
  });
  ajv.addFormat('phone', /^\+?[0-9 ()-]{6,24}$/);
  return ajv;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function conditionFields(c: unknown): string[] {
  if (!isObject(c)) return [];
  const nested = [...(Array.isArray(c.all) ? c.all : []), ...(Array.isArray(c.any) ? c.any : [])];
  return [...(typeof c.field === 'string' ? [c.field] : []), ...nested.flatMap(conditionFields)];
}

/** Walks the schema for what Ajv does not check: depth, pattern length, visibleWhen naming a sibling field. */
function structureProblems(node: unknown, path: string, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) {
    out.push(`The form is nested more than ${MAX_DEPTH} levels deep.`);
    return;
  }
  if (Array.isArray(node)) {
    node.forEach((item, i) => structureProblems(item, `${path}/${i}`, depth + 1, out));
    return;
  }
  if (!isObject(node)) return;
  if (typeof node.pattern === 'string' && node.pattern.length > MAX_PATTERN)
    out.push(`The pattern at ${path} is longer than ${MAX_PATTERN} characters.`);
  if (isObject(node.properties)) {
    const siblings = new Set(Object.keys(node.properties));
    for (const [name, field] of Object.entries(node.properties)) {
      const visibleWhen =
        isObject(field) && isObject(field['x-turbine'])
          ? field['x-turbine'].visibleWhen
          : undefined;
      for (const ref of conditionFields(visibleWhen)) {
        if (!siblings.has(ref))
          out.push(`"${name}" is shown depending on "${ref}", which is not a field beside it.`);
      }
    }
  }
  for (const [key, value] of Object.entries(node))
    structureProblems(value, `${path}/${key}`, depth + 1, out);
}

/** Problems that keep a designer's schema and layout from being saved; empty when they are fine. */
export function formProblems(schema: Json, layout: Json): string[] {
  if (
    JSON.stringify(schema).length > FORM_MAX_BYTES ||
    JSON.stringify(layout).length > FORM_MAX_BYTES
  )
    return [`The form must be smaller than ${FORM_MAX_BYTES / 1024} KB.`];
  if (schema.type !== 'object' || !isObject(schema.properties))
    return ['The form must be a JSON Schema of type "object" with properties.'];
  const out: string[] = [];
  structureProblems(schema, '#', 0, out);
  if (out.length) return out;
  try {
    newAjv().compile(schema);
  } catch (error) {
    return [
      `The form is not a valid JSON Schema: ${error instanceof Error ? error.message : String(error)}`,
    ];
  }
  return [];
}

// Compiled validators by schema text: Ajv generates code per compile, so each form is compiled once.
const cache = new Map<string, ValidateFunction>();

function validatorFor(schema: Json): ValidateFunction {
  const key = createHash('sha256').update(JSON.stringify(schema)).digest('hex');
  let validate = cache.get(key);
  if (!validate) {
    validate = newAjv().compile(schema);
    if (cache.size >= 200) cache.delete(cache.keys().next().value!);
    cache.set(key, validate);
  }
  return validate;
}

function limitOf(e: ErrorObject): number {
  return Number((e.params as { limit?: number }).limit);
}

/** The spec's wording (§5) for one Ajv error. */
function messageOf(e: ErrorObject): string | null {
  switch (e.keyword) {
    case 'required':
      return Messages.required;
    case 'minimum':
    case 'exclusiveMinimum':
      return Messages.min(limitOf(e));
    case 'maximum':
    case 'exclusiveMaximum':
      return Messages.max(limitOf(e));
    case 'maxLength':
      return Messages.maxLength(limitOf(e));
    case 'minLength':
      return limitOf(e) <= 1
        ? Messages.required
        : `This field must have at least ${limitOf(e)} characters`;
    case 'maxItems':
      return Messages.maxItems(limitOf(e));
    case 'minItems':
      return limitOf(e) <= 1 ? Messages.required : `Select at least ${limitOf(e)} items`;
    case 'uniqueItems':
      return Messages.duplicateValues;
    case 'enum':
    case 'const':
      return 'Choose one of the options';
    case 'type':
      return `The value must be of type ${String((e.params as { type?: unknown }).type)}`;
    case 'pattern':
      return 'The value is not in the expected format';
    case 'format':
      return (e.params as { format?: string }).format === 'email'
        ? Messages.invalidEmail
        : `The value must be a valid ${String((e.params as { format?: string }).format)}`;
    case 'additionalProperties':
      return 'This field is not allowed.';
    case 'if':
      // The failing branch reports its own errors; "must match then schema" adds nothing for a user.
      return null;
    default:
      return e.message ?? Messages.required;
  }
}

function fieldOf(e: ErrorObject, prefix: string): string {
  const parts = e.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required')
    parts.push(String((e.params as { missingProperty: string }).missingProperty));
  if (e.keyword === 'additionalProperties')
    parts.push(String((e.params as { additionalProperty: string }).additionalProperty));
  return [prefix, ...parts].filter(Boolean).join('.');
}

/** Validates proposal answers against a version's form; field errors keyed `prefix.path`, or null when valid. */
export function proposalErrors(
  schema: Json,
  data: unknown,
  prefix = 'proposal',
): Record<string, string[]> | null {
  const validate = validatorFor(schema);
  if (validate(data)) return null;
  const errors: Record<string, string[]> = {};
  for (const e of validate.errors ?? []) {
    const message = messageOf(e);
    if (message === null) continue;
    const field = fieldOf(e, prefix) || '_';
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return Object.keys(errors).length ? errors : null;
}

/** Top-level field names of the form: what formulas may reference as proposal values. */
export function formFieldNames(schema: Json): string[] {
  return isObject(schema.properties) ? Object.keys(schema.properties) : [];
}

/** A field of the form that quote options may vary (decision 218), with its label and its choices if it has any. */
export interface QuoteOptionField {
  name: string;
  label: string;
  choices: { value: unknown; label: string }[] | null;
}

/** The top-level fields whose `x-turbine.quoteOption` is true, in the form's order. */
export function quoteOptionFields(schema: Json): QuoteOptionField[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties).flatMap(([name, field]) => {
    const meta = isObject(field) && isObject(field['x-turbine']) ? field['x-turbine'] : null;
    if (!meta || meta.quoteOption !== true) return [];
    const options = Array.isArray(meta.options)
      ? meta.options.filter(isObject).map((o) => ({ value: o.value, label: String(o.label) }))
      : null;
    return [{ name, label: typeof meta.label === 'string' ? meta.label : name, choices: options }];
  });
}
