import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  companyTypeLabels,
  creatableCompanyTypes,
  operatorCreateCompanyBody,
  type CompanyType,
} from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useOperatorCreateCompanyMutation } from '../api/operator-companies-api.ts';
import { CompanyPicker } from './company-picker.tsx';

interface Values {
  name: string;
  refCompanyTypeId: string;
  handle: string;
  createdByCompanyId: string | null;
  adminEmail: string;
}

const toBody = (v: Values) => ({
  name: v.name,
  refCompanyTypeId: Number(v.refCompanyTypeId),
  handle: v.handle || null,
  createdByCompanyId: v.createdByCompanyId ? Number(v.createdByCompanyId) : null,
  adminEmail: v.adminEmail,
});

/** The operator creates a company of any type, for someone, and invites its first administrator. */
export function CreateCompanyModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  /** Called with the new company's id once the modal (and its unsaved-changes guard) may go. */
  onCreated: (companyId: number) => void;
}) {
  const [create, { isLoading }] = useOperatorCreateCompanyMutation();
  const form = useForm<Values>({
    initialValues: {
      name: '',
      refCompanyTypeId: '',
      handle: '',
      createdByCompanyId: null,
      adminEmail: '',
    },
    validate: (v) => schemaErrors(operatorCreateCompanyBody, toBody(v)),
  });
  const save = async () => {
    if (form.validate().hasErrors) return;
    const result = await create(operatorCreateCompanyBody.parse(toBody(form.values)));
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    notifications.show({
      color: toastColours.success,
      title: 'Company created',
      message: `${result.data.company.name} was created and ${result.data.invitation.email} was invited as its administrator.`,
    });
    onCreated(result.data.company.id);
  };
  return (
    <FormModal
      title="Create company"
      onSave={() => void save()}
      onClose={onClose}
      submitLabel="Create and invite"
      saving={isLoading}
      unsaved={form.isDirty()}
    >
      <TextInput label="Company name" required {...form.getInputProps('name')} />
      <Select
        label="Company type"
        required
        data={creatableCompanyTypes.map((t) => ({
          value: String(t),
          label: companyTypeLabels[t as CompanyType],
        }))}
        {...form.getInputProps('refCompanyTypeId')}
      />
      <TextInput
        label="Subdomain handle"
        description="Optional: the company's own subdomain."
        {...form.getInputProps('handle')}
      />
      <CompanyPicker
        label="Created on behalf of"
        placeholder="Nobody (an independent company)"
        value={form.values.createdByCompanyId}
        onChange={(v) => form.setFieldValue('createdByCompanyId', v)}
        error={form.errors.createdByCompanyId}
      />
      <TextInput
        label="First administrator's email"
        description="They receive an invitation to become the company's administrator."
        type="email"
        required
        {...form.getInputProps('adminEmail')}
      />
    </FormModal>
  );
}
