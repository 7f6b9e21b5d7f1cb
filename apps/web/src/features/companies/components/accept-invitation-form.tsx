import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acceptInvitationBody, Messages, type UserDto } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useAcceptInvitationMutation } from '../api/invitations-api.ts';

interface NewAccountValues {
  name: string;
  password: string;
  passwordConfirmation: string;
}

/** Accept as a new user: name and password create the account and sign it in. */
export function AcceptInvitationForm({
  token,
  email,
  onAccepted,
}: {
  token: string;
  email: string;
  onAccepted: (user: UserDto) => void;
}) {
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const form = useForm<NewAccountValues>({
    initialValues: { name: '', password: '', passwordConfirmation: '' },
    validate: (values) => schemaErrors(acceptInvitationBody, values),
  });
  const submit = async (values: NewAccountValues) => {
    const result = await accept({ token, body: values });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onAccepted(result.data);
  };
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack>
        <TextInput label="Email" value={email} readOnly />
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
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
        <Button type="submit" loading={isLoading} fullWidth>
          Create account and accept
        </Button>
      </Stack>
    </form>
  );
}
