import { Select } from '@mantine/core';
import { useListProductSubClassesQuery } from '../api/product-sub-classes-api.ts';
import { productClassOptions } from './product-labels.ts';

export interface ProductClassFilter {
  productClass: number | null;
  productSubClassId: number | null;
}

/**
 * The risks list's product class filter (decision 211): the four §3 classes, and for an underwriting
 * agency its own sub-classes under each ("Liability › Cyber"). One value at a time: a class or a sub-class.
 */
export function ProductClassFilterSelect({
  companyId,
  withSubClasses,
  value,
  onChange,
  w,
}: {
  companyId: number;
  /** Only underwriting agencies have sub-classes (the list is theirs). */
  withSubClasses: boolean;
  value: ProductClassFilter;
  onChange: (value: ProductClassFilter) => void;
  w?: number | undefined;
}) {
  const subClasses = useListProductSubClassesQuery({ companyId }, { skip: !withSubClasses });
  const data = productClassOptions.flatMap((c) => [
    { value: `c${c.value}`, label: c.label },
    ...(subClasses.data?.data ?? [])
      .filter((s) => String(s.productClass) === c.value)
      .map((s) => ({ value: `s${s.id}`, label: `${c.label} › ${s.name}` })),
  ]);
  const selected =
    value.productSubClassId !== null
      ? `s${value.productSubClassId}`
      : value.productClass !== null
        ? `c${value.productClass}`
        : null;
  return (
    <Select
      label="Product class"
      placeholder="Any class"
      data={data}
      value={data.some((d) => d.value === selected) ? selected : null}
      onChange={(v) =>
        onChange({
          productClass: v?.startsWith('c') ? Number(v.slice(1)) : null,
          productSubClassId: v?.startsWith('s') ? Number(v.slice(1)) : null,
        })
      }
      clearable
      searchable
      w={w}
    />
  );
}
