import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query.ts';

/** The spec's cached data categories (§3): the tag types of the one API slice. */
export const cacheTags = [
  'AfsRegister',
  'BindingAgreement',
  'Claim',
  'Clauses',
  'CommercialClient',
  'Company',
  'CompanyEvent',
  'CompanyStatus',
  'CompanyTag',
  'CompanyRating',
  'Event',
  'FileDirectory',
  'Invitation',
  'Risk',
  'RiskPackage',
  'RiskPackageAssignment',
  'RiskPackageNote',
  'RiskTransaction',
  'Product',
  'ProductClass',
  'ProductCode',
  'ProductPackage',
  'ProductVersion',
  'RecoveryCode',
  'RiskCode',
  'Role',
  'Syndicate',
  'TemplateDocument',
  'TemplateEmail',
  'TwoFactorAuth',
  'Underwriters',
  'User',
  'UserCompanyRole',
  'UserNotification',
  'DashboardData',
  // Premium bordereaux (decision 151).
  'Bordereau',
  // Saved extractor report definitions (decision 208).
  'ExtractorDefinition',
  // Background jobs (decision 106): a user's tracked jobs and the operator's queue view.
  'Job',
  // The operator's AU/NZ tax table (decision 197).
  'TaxRate',
] as const;

/** One RTK Query slice; features add their endpoints with injectEndpoints (CONVENTIONS Web). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: cacheTags,
  // §9: cached query data is kept 60 seconds after its last use.
  keepUnusedDataFor: 60,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/**
 * The tags a change to a risk package invalidates: the package, the risk lists and its timeline
 * (decision 091 web notes). The risk pages, the panel and collaboration all share it.
 */
export const riskPackageChangedTags = (riskPackageId: number) => [
  { type: 'RiskPackage' as const, id: riskPackageId },
  { type: 'RiskPackage' as const, id: 'LIST' },
  { type: 'RiskPackageNote' as const, id: riskPackageId },
];
