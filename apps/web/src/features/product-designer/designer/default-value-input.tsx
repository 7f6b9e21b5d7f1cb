import { MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { PropertyEditorProps } from './property-props.ts';

const label = 'Default answer';

/** The answer a new proposal starts with (JSON Schema `default`), typed by the field. */
export function DefaultValueInput({ field, onChange }: PropertyEditorProps) {
  const v = field.defaultValue;
  const options = field.options
    .filter((o) => o.value !== '')
    .map((o) => ({ value: o.value, label: o.label || o.value }));
  switch (field.type) {
    case 'address':
    case 'repeatingGroup':
      return null;
    case 'number':
    case 'currency':
    case 'percentage':
      return (
        <NumberInput
          label={label}
          value={typeof v === 'number' ? v : ''}
          onChange={(n) => onChange({ defaultValue: typeof n === 'number' ? n : null })}
        />
      );
    case 'checkbox':
    case 'yesNo':
      return (
        <Select
          label={label}
          data={[
            { value: 'true', label: field.type === 'checkbox' ? 'Ticked' : 'Yes' },
            { value: 'false', label: field.type === 'checkbox' ? 'Not ticked' : 'No' },
          ]}
          value={typeof v === 'boolean' ? String(v) : null}
          clearable
          onChange={(s) => onChange({ defaultValue: s === null ? null : s === 'true' })}
        />
      );
    case 'select':
    case 'radio':
      return (
        <Select
          label={label}
          data={options}
          value={typeof v === 'string' ? v : null}
          clearable
          onChange={(s) => onChange({ defaultValue: s })}
        />
      );
    case 'multiSelect':
      return (
        <MultiSelect
          label={label}
          data={options}
          value={Array.isArray(v) ? v : []}
          maxValues={field.maxSelected ?? undefined}
          onChange={(s) => onChange({ defaultValue: s.length ? s : null })}
        />
      );
    case 'date':
      return (
        <DatePickerInput
          label={label}
          valueFormat="DD/MM/YYYY"
          firstDayOfWeek={1}
          clearable
          value={typeof v === 'string' ? v : null}
          onChange={(d) => onChange({ defaultValue: d })}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          value={typeof v === 'string' ? v : ''}
          onChange={(e) => onChange({ defaultValue: e.currentTarget.value || null })}
        />
      );
  }
}
