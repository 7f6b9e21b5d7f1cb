import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { updatePasswordBody, type UpdatePasswordBody } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useUpdatePasswordMutation } from '../api/identity-api.ts';
import { NewPasswordFields } from './password-fields.tsx';

/** PUT /user/password: current password, new password and confirmation. */
export function ChangePasswordForm({
  submitLabel = 'Change password',
  onChanged,
}: {
  submitLabel?: string;
  onChanged?: () => void;
}) {
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const form = useForm<UpdatePasswordBody>({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    validate: schemaResolver(updatePasswordBody, { sync: true }),
  });
  const submit = async (values: UpdatePasswordBody) => {
    const result = await update(values);
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    form.reset();
    notifications.show({
      color: toastColours.success,
      title: 'Password changed',
      message: 'Your new password is in use.',
    });
    onChanged?.();
  };
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
