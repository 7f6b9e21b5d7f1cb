import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { fieldErrors } from '../../../app/api-error.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { setAuthenticating2fa } from '../../../app/session-slice.ts';
import { intendedPath } from '../../../app/storage.ts';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { useCompleteSetupMutation, useGetTwoFactorStatusQuery } from '../api/two-factor-api.ts';
import { TwoFactorMethods } from '../components/two-factor-methods.tsx';
import { useLogout } from '../hooks/use-logout.ts';

/**
 * /two-factor-auth/setup (§2, §4): where a 403 setup reason lands. The user turns on one or more methods;
 * Finish needs at least one verified (§5) and continues to the remembered page.
 */
export function TwoFactorSetupPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { logout } = useLogout();
  const status = useGetTwoFactorStatusQuery();
  const [complete, completeState] = useCompleteSetupMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    dispatch(setAuthenticating2fa(true));
  }, [dispatch]);
  if (status.isError) return <Navigate to="/login" replace />;
  if (!status.data) return <FullPageLoader />;
  if (status.data.pending === 'verify') return <Navigate to="/two-factor-auth/verify" replace />;
  const finish = async () => {
    setRefusal(null);
    const result = await complete();
    if (result.error) setRefusal(fieldErrors(result.error).method ?? null);
    else void navigate(intendedPath.take('/company/select'), { replace: true });
  };
  return (
    <CenteredCard
      title="Set up two-factor authentication"
      description="A second step at sign-in keeps your account safe even if your password is known."
    >
      <Stack>
        {status.data.required && (
          <Alert color="blue">
            Your company requires two-factor authentication. Turn on at least one method to
            continue.
          </Alert>
        )}
        <TwoFactorMethods allowRemove={false} />
        {refusal && (
          <Text c="red" size="sm" role="alert">
            {refusal}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void logout()}>
            Sign out
          </Button>
          <Button onClick={() => void finish()} loading={completeState.isLoading}>
            Finish
          </Button>
        </Group>
      </Stack>
    </CenteredCard>
  );
}
