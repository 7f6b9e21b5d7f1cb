import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorBody, errorMessage } from '../../../app/api-error.ts';
import type { ApiError } from '../../../app/base-query.ts';

/**
 * A refused action with the server's reasons (409 / 422): the message, then every listed problem
 * (`errors.status`, `errors.formulas`, `errors.testCases`, …) so the user sees what to fix.
 */
export function ActionError({
  error,
  title,
  onClose,
}: {
  error: unknown;
  title: string;
  onClose?: () => void;
}) {
  if (!error) return null;
  const body = errorBody(error);
  const details = Object.values(body?.errors ?? {}).flat();
  const message = errorMessage(error as ApiError);
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      title={title}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      role="alert"
    >
      {message}
      {details.filter((d) => d !== message).length > 0 && (
        <List size="sm" mt="xs">
          {details
            .filter((d) => d !== message)
            .map((d) => (
              <List.Item key={d}>{d}</List.Item>
            ))}
        </List>
      )}
    </Alert>
  );
}

/** True when a failed save has something the form's fields do not show (a 409, or errors under other keys). */
export function hasUnplacedErrors(error: unknown, fields: readonly string[]): boolean {
  if (!error) return false;
  const body = errorBody(error);
  const keys = Object.keys(body?.errors ?? {});
  return keys.length === 0 || keys.some((k) => !fields.includes(k));
}
