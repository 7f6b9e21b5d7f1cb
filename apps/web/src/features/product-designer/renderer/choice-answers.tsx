import { Checkbox, Group, MultiSelect, Radio, Select } from '@mantine/core';
import { commonInputProps, errorAt, type AnswerProps } from './answer-props.ts';

const dataOf = (props: AnswerProps) =>
  props.field.options.map((o) => ({ value: o.value, label: o.label || o.value }));

/** The chosen option as the input's string, and back as the answer (a number where the schema's options are numbers). */
const shown = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
const answerOf = (props: AnswerProps, v: string | null): unknown =>
  v === null ? undefined : props.field.numericOptions ? Number(v) : v;

/** A select answer; clearing it removes the answer. */
export function SelectAnswer(props: AnswerProps) {
  const { value, onChange, readOnly } = props;
  return (
    <Select
      {...commonInputProps(props)}
      data={dataOf(props)}
      value={shown(value)}
      onChange={(v) => onChange(answerOf(props, v))}
      clearable={!readOnly}
      readOnly={readOnly}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A multi-select answer limited to the field's maximum selected items. */
export function MultiSelectAnswer(props: AnswerProps) {
  const { field, value, onChange, readOnly } = props;
  const selected = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];
  return (
    <MultiSelect
      {...commonInputProps(props)}
      data={dataOf(props)}
      value={selected}
      onChange={(v) => onChange(v.length ? v : undefined)}
      maxValues={field.maxSelected ?? undefined}
      clearable={!readOnly}
      readOnly={readOnly}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A radio answer: one of the options. */
export function RadioAnswer(props: AnswerProps) {
  const { value, onChange, readOnly } = props;
  const { placeholder: _placeholder, ...common } = commonInputProps(props);
  return (
    <Radio.Group
      {...common}
      value={shown(value)}
      onChange={(v) => !readOnly && onChange(answerOf(props, v))}
      readOnly={readOnly}
    >
      <Group mt="xs" gap="md">
        {dataOf(props).map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} disabled={readOnly} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A yes/no answer: true or false, unanswered until chosen. */
export function YesNoAnswer(props: AnswerProps) {
  const { value, onChange, readOnly } = props;
  const { placeholder: _placeholder, ...common } = commonInputProps(props);
  const current = value === true ? 'yes' : value === false ? 'no' : null;
  return (
    <Radio.Group
      {...common}
      value={current}
      onChange={(v) => !readOnly && onChange(v === 'yes')}
      readOnly={readOnly}
    >
      <Group mt="xs" gap="md">
        <Radio value="yes" label="Yes" disabled={readOnly} />
        <Radio value="no" label="No" disabled={readOnly} />
      </Group>
    </Radio.Group>
  );
}

/** A checkbox answer; a required one must be ticked. */
export function CheckboxAnswer(props: AnswerProps) {
  const { field, path, errors, value, onChange, readOnly } = props;
  return (
    <Checkbox
      mt="sm"
      label={field.required ? `${field.label} *` : field.label}
      description={field.helpText || undefined}
      error={errorAt(errors, path)}
      checked={value === true}
      disabled={readOnly}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
