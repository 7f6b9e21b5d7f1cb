import { ColorSwatch, Group, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { companyTagBody, tagColours, type CompanyTagDto, type TagColour } from '@turbine/domain';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useSaveCompanyTagMutation } from '../api/tags-api.ts';

/** A palette name as a label: "grape" → "Grape". */
export const colourLabel = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);

/** A palette colour as a small swatch (the CSS variable works in both schemes). */
export function ColourSwatch({ colour }: { colour: string }) {
  return <ColorSwatch color={`var(--mantine-color-${colour}-filled)`} size={16} aria-hidden />;
}

interface TagFormValues {
  name: string;
  colour: TagColour;
}

/** Add or edit a company tag: its name (unique in the company) and colour. */
export function TagFormModal({
  companyId,
  tag,
  onClose,
}: {
  companyId: number;
  /** The tag to edit, or null to add one. */
  tag: CompanyTagDto | null;
  onClose: () => void;
}) {
  const [save, saveState] = useSaveCompanyTagMutation();
  const form = useForm<TagFormValues>({
    initialValues: { name: tag?.name ?? '', colour: tag?.colour ?? 'blue' },
    validate: (values) => schemaErrors(companyTagBody, values),
  });

  const submit = async (values: TagFormValues) => {
    const result = await save({ companyId, id: tag?.id ?? null, body: values });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onClose();
  };

  return (
    <FormModal
      title={tag ? `Edit tag ${tag.name}` : 'Add tag'}
      onSave={form.onSubmit((v) => void submit(v))}
      onClose={onClose}
      submitLabel={tag ? 'Save tag' : 'Add tag'}
      saving={saveState.isLoading}
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Select
        label="Colour"
        required
        allowDeselect={false}
        data={tagColours.map((c) => ({ value: c, label: colourLabel(c) }))}
        leftSection={<ColourSwatch colour={form.values.colour} />}
        renderOption={({ option }) => (
          <Group gap="xs">
            <ColourSwatch colour={option.value} />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
        {...form.getInputProps('colour')}
      />
    </FormModal>
  );
}
