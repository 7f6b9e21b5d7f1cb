import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { commonInputProps, type AnswerProps } from './answer-props.ts';

/** A date answer (YYYY-MM-DD), the week starting Monday (§9), within the designer's bounds. */
export function DateAnswer(props: AnswerProps) {
  const { field, value, onChange, readOnly } = props;
  return (
    <DatePickerInput
      {...commonInputProps(props)}
      leftSection={<IconCalendar size={16} />}
      valueFormat="DD/MM/YYYY"
      firstDayOfWeek={1}
      value={typeof value === 'string' ? value : null}
      onChange={(v) => onChange(v ?? undefined)}
      minDate={field.minDate ?? undefined}
      maxDate={field.maxDate ?? undefined}
      clearable={!readOnly}
      readOnly={readOnly}
      popoverProps={{ withinPortal: true }}
    />
  );
}
