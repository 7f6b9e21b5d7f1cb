import { Select } from '@mantine/core';
import { useListCompanyTagsQuery } from '../api/tags-api.ts';

/** The risks list's tag filter: the company's tags; hidden while the company has none. */
export function TagFilterSelect({
  companyId,
  value,
  onChange,
  w,
}: {
  companyId: number;
  value: number | null;
  onChange: (tagId: number | null) => void;
  w?: number | undefined;
}) {
  const tags = useListCompanyTagsQuery(companyId);
  if (!tags.data?.length && value === null) return null;
  return (
    <Select
      label="Tag"
      placeholder={tags.isError ? 'Could not load tags' : 'Any tag'}
      data={(tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      clearable
      w={w}
    />
  );
}
