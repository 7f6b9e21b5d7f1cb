import { MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import type { DesignerField, ScalarValue } from '../model/form-model.ts';

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The value a condition compares with, typed by the field it names. */
export function defaultConditionValue(target: DesignerField): ScalarValue {
  if (target.type === 'yesNo' || target.type === 'checkbox') return true;
  if (target.type === 'number' || target.type === 'currency' || target.type === 'percentage')
    return 0;
  return target.options[0]?.value ?? '';
}

interface ConditionValueProps {
  target: DesignerField;
  many: boolean;
  value: ScalarValue[];
  onChange: (values: ScalarValue[]) => void;
  error?: string;
}

/** One value (equals / does not equal) or several (is one of), as the named field's answers are typed. */
export function ConditionValueInput({ target, many, value, onChange, error }: ConditionValueProps) {
  const label = many ? 'Values' : 'Value';
  const isNumber =
    target.type === 'number' || target.type === 'currency' || target.type === 'percentage';
  if (target.type === 'yesNo' || target.type === 'checkbox') {
    const data = yesNo;
    if (many)
      return (
        <MultiSelect
          label={label}
          data={data}
          value={value.map(String)}
          onChange={(v) => onChange(v.map((s) => s === 'true'))}
          error={error}
        />
      );
    return (
      <Select
        label={label}
        data={data}
        value={String(value[0] ?? true)}
        allowDeselect={false}
        onChange={(v) => onChange([v === 'true'])}
        error={error}
      />
    );
  }
  if (target.options.length) {
    const data = target.options.map((o) => ({ value: o.value, label: o.label || o.value }));
    if (many)
      return (
        <MultiSelect
          label={label}
          data={data}
          value={value.map(String)}
          onChange={onChange}
          error={error}
        />
      );
    return (
      <Select
        label={label}
        data={data}
        value={value[0] === undefined ? null : String(value[0])}
        onChange={(v) => onChange(v === null ? [] : [v])}
        error={error}
      />
    );
  }
  if (many) {
    return (
      <TagsInput
        label={label}
        description="Press Enter after each value"
        value={value.map(String)}
        onChange={(v) => onChange(isNumber ? v.map(Number).filter(Number.isFinite) : v)}
        error={error}
      />
    );
  }
  if (isNumber) {
    return (
      <NumberInput
        label={label}
        value={typeof value[0] === 'number' ? value[0] : ''}
        onChange={(v) => onChange(typeof v === 'number' ? [v] : [])}
        error={error}
      />
    );
  }
  return (
    <TextInput
      label={label}
      value={String(value[0] ?? '')}
      onChange={(e) => onChange([e.currentTarget.value])}
      error={error}
    />
  );
}
