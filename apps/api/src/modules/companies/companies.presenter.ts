import type {
  CompanyDto,
  CompanyType,
  Permission,
  BusinessRegistryType,
  Country,
  AfsKind,
} from '@turbine/domain';
import type { CompanyRow } from './companies.repository.ts';

type Creator = { id: number | null; name: string | null; handle: string | null } | null;

/** §3 Company as the API returns it. */
export function presentCompany(
  c: CompanyRow,
  creator: Creator,
  companyTypePermissions: { id: number; refPermissionId: number }[],
): CompanyDto {
  return {
    id: c.id,
    name: c.name,
    handle: c.handle,
    refCompanyTypeId: c.refCompanyTypeId as CompanyType,
    isActive: c.isActive,
    hasAdmin: c.hasAdmin,
    requireTwoFactor: c.requireTwoFactor,
    createdByCompanyId: c.createdByCompanyId,
    createdByCompany:
      creator && creator.id !== null
        ? { id: creator.id, name: creator.name ?? '', handle: creator.handle }
        : null,
    appearance: {
      showLogoOnHeader: c.showLogoOnHeader,
      logoFileVersionId: c.logoFileVersionId,
      headerFileVersionId: c.headerFileVersionId,
      headerTextColour: c.headerTextColour,
    },
    companyTypePermissions: companyTypePermissions.map((p) => ({
      id: p.id,
      refPermissionId: p.refPermissionId as Permission,
    })),
    profile: {
      legalName: c.legalName,
      tradingName: c.tradingName,
      businessRegistryType: c.businessRegistryType as BusinessRegistryType | null,
      businessRegistryNumber: c.businessRegistryNumber,
      addressLine1: c.addressLine1,
      addressLine2: c.addressLine2,
      city: c.city,
      state: c.state,
      postcode: c.postcode,
      country: c.country as Country | null,
      yearEstablished: c.yearEstablished,
      website: c.website,
      primaryColour: c.primaryColour,
      email: c.email,
      afsKind: c.afsKind as AfsKind | null,
      afsNumber: c.afsNumber,
    },
    createdAt: Math.floor(c.createdAt.getTime() / 1000),
  };
}

/** What a company subdomain shows before sign-in: name and branding only (found by its handle). */
export function presentPublicCompany(c: CompanyRow & { handle: string }) {
  return {
    id: c.id,
    name: c.name,
    handle: c.handle,
    refCompanyTypeId: c.refCompanyTypeId as CompanyType,
    appearance: {
      showLogoOnHeader: c.showLogoOnHeader,
      logoFileVersionId: c.logoFileVersionId,
      headerFileVersionId: c.headerFileVersionId,
      headerTextColour: c.headerTextColour,
    },
  };
}
