import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { companyTypeLabels, type CompanyType } from '@turbine/domain';
import { useSearchCompanyNamesQuery } from '../api/companies-list-api.ts';

/** Picks any company by name (GET /company-names: every company for the operator). */
export function CompanyPicker({
  label,
  value,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
  placeholder?: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const names = useSearchCompanyNamesQuery(debounced ? { search: debounced } : {});
  const data = (names.data?.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} (${companyTypeLabels[c.refCompanyTypeId as CompanyType]})`,
  }));
  return (
    <Select
      label={label}
      placeholder={placeholder ?? 'Search by name'}
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      onSearchChange={setSearch}
      nothingFoundMessage={names.isFetching ? 'Searching…' : 'No company found'}
      error={error}
      w={260}
    />
  );
}
