import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { syndicateBody, type SyndicateDto } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { ModalFooter } from '../../../components/modal-footer.tsx';
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
    <Modal
      opened
      onClose={onClose}
      title={syndicate ? `Edit syndicate ${syndicate.code}` : 'Create syndicate'}
    >
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack>
          <TextInput
            label="Syndicate name"
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput label="Code" required {...form.getInputProps('code')} />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <ModalFooter
            submitLabel={syndicate ? 'Save syndicate' : 'Create syndicate'}
            loading={createState.isLoading || updateState.isLoading}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
