import { Alert, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { twoFactorMethodTypes, type TwoFactorMethodType } from '@turbine/domain';
import { fieldErrors } from '../../../app/api-error.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import {
  methodLabels,
  useGetTwoFactorStatusQuery,
  useRemoveMethodMutation,
} from '../api/two-factor-api.ts';
import { MethodEnrolment } from './method-enrolment.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

const hints: Record<TwoFactorMethodType, string> = {
  totp: 'A six-digit code from an app such as Microsoft Authenticator or Google Authenticator.',
  email: 'A code mailed to your email address when you sign in.',
  sms: 'A code texted to the mobile number on your profile.',
};

/** The user's two-factor methods: each one's state, set up, remove (issue 11, §6). */
export function TwoFactorMethods({ allowRemove = true }: { allowRemove?: boolean }) {
  const status = useGetTwoFactorStatusQuery();
  const [remove, removeState] = useRemoveMethodMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (status.isError)
    return <ErrorPanel error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data) return <Text c="dimmed">Loading…</Text>;
  if (codes && codes.length > 0)
    return <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />;
  const byType = new Map(status.data.methods.map((m) => [m.type, m]));
  const drop = async (type: TwoFactorMethodType) => {
    setRefusal(null);
    const result = await remove(type);
    if (result.error) setRefusal(fieldErrors(result.error).method ?? null);
  };
  return (
    <Stack gap="sm">
      {refusal && <Alert color="red">{refusal}</Alert>}
      {twoFactorMethodTypes.map((type, i) => {
        const method = byType.get(type);
        const on = Boolean(method?.verifiedAt);
        return (
          <Stack key={type} gap={6} aria-label={methodLabels[type]} component="section">
            {i > 0 && <Divider />}
            <Group justify="space-between">
              <Group gap="xs">
                <Text fw={600}>{methodLabels[type]}</Text>
                {on && <Badge color="green">On</Badge>}
              </Group>
              {on && allowRemove && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={removeState.isLoading && removeState.originalArgs === type}
                  onClick={() => void drop(type)}
                >
                  Turn off
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {on && method?.destination ? `Codes go to ${method.destination}.` : hints[type]}
            </Text>
            {!on && <MethodEnrolment type={type} onVerified={(c) => setCodes(c)} />}
          </Stack>
        );
      })}
    </Stack>
  );
}
