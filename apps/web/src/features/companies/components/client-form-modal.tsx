import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CompanyType, type CompanyDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from '../api/companies-api.ts';
import { CompanyProfileFields } from './company-profile-fields.tsx';
import { formToProfile, profileToForm, type CompanyFormValues } from './company-form-values.ts';

/** Adds a client for the brokerage, or edits one it still manages (no admin of its own yet). */
export function ClientFormModal({
  brokerId,
  client,
  onClose,
}: {
  brokerId: number;
  client?: CompanyDto;
  onClose: () => void;
}) {
  const [create, creating] = useCreateCompanyMutation();
  const [update, updating] = useUpdateCompanyMutation();
  const form = useForm<CompanyFormValues>({
    initialValues: {
      name: client?.name ?? '',
      handle: '',
      refCompanyTypeId: String(CompanyType.Client),
      profile: profileToForm(client?.profile),
      appearance: { showLogoOnHeader: false, headerTextColour: '' },
    },
  });
  const save = async () => {
    const v = form.getValues();
    const profile = formToProfile(v.profile);
    const result = client
      ? await update({ id: client.id, body: { name: v.name, handle: null, profile } })
      : await create({
          name: v.name,
          refCompanyTypeId: CompanyType.Client,
          handle: null,
          createdByCompanyId: brokerId,
          profile,
        });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    notifications.show({
      color: toastColours.success,
      title: client ? 'Client saved' : 'Client added',
      message: `${v.name} ${client ? 'was saved' : 'was added to your clients'}.`,
    });
    onClose();
  };
  return (
    <FormModal
      title={client ? `Edit ${client.name}` : 'Add client'}
      size="xl"
      onSave={() => void save()}
      onClose={onClose}
      submitLabel={client ? 'Save client' : 'Add client'}
      saving={creating.isLoading || updating.isLoading}
      unsaved={form.isDirty()}
    >
      <TextInput label="Client name" required {...form.getInputProps('name')} />
      <CompanyProfileFields form={form} />
    </FormModal>
  );
}
