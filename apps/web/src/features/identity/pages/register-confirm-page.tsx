import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Messages } from '@turbine/domain';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { useConfirmRegistrationMutation } from '../api/identity-api.ts';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';

/** The mailed registration link (decision 108): creates the account, signs in and moves on. */
export function RegisterConfirmPage() {
  const { token = '' } = useParams();
  const [confirm] = useConfirmRegistrationMutation();
  const afterSignIn = useAfterSignIn();
  const [failed, setFailed] = useState(false);
  // The link works once: React's development double effect must not use it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm({ token }).then((result) => {
      if (result.data) afterSignIn(result.data);
      else setFailed(true);
    });
  }, [confirm, token, afterSignIn]);
  return (
    <CenteredCard title="Register">
      {failed ? (
        <Stack>
          <Alert color="red" title="Link not valid">
            {Messages.registerLinkExpired}
          </Alert>
          <Anchor component={Link} to="/register">
            Register again
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center" aria-busy="true">
          <Loader aria-label="Creating your account" />
        </Stack>
      )}
    </CenteredCard>
  );
}
