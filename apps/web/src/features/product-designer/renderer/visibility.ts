import {
  isGroupCondition,
  type DesignerField,
  type DesignerForm,
  type Json,
  type VisibilityCondition,
} from '../model/form-model.ts';

export type ProposalValue = Record<string, unknown>;

export const isEmptyAnswer = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function matches(answer: unknown, expected: unknown): boolean {
  return Array.isArray(answer) ? answer.includes(expected) : answer === expected;
}

/**
 * Ids of the visible fields among siblings (decision 060 `visibleWhen`). A hidden field's answer is
 * stripped before sending, so a condition on a hidden field sees no answer.
 */
export function visibleFieldIds(fields: DesignerField[], values: ProposalValue): Set<string> {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const memo = new Map<string, boolean>();
  const visiting = new Set<string>();

  const answerOf = (id: string): unknown => {
    const target = byId.get(id);
    return target && isVisible(target) ? values[target.name] : undefined;
  };
  const holds = (c: VisibilityCondition): boolean => {
    if (isGroupCondition(c))
      return c.kind === 'all' ? c.conditions.every(holds) : c.conditions.some(holds);
    const answer = answerOf(c.fieldId);
    switch (c.kind) {
      case 'equals':
        return matches(answer, c.value);
      case 'notEquals':
        return !matches(answer, c.value);
      case 'in':
        return c.values.some((v) => matches(answer, v));
      case 'notEmpty':
        return !isEmptyAnswer(answer);
    }
  };
  function isVisible(f: DesignerField): boolean {
    const known = memo.get(f.id);
    if (known !== undefined) return known;
    if (visiting.has(f.id)) return true;
    visiting.add(f.id);
    const visible = f.visibleWhen === null || holds(f.visibleWhen);
    visiting.delete(f.id);
    memo.set(f.id, visible);
    return visible;
  }
  return new Set(fields.filter(isVisible).map((f) => f.id));
}

function stripFields(fields: DesignerField[], values: ProposalValue): ProposalValue {
  const visible = visibleFieldIds(fields, values);
  const out: ProposalValue = { ...values };
  for (const f of fields) {
    if (!visible.has(f.id)) delete out[f.name];
    else if (f.type === 'repeatingGroup' && Array.isArray(out[f.name])) {
      out[f.name] = (out[f.name] as unknown[]).map((item) =>
        stripFields(f.children, isAnswerObject(item) ? item : {}),
      );
    }
  }
  return out;
}

export const isAnswerObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answers to send: hidden fields' answers removed (decision 060: "the web strips hidden fields' values"). */
export function stripHiddenAnswers(form: DesignerForm, values: ProposalValue): ProposalValue {
  return stripFields(
    form.sections.flatMap((s) => s.fields),
    values,
  );
}
