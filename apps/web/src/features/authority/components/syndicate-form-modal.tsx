import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { syndicateBody, type SyndicateDto } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { useCreateSyndicateMutation, useUpdateSyndicateMutation } from '../api/syndicates-api.ts';

interface SyndicateFormValues {
  name: string;
  code: string;
  description: string;
}

/** Create or edit a syndicate (§2 Syndicates); a code already in use comes back as a 422 under it. */
export function SyndicateFormModal({
  companyId,
  syndicate,
  onClose,
}: {
  companyId: number;
  syndicate: SyndicateDto | null;
  onClose: () => void;
}) {
  const [create, createState] = useCreateSyndicateMutation();
  const [update, updateState] = useUpdateSyndicateMutation();
  const toBody = (v: SyndicateFormValues) => ({
    name: v.name,
    code: v.code,
    description: v.description.trim() || null,
  });
  const form = useForm<SyndicateFormValues>({
    initialValues: {
      name: syndicate?.name ?? '',
      code: syndicate?.code ?? '',
      description: syndicate?.description ?? '',
    },
    validate: (values) => schemaErrors(syndicateBody, toBody(values)),
  });

  const submit = async (values: SyndicateFormValues) => {
    const body = syndicateBody.parse(toBody(values));
    const result = syndicate
      ? await update({ companyId, id: syndicate.id, body })
      : await create({ companyId, body });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onClose();
  };

  return (
    <FormModal
      title={syndicate ? `Edit syndicate ${syndicate.code}` : 'Create syndicate'}
      onSave={form.onSubmit((v) => void submit(v))}
      onClose={onClose}
      submitLabel={syndicate ? 'Save syndicate' : 'Create syndicate'}
      saving={createState.isLoading || updateState.isLoading}
    >
      <TextInput label="Syndicate name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput label="Code" required {...form.getInputProps('code')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
    </FormModal>
  );
}
