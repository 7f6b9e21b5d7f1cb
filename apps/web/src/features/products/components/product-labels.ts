import { ProductClass, ProductRole } from '@turbine/domain';

/** §3 product classes as shown in selects (ids from the domain enums). */
export const productClassOptions = [
  { value: String(ProductClass.ProfessionalIndemnity), label: 'Professional Indemnity' },
  { value: String(ProductClass.Liability), label: 'Liability' },
  { value: String(ProductClass.Property), label: 'Property' },
  { value: String(ProductClass.Motor), label: 'Motor' },
];

export const offeringTypeOptions = [
  { value: String(ProductRole.Main), label: 'Main product' },
  { value: String(ProductRole.AddOn), label: 'Add-on product' },
];

export function productClassLabel(id: number | null): string {
  return productClassOptions.find((o) => o.value === String(id))?.label ?? 'None';
}

export function offeringTypeLabel(id: number): string {
  return offeringTypeOptions.find((o) => o.value === String(id))?.label ?? 'Unknown';
}

/** Badge colours of the §4 version states. */
export const statusColours: Record<string, string> = {
  draft: 'gray',
  live: 'green',
  locked: 'orange',
};
