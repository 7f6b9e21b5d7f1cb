import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { updateUserBody, type UpdateUserBody, type UserDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useUpdateUserMutation } from '../api/identity-api.ts';

interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

/** PUT /user: name, email and phone, guarded against leaving with unsaved changes. */
export function ProfileForm({ user }: { user: UserDto }) {
  const [update, { isLoading }] = useUpdateUserMutation();
  const form = useForm<ProfileValues>({
    initialValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
    validate: schemaResolver(updateUserBody, { sync: true }),
  });
  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const values = form.getValues();
    const body: UpdateUserBody = { ...values, phone: values.phone || null };
    const result = await update(body);
    if (result.error) {
      applyServerErrors(form, result.error);
      return false;
    }
    form.setInitialValues(values);
    form.resetDirty(values);
    notifications.show({
      color: toastColours.success,
      title: 'Profile saved',
      message: 'Your details are up to date.',
    });
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: form.isDirty(), onSave: save });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack>
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          description="International format, for example +61 412 345 678"
          {...form.getInputProps('phone')}
        />
        <Group>
          <Button type="submit" loading={isLoading}>
            Save profile
          </Button>
        </Group>
      </Stack>
      {prompt}
    </form>
  );
}
