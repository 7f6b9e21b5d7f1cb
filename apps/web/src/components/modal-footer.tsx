import { Button, Group } from '@mantine/core';

interface ModalFooterProps {
  /** The submit button's label ("Save rule", "Create code"). */
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
  /** A read-only modal only closes: the cancel button says Close and there is no submit. */
  readOnly?: boolean;
  /** For a modal without a form: the submit button runs this instead of submitting. */
  onSubmit?: () => void;
}

/** The buttons at the foot of a form modal: Cancel (or Close) and the submit button. */
export function ModalFooter({
  submitLabel,
  loading,
  onCancel,
  readOnly = false,
  onSubmit,
}: ModalFooterProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {readOnly ? 'Close' : 'Cancel'}
      </Button>
      {!readOnly && (
        <Button type={onSubmit ? 'button' : 'submit'} loading={loading} onClick={onSubmit}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
}
