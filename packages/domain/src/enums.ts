/** The spec's enumerations (§1, §3, §4, §6) with their numeric ids. One source for zod, Drizzle and the UI. */

export const CompanyType = {
  Client: 1,
  Broker: 2,
  Underwriter: 3,
  Insurer: 4,
  Legal: 5,
  System: 6,
} as const;
export type CompanyType = (typeof CompanyType)[keyof typeof CompanyType];
export const companyTypeIds = Object.values(CompanyType) as CompanyType[];
export const companyTypeLabels: Record<CompanyType, string> = {
  1: 'Client',
  2: 'Broker',
  3: 'Underwriter',
  4: 'Insurer',
  5: 'Legal',
  6: 'System',
};

export const Permission = {
  ManageCompanyDetails: 1,
  ManageInvitations: 2,
  ManageRolesAndPermissions: 3,
  ManageCompanyUsers: 4,
  ManageSyndicates: 5,
  ManageBindingAgreements: 6,
  ManageProducts: 7,
  ManageDocuments: 8,
  ManageRisks: 9,
  ViewRisks: 10,
  ManageClients: 11,
  ManageClauses: 12,
  ManageProductClasses: 14,
  ManageCompanies: 15,
  SupportCompanies: 16,
  ManageCompanyStatuses: 17,
  ManageCompanyTags: 18,
  ManageCompanyEvents: 19,
  ExecuteCompanyReports: 20,
  ManageCompanyRating: 21,
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];
export const permissionIds = Object.values(Permission) as Permission[];
export const permissionLabels: Record<Permission, string> = {
  1: 'Manage company details',
  2: 'Manage invitations',
  3: 'Manage roles and permissions',
  4: 'Manage company users',
  5: 'Manage syndicates',
  6: 'Manage binding agreements',
  7: 'Manage products',
  8: 'Manage documents',
  9: 'Manage risks',
  10: 'View risks',
  11: 'Manage clients',
  12: 'Manage clauses',
  14: 'Manage product classes',
  15: 'Manage companies',
  16: 'Support companies',
  17: 'Manage company statuses',
  18: 'Manage company tags',
  19: 'Manage company events',
  20: 'Execute company reports',
  21: 'Manage company rating',
};

/**
 * Which permissions a company of each type may grant to its roles (the "company-type permissions").
 * The spec does not list them; docs/decisions/003-company-type-permissions.md explains the choice.
 */
export const companyTypePermissionMatrix: Record<CompanyType, readonly Permission[]> = {
  [CompanyType.Client]: [1, 2, 3, 4, 8, 10, 18],
  [CompanyType.Broker]: [1, 2, 3, 4, 8, 9, 10, 11, 17, 18, 19, 20],
  [CompanyType.Underwriter]: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 17, 18, 19, 20, 21],
  [CompanyType.Insurer]: [1, 2, 3, 4, 8, 10, 18, 20],
  [CompanyType.Legal]: [1, 2, 3, 4, 8, 9, 10, 17, 18, 19, 20],
  [CompanyType.System]: [...(Object.values(Permission) as Permission[])],
};

export const ContactMethod = { Email: 1, Phone: 2, None: 3 } as const;
export type ContactMethod = (typeof ContactMethod)[keyof typeof ContactMethod];

export const BusinessRegistryType = { Abn: 1, Nzbn: 2 } as const;
export type BusinessRegistryType = (typeof BusinessRegistryType)[keyof typeof BusinessRegistryType];

export const CustomerSegment = { Retail: 1, Commercial: 2 } as const;
export const ProductClass = {
  ProfessionalIndemnity: 1,
  Liability: 2,
  Motor: 3,
  Property: 4,
} as const;
export const ProductRole = { Main: 1, AddOn: 2 } as const;
export const ChargeKind = { Standard: 1, OtherCharge: 2, DiscountCharge: 3 } as const;
export const ProductInQuoteKind = { MainProduct: 1, AddOnProduct: 2 } as const;

export const TransactionStatus = {
  Initiated: 1,
  Submitted: 2,
  Quoted: 3,
  Declined: 4,
  Referred: 5,
  NotTakenUp: 6,
  Bound: 7,
} as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export const TransactionType = {
  NewBusiness: 1,
  Adjustment: 2,
  Cancellation: 3,
  Renewal: 4,
} as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export const currencyCodes = ['aud', 'usd', 'gbp', 'eur', 'nzd'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export const countries = ['AU', 'NZ'] as const;
export type Country = (typeof countries)[number];
export const auStates = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof auStates)[number];

export const themes = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof themes)[number];

/** File visibility (§3): private 1, public 2. */
export const FileVisibility = { Private: 1, Public: 2 } as const;

export const InvitationStatus = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof InvitationStatus)[number];

/** 403 reasons the web reacts to (§4 Authentication). */
export const ForbiddenReason = {
  TwoFactorSetup: 'two_factor_setup_required',
  TwoFactorVerify: 'two_factor_verify_required',
  PasswordExpired: 'password_expired',
} as const;
export type ForbiddenReason = (typeof ForbiddenReason)[keyof typeof ForbiddenReason];

/** Participant display colours (§1). */
export const participantColours: Record<CompanyType, string> = {
  1: 'orange',
  2: 'red',
  3: 'blue',
  4: 'green',
  5: 'grape',
  6: 'yellow',
};
