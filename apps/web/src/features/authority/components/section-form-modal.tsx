import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sectionBody, type CurrencyCode, type SectionDto } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useSaveSectionMutation } from '../api/period-contents-api.ts';
import {
  fieldsToSectionBody,
  moneyFields,
  percentageFields,
  sectionToFields,
  type SectionFieldsValues,
} from './section-form-values.ts';

interface SectionFormModalProps {
  period: PeriodArgs;
  section: SectionDto | null;
  currency: CurrencyCode;
  onClose: () => void;
}

/** §3 section fields: limits and amounts as decimal strings in the agreement's currency, and percentages. */
export function SectionFormModal({ period, section, currency, onClose }: SectionFormModalProps) {
  const [save, state] = useSaveSectionMutation();
  const form = useForm<SectionFieldsValues>({
    initialValues: sectionToFields(section),
    validate: (values) => schemaErrors(sectionBody, fieldsToSectionBody(values, section)),
  });

  const submit = async (values: SectionFieldsValues) => {
    const result = await save({
      period,
      id: section?.id,
      body: sectionBody.parse(fieldsToSectionBody(values, section)),
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onClose();
  };

  return (
    <FormModal
      title={section ? `Edit section ${section.name}` : 'Add section'}
      size="xl"
      onSave={form.onSubmit((v) => void submit(v))}
      onClose={onClose}
      submitLabel={section ? 'Save section' : 'Add section'}
      saving={state.isLoading}
    >
      <TextInput label="Section name" required data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {moneyFields.map((f) => (
          <TextInput
            key={f.key}
            label={f.label}
            required={f.required}
            inputMode="decimal"
            placeholder="0.00"
            leftSection={currency.toUpperCase()}
            leftSectionWidth={48}
            {...form.getInputProps(f.key)}
          />
        ))}
        {percentageFields.map((f) => (
          <TextInput
            key={f.key}
            label={f.label}
            inputMode="decimal"
            rightSection="%"
            {...form.getInputProps(f.key)}
          />
        ))}
      </SimpleGrid>
    </FormModal>
  );
}
