import { JsonInput } from '@mantine/core';
import { Messages } from '@turbine/domain';

/** Parses JSON text; undefined with the spec's 'Invalid JSON' message when it does not parse. */
export function parseJson(text: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: Messages.invalidJson };
  }
}

interface JsonFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  disabled?: boolean;
  description?: string;
  minRows?: number;
}

/** A JSON text area that says 'Invalid JSON' while the text does not parse. */
export function JsonField({
  label,
  value,
  onChange,
  error,
  disabled,
  description,
  minRows = 4,
}: JsonFieldProps) {
  const parsed = value.trim() === '' ? {} : parseJson(value);
  return (
    <JsonInput
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      disabled={disabled}
      autosize
      minRows={minRows}
      maxRows={20}
      formatOnBlur
      // JsonInput's own check on blur replaces `error`; give it the same words.
      validationError={Messages.invalidJson}
      error={parsed.error ?? error}
    />
  );
}
