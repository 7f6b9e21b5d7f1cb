import { ColorInput, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { auStates, BusinessRegistryType } from '@turbine/domain';
import type { CompanyFormValues } from './company-form-values.ts';

const afsKindOptions = [
  { value: 'licensee', label: 'AFS licensee' },
  { value: 'representative', label: 'Authorised representative' },
];

const countryOptions = [
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
];

/** §3 company profile fields; the registry number is an ABN in Australia and an NZBN in New Zealand. */
export function CompanyProfileFields({ form }: { form: UseFormReturnType<CompanyFormValues> }) {
  const country = form.getValues().profile.country;
  const registryLabel =
    form.getValues().profile.businessRegistryType === BusinessRegistryType.Nzbn ? 'NZBN' : 'ABN';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label="Legal name" {...form.getInputProps('profile.legalName')} />
      <TextInput label="Trading name" {...form.getInputProps('profile.tradingName')} />
      <Select
        label="Country"
        data={countryOptions}
        allowDeselect={false}
        {...form.getInputProps('profile.country')}
        onChange={(value) => {
          form.setFieldValue('profile.country', value === 'NZ' ? 'NZ' : 'AU');
          form.setFieldValue(
            'profile.businessRegistryType',
            value === 'NZ' ? BusinessRegistryType.Nzbn : BusinessRegistryType.Abn,
          );
          if (value === 'NZ') form.setFieldValue('profile.state', '');
        }}
      />
      <TextInput label={registryLabel} {...form.getInputProps('profile.businessRegistryNumber')} />
      {country === 'AU' && (
        <>
          <Select
            label="AFS authorisation"
            data={afsKindOptions}
            allowDeselect={false}
            {...form.getInputProps('profile.afsKind')}
          />
          <TextInput
            label={
              form.getValues().profile.afsKind === 'representative'
                ? 'Authorised representative number'
                : 'AFS licence number'
            }
            description="Checked against the ASIC register when binding."
            {...form.getInputProps('profile.afsNumber')}
          />
        </>
      )}
      <TextInput label="Address line 1" {...form.getInputProps('profile.addressLine1')} />
      <TextInput label="Address line 2" {...form.getInputProps('profile.addressLine2')} />
      <TextInput label="City" {...form.getInputProps('profile.city')} />
      {country === 'NZ' ? (
        <TextInput label="Region" {...form.getInputProps('profile.state')} />
      ) : (
        <Select
          label="State"
          data={[...auStates]}
          clearable
          {...form.getInputProps('profile.state')}
        />
      )}
      <TextInput label="Postcode" {...form.getInputProps('profile.postcode')} />
      <NumberInput
        label="Year established"
        min={1800}
        max={2100}
        allowDecimal={false}
        {...form.getInputProps('profile.yearEstablished')}
      />
      <TextInput
        label="Website"
        placeholder="www.example.com.au"
        {...form.getInputProps('profile.website')}
      />
      <TextInput label="Company email" type="email" {...form.getInputProps('profile.email')} />
      <ColorInput
        label="Brand colour"
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': 'Pick the brand colour from the screen' }}
        {...form.getInputProps('profile.primaryColour')}
      />
    </SimpleGrid>
  );
}
