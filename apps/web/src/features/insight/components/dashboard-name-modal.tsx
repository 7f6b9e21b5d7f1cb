import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';

interface DashboardNameModalProps {
  heading: string;
  initialName: string;
  /** Offer "only for me" (a new dashboard). */
  askPersonal: boolean;
  saving: boolean;
  onSave: (values: { name: string; personal: boolean }) => Promise<unknown>;
  onClose: () => void;
}

/** Names a new dashboard (shared with the company or personal) or renames one. */
export function DashboardNameModal(props: DashboardNameModalProps) {
  const form = useForm({
    initialValues: { name: props.initialName, personal: false },
    validate: { name: (v) => (v.trim() ? null : 'The name field is required') },
  });
  const save = async () => {
    if (form.validate().hasErrors) return;
    try {
      await props.onSave(form.values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <FormModal
      title={props.heading}
      onSave={() => void save()}
      onClose={props.onClose}
      submitLabel="Save"
      saving={props.saving}
      unsaved={form.isDirty()}
    >
      <TextInput
        label="Name"
        required
        maxLength={80}
        data-autofocus
        {...form.getInputProps('name')}
      />
      {props.askPersonal && (
        <Checkbox
          label="Only for me (other members of the company do not see it)"
          {...form.getInputProps('personal', { type: 'checkbox' })}
        />
      )}
    </FormModal>
  );
}
