import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createClauseBody, type ClauseDto } from '@turbine/domain';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useCreateClauseMutation } from '../api/clauses-api.ts';
import { EndorsementContentEditor } from './endorsement-content-editor.tsx';

/** Create a clause: code, name and version 1's wording (a saved draft, published from the list). */
export function CreateClauseModal({
  companyId,
  onClose,
  onCreated,
}: {
  companyId: number;
  onClose: () => void;
  onCreated: (clause: ClauseDto) => void;
}) {
  const [create, { isLoading }] = useCreateClauseMutation();
  const form = useForm({
    initialValues: { code: '', name: '', content: '' },
    validate: (values) => {
      const parsed = createClauseBody.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    },
  });
  const save = async () => {
    if (form.validate().hasErrors) return;
    const result = await create({ companyId, body: form.getValues() });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onCreated(result.data);
  };
  return (
    <FormModal
      title="Create clause"
      size="xl"
      onSave={() => void save()}
      onClose={onClose}
      submitLabel="Create clause"
      saving={isLoading}
    >
      <TextInput
        label="Code"
        description="A short reference, e.g. GEN-01"
        required
        maxLength={40}
        {...form.getInputProps('code')}
      />
      <TextInput label="Name" required maxLength={160} {...form.getInputProps('name')} />
      <EndorsementContentEditor
        value={form.getValues().content}
        onChange={(html) => form.setFieldValue('content', html)}
        readOnly={false}
        error={form.errors.content as string | undefined}
        ariaLabel="Clause wording"
        label="Wording"
      />
    </FormModal>
  );
}
