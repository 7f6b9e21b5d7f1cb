import { Alert, Button, Select, Stack, Switch } from '@mantine/core';
import { isGroupCondition, type FieldCondition, type ScalarValue } from '../model/form-model.ts';
import { ConditionValueInput, defaultConditionValue } from './condition-value-input.tsx';
import type { PropertyEditorProps } from './property-props.ts';

const operators = [
  { value: 'equals', label: 'equals' },
  { value: 'notEquals', label: 'does not equal' },
  { value: 'in', label: 'is one of' },
  { value: 'notEmpty', label: 'is answered' },
] as const;
type Operator = (typeof operators)[number]['value'];

const valuesOf = (c: FieldCondition): ScalarValue[] =>
  c.kind === 'in' ? c.values : c.kind === 'notEmpty' ? [] : [c.value];

function build(
  kind: Operator,
  fieldId: string,
  values: ScalarValue[],
  fallback: ScalarValue,
): FieldCondition {
  if (kind === 'in') return { kind, fieldId, values };
  if (kind === 'notEmpty') return { kind, fieldId };
  return { kind, fieldId, value: values[0] ?? fallback };
}

/** "Show only when another field equals / does not equal / is one of a value" (decision 060 `visibleWhen`). */
export function VisibilityEditor({ field, siblings, problems, onChange }: PropertyEditorProps) {
  const candidates = siblings.filter(
    (s) => s.id !== field.id && s.type !== 'address' && s.type !== 'repeatingGroup',
  );
  const condition = field.visibleWhen;
  const first = candidates[0];
  const enable = (on: boolean) =>
    onChange({
      visibleWhen:
        on && first
          ? { kind: 'equals', fieldId: first.id, value: defaultConditionValue(first) }
          : null,
    });
  const switchControl = (
    <Switch
      label="Show only when another field has a value"
      checked={condition !== null}
      disabled={!condition && !first}
      description={!condition && !first ? 'Add another field first.' : undefined}
      onChange={(e) => enable(e.currentTarget.checked)}
    />
  );
  if (!condition) return switchControl;
  if (isGroupCondition(condition)) {
    return (
      <Stack gap="xs">
        {switchControl}
        <Alert color="gray">
          This field is shown when {condition.kind === 'all' ? 'all' : 'any'} of{' '}
          {condition.conditions.length} conditions hold, as set in the stored schema. Replace it to
          edit it here.
        </Alert>
        <Button size="xs" variant="light" onClick={() => enable(true)} disabled={!first}>
          Replace with a simple condition
        </Button>
      </Stack>
    );
  }
  const target = siblings.find((s) => s.id === condition.fieldId);
  return (
    <Stack gap="xs">
      {switchControl}
      <Select
        label="When field"
        data={candidates.map((c) => ({ value: c.id, label: `${c.label || c.name} (${c.name})` }))}
        value={target ? target.id : null}
        allowDeselect={false}
        error={problems.visibleWhen}
        onChange={(id) => {
          const next = candidates.find((c) => c.id === id);
          if (next)
            onChange({
              visibleWhen: build(
                condition.kind,
                next.id,
                [defaultConditionValue(next)],
                defaultConditionValue(next),
              ),
            });
        }}
      />
      <Select
        label="Condition"
        data={[...operators]}
        value={condition.kind}
        allowDeselect={false}
        onChange={(kind) => {
          const op = operators.find((o) => o.value === kind)?.value;
          if (op && target)
            onChange({
              visibleWhen: build(op, target.id, valuesOf(condition), defaultConditionValue(target)),
            });
        }}
      />
      {target && condition.kind !== 'notEmpty' && (
        <ConditionValueInput
          target={target}
          many={condition.kind === 'in'}
          value={valuesOf(condition)}
          onChange={(values) =>
            onChange({
              visibleWhen: build(condition.kind, target.id, values, defaultConditionValue(target)),
            })
          }
        />
      )}
    </Stack>
  );
}
