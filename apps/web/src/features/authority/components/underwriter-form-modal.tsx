import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authorisedUnderwriterBody, type AuthorisedUnderwriterDto } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { useListUnderwriterOptionsQuery, type PeriodArgs } from '../api/binding-agreements-api.ts';
import { useSaveUnderwriterMutation } from '../api/period-contents-api.ts';

interface UnderwriterFormValues {
  userId: string;
  authorityLevel: number | string;
  maximumBackdateDays: number | string;
  maximumDiscountPercentage: string;
}

const toBody = (v: UnderwriterFormValues) => ({
  userId: v.userId ? Number(v.userId) : undefined,
  // Whole numbers only (§5 ranges); an empty input stays undefined so zod says it is required.
  authorityLevel: v.authorityLevel === '' ? undefined : Number(v.authorityLevel),
  maximumBackdateDays: v.maximumBackdateDays === '' ? undefined : Number(v.maximumBackdateDays),
  maximumDiscountPercentage: v.maximumDiscountPercentage,
});

/** Add or edit an authorised underwriter of a period: a user of the company and the §5 limits. */
export function UnderwriterFormModal({
  period,
  underwriter,
  onClose,
}: {
  period: PeriodArgs;
  underwriter: AuthorisedUnderwriterDto | null;
  onClose: () => void;
}) {
  const users = useListUnderwriterOptionsQuery({ companyId: period.companyId });
  const [save, state] = useSaveUnderwriterMutation();
  const form = useForm<UnderwriterFormValues>({
    initialValues: {
      userId: underwriter ? String(underwriter.userId) : '',
      authorityLevel: underwriter?.authorityLevel ?? 10,
      maximumBackdateDays: underwriter?.maximumBackdateDays ?? '',
      maximumDiscountPercentage: underwriter?.maximumDiscountPercentage ?? '',
    },
    validate: (values) => schemaErrors(authorisedUnderwriterBody, toBody(values)),
  });
  const options = (users.data?.data ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.name} (${u.email})`,
  }));
  if (underwriter && !options.some((o) => o.value === String(underwriter.userId))) {
    options.unshift({
      value: String(underwriter.userId),
      label: `${underwriter.name} (${underwriter.email})`,
    });
  }

  const submit = async (values: UnderwriterFormValues) => {
    const result = await save({
      period,
      id: underwriter?.id,
      body: authorisedUnderwriterBody.parse(toBody(values)),
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onClose();
  };

  return (
    <FormModal
      title={underwriter ? `Edit ${underwriter.name}` : 'Add authorised underwriter'}
      size="lg"
      onSave={form.onSubmit((v) => void submit(v))}
      onClose={onClose}
      submitLabel={underwriter ? 'Save underwriter' : 'Add underwriter'}
      saving={state.isLoading}
    >
      <Select
        label="Underwriter"
        required
        searchable
        data={options}
        placeholder={users.isLoading ? 'Loading users…' : 'Choose a user of the company'}
        nothingFoundMessage="No user found"
        {...form.getInputProps('userId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Authority level"
          description="10 lowest – 1 highest"
          required
          min={1}
          max={10}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('authorityLevel')}
        />
        <NumberInput
          label="Maximum backdate days"
          description="1 to 100"
          required
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('maximumBackdateDays')}
        />
        <TextInput
          label="Maximum discount"
          description="Up to 100 %"
          required
          inputMode="decimal"
          rightSection="%"
          {...form.getInputProps('maximumDiscountPercentage')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
