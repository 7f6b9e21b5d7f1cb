import { useState, type FormEvent } from 'react';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { Messages, type LoginBody, type UserDto } from '@turbine/domain';
import { storage } from '../../../app/storage.ts';
import { storageKeys } from '../../../app/theme.ts';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useLoginMutation } from '../api/identity-api.ts';

type LoginErrors = Partial<Record<keyof LoginBody, string>>;

/** The same rules as loginBody without loading zod here; the API validates with loginBody (422). */
function validate(values: LoginBody): LoginErrors {
  const errors: LoginErrors = {};
  // @mantine/form's isEmail, as the other forms use.
  if (!/^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/.test(values.email))
    errors.email = Messages.invalidEmail;
  if (values.password.trim() === '') errors.password = Messages.required;
  return errors;
}

/**
 * The login form: remembers the email (§3 local storage) and shows 'Login failed.' under the field.
 * Plain state rather than `@mantine/form` (5.6 KB brotli): the sign-in page is the first route every
 * user loads, held to 150 KB of scripts (decision 239). Same behaviour: checked on submit, a field's
 * error cleared when it changes, the API's 422 field errors under their fields.
 */
export function LoginForm({
  onSignedIn,
  onSubmitting,
}: {
  onSignedIn: (user: UserDto) => void;
  onSubmitting?: () => void;
}) {
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<LoginBody>(() => ({
    email: storage.get(storageKeys.email) ?? '',
    password: '',
    remember: false,
  }));
  const [errors, setErrors] = useState<LoginErrors>({});
  const change = <K extends keyof LoginBody>(key: K, value: LoginBody[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    onSubmitting?.();
    const result = await login(values);
    if (result.error) {
      applyServerErrors({ setErrors }, result.error);
      return;
    }
    storage.set(storageKeys.email, values.email);
    onSignedIn(result.data);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={errors.password}
        />
        <Group justify="space-between">
          <Checkbox
            label="Remember me"
            checked={values.remember ?? false}
            onChange={(event) => change('remember', event.currentTarget.checked)}
          />
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
