import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { fieldErrors } from '../../../app/api-error.ts';
import {
  useGetTwoFactorStatusQuery,
  useUnlinkMicrosoftAccountMutation,
} from '../api/two-factor-api.ts';
import { microsoftErrorMessage, useGetMicrosoftAvailabilityQuery } from '../api/microsoft-api.ts';

/**
 * The user's linked Microsoft accounts on their account page (decision 200): each can be unlinked; "Link a
 * Microsoft account" goes through Microsoft and comes back here with `?microsoft=linked` or the reason.
 */
export function MicrosoftAccounts() {
  const status = useGetTwoFactorStatusQuery();
  const availability = useGetMicrosoftAvailabilityQuery();
  const [unlink, unlinkState] = useUnlinkMicrosoftAccountMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [params] = useSearchParams();
  const enabled = availability.data?.enabled ?? false;
  const accounts = status.data?.microsoftAccounts ?? [];
  if (!enabled && accounts.length === 0) return null;
  const result = params.get('microsoft');
  const drop = async (id: number) => {
    setRefusal(null);
    const res = await unlink(id);
    if (res.error)
      setRefusal(fieldErrors(res.error).method ?? 'The account could not be unlinked.');
  };
  return (
    <Stack gap={6} component="section" aria-label="Microsoft accounts">
      <Text fw={600}>Microsoft</Text>
      <Text size="sm" c="dimmed">
        Sign in with a Microsoft account of your organisation; it also stands for a second factor.
      </Text>
      {result === 'linked' && (
        <Alert color="green" title="Linked">
          Your Microsoft account is linked.
        </Alert>
      )}
      {microsoftErrorMessage(result) && <Alert color="red">{microsoftErrorMessage(result)}</Alert>}
      {refusal && <Alert color="red">{refusal}</Alert>}
      {accounts.map((a) => (
        <Group key={a.id} justify="space-between">
          <Group gap="xs">
            <Text size="sm">{a.email}</Text>
            {a.usable ? (
              <Badge color="green">On</Badge>
            ) : (
              <Badge color="gray">Organisation not connected</Badge>
            )}
          </Group>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={unlinkState.isLoading && unlinkState.originalArgs === a.id}
            onClick={() => void drop(a.id)}
            aria-label={`Unlink ${a.email}`}
          >
            Unlink
          </Button>
        </Group>
      ))}
      {enabled && (
        <Button
          component="a"
          href="/microsoft/login?purpose=link"
          variant="light"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
        >
          Link a Microsoft account
        </Button>
      )}
    </Stack>
  );
}
