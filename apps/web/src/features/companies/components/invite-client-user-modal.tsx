import { Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { createInvitationBody, type CompanyDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useCreateInvitationMutation, useListRolesQuery } from '../api/company-admin-api.ts';

interface Values {
  email: string;
  roleId: string;
}

/**
 * Invites a user of the client (§6): the Administrator role of a client without an admin is a handover —
 * once accepted the client manages itself and the brokerage no longer edits it (decision 040).
 */
export function InviteClientUserModal({
  client,
  onClose,
}: {
  client: CompanyDto;
  onClose: () => void;
}) {
  const roles = useListRolesQuery(client.id);
  const [invite, { isLoading }] = useCreateInvitationMutation();
  const toBody = (v: Values) => ({ email: v.email, roleId: Number(v.roleId), expiresInDays: 7 });
  const form = useForm<Values>({
    initialValues: { email: client.profile.email ?? '', roleId: '' },
    validate: (v) => schemaErrors(createInvitationBody, toBody(v)),
  });
  const admin = roles.data?.data.find((r) => r.isAdmin);
  useEffect(() => {
    if (admin && form.getValues().roleId === '') form.setFieldValue('roleId', String(admin.id));
  }, [admin, form]);
  const save = async () => {
    if (form.validate().hasErrors) return;
    const v = form.getValues();
    const result = await invite({
      companyId: client.id,
      body: createInvitationBody.parse(toBody(v)),
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    notifications.show({
      color: toastColours.success,
      title: 'Invitation sent',
      message: `An invitation to ${client.name} was emailed to ${v.email}.`,
    });
    onClose();
  };
  const handover = !client.hasAdmin && form.getValues().roleId === String(admin?.id);
  return (
    <FormModal
      title={`Invite a user of ${client.name}`}
      onSave={() => void save()}
      onClose={onClose}
      submitLabel="Send invitation"
      saving={isLoading}
    >
      <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
      <Select
        label="Role"
        required
        data={(roles.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
        {...form.getInputProps('roleId')}
      />
      {handover && (
        <Text size="sm" c="dimmed">
          As the client&apos;s first administrator they take over managing {client.name}: once they
          accept, your brokerage can no longer edit its details.
        </Text>
      )}
    </FormModal>
  );
}
