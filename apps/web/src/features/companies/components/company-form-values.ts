import { BusinessRegistryType, type CompanyDto, type CompanyProfile } from '@turbine/domain';

/** Form state of the profile: text inputs hold strings, empty meaning "not set". */
export interface ProfileFormValues {
  legalName: string;
  tradingName: string;
  businessRegistryType: 1 | 2;
  businessRegistryNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postcode: string;
  country: 'AU' | 'NZ';
  yearEstablished: number | string;
  website: string;
  email: string;
  primaryColour: string;
  /** A brokerage's AFS licence ('licensee') or authorised representative number (decision 219). */
  afsKind: 'licensee' | 'representative';
  afsNumber: string;
}

export interface CompanyFormValues {
  name: string;
  handle: string;
  refCompanyTypeId: string;
  profile: ProfileFormValues;
  appearance: { showLogoOnHeader: boolean; headerTextColour: string };
}

export function profileToForm(p: CompanyProfile | undefined): ProfileFormValues {
  return {
    legalName: p?.legalName ?? '',
    tradingName: p?.tradingName ?? '',
    businessRegistryType:
      p?.businessRegistryType ??
      (p?.country === 'NZ' ? BusinessRegistryType.Nzbn : BusinessRegistryType.Abn),
    businessRegistryNumber: p?.businessRegistryNumber ?? '',
    addressLine1: p?.addressLine1 ?? '',
    addressLine2: p?.addressLine2 ?? '',
    city: p?.city ?? '',
    state: p?.state ?? '',
    postcode: p?.postcode ?? '',
    country: p?.country ?? 'AU',
    yearEstablished: p?.yearEstablished ?? '',
    website: p?.website ?? '',
    email: p?.email ?? '',
    primaryColour: p?.primaryColour ?? '',
    afsKind: p?.afsKind ?? 'licensee',
    afsNumber: p?.afsNumber ?? '',
  };
}

/** The profile as the API takes it: empty strings become null (the schema does the same). */
export function formToProfile(v: ProfileFormValues) {
  const text = (s: string) => (s.trim() ? s.trim() : null);
  return {
    legalName: text(v.legalName),
    tradingName: text(v.tradingName),
    businessRegistryType: text(v.businessRegistryNumber) ? v.businessRegistryType : null,
    businessRegistryNumber: text(v.businessRegistryNumber)?.replace(/\s+/g, '') ?? null,
    addressLine1: text(v.addressLine1),
    addressLine2: text(v.addressLine2),
    city: text(v.city),
    state: text(v.state),
    postcode: text(v.postcode),
    country: v.country,
    yearEstablished: v.yearEstablished === '' ? null : Number(v.yearEstablished),
    website: text(v.website),
    email: text(v.email),
    primaryColour: text(v.primaryColour),
    afsKind: text(v.afsNumber) ? v.afsKind : null,
    afsNumber: text(v.afsNumber)?.replace(/\s+/g, '') ?? null,
  };
}

export function companyToForm(c: CompanyDto): CompanyFormValues {
  return {
    name: c.name,
    handle: c.handle ?? '',
    refCompanyTypeId: String(c.refCompanyTypeId),
    profile: profileToForm(c.profile),
    appearance: {
      showLogoOnHeader: c.appearance.showLogoOnHeader,
      headerTextColour: c.appearance.headerTextColour ?? '',
    },
  };
}
