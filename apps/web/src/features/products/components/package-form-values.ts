import type { ProductPackageDto } from '@turbine/domain';

export interface PackageFormValues {
  name: string;
  description: string;
  productType: string;
  riskReferenceFormat: string;
  targetCountry: string;
  mainProductId: string | null;
  addOnProductIds: string[];
  brokerAccess: string;
  brokerCompanyIds: string[];
}

export function packageToForm(p: ProductPackageDto | null): PackageFormValues {
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    productType: p?.productType ?? 'retail',
    riskReferenceFormat: p?.riskReferenceFormat ?? '',
    targetCountry: p?.targetCountry ?? 'AU',
    mainProductId: p?.mainProductId == null ? null : String(p.mainProductId),
    addOnProductIds: (p?.addOnProductIds ?? []).map(String),
    brokerAccess: p?.brokerAccess ?? 'all',
    brokerCompanyIds: (p?.brokerCompanyIds ?? []).map(String),
  };
}

export function packageFormToBody(
  v: PackageFormValues,
  promotionalImageFileVersionId: number | null,
): Record<string, unknown> {
  return {
    name: v.name,
    description: v.description,
    productType: v.productType,
    riskReferenceFormat: v.riskReferenceFormat,
    targetCountry: v.targetCountry,
    promotionalImageFileVersionId,
    mainProductId: v.mainProductId === null ? null : Number(v.mainProductId),
    addOnProductIds: v.addOnProductIds.map(Number),
    brokerAccess: v.brokerAccess,
    // With access for all brokers the list is emptied (decision 060).
    brokerCompanyIds: v.brokerAccess === 'all' ? [] : v.brokerCompanyIds.map(Number),
  };
}
