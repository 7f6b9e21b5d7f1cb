import { MultiSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sectionGroupBody, type SectionDto, type SectionGroupDto } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useSaveSectionGroupMutation } from '../api/period-contents-api.ts';

interface GroupValues {
  name: string;
  description: string;
  sectionIds: string[];
}

/** A co-insurance group of two or more sections; a section belongs to one group only. */
export function SectionGroupFormModal({
  period,
  group,
  sections,
  onClose,
}: {
  period: PeriodArgs;
  group: SectionGroupDto | null;
  sections: SectionDto[];
  onClose: () => void;
}) {
  const [save, state] = useSaveSectionGroupMutation();
  const toBody = (v: GroupValues) => ({
    name: v.name,
    description: v.description.trim() || null,
    sectionIds: v.sectionIds.map(Number),
  });
  const form = useForm<GroupValues>({
    initialValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      sectionIds: (group?.sectionIds ?? []).map(String),
    },
    validate: (values) => schemaErrors(sectionGroupBody, toBody(values)),
  });
  const submit = async (values: GroupValues) => {
    const result = await save({
      period,
      id: group?.id,
      body: sectionGroupBody.parse(toBody(values)),
    });
    if (result.error) applyServerErrors(form, result.error);
    else onClose();
  };
  return (
    <FormModal
      title={group ? `Edit group ${group.name}` : 'Add section group'}
      onSave={form.onSubmit((v) => void submit(v))}
      onClose={onClose}
      submitLabel={group ? 'Save group' : 'Add group'}
      saving={state.isLoading}
    >
      <TextInput label="Group name" required data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <MultiSelect
        label="Sections"
        required
        description="At least two sections"
        data={sections.map((s) => ({ value: String(s.id), label: s.name }))}
        {...form.getInputProps('sectionIds')}
      />
    </FormModal>
  );
}
