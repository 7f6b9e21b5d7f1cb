import { arrayMove } from '@dnd-kit/sortable';
import {
  blankField,
  isGroupCondition,
  newId,
  type DesignerField,
  type DesignerForm,
  type DesignerSection,
  type FieldType,
  type VisibilityCondition,
} from '../model/form-model.ts';
import { fieldCatalogue } from './field-catalogue.ts';

/** A camelCase identifier suggested by a label ("Annual turnover" → "annualTurnover"). */
export function identifierFrom(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const name = words
    .map((w, i) =>
      i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join('');
  return (/^[0-9]/.test(name) ? `_${name}` : name).slice(0, 64);
}

export function uniqueName(base: string, siblings: DesignerField[]): string {
  const taken = new Set(siblings.map((s) => s.name));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** A new, valid field of a type: a label, a unique name, and an option or child where one is needed. */
export function createField(type: FieldType, siblings: DesignerField[]): DesignerField {
  const f = blankField(type);
  f.label = `${fieldCatalogue[type].label} field`;
  f.name = uniqueName(identifierFrom(f.label), siblings);
  if (type === 'select' || type === 'multiSelect' || type === 'radio')
    f.options = [{ value: 'option_1', label: 'Option 1' }];
  if (type === 'percentage') {
    f.minimum = 0;
    f.maximum = 100;
  }
  if (type === 'repeatingGroup') f.children = [createField('text', [])];
  return f;
}

const topLevel = (form: DesignerForm) => form.sections.flatMap((s) => s.fields);

export function addSection(form: DesignerForm, title: string): DesignerForm {
  return { sections: [...form.sections, { id: newId('section'), title, columns: 1, fields: [] }] };
}

export function updateSection(
  form: DesignerForm,
  id: string,
  patch: Partial<Omit<DesignerSection, 'id' | 'fields'>>,
): DesignerForm {
  return { sections: form.sections.map((s) => (s.id === id ? { ...s, ...patch } : s)) };
}

export function moveSection(form: DesignerForm, id: string, by: -1 | 1): DesignerForm {
  const from = form.sections.findIndex((s) => s.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= form.sections.length) return form;
  return { sections: arrayMove(form.sections, from, to) };
}

/** Removes a section with its fields (and the conditions that named them). */
export function deleteSection(form: DesignerForm, id: string): DesignerForm {
  const section = form.sections.find((s) => s.id === id);
  const cleared = (section?.fields ?? []).reduce((acc, f) => deleteField(acc, f.id), form);
  return { sections: cleared.sections.filter((s) => s.id !== id) };
}

/** Inserts a new top-level field of a type into a section at an index (end when omitted). */
export function insertField(
  form: DesignerForm,
  sectionId: string,
  type: FieldType,
  index?: number,
): { form: DesignerForm; field: DesignerField } {
  const field = createField(type, topLevel(form));
  const sections = form.sections.map((s) => {
    if (s.id !== sectionId) return s;
    const fields = [...s.fields];
    fields.splice(index ?? fields.length, 0, field);
    return { ...s, fields };
  });
  return { form: { sections }, field };
}

/** The section holding a field, or the section with this id. */
export function sectionOf(form: DesignerForm, id: string): DesignerSection | undefined {
  return form.sections.find((s) => s.id === id || s.fields.some((f) => f.id === id));
}

/** Moves a top-level field to a section at an index (within a section or between sections). */
export function moveField(
  form: DesignerForm,
  fieldId: string,
  toSectionId: string,
  toIndex: number,
): DesignerForm {
  const from = sectionOf(form, fieldId);
  const field = from?.fields.find((f) => f.id === fieldId);
  if (!from || !field) return form;
  if (from.id === toSectionId) {
    const fromIndex = from.fields.indexOf(field);
    return updateFields(form, from.id, (fields) =>
      arrayMove(fields, fromIndex, Math.min(toIndex, fields.length - 1)),
    );
  }
  const without = updateFields(form, from.id, (fields) => fields.filter((f) => f.id !== fieldId));
  return updateFields(without, toSectionId, (fields) => {
    const next = [...fields];
    next.splice(Math.min(toIndex, next.length), 0, field);
    return next;
  });
}

function updateFields(
  form: DesignerForm,
  sectionId: string,
  fn: (fields: DesignerField[]) => DesignerField[],
): DesignerForm {
  return {
    sections: form.sections.map((s) => (s.id === sectionId ? { ...s, fields: fn(s.fields) } : s)),
  };
}

/** Applies a change to the field with this id, top level or group child. */
export function mapField(
  form: DesignerForm,
  id: string,
  fn: (f: DesignerField) => DesignerField,
): DesignerForm {
  const visit = (f: DesignerField): DesignerField => {
    if (f.id === id) return fn(f);
    return f.children.length ? { ...f, children: f.children.map(visit) } : f;
  };
  return { sections: form.sections.map((s) => ({ ...s, fields: s.fields.map(visit) })) };
}

export function updateField(
  form: DesignerForm,
  id: string,
  patch: Partial<DesignerField>,
): DesignerForm {
  return mapField(form, id, (f) => ({ ...f, ...patch }));
}

function withoutReferences(c: VisibilityCondition | null, id: string): VisibilityCondition | null {
  if (!c) return null;
  if (isGroupCondition(c)) {
    const conditions = c.conditions
      .map((inner) => withoutReferences(inner, id))
      .filter((v): v is VisibilityCondition => v !== null);
    return conditions.length ? { ...c, conditions } : null;
  }
  return c.fieldId === id ? null : c;
}

/** Removes a field (top level or group child) and every condition that named it. */
export function deleteField(form: DesignerForm, id: string): DesignerForm {
  const clean = (fields: DesignerField[]): DesignerField[] =>
    fields
      .filter((f) => f.id !== id)
      .map((f) => ({
        ...f,
        visibleWhen: withoutReferences(f.visibleWhen, id),
        children: clean(f.children),
      }));
  return { sections: form.sections.map((s) => ({ ...s, fields: clean(s.fields) })) };
}

export function addChild(
  form: DesignerForm,
  groupId: string,
  type: FieldType,
): { form: DesignerForm; field: DesignerField | null } {
  let created: DesignerField | null = null;
  const next = mapField(form, groupId, (g) => {
    created = createField(type, g.children);
    return { ...g, children: [...g.children, created] };
  });
  return { form: next, field: created };
}

export function moveChild(
  form: DesignerForm,
  groupId: string,
  childId: string,
  overId: string,
): DesignerForm {
  return mapField(form, groupId, (g) => {
    const from = g.children.findIndex((c) => c.id === childId);
    const to = g.children.findIndex((c) => c.id === overId);
    return from < 0 || to < 0 ? g : { ...g, children: arrayMove(g.children, from, to) };
  });
}
