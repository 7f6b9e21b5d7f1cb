import { Group, Select, TextInput } from '@mantine/core';
import { companyTypeLabels } from '@turbine/domain';
import { CompanyPicker } from './company-picker.tsx';

export interface FilterValues {
  search: string;
  type: string | null;
  isActive: string | null;
  hasAdmin: string | null;
  createdBy: string | null;
}

export const emptyFilters: FilterValues = {
  search: '',
  type: null,
  isActive: null,
  hasAdmin: null,
  createdBy: null,
};

const yesNo = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** Search and filters of the operator's Companies screen: type, active, has admin, creator. */
export function CompanyFilters({
  value,
  onChange,
}: {
  value: FilterValues;
  onChange: (next: FilterValues) => void;
}) {
  const set = (patch: Partial<FilterValues>) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" mb="md" wrap="wrap">
      <TextInput
        label="Search companies"
        value={value.search}
        onChange={(e) => set({ search: e.currentTarget.value })}
        w={240}
      />
      <Select
        label="Type"
        clearable
        placeholder="Any type"
        data={Object.entries(companyTypeLabels).map(([id, label]) => ({ value: id, label }))}
        value={value.type}
        onChange={(type) => set({ type })}
        w={160}
      />
      <Select
        label="Status"
        clearable
        placeholder="Active or not"
        data={yesNo('Active', 'Inactive')}
        value={value.isActive}
        onChange={(isActive) => set({ isActive })}
        w={150}
      />
      <Select
        label="Administrator"
        clearable
        placeholder="Any"
        data={yesNo('Has an admin', 'No admin yet')}
        value={value.hasAdmin}
        onChange={(hasAdmin) => set({ hasAdmin })}
        w={170}
      />
      <CompanyPicker
        label="Created by"
        placeholder="Any creator"
        value={value.createdBy}
        onChange={(createdBy) => set({ createdBy })}
      />
    </Group>
  );
}
