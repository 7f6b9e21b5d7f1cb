import { Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { taxClassLabels, taxClassNames } from '@turbine/domain';
import type { SettingsFormValues } from './version-settings-values.ts';

type Form = UseFormReturnType<SettingsFormValues>;
type TaxEngine = NonNullable<SettingsFormValues['premium']['taxEngine']>;

const classOptions = taxClassNames.map((name) => ({ value: name, label: taxClassLabels[name] }));
const countryOptions = [
  { value: 'AU', label: 'Australia: GST, stamp duty by state, NSW ESL, TAS fire levy' },
  { value: 'NZ', label: 'New Zealand: GST, FENZ and Natural Hazards Commission levies' },
];
const fresh: TaxEngine = { country: 'AU', taxClass: 'publicLiability', stateFormula: '' };

/** Blank optional texts are left out of the saved setting (the schema keeps them optional). */
export function taxEngineBody(engine: TaxEngine | undefined): TaxEngine | undefined {
  if (!engine) return undefined;
  return Object.fromEntries(
    Object.entries(engine).filter(([, value]) => value !== '' && value !== undefined),
  ) as TaxEngine;
}

/**
 * The AU/NZ tax engine of a version (decision 118): the product's taxes computed per state and class
 * from a dated rate table, each a line of the premium breakdown.
 */
export function TaxEngineFields({ form }: { form: Form }) {
  const engine = form.getValues().premium.taxEngine;
  const input = (path: keyof TaxEngine) => form.getInputProps(`premium.taxEngine.${path}`);
  return (
    <Stack gap="md">
      <Switch
        label="Compute Australian and New Zealand taxes and levies"
        description="GST, stamp duty and levies at the rates in force on each transaction's effective date, instead of a flat tax"
        checked={engine !== undefined}
        onChange={(e) =>
          form.setFieldValue('premium.taxEngine', e.currentTarget.checked ? fresh : undefined)
        }
      />
      {engine && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Country"
            allowDeselect={false}
            data={countryOptions}
            {...input('country')}
          />
          <Select
            label="Class of insurance"
            searchable
            allowDeselect={false}
            data={classOptions}
            {...input('taxClass')}
          />
          {engine.country === 'AU' && (
            <TextInput
              label="State formula"
              description='A text formula giving the state ("NSW") or states with shares ("NSW:0.6;VIC:0.4")'
              withAsterisk
              {...input('stateFormula')}
            />
          )}
          <TextInput
            label="Sum insured formula"
            description="For the NZ levies charged on the sum insured"
            {...input('sumInsuredFormula')}
          />
          {engine.country === 'AU' && (
            <>
              <TextInput
                label="Small business formula"
                description="1 when the insured declared a turnover of $2m or less (NSW exemption)"
                {...input('smallBusinessFormula')}
              />
              <TextInput
                label="NSW emergency services levy %"
                description="Your loading on NSW premium; blank for none"
                {...input('nswEslRatePercent')}
              />
              <TextInput
                label="TAS insurance fire levy %"
                description="Property, marine and aviation; blank for none"
                {...input('tasFireLevyRatePercent')}
              />
            </>
          )}
        </SimpleGrid>
      )}
      {engine && engine.country === 'AU' && (
        <Text size="sm" c="dimmed">
          Order: premium with commission, then levies, then GST on both, then each state&apos;s duty
          on its share of all of it.
        </Text>
      )}
    </Stack>
  );
}
