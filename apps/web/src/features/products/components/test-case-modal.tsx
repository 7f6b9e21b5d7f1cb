import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { premiumFields, testCaseBody } from '@turbine/domain';
import { fieldErrors } from '../../../app/api-error.ts';
import { schemaErrors } from '../../../components/server-errors.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import type { TestCaseDto, VersionRef } from '../api/product-types.ts';
import { useSaveTestCaseMutation } from '../api/version-items-api.ts';
import { JsonField } from './json-input.tsx';
import {
  testCaseErrorPath,
  testCaseFormToBody,
  testCaseToForm,
  type TestCaseFormValues,
} from './test-case-values.ts';
import { ActionError } from './action-error.tsx';

const transactionTypes = [
  { value: 'newBusiness', label: 'New business' },
  { value: 'adjustment', label: 'Amendment' },
  { value: 'cancellation', label: 'Cancellation' },
  { value: 'renewal', label: 'Renewal' },
];
const decisions = [
  { value: 'quote', label: 'Quote' },
  { value: 'refer', label: 'Refer' },
  { value: 'decline', label: 'Decline' },
];

const remap = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, m]) => [testCaseErrorPath(k), m]));

/** A saved test case: proposal, context and what the rating must give (Test Runs, §2). */
export function TestCaseModal({
  versionRef,
  testCase,
  readOnly,
  onClose,
}: {
  versionRef: VersionRef;
  testCase: TestCaseDto | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const [save, state] = useSaveTestCaseMutation();
  const form = useForm<TestCaseFormValues>({ initialValues: testCaseToForm(testCase) });

  const submit = async () => {
    const { body, errors } = testCaseFormToBody(form.getValues(), testCase);
    const all = body ? { ...errors, ...remap(schemaErrors(testCaseBody, body)) } : errors;
    form.setErrors(all);
    if (!body || Object.keys(all).length > 0) return;
    const result = await save({
      ...versionRef,
      id: testCase?.id ?? null,
      body: testCaseBody.parse(body),
    });
    if (result.error) return form.setErrors(remap(fieldErrors(result.error)));
    onClose();
  };

  return (
    <FormModal
      size="xl"
      title={testCase ? testCase.name : 'Add test case'}
      onSave={() => void submit()}
      onClose={onClose}
      readOnly={readOnly}
      unsaved={form.isDirty()}
      saving={state.isLoading}
      notice={
        state.error &&
        Object.keys(fieldErrors(state.error)).length === 0 && (
          <ActionError error={state.error} title="The test case was not saved" />
        )
      }
      submitLabel="Save test case"
    >
      <TextInput label="Test case name" required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Inception date"
          type="date"
          required
          {...form.getInputProps('inceptionDate')}
        />
        <Select
          label="Transaction type"
          allowDeselect={false}
          data={transactionTypes}
          {...form.getInputProps('transactionType')}
        />
      </SimpleGrid>
      <JsonField
        label="Proposal (JSON)"
        value={form.getValues().proposal}
        onChange={(v) => form.setFieldValue('proposal', v)}
        error={form.errors.proposal}
        minRows={5}
      />
      <Text fw={600} size="sm">
        Expected premiums (leave blank to skip)
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {premiumFields.map((f) => (
          <TextInput key={f} label={`Expected ${f}`} {...form.getInputProps(`premium.${f}`)} />
        ))}
      </SimpleGrid>
      <JsonField
        label="Expected formula values (JSON)"
        description='e.g. {"basePremium": "2000.00"}'
        value={form.getValues().formulas}
        onChange={(v) => form.setFieldValue('formulas', v)}
        error={form.errors.formulas}
        minRows={2}
      />
      <Select
        label="Expected decision"
        placeholder="Any"
        clearable
        data={decisions}
        {...form.getInputProps('decision')}
      />
    </FormModal>
  );
}
