import { Button, Group, NumberInput, Paper, Select, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createInvitationBody, type RoleDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useCreateInvitationMutation } from '../api/company-admin-api.ts';

interface InviteValues {
  email: string;
  roleId: string;
  expiresInDays: number | string;
}

const toBody = (v: InviteValues) => ({
  email: v.email,
  roleId: Number(v.roleId),
  expiresInDays: Number(v.expiresInDays),
});

/** Invite by email with a role and an expiry in days. */
export function InviteUserForm({ companyId, roles }: { companyId: number; roles: RoleDto[] }) {
  const [invite, { isLoading }] = useCreateInvitationMutation();
  const form = useForm<InviteValues>({
    initialValues: { email: '', roleId: '', expiresInDays: 7 },
    validate: (values) => schemaErrors(createInvitationBody, toBody(values)),
  });
  const submit = async (values: InviteValues) => {
    const result = await invite({ companyId, body: createInvitationBody.parse(toBody(values)) });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    form.reset();
    notifications.show({
      color: toastColours.success,
      title: 'Invitation sent',
      message: `An invitation was emailed to ${values.email}.`,
    });
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={4} mb="md">
        Invite a user
      </Title>
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Email" type="email" required w={280} {...form.getInputProps('email')} />
          <Select
            label="Role"
            required
            w={220}
            data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
            {...form.getInputProps('roleId')}
          />
          <NumberInput
            label="Expires in (days)"
            min={1}
            max={30}
            allowDecimal={false}
            w={160}
            {...form.getInputProps('expiresInDays')}
          />
          <Button type="submit" loading={isLoading} mt={25}>
            Send invitation
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
