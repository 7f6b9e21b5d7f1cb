import { TextInput } from '@mantine/core';
import { FormulaInput } from '../formula-input.tsx';
import { useStepEditor } from './step-editor-context.ts';

/** The server's message, else the live check's once the field has text (a new step starts quiet). */
function useFieldError(key: string, value: string): string | undefined {
  const m = useStepEditor().messageAt(key);
  return m.server ?? (value.trim() === '' ? undefined : m.live);
}

interface FieldProps {
  /** The step's dotted path; the field's messages are under `${path}.${field}`. */
  path: string;
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
}

/** An expression of a step, checked as typed by the engine's parser (line, column, message). */
export function ExpressionField({ path, field, label, value, onChange, description }: FieldProps) {
  const { suggest, disabled, onEdited } = useStepEditor();
  const key = `${path}.${field}`;
  const error = useFieldError(key, value);
  return (
    <FormulaInput
      label={label}
      description={description}
      value={value}
      minRows={1}
      disabled={disabled}
      suggest={suggest}
      error={error ?? null}
      onChange={(v) => {
        onEdited(key);
        onChange(v);
      }}
    />
  );
}

/** A variable name a step assigns (letters, digits and _). */
export function NameField({ path, field, label, value, onChange, description }: FieldProps) {
  const { disabled, onEdited } = useStepEditor();
  const key = `${path}.${field}`;
  const error = useFieldError(key, value);
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      disabled={disabled}
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      error={error}
      onChange={(e) => {
        onEdited(key);
        onChange(e.currentTarget.value);
      }}
    />
  );
}
