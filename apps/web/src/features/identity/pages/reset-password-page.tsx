import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Messages, resetPasswordBody, type ResetPasswordBody } from '@turbine/domain';
import { fieldErrors, errorStatus } from '../../../app/api-error.ts';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useCheckResetTokenQuery, useResetPasswordMutation } from '../api/identity-api.ts';
import { NewPasswordFields } from '../components/password-fields.tsx';

function ExpiredLink() {
  return (
    <CenteredCard title="Reset password">
      <Stack>
        <Alert color="red" title="Link expired">
          {Messages.resetLinkExpired}
        </Alert>
        <Button component={Link} to="/forgot-password">
          Request a new link
        </Button>
      </Stack>
    </CenteredCard>
  );
}

/** The link from the reset email: /reset-password/:token?email= (docs/api.md). */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const check = useCheckResetTokenQuery({ token, email }, { skip: !token || !email });
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useForm<ResetPasswordBody>({
    initialValues: { token, email, password: '', passwordConfirmation: '' },
    validate: schemaResolver(resetPasswordBody, { sync: true }),
  });

  if (!token || !email || expired || errorStatus(check.error) === 404) return <ExpiredLink />;
  if (check.isLoading) return <FullPageLoader />;
  if (check.isError)
    return (
      <ErrorPanel error={check.error} itemName="reset link" onRetry={() => void check.refetch()} />
    );

  const submit = async (values: ResetPasswordBody) => {
    const result = await reset(values);
    if (result.error) {
      if (fieldErrors(result.error).token) setExpired(true);
      else applyServerErrors(form, result.error);
      return;
    }
    setDone(true);
  };

  return (
    <CenteredCard title="Reset password" description={`Choose a new password for ${email}.`}>
      {done ? (
        <Stack>
          <Alert color="green" title="Password reset">
            Your password has been changed. You can now log in with it.
          </Alert>
          <Anchor component={Link} to="/login">
            Go to login
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
          <Stack>
            <NewPasswordFields form={form} />
            <Button type="submit" loading={isLoading} fullWidth>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
    </CenteredCard>
  );
}
