import { NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { productRuleBody, type ProductRuleBody } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import type { ProductRuleDto, VersionRef } from '../api/product-types.ts';
import { useSaveRuleMutation } from '../api/version-items-api.ts';
import { useVersionCatalogue } from '../hooks/use-version-catalogue.ts';
import { ActionError, hasUnplacedErrors } from './action-error.tsx';
import { FormulaInput } from './formula-input.tsx';

type Values = Omit<ProductRuleBody, 'endorsementId'> & { endorsementId: number | string };
const outcomes = [
  { value: 'refer', label: 'Refer to an underwriter' },
  { value: 'decline', label: 'Decline' },
  { value: 'endorse', label: 'Add an endorsement' },
];
const fieldNames = ['name', 'condition', 'outcome', 'message', 'endorsementId'];
const toBody = (v: Values) => ({
  ...v,
  endorsementId: v.endorsementId === '' ? null : Number(v.endorsementId),
});

interface Props {
  versionRef: VersionRef;
  rule: ProductRuleDto | null;
  nextSortOrder: number;
  readOnly: boolean;
  onClose: () => void;
}

/** Underwriting Rules (§2): a condition checked as typed, its outcome, message and broker visibility. */
export function RuleModal({ versionRef, rule, nextSortOrder, readOnly, onClose }: Props) {
  const [save, state] = useSaveRuleMutation();
  const catalogue = useVersionCatalogue(versionRef);
  const form = useForm<Values>({
    initialValues: {
      name: rule?.name ?? '',
      condition: rule?.condition ?? '',
      outcome: rule?.outcome ?? 'refer',
      message: rule?.message ?? '',
      visibleToBroker: rule?.visibleToBroker ?? true,
      endorsementId: rule?.endorsementId ?? '',
      sortOrder: rule?.sortOrder ?? nextSortOrder,
    },
    validate: (v) => schemaErrors(productRuleBody, toBody(v)),
  });
  const values = form.getValues();
  const body = toBody(values);
  const draft = {
    rule: { ...body, endorsementId: body.endorsementId ?? undefined, id: rule?.id ?? null },
  };
  const issues = catalogue.issues(draft, values.name).filter((i) => i.code !== 'SYNTAX_ERROR');

  const submit = async (v: Values) => {
    const result = await save({
      ...versionRef,
      id: rule?.id ?? null,
      body: productRuleBody.parse(toBody(v)),
    });
    if (result.error) return void applyServerErrors(form, result.error);
    onClose();
  };

  return (
    <FormModal
      size="xl"
      title={rule ? rule.name : 'Add rule'}
      onSave={form.onSubmit((v) => void submit(v))}
      onClose={onClose}
      readOnly={readOnly}
      unsaved={form.isDirty()}
      saving={state.isLoading}
      notice={
        hasUnplacedErrors(state.error, fieldNames) && (
          <ActionError error={state.error} title="The rule was not saved" />
        )
      }
      submitLabel="Save rule"
    >
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <FormulaInput
        label="Condition"
        description="The rule applies when this is TRUE."
        value={values.condition}
        onChange={(v) => form.setFieldValue('condition', v)}
        suggest={catalogue.suggest(draft)}
        error={form.errors.condition ? String(form.errors.condition) : null}
        minRows={2}
      />
      {issues.map((i) => (
        <Text key={`${i.code}-${i.message}`} size="sm" c="orange" role="status">
          {i.message}
        </Text>
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Outcome"
          allowDeselect={false}
          data={outcomes}
          {...form.getInputProps('outcome')}
        />
        {values.outcome === 'endorse' && (
          <NumberInput
            label="Endorsement id"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('endorsementId')}
          />
        )}
      </SimpleGrid>
      <Textarea
        label="Message"
        description="May include {{formulaName}}."
        required
        autosize
        minRows={2}
        {...form.getInputProps('message')}
      />
      <Switch
        label="Visible to broker"
        {...form.getInputProps('visibleToBroker', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
