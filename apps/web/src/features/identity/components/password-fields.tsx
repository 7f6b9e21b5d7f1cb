import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Messages } from '@turbine/domain';

/** New password and its confirmation, with the §5 rule as the description. */
export function NewPasswordFields<T extends { password: string; passwordConfirmation: string }>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        description={Messages.passwordRule}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...form.getInputProps('passwordConfirmation')}
      />
    </>
  );
}
