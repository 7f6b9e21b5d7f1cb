import type { DesignerField } from '../model/form-model.ts';
import type { ProposalErrors } from './validate-proposal.ts';

/** What every answer input receives: its field, its path in the answers and its errors. */
export interface AnswerProps {
  field: DesignerField;
  /** Dotted path of the answer (`vehicles.0.value`), the key of its errors. */
  path: string;
  value: unknown;
  /** Called with undefined to clear the answer. */
  onChange: (value: unknown) => void;
  errors: ProposalErrors;
  readOnly: boolean;
}

/** The first message of a path, for Mantine's `error`. */
export const errorAt = (errors: ProposalErrors, path: string): string | undefined =>
  errors[path]?.[0];

/** Label, help text, placeholder and asterisk every Mantine input takes. */
export function commonInputProps({
  field,
  path,
  errors,
}: Pick<AnswerProps, 'field' | 'path' | 'errors'>) {
  return {
    label: field.label,
    description: field.helpText || undefined,
    placeholder: field.placeholder || undefined,
    withAsterisk: field.required,
    error: errorAt(errors, path),
  };
}
