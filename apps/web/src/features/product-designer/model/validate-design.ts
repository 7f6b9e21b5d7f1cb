import { formulaNameSchema, Messages } from '@turbine/domain';
import {
  everyField,
  findFieldIn,
  isGroupCondition,
  type DesignerField,
  type DesignerForm,
  type VisibilityCondition,
} from './form-model.ts';

/** Messages of the designer that the spec does not word. */
export const DesignerMessages = {
  invalidPattern: 'The pattern is not a valid regular expression.',
  groupNeedsFields: 'A repeating group needs at least one field.',
  optionsNeeded: 'Add at least one option.',
  conditionField: 'Choose a field beside this one.',
  noSections: 'Add a section before adding fields.',
} as const;

export type FieldProblems = Record<string, string>;
export const PATTERN_MAX = 200;

/** A field name's problem among its siblings (spec §5 wording), or null. */
export function nameProblem(
  name: string,
  siblings: DesignerField[],
  selfId: string,
): string | null {
  const parsed = formulaNameSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? Messages.nameRequired;
  if (parsed.data !== name) return 'Use letters, digits and _ only, starting with a letter or _.';
  if (siblings.some((s) => s.id !== selfId && s.name === name)) return Messages.duplicateValues;
  return null;
}

function patternProblem(pattern: string): string | null {
  if (!pattern) return null;
  if (pattern.length > PATTERN_MAX) return Messages.maxLength(PATTERN_MAX);
  try {
    // Ajv compiles patterns with the unicode flag.
    new RegExp(pattern, 'u');
    return null;
  } catch {
    return DesignerMessages.invalidPattern;
  }
}

function conditionProblem(
  c: VisibilityCondition,
  siblings: DesignerField[],
  selfId: string,
): string | null {
  if (isGroupCondition(c)) {
    for (const inner of c.conditions) {
      const problem = conditionProblem(inner, siblings, selfId);
      if (problem) return problem;
    }
    return null;
  }
  if (c.fieldId === selfId || !findFieldIn(siblings, c.fieldId))
    return DesignerMessages.conditionField;
  if (c.kind === 'in' && c.values.length === 0) return Messages.required;
  return null;
}

function boundsProblems(f: DesignerField, out: FieldProblems): void {
  if (f.type === 'percentage') {
    if (f.minimum !== null && f.minimum < 0) out.minimum = Messages.min(0);
    if (f.maximum !== null && f.maximum > 100) out.maximum = Messages.max(100);
  }
  if (f.minimum !== null && f.maximum !== null && f.maximum < f.minimum)
    out.maximum = Messages.min(f.minimum);
  if (f.minDate && f.maxDate && f.maxDate < f.minDate) out.maxDate = Messages.min(f.minDate);
  if (f.maxLength !== null && f.maxLength < 1) out.maxLength = Messages.min(1);
  if (f.minItems !== null && f.minItems < 0) out.minItems = Messages.min(0);
  if (f.maxItems !== null && f.maxItems < Math.max(1, f.minItems ?? 0))
    out.maxItems = Messages.min(Math.max(1, f.minItems ?? 0));
}

function optionProblems(f: DesignerField, out: FieldProblems): void {
  if (f.type !== 'select' && f.type !== 'multiSelect' && f.type !== 'radio') return;
  if (f.options.length === 0) out.options = DesignerMessages.optionsNeeded;
  const seen = new Set<string>();
  f.options.forEach((o, i) => {
    if (o.value === '') out[`options.${i}.value`] = Messages.required;
    else if (seen.has(o.value)) out[`options.${i}.value`] = Messages.duplicateValues;
    seen.add(o.value);
    if (o.label.trim() === '') out[`options.${i}.label`] = Messages.required;
  });
  if (f.type === 'multiSelect' && f.maxSelected !== null) {
    if (f.maxSelected < 1) out.maxSelected = Messages.min(1);
    else if (f.maxSelected > f.options.length)
      out.maxSelected = Messages.maxItems(f.options.length);
  }
}

/** Problems of one field, keyed by property (`name`, `options.0.value`, …). */
export function fieldProblems(f: DesignerField, siblings: DesignerField[]): FieldProblems {
  const out: FieldProblems = {};
  const name = nameProblem(f.name, siblings, f.id);
  if (name) out.name = name;
  if (f.label.trim() === '') out.label = Messages.fieldRequired('Label');
  else if (f.label.length > 500) out.label = Messages.maxLength(500);
  if (f.helpText.length > 2000) out.helpText = Messages.maxLength(2000);
  const pattern = patternProblem(f.pattern);
  if (pattern) out.pattern = pattern;
  boundsProblems(f, out);
  optionProblems(f, out);
  if (f.type === 'repeatingGroup' && f.children.length === 0)
    out.children = DesignerMessages.groupNeedsFields;
  if (f.visibleWhen) {
    const problem = conditionProblem(f.visibleWhen, siblings, f.id);
    if (problem) out.visibleWhen = problem;
  }
  return out;
}

/** Every field's problems by field id; empty when the form can be saved. */
export function designProblems(form: DesignerForm): Record<string, FieldProblems> {
  const out: Record<string, FieldProblems> = {};
  for (const { field, siblings } of everyField(form)) {
    const problems = fieldProblems(field, siblings);
    if (Object.keys(problems).length) out[field.id] = problems;
  }
  return out;
}
