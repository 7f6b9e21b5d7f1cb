import { Alert, Anchor, Text } from '@mantine/core';
import { useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth-context.tsx';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { microsoftErrorMessage } from '../api/microsoft-api.ts';
import { LoginForm } from '../components/login-form.tsx';
import { MicrosoftSignIn } from '../components/microsoft-sign-in.tsx';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';

export function LoginPage() {
  const { authenticated } = useAuth();
  const afterSignIn = useAfterSignIn();
  const signingIn = useRef(false);
  // A session hand-off to this host that was refused (spent, expired or from elsewhere; decision 114).
  const [params] = useSearchParams();
  const handoffRefused = params.has('handoff');
  // A Microsoft sign-in that came back refused (decision 144).
  const microsoftError = microsoftErrorMessage(params.get('microsoft'));
  if (authenticated && !signingIn.current) return <Navigate to="/company/select" replace />;
  return (
    <CenteredCard
      title="Login"
      description={
        <>
          New to Turbine?{' '}
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
        </>
      }
    >
      {handoffRefused && (
        <Alert color="yellow" mb="md" title="Please sign in again">
          Your sign-in could not be carried over to this address: the link had expired or was
          already used.
        </Alert>
      )}
      {microsoftError && (
        <Alert color="red" mb="md" title="Microsoft sign-in">
          {microsoftError}
        </Alert>
      )}
      <LoginForm
        onSubmitting={() => {
          signingIn.current = true;
        }}
        onSignedIn={afterSignIn}
      />
      <MicrosoftSignIn />
      <Text size="xs" c="dimmed" mt="md" ta="center">
        By logging in you agree to the{' '}
        <Anchor component={Link} to="/legal/au/terms-of-use" size="xs" underline="always">
          terms of use
        </Anchor>
        .
      </Text>
    </CenteredCard>
  );
}
