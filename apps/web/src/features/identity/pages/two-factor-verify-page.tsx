import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { IconBrandWindows } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { TwoFactorMethodType } from '@turbine/domain';
import { useAppDispatch } from '../../../app/hooks.ts';
import { setAuthenticating2fa } from '../../../app/session-slice.ts';
import { intendedPath } from '../../../app/storage.ts';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import {
  methodLabels,
  useGetTwoFactorStatusQuery,
  useSendTwoFactorCodeMutation,
  useVerifyTwoFactorMutation,
} from '../api/two-factor-api.ts';
import { microsoftErrorMessage } from '../api/microsoft-api.ts';
import { useLogout } from '../hooks/use-logout.ts';

type Choice = TwoFactorMethodType | 'recovery' | 'microsoft';

/**
 * /two-factor-auth/verify (§2 Two-factor verification): the user picks one of their methods (or a
 * recovery code), enters the code, may trust this device for 30 days (§9), then continues.
 */
export function TwoFactorVerifyPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { logout } = useLogout();
  const status = useGetTwoFactorStatusQuery();
  const [verify, verifyState] = useVerifyTwoFactorMutation();
  const [send, sendState] = useSendTwoFactorCodeMutation();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { code: '', trustDevice: false } });
  const [params] = useSearchParams();
  // A Microsoft verification that came back refused (decision 144).
  const microsoftError = microsoftErrorMessage(params.get('microsoft'));
  const pending = status.data?.pending;
  useEffect(() => {
    // Back from Microsoft verified, the page leaves at once: §4 clears the 2FA-in-progress flag.
    dispatch(setAuthenticating2fa(pending === undefined || pending === 'verify'));
  }, [dispatch, pending]);
  if (status.isError) return <Navigate to="/login" replace />;
  if (!status.data) return <FullPageLoader />;
  if (status.data.pending !== 'verify')
    return <Navigate to={intendedPath.take('/company/select')} replace />;
  const verified = status.data.methods.filter((m) => m.verifiedAt).map((m) => m.type);
  const microsoft = status.data.microsoft;
  const method: Choice =
    choice ?? verified[0] ?? (microsoft && microsoftError === null ? 'microsoft' : 'recovery');
  const options = [
    ...verified.map((t) => ({ value: t, label: methodLabels[t] })),
    ...(microsoft ? [{ value: 'microsoft', label: 'Microsoft' }] : []),
    { value: 'recovery', label: 'Recovery code' },
  ];
  const sendCode = async () => {
    if (method !== 'email' && method !== 'sms') return;
    const result = await send(method);
    if (result.error) applyServerErrors(form, result.error);
    else setSentTo(result.data.destination);
  };
  const submit = async (values: { code: string; trustDevice: boolean }) => {
    if (method === 'microsoft') return;
    const result = await verify({ method, ...values });
    if (result.error) applyServerErrors(form, result.error);
    else void navigate(intendedPath.take('/company/select'), { replace: true });
  };
  const prompt: Record<Choice, string> = {
    totp: 'Enter the six-digit code from your authenticator app.',
    email: sentTo ? `Enter the code we sent to ${sentTo}.` : 'We will email you a code.',
    sms: sentTo ? `Enter the code we sent to ${sentTo}.` : 'We will text you a code.',
    recovery: 'Enter one of the recovery codes you saved. Each works once.',
    microsoft: 'Sign in with the Microsoft account linked to your Turbine user.',
  };
  return (
    <CenteredCard title="Two-factor verification" description="Confirm it is you to continue.">
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack>
          <SegmentedControl
            data={options}
            value={method}
            onChange={(v) => {
              setChoice(v as Choice);
              setSentTo(null);
              form.setFieldValue('code', '');
              form.clearErrors();
            }}
            fullWidth
          />
          {microsoftError && (
            <Alert color="red" title="Microsoft">
              {microsoftError}
            </Alert>
          )}
          <Text size="sm">{prompt[method]}</Text>
          {method === 'microsoft' ? (
            <Button
              component="a"
              href="/microsoft/login?purpose=verify"
              leftSection={<IconBrandWindows size={18} aria-hidden />}
            >
              Continue with Microsoft
            </Button>
          ) : (
            <>
              {(method === 'email' || method === 'sms') && (
                <Button
                  variant="light"
                  onClick={() => void sendCode()}
                  loading={sendState.isLoading}
                >
                  {sentTo ? 'Send a new code' : 'Send code'}
                </Button>
              )}
              <TextInput
                label={method === 'recovery' ? 'Recovery code' : 'Code'}
                autoComplete="one-time-code"
                maxLength={20}
                required
                autoFocus
                {...form.getInputProps('code')}
              />
              <Checkbox
                label="Trust this device for 30 days"
                {...form.getInputProps('trustDevice', { type: 'checkbox' })}
              />
              <Button type="submit" loading={verifyState.isLoading}>
                Verify
              </Button>
            </>
          )}
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={() => void logout()}>
              Sign out
            </Anchor>
          </Group>
        </Stack>
      </form>
    </CenteredCard>
  );
}
