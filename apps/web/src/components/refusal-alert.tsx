import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../app/api-error.ts';
import type { ApiError } from '../app/base-query.ts';

/** A refused request with the server's message (lifecycle refusals carry decision 080's wording). */
export function RefusalAlert({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {errorMessage(error as ApiError)}
    </Alert>
  );
}
