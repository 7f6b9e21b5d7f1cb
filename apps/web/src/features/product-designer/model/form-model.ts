import type { CurrencyCode } from '@turbine/domain';

/** The designer's field types (decision 060, `x-turbine.fieldType`). */
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
export type FieldType = (typeof fieldTypes)[number];

export type ScalarValue = string | number | boolean;
export type DefaultValue = ScalarValue | string[];

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * When a field is shown (decision 060 `visibleWhen`), over sibling fields referenced by their
 * editor id, so renaming a field keeps the conditions that name it.
 */
export type VisibilityCondition =
  | { kind: 'equals' | 'notEquals'; fieldId: string; value: ScalarValue }
  | { kind: 'in'; fieldId: string; values: ScalarValue[] }
  | { kind: 'notEmpty'; fieldId: string }
  | { kind: 'all' | 'any'; conditions: VisibilityCondition[] };

export type GroupCondition = Extract<VisibilityCondition, { conditions: VisibilityCondition[] }>;
export type FieldCondition = Exclude<VisibilityCondition, GroupCondition>;

export const isGroupCondition = (c: VisibilityCondition): c is GroupCondition => 'conditions' in c;

/** One field of the editor model; properties that do not apply to its type stay null / empty. */
export interface DesignerField {
  id: string;
  type: FieldType;
  name: string;
  label: string;
  helpText: string;
  placeholder: string;
  required: boolean;
  /** number, currency, percentage. */
  minimum: number | null;
  maximum: number | null;
  wholeNumber: boolean;
  /** currency. */
  currency: CurrencyCode | null;
  /** date (YYYY-MM-DD); kept in the layout because Ajv's schema has no date bounds. */
  minDate: string | null;
  maxDate: string | null;
  /** text, textarea, email, phone. */
  maxLength: number | null;
  /** text, textarea. */
  pattern: string;
  /** select, multiSelect, radio. */
  options: FieldOption[];
  /** select, radio: the options are numbers in the schema (`type: number`, a form written through the API), kept as numbers. */
  numericOptions?: boolean;
  /** multiSelect. */
  maxSelected: number | null;
  defaultValue: DefaultValue | null;
  visibleWhen: VisibilityCondition | null;
  /** Top-level fields (not address or repeatingGroup): may differ between quote options (decision 218, `x-turbine.quoteOption`). */
  quoteOption: boolean;
  /** repeatingGroup. */
  children: DesignerField[];
  minItems: number | null;
  maxItems: number | null;
}

export interface DesignerSection {
  id: string;
  title: string;
  columns: 1 | 2;
  fields: DesignerField[];
}

export interface DesignerForm {
  sections: DesignerSection[];
}

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const numericTypes: readonly FieldType[] = ['number', 'currency', 'percentage'];
export const optionTypes: readonly FieldType[] = ['select', 'multiSelect', 'radio'];
export const textTypes: readonly FieldType[] = ['text', 'textarea'];
export const lengthTypes: readonly FieldType[] = ['text', 'textarea', 'email', 'phone'];
export const booleanTypes: readonly FieldType[] = ['checkbox', 'yesNo'];
/** Types whose answer a quote option may replace: one value, not a composite (decision 218). */
export const quoteOptionTypes: readonly FieldType[] = fieldTypes.filter(
  (t) => t !== 'address' && t !== 'repeatingGroup',
);

let counter = 0;
/** An editor id, unique within the page. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter.toString(36)}`;
}

/** A field with every property at its empty value. */
export function blankField(type: FieldType, id = newId('field')): DesignerField {
  return {
    id,
    type,
    name: '',
    label: '',
    helpText: '',
    placeholder: '',
    required: false,
    minimum: null,
    maximum: null,
    wholeNumber: false,
    currency: type === 'currency' ? 'aud' : null,
    minDate: null,
    maxDate: null,
    maxLength: null,
    pattern: '',
    options: [],
    maxSelected: null,
    defaultValue: null,
    visibleWhen: null,
    quoteOption: false,
    children: [],
    minItems: null,
    maxItems: null,
  };
}

/** Fields of the whole form in order (top level only). */
export function topLevelFields(form: DesignerForm): DesignerField[] {
  return form.sections.flatMap((s) => s.fields);
}

/** Every field including repeating group children, with the siblings it is checked against. */
export function everyField(
  form: DesignerForm,
): { field: DesignerField; siblings: DesignerField[]; parent: DesignerField | null }[] {
  const top = topLevelFields(form);
  return top.flatMap((field) => [
    { field, siblings: top, parent: null },
    ...field.children.map((child) => ({ field: child, siblings: field.children, parent: field })),
  ]);
}

export function findField(form: DesignerForm, id: string): DesignerField | null {
  return everyField(form).find((e) => e.field.id === id)?.field ?? null;
}

export function findFieldIn(fields: DesignerField[], id: string): DesignerField | null {
  return fields.find((f) => f.id === id) ?? null;
}
