import { describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import {
  blankField,
  fieldTypes,
  isGroupCondition,
  isObject,
  type DesignerField,
  type DesignerForm,
  type Json,
  type VisibilityCondition,
} from './form-model.ts';
import { generateForm } from './form-generator.test-support.ts';
import { formFromSchema } from './from-schema.ts';
import { formToSchema } from './to-schema.ts';
import { designProblems, nameProblem } from './validate-design.ts';

/** Ids are editor-only: compare models by names, with conditions naming fields instead of ids. */
function comparable(form: DesignerForm): unknown {
  const nameOf = new Map<string, string>();
  const collect = (fs: DesignerField[]) =>
    fs.forEach((f) => {
      nameOf.set(f.id, f.name);
      collect(f.children);
    });
  form.sections.forEach((s) => collect(s.fields));
  const cond = (c: VisibilityCondition): unknown =>
    isGroupCondition(c)
      ? { kind: c.kind, conditions: c.conditions.map(cond) }
      : { ...c, fieldId: nameOf.get(c.fieldId) };
  const field = (f: DesignerField): unknown => ({
    ...f,
    id: undefined,
    visibleWhen: f.visibleWhen && cond(f.visibleWhen),
    children: f.children.map(field),
  });
  return form.sections.map((s) => ({
    title: s.title,
    columns: s.columns,
    fields: s.fields.map(field),
  }));
}

/** PostgreSQL jsonb does not keep key order: reverse every object's keys before parsing. */
function reorderKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reorderKeys);
  if (!isObject(v)) return v;
  return Object.fromEntries(
    Object.entries(v)
      .reverse()
      .map(([k, inner]) => [k, reorderKeys(inner)]),
  );
}

describe('editor model <-> {schema, layout}', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
    'round-trips a generated form with every field type (seed %i)',
    (seed) => {
      const form = generateForm(seed);
      expect(designProblems(form)).toEqual({});
      const stored = JSON.parse(JSON.stringify(formToSchema(form))) as {
        schema: Json;
        layout: Json;
      };
      const back = formFromSchema(reorderKeys(stored.schema), reorderKeys(stored.layout));
      expect(comparable(back)).toEqual(comparable(form));
      expect(formToSchema(back)).toEqual(stored);
    },
  );

  it.each(fieldTypes)('emits the decision 060 schema for %s', (type) => {
    const f = blankField(type);
    f.name = 'answer';
    f.label = 'Answer';
    f.required = true;
    if (type === 'select' || type === 'multiSelect' || type === 'radio')
      f.options = [{ value: 'a', label: 'A' }];
    const { schema } = formToSchema({
      sections: [{ id: 's', title: 'S', columns: 1, fields: [f] }],
    });
    const prop = (schema.properties as Record<string, Json>).answer;
    expect(prop?.['x-turbine']).toMatchObject({ fieldType: type, label: 'Answer' });
    const expected: Record<string, Json> = {
      text: { type: 'string', minLength: 1 },
      email: { type: 'string', format: 'email' },
      phone: { type: 'string', format: 'phone' },
      number: { type: 'number' },
      date: { type: 'string', format: 'date' },
      select: { type: 'string', enum: ['a'] },
      multiSelect: {
        type: 'array',
        items: { type: 'string', enum: ['a'] },
        uniqueItems: true,
        minItems: 1,
      },
      checkbox: { type: 'boolean', const: true },
      yesNo: { type: 'boolean' },
      address: { type: 'object', required: ['line1', 'city', 'postcode', 'country'] },
      repeatingGroup: { type: 'array', items: { type: 'object', properties: {}, required: [] } },
    };
    if (expected[type]) expect(prop).toMatchObject(expected[type]);
    expect(schema.required).toEqual(['answer']);
  });

  it('puts a conditionally required field in allOf if/then instead of required', () => {
    const has = { ...blankField('yesNo'), name: 'hasClaims', label: 'Claims?' };
    const claims = {
      ...blankField('textarea'),
      name: 'claims',
      label: 'Claims',
      required: true,
      visibleWhen: { kind: 'equals' as const, fieldId: has.id, value: true },
    };
    const { schema } = formToSchema({
      sections: [{ id: 's', title: 'S', columns: 1, fields: [has, claims] }],
    });
    expect(schema.required).toEqual([]);
    expect(schema.allOf).toEqual([
      {
        if: { properties: { hasClaims: { const: true } }, required: ['hasClaims'] },
        then: { required: ['claims'] },
      },
    ]);
    expect((schema.properties as Record<string, Json>).claims?.['x-turbine']).toMatchObject({
      visibleWhen: { field: 'hasClaims', equals: true },
    });
  });

  it('places fields the layout misses and drops layout names that are not fields', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      required: ['a'],
    };
    const form = formFromSchema(schema, { sections: [{ title: 'First', fields: ['b', 'ghost'] }] });
    expect(form.sections).toHaveLength(1);
    expect(form.sections[0]?.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['b', 'number', false],
      ['a', 'text', true],
    ]);
    expect(formFromSchema({ type: 'object', properties: {} }, {}).sections).toEqual([]);
  });
});

describe('field names', () => {
  const sibling = { ...blankField('text'), name: 'turnover' };
  it.each([
    ['', Messages.nameRequired],
    ['annual.turnover', Messages.periodNotAllowed],
    ['turnover', Messages.duplicateValues],
    ['2fast', 'Use letters, digits and _ only, starting with a letter or _.'],
    ['has space', 'Use letters, digits and _ only, starting with a letter or _.'],
    ['a'.repeat(65), Messages.maxLength(64)],
  ])('%j answers %s', (name, message) => {
    expect(nameProblem(name, [sibling, { ...blankField('text'), id: 'self', name }], 'self')).toBe(
      message,
    );
  });

  it('accepts identifiers unique among siblings', () => {
    expect(nameProblem('annual_turnover2', [sibling], 'self')).toBeNull();
  });

  it('finds duplicate option values and a missing label', () => {
    const f = {
      ...blankField('select'),
      name: 'occupation',
      options: [
        { value: 'ACC', label: 'Accountant' },
        { value: 'ACC', label: 'Actuary' },
      ],
    };
    expect(
      designProblems({ sections: [{ id: 's', title: '', columns: 1, fields: [f] }] })[f.id],
    ).toEqual({
      label: Messages.fieldRequired('Label'),
      'options.1.value': Messages.duplicateValues,
    });
  });
});
