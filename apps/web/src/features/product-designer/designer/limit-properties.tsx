import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { currencyCodes, type CurrencyCode } from '@turbine/domain';
import { PATTERN_MAX } from '../model/validate-design.ts';
import { monoInput, numberOrNull, type PropertyEditorProps } from './property-props.ts';

/** Limits by type: bounds, whole numbers and currency; date bounds; length and pattern; selected items; group items. */
export function LimitProperties({ field, problems, onChange }: PropertyEditorProps) {
  const t = field.type;
  const bounded = t === 'number' || t === 'currency' || t === 'percentage';
  return (
    <>
      {bounded && (
        <>
          <SimpleGrid cols={2}>
            <NumberInput
              label="Minimum"
              value={field.minimum ?? ''}
              onChange={(v) => onChange({ minimum: numberOrNull(v) })}
              error={problems.minimum}
            />
            <NumberInput
              label="Maximum"
              value={field.maximum ?? ''}
              onChange={(v) => onChange({ maximum: numberOrNull(v) })}
              error={problems.maximum}
            />
          </SimpleGrid>
          <Switch
            label="Whole numbers only"
            checked={field.wholeNumber}
            onChange={(e) => onChange({ wholeNumber: e.currentTarget.checked })}
          />
        </>
      )}
      {t === 'currency' && (
        <Select
          label="Currency"
          data={currencyCodes.map((c) => ({ value: c, label: c.toUpperCase() }))}
          value={field.currency ?? 'aud'}
          allowDeselect={false}
          onChange={(v) =>
            onChange({ currency: currencyCodes.find((c): c is CurrencyCode => c === v) ?? 'aud' })
          }
        />
      )}
      {t === 'date' && (
        <SimpleGrid cols={2}>
          <DatePickerInput
            label="Earliest date"
            valueFormat="DD/MM/YYYY"
            firstDayOfWeek={1}
            clearable
            value={field.minDate}
            onChange={(v) => onChange({ minDate: v })}
            error={problems.minDate}
          />
          <DatePickerInput
            label="Latest date"
            valueFormat="DD/MM/YYYY"
            firstDayOfWeek={1}
            clearable
            value={field.maxDate}
            onChange={(v) => onChange({ maxDate: v })}
            error={problems.maxDate}
          />
        </SimpleGrid>
      )}
      {(t === 'text' || t === 'textarea' || t === 'email' || t === 'phone') && (
        <NumberInput
          label="Maximum length"
          min={1}
          allowDecimal={false}
          value={field.maxLength ?? ''}
          onChange={(v) => onChange({ maxLength: numberOrNull(v) })}
          error={problems.maxLength}
        />
      )}
      {(t === 'text' || t === 'textarea') && (
        <TextInput
          label="Pattern"
          description="A regular expression the answer must match, e.g. ^[A-Z]{3}$"
          styles={monoInput}
          maxLength={PATTERN_MAX + 1}
          value={field.pattern}
          onChange={(e) => onChange({ pattern: e.currentTarget.value })}
          error={problems.pattern}
        />
      )}
      {t === 'multiSelect' && (
        <NumberInput
          label="Maximum selected items"
          min={1}
          allowDecimal={false}
          value={field.maxSelected ?? ''}
          onChange={(v) => onChange({ maxSelected: numberOrNull(v) })}
          error={problems.maxSelected}
        />
      )}
      {t === 'repeatingGroup' && (
        <SimpleGrid cols={2}>
          <NumberInput
            label="Minimum items"
            min={0}
            allowDecimal={false}
            value={field.minItems ?? ''}
            onChange={(v) => onChange({ minItems: numberOrNull(v) })}
            error={problems.minItems}
          />
          <NumberInput
            label="Maximum items"
            min={1}
            allowDecimal={false}
            value={field.maxItems ?? ''}
            onChange={(v) => onChange({ maxItems: numberOrNull(v) })}
            error={problems.maxItems}
          />
        </SimpleGrid>
      )}
    </>
  );
}
