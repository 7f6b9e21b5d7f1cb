import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordBody, Messages } from '@turbine/domain';
import { storage } from '../../../app/storage.ts';
import { storageKeys } from '../../../app/theme.ts';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useForgotPasswordMutation } from '../api/identity-api.ts';

/** §8: the page always says instructions will be sent if an account exists. */
export function ForgotPasswordPage() {
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: storage.get(storageKeys.email) ?? '' },
    validate: schemaResolver(forgotPasswordBody, { sync: true }),
  });
  const submit = async (values: { email: string }) => {
    const result = await forgot(values);
    if (result.error && applyServerErrors(form, result.error)) return;
    setSent(true);
  };
  return (
    <CenteredCard
      title="Forgot password"
      description="Enter your email address to receive a link to reset your password."
    >
      {sent ? (
        <Stack>
          <Alert color="blue" title="Check your email">
            {Messages.forgotPasswordSent}
          </Alert>
          <Anchor component={Link} to="/login">
            Back to login
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
          <Stack>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={isLoading} fullWidth>
              Send reset link
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              Back to login
            </Anchor>
          </Stack>
        </form>
      )}
    </CenteredCard>
  );
}
