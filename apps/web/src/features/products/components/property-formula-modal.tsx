import { Checkbox, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { propertyFormulaBody, type PropertyFormulaBody } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import type { PropertyFormulaDto, VersionRef } from '../api/product-types.ts';
import { useSavePropertyFormulaMutation } from '../api/version-items-api.ts';
import { useVersionCatalogue } from '../hooks/use-version-catalogue.ts';
import { ActionError, hasUnplacedErrors } from './action-error.tsx';
import { FormulaInput } from './formula-input.tsx';

type Values = Omit<PropertyFormulaBody, 'description'> & { description: string };

const dataTypes = [
  { value: 'currency', label: 'Currency' },
  { value: 'number', label: 'Number' },
  { value: 'text', label: 'Text' },
  { value: 'textarea', label: 'Text area' },
];
const kinds = [
  { value: 'standard', label: 'Standard' },
  { value: 'otherCharge', label: 'Other charge (added to the base premium)' },
  { value: 'discountCharge', label: 'Discount charge (removed from gross)' },
];

const fieldNames = ['name', 'title', 'description', 'dataType', 'formula', 'kind'];

function toForm(f: PropertyFormulaDto | null, sortOrder: number): Values {
  return {
    name: f?.name ?? '',
    title: f?.title ?? '',
    description: f?.description ?? '',
    dataType: f?.dataType ?? 'currency',
    formula: f?.formula ?? '',
    kind: f?.kind ?? 'standard',
    overridable: f?.overridable ?? false,
    required: f?.required ?? false,
    showOnPremiumSummary: f?.showOnPremiumSummary ?? false,
    showOnQuoteSummary: f?.showOnQuoteSummary ?? false,
    sortOrder: f?.sortOrder ?? sortOrder,
  };
}

interface Props {
  versionRef: VersionRef;
  formula: PropertyFormulaDto | null;
  nextSortOrder: number;
  readOnly: boolean;
  onClose: () => void;
}

/** §3 Property formula editor with the live syntax check, the version check and name suggestions. */
export function PropertyFormulaModal({
  versionRef,
  formula,
  nextSortOrder,
  readOnly,
  onClose,
}: Props) {
  const [save, state] = useSavePropertyFormulaMutation();
  const catalogue = useVersionCatalogue(versionRef);
  const form = useForm<Values>({
    initialValues: toForm(formula, nextSortOrder),
    validate: (v) => schemaErrors(propertyFormulaBody, v),
  });
  const values = form.getValues();
  const draft = {
    property: { ...values, description: values.description || undefined, id: formula?.id ?? null },
  };
  const issues = catalogue.issues(draft, values.name).filter((i) => i.code !== 'SYNTAX_ERROR');

  const submit = async (v: Values) => {
    const result = await save({
      ...versionRef,
      id: formula?.id ?? null,
      body: propertyFormulaBody.parse(v),
    });
    if (result.error) return void applyServerErrors(form, result.error);
    onClose();
  };

  return (
    <FormModal
      size="xl"
      title={formula ? `${readOnly ? 'View' : 'Edit'} ${formula.name}` : 'Add property formula'}
      onSave={form.onSubmit((v) => void submit(v))}
      onClose={onClose}
      readOnly={readOnly}
      unsaved={form.isDirty()}
      saving={state.isLoading}
      notice={
        hasUnplacedErrors(state.error, fieldNames) && (
          <ActionError error={state.error} title="The formula was not saved" />
        )
      }
      submitLabel="Save formula"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Name"
          description="A variable name: letters, digits and _"
          required
          {...form.getInputProps('name')}
        />
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Select
          label="Data type"
          allowDeselect={false}
          data={dataTypes}
          {...form.getInputProps('dataType')}
        />
        <Select label="Kind" allowDeselect={false} data={kinds} {...form.getInputProps('kind')} />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={1} {...form.getInputProps('description')} />
      <FormulaInput
        label="Formula"
        value={values.formula}
        onChange={(v) => form.setFieldValue('formula', v)}
        suggest={catalogue.suggest(draft, values.name)}
        error={form.errors.formula ? String(form.errors.formula) : null}
      />
      {issues.length > 0 && (
        <Stack gap={2} role="status">
          {issues.map((i) => (
            <Text key={`${i.code}-${i.message}`} size="sm" c="orange">
              {i.message}
            </Text>
          ))}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Checkbox
          label="Overridable"
          {...form.getInputProps('overridable', { type: 'checkbox' })}
        />
        <Checkbox label="Required" {...form.getInputProps('required', { type: 'checkbox' })} />
        <Checkbox
          label="Show on premium summary"
          {...form.getInputProps('showOnPremiumSummary', { type: 'checkbox' })}
        />
        <Checkbox
          label="Show on quote summary panel"
          {...form.getInputProps('showOnQuoteSummary', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </FormModal>
  );
}
