import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { TotpEnrolmentDto, TwoFactorMethodType } from '@turbine/domain';
import { fieldErrors } from '../../../app/api-error.ts';
import { applyServerErrors } from '../../../components/server-errors.ts';
import {
  useConfirmMethodMutation,
  useStartCodeMethodMutation,
  useStartTotpMutation,
} from '../api/two-factor-api.ts';

const setupLabels: Record<TwoFactorMethodType, string> = {
  totp: 'Set up authenticator app',
  email: 'Set up email codes',
  sms: 'Set up SMS codes',
};

/**
 * Sets one method up (issue 11): the authenticator app shows a QR code and the secret to type in; email
 * and SMS send a code. The first code proves it; the first method brings recovery codes (`onVerified`).
 */
export function MethodEnrolment({
  type,
  onVerified,
}: {
  type: TwoFactorMethodType;
  onVerified: (recoveryCodes: string[]) => void;
}) {
  const [startTotp, totpState] = useStartTotpMutation();
  const [startCode, codeState] = useStartCodeMethodMutation();
  const [confirm, confirmState] = useConfirmMethodMutation();
  const [totp, setTotp] = useState<TotpEnrolmentDto | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const form = useForm({ initialValues: { code: '' } });

  const start = async () => {
    setStartError(null);
    const result = type === 'totp' ? await startTotp() : await startCode(type);
    if (result.error) {
      setStartError(fieldErrors(result.error).method ?? 'The method could not be started.');
    } else if (type === 'totp') setTotp(result.data as TotpEnrolmentDto);
    else setSentTo((result.data as { destination: string }).destination);
  };
  const submit = async ({ code }: { code: string }) => {
    const result = await confirm({ type, code });
    if (result.error) applyServerErrors(form, result.error);
    else onVerified(result.data.codes);
  };

  if (!totp && !sentTo)
    return (
      <Stack gap="xs">
        <Group>
          <Button
            variant="light"
            onClick={() => void start()}
            loading={totpState.isLoading || codeState.isLoading}
          >
            {setupLabels[type]}
          </Button>
        </Group>
        {startError && (
          <Text c="red" size="sm" role="alert">
            {startError}
          </Text>
        )}
      </Stack>
    );
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack>
        {totp && (
          <>
            <Text size="sm">
              Scan this QR code with your authenticator app, or type the secret in, then enter the
              six-digit code it shows.
            </Text>
            <Image src={totp.qrCode} alt="QR code for the authenticator app" w={180} h={180} />
            <Text size="sm">
              Secret: <Code data-testid="totp-secret">{totp.secret}</Code>
            </Text>
          </>
        )}
        {sentTo && (
          <Text size="sm">We sent a six-digit code to {sentTo}. It expires in 10 minutes.</Text>
        )}
        <TextInput
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={20}
          required
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={confirmState.isLoading}>
            Verify and turn on
          </Button>
          {sentTo && (
            <Button variant="subtle" onClick={() => void start()} loading={codeState.isLoading}>
              Send a new code
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
