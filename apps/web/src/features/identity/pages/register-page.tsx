import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Messages, registerBody, type RegisterBody } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useRegisterMutation } from '../api/identity-api.ts';

/**
 * Decision 108: the answer is the same whether or not the address has an account ("check your email");
 * the mailed link finishes the account (RegisterConfirmPage).
 */
export function RegisterPage() {
  const { authenticated } = useAuth();
  const [register, { isLoading }] = useRegisterMutation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<RegisterBody>({
    initialValues: { name: '', email: '', password: '', passwordConfirmation: '' },
    validate: schemaResolver(registerBody, { sync: true }),
  });
  if (authenticated) return <Navigate to="/company/select" replace />;

  const submit = async (values: RegisterBody) => {
    const result = await register(values);
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    setSent(result.data.message);
  };

  if (sent)
    return (
      <CenteredCard title="Register">
        <Stack>
          <Alert color="blue" title="Check your email">
            {sent}
          </Alert>
          <Anchor component={Link} to="/login">
            Back to login
          </Anchor>
        </Stack>
      </CenteredCard>
    );

  return (
    <CenteredCard
      title="Register"
      description={
        <>
          Already registered?{' '}
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack>
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={Messages.passwordRule}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('passwordConfirmation')}
          />
          <Text size="xs" c="dimmed">
            By registering you accept the{' '}
            <Anchor component={Link} to="/legal/au/terms-of-use" size="xs" underline="always">
              terms of use
            </Anchor>{' '}
            and the{' '}
            <Anchor component={Link} to="/legal/au/privacy-policy" size="xs" underline="always">
              privacy policy
            </Anchor>
            .
          </Text>
          <Button type="submit" loading={isLoading} fullWidth>
            Register
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
