import { MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CompanyType, ProductRole } from '@turbine/domain';
import { useListCompanyNamesQuery, useListProductsQuery } from '../api/products-api.ts';
import type { PackageFormValues } from './package-form-values.ts';

type Form = UseFormReturnType<PackageFormValues>;

/** Main product and add-on products of a package, each from the company's products of that offering type. */
export function PackageProductsFields({ form, companyId }: { form: Form; companyId: number }) {
  const products = useListProductsQuery({ companyId, perPage: 100 });
  const options = (role: number) =>
    (products.data?.data ?? [])
      .filter((p) => p.offeringType === role)
      .map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label="Main product"
        placeholder="Choose a main product"
        clearable
        searchable
        data={options(ProductRole.Main)}
        {...form.getInputProps('mainProductId')}
      />
      <MultiSelect
        label="Add-on products"
        placeholder="Choose add-ons"
        searchable
        data={options(ProductRole.AddOn)}
        {...form.getInputProps('addOnProductIds')}
      />
    </SimpleGrid>
  );
}

/** Broker access (§3 permissions by whitelist or blacklist) with broker companies from GET /company-names?type=2. */
export function BrokerAccessFields({ form }: { form: Form }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const names = useListCompanyNamesQuery({
    type: CompanyType.Broker,
    search: debounced || undefined,
  });
  const access = form.getValues().brokerAccess;
  const data = (names.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const selected = form.getValues().brokerCompanyIds;
  // Keep chosen brokers listed even when the current search does not return them.
  const known = new Set(data.map((d) => d.value));
  const all = [
    ...data,
    ...selected
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: `Broker company #${id}` })),
  ];
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="broker-access-label">
        Broker access
      </Text>
      <SegmentedControl
        aria-labelledby="broker-access-label"
        data={[
          { value: 'all', label: 'All brokers' },
          { value: 'whitelist', label: 'Only these brokers' },
          { value: 'blacklist', label: 'All except these brokers' },
        ]}
        {...form.getInputProps('brokerAccess')}
      />
      {access !== 'all' && (
        <MultiSelect
          label={access === 'whitelist' ? 'Allowed broker companies' : 'Excluded broker companies'}
          placeholder="Search broker companies"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={names.isFetching ? 'Searching…' : 'No broker companies found'}
          data={all}
          {...form.getInputProps('brokerCompanyIds')}
        />
      )}
    </Stack>
  );
}
