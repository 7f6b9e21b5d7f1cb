import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { Messages, type LoginBody, type UserDto } from '@turbine/domain';
import { storage } from '../../../app/storage.ts';
import { storageKeys } from '../../../app/theme.ts';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useLoginMutation } from '../api/identity-api.ts';

/** The login form: remembers the email (§3 local storage) and shows 'Login failed.' under the field. */
export function LoginForm({
  onSignedIn,
  onSubmitting,
}: {
  onSignedIn: (user: UserDto) => void;
  onSubmitting?: () => void;
}) {
  const [login, { isLoading }] = useLoginMutation();
  const form = useForm<LoginBody>({
    initialValues: { email: storage.get(storageKeys.email) ?? '', password: '', remember: false },
    // The entry page stays small (DESIGN §10): the same rules as loginBody without loading zod here;
    // the API validates with loginBody and its 422 messages appear under the fields.
    validate: { email: isEmail(Messages.invalidEmail), password: isNotEmpty(Messages.required) },
  });

  const submit = async (values: LoginBody) => {
    onSubmitting?.();
    const result = await login(values);
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    storage.set(storageKeys.email, values.email);
    onSignedIn(result.data);
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Checkbox label="Remember me" {...form.getInputProps('remember', { type: 'checkbox' })} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={isLoading} fullWidth>
          Login
        </Button>
      </Stack>
    </form>
  );
}
