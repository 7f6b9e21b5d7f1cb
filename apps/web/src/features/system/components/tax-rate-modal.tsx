import { Checkbox, Group, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  taxClassLabels,
  taxClassNames,
  taxJurisdictions,
  taxKindAllowed,
  taxKindLabels,
  taxKinds,
  taxRateBody,
  taxRateStatusLabels,
  taxRateStatuses,
  type TaxJurisdiction,
  type TaxKindName,
  type TaxRateBody,
  type TaxRateDto,
} from '@turbine/domain';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useSaveTaxRateMutation } from '../api/tax-rates-api.ts';

interface Values {
  jurisdiction: string;
  kind: string;
  classes: string[];
  rate: string;
  cap: string;
  flat: string;
  effectiveFrom: string;
  effectiveTo: string;
  smallBusinessOnly: boolean;
  status: string;
  source: string;
}

const toBody = (v: Values) => ({
  jurisdiction: v.jurisdiction,
  kind: v.kind,
  classes: v.classes,
  rate: v.rate,
  cap: v.cap.trim() || null,
  flat: v.flat.trim() || null,
  effectiveFrom: v.effectiveFrom,
  effectiveTo: v.effectiveTo.trim() || null,
  smallBusinessOnly: v.smallBusinessOnly,
  status: v.status,
  source: v.source,
});

const fromRow = (row: TaxRateDto | undefined): Values => ({
  jurisdiction: row?.jurisdiction ?? '',
  kind: row?.kind ?? '',
  classes: row?.classes ?? [],
  rate: row?.rate ?? '',
  cap: row?.cap ?? '',
  flat: row?.flat ?? '',
  effectiveFrom: row?.effectiveFrom ?? '',
  effectiveTo: row?.effectiveTo ?? '',
  smallBusinessOnly: row?.smallBusinessOnly ?? false,
  status: row?.status ?? 'V',
  source: row?.source ?? '',
});

/** Adds or changes one rate row of the operator's tax table (decision 197). */
export function TaxRateModal({ row, onClose }: { row?: TaxRateDto; onClose: () => void }) {
  const [save, { isLoading }] = useSaveTaxRateMutation();
  const form = useForm<Values>({
    initialValues: fromRow(row),
    validate: (v) => schemaErrors(taxRateBody, toBody(v)),
  });
  const jurisdiction = form.values.jurisdiction as TaxJurisdiction | '';
  const kinds = taxKinds.filter((k) => jurisdiction === '' || taxKindAllowed(jurisdiction, k));
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const body: TaxRateBody = taxRateBody.parse(toBody(form.values));
    const result = await save(row ? { id: row.id, body } : { body });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onClose();
  };
  const perHundred = form.values.kind === 'fenz' || form.values.kind === 'nhc';
  return (
    <FormModal
      title={row ? 'Edit tax rate' : 'Add tax rate'}
      onSave={() => void submit()}
      onClose={onClose}
      submitLabel={row ? 'Save' : 'Add rate'}
      saving={isLoading}
      unsaved={form.isDirty()}
    >
      <Group grow>
        <Select
          label="Jurisdiction"
          required
          data={taxJurisdictions.map((j) => ({
            value: j,
            label: j === 'AU' ? 'Australia (GST)' : j === 'NZ' ? 'New Zealand' : j,
          }))}
          {...form.getInputProps('jurisdiction')}
        />
        <Select
          label="Tax"
          required
          data={kinds.map((k) => ({ value: k, label: taxKindLabels[k as TaxKindName] }))}
          {...form.getInputProps('kind')}
        />
      </Group>
      <MultiSelect
        label="Classes of insurance"
        description="Leave empty for every class no more specific row names."
        searchable
        data={taxClassNames.map((name) => ({ value: name, label: taxClassLabels[name] }))}
        {...form.getInputProps('classes')}
      />
      <Group grow>
        <TextInput
          label={perHundred ? 'Cents per $100 of sum insured' : 'Rate (%)'}
          required
          inputMode="decimal"
          {...form.getInputProps('rate')}
        />
        <TextInput
          label="Sum insured cap"
          description="NZ levies only"
          inputMode="decimal"
          {...form.getInputProps('cap')}
        />
        <TextInput
          label="Flat amount"
          description="Instead of the rate"
          inputMode="decimal"
          {...form.getInputProps('flat')}
        />
      </Group>
      <Group grow>
        <TextInput
          label="Applies from"
          description="YYYY-MM-DD, the day effected or renewed"
          required
          {...form.getInputProps('effectiveFrom')}
        />
        <TextInput
          label="Applies until (not including)"
          description="YYYY-MM-DD; empty while in force"
          {...form.getInputProps('effectiveTo')}
        />
      </Group>
      <Checkbox
        label="Only when the insured declares itself a small business (NSW exemption)"
        {...form.getInputProps('smallBusinessOnly', { type: 'checkbox' })}
      />
      <Select
        label="How sure the source is"
        required
        data={taxRateStatuses.map((s) => ({ value: s, label: taxRateStatusLabels[s] }))}
        {...form.getInputProps('status')}
      />
      <Textarea label="Source" required rows={3} {...form.getInputProps('source')} />
    </FormModal>
  );
}
