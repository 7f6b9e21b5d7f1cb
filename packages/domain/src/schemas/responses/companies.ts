import { z } from '../../zod-config.ts';
import { BusinessRegistryType, countries } from '../../enums.ts';
import { afsKinds } from '../../afs-authorisation.ts';
import type {
  CompanyDto,
  CompanyUserDto,
  InvitationDto,
  InvitationPreviewDto,
  MyInvitationDto,
  RoleDto,
} from '../companies.ts';
import type { SupportActionDto, SupportSessionDto } from '../system-companies.ts';
import { companyTypeOut, permissionOut } from './identity.ts';
import { pageOf } from './platform.ts';
import { dataOf, epochSeconds, namedRef, oneOf, type Agree } from './shared.ts';

/** Response schemas of the companies module (decision 158). */

export const companyAppearanceOut = z.object({
  showLogoOnHeader: z.boolean(),
  logoFileVersionId: z.number().int().nullable(),
  headerFileVersionId: z.number().int().nullable(),
  headerTextColour: z.string().nullable(),
});

/** §3 company profile as the API returns it: every field present, null when not given. */
export const companyProfileOut = z.object({
  legalName: z.string().nullable(),
  tradingName: z.string().nullable(),
  businessRegistryType: oneOf(BusinessRegistryType).nullable(),
  businessRegistryNumber: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.enum(countries).nullable(),
  yearEstablished: z.number().int().nullable(),
  website: z.string().nullable(),
  primaryColour: z.string().nullable(),
  email: z.string().nullable(),
  afsKind: z.enum(afsKinds).nullable(),
  afsNumber: z.string().nullable(),
});

export const companyTypePermissionOut = z.object({
  id: z.number().int(),
  refPermissionId: permissionOut,
});

/** §3 Company: GET/PUT /companies/{id}, POST /companies, the branding images. */
export const companyResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string().nullable(),
  refCompanyTypeId: companyTypeOut,
  isActive: z.boolean(),
  hasAdmin: z.boolean(),
  requireTwoFactor: z.boolean(),
  createdByCompanyId: z.number().int().nullable(),
  createdByCompany: z
    .object({ id: z.number().int(), name: z.string(), handle: z.string().nullable() })
    .nullable(),
  appearance: companyAppearanceOut,
  companyTypePermissions: z.array(companyTypePermissionOut),
  profile: companyProfileOut,
  createdAt: epochSeconds,
});
/** GET /companies: a page of the companies the caller may see. */
export const companyListResponse = pageOf(companyResponse);

/** GET /companies/by-handle/{handle}: what a company's subdomain shows before sign-in. */
export const publicCompanyResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string(),
  refCompanyTypeId: companyTypeOut,
  appearance: companyAppearanceOut,
});

/** GET /company-names: names for pickers (at most 50). */
export const companyNamesResponse = dataOf(
  z.object({
    id: z.number().int(),
    name: z.string(),
    handle: z.string().nullable(),
    refCompanyTypeId: companyTypeOut,
  }),
);

/** GET /companies/{id}/company-type-permissions: what the company's roles may grant. */
export const companyTypePermissionsResponse = dataOf(companyTypePermissionOut);

/** §3 Role (admin view). */
export const roleResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  isAdmin: z.boolean(),
  companyTypePermissionIds: z.array(z.number().int()),
  permissions: z.array(permissionOut),
  userCount: z.number().int(),
});
export const roleListResponse = dataOf(roleResponse);

/** A member as the Company Users screen lists them. */
export const companyUserResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarFileVersionId: z.number().int().nullable(),
  role: namedRef,
  lastActivityAt: epochSeconds.nullable(),
  memberSince: epochSeconds,
  authenticatorApp: z.boolean(),
  isTemporaryUser: z.boolean(),
  temporaryExpiresAt: epochSeconds.nullable(),
});
export const companyUserListResponse = pageOf(companyUserResponse);

/** PUT /companies/{id}/two-factor-policy. */
export const twoFactorPolicyResponse = z.object({ requireTwoFactor: z.boolean() });

export const invitationResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  role: namedRef,
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  expiresAt: epochSeconds,
  acceptedAt: epochSeconds.nullable(),
  revokedAt: epochSeconds.nullable(),
  invitedBy: namedRef.nullable(),
  createdAt: epochSeconds,
});
export const invitationListResponse = pageOf(invitationResponse);

/** GET /invitations/{token}: what the public invitation page shows before acceptance. */
export const invitationPreviewResponse = z.object({
  email: z.string(),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    handle: z.string().nullable(),
    refCompanyTypeId: companyTypeOut,
  }),
  role: z.object({ name: z.string() }),
  userExists: z.boolean(),
  expiresAt: epochSeconds,
});

/** GET /user/invitations: the pending invitations addressed to the signed-in user (decision 231). */
export const myInvitationResponse = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string(), refCompanyTypeId: companyTypeOut }),
  role: z.object({ name: z.string() }),
  invitedBy: z.object({ name: z.string() }).nullable(),
  expiresAt: epochSeconds,
  createdAt: epochSeconds,
});
export const myInvitationListResponse = dataOf(myInvitationResponse);

/** POST /system/companies: the company and its first administrator's invitation (decision 136). */
export const operatorCreatedCompanyResponse = z.object({
  company: companyResponse,
  invitation: invitationResponse,
});
/** PUT /system/companies/{id}/status: the company, and how many of its members' sessions ended. */
export const companyStatusResponse = companyResponse.extend({
  sessionsEnded: z.number().int(),
});

export const supportActionOut = z.object({
  id: z.number().int(),
  method: z.string(),
  route: z.string(),
  at: epochSeconds,
});
/** One support visit (decision 136). */
export const supportSessionResponse = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  supportUser: namedRef,
  reason: z.string(),
  acting: z.boolean(),
  startedAt: epochSeconds,
  endedAt: epochSeconds.nullable(),
  actions: z.array(supportActionOut),
});
/** GET /system/companies/{id}/support: the operator's open visit of the company, or null. */
export const currentSupportResponse = z.object({ data: supportSessionResponse.nullable() });
export const supportSessionListResponse = pageOf(supportSessionResponse);

export type CompanyAgrees = Agree<CompanyDto, z.infer<typeof companyResponse>>;
export type RoleAgrees = Agree<RoleDto, z.infer<typeof roleResponse>>;
export type CompanyUserAgrees = Agree<CompanyUserDto, z.infer<typeof companyUserResponse>>;
export type InvitationAgrees = Agree<InvitationDto, z.infer<typeof invitationResponse>>;
export type InvitationPreviewAgrees = Agree<
  InvitationPreviewDto,
  z.infer<typeof invitationPreviewResponse>
>;
export type MyInvitationAgrees = Agree<MyInvitationDto, z.infer<typeof myInvitationResponse>>;
export type SupportSessionAgrees = Agree<SupportSessionDto, z.infer<typeof supportSessionResponse>>;
export type SupportActionAgrees = Agree<SupportActionDto, z.infer<typeof supportActionOut>>;
