import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { premiumFields, testCaseBody } from '@turbine/domain';
import { fieldErrors } from '../../../app/api-error.ts';
import { schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { ModalFooter } from '../../../components/modal-footer.tsx';
import type { TestCaseDto, VersionRef } from '../api/product-types.ts';
import { useSaveTestCaseMutation } from '../api/version-items-api.ts';
import { ActionError } from './action-error.tsx';
import { JsonField } from './json-input.tsx';
import {
  testCaseErrorPath,
  testCaseFormToBody,
  testCaseToForm,
  type TestCaseFormValues,
} from './test-case-values.ts';

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
  const { prompt } = useUnsavedChanges({ when: !readOnly && form.isDirty() });

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
    <Modal opened onClose={onClose} title={testCase ? testCase.name : 'Add test case'} size="xl">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack>
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
                  <TextInput
                    key={f}
                    label={`Expected ${f}`}
                    {...form.getInputProps(`premium.${f}`)}
                  />
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
            </Stack>
          </fieldset>
          {state.error && Object.keys(fieldErrors(state.error)).length === 0 && (
            <ActionError error={state.error} title="The test case was not saved" />
          )}
          <ModalFooter
            submitLabel="Save test case"
            loading={state.isLoading}
            onCancel={onClose}
            readOnly={readOnly}
          />
        </Stack>
      </form>
      {prompt}
    </Modal>
  );
}
