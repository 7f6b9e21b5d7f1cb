import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import {
  auStates,
  BusinessRegistryType,
  CompanyType,
  countries,
  type Permission,
} from '../enums.ts';
import { isValidAbn, isValidNzbn } from '../registry-numbers.ts';
import { afsKinds, afsNumberProblem, AfsMessages } from '../afs-authorisation.ts';
import { emailSchema, optionalText, requiredText } from './common.ts';
import { passwordSchema } from './identity.ts';

/** Handles become subdomains of the root host, so some names are kept for the platform itself. */
export const reservedHandles = [
  'www',
  'api',
  'app',
  'apps',
  'admin',
  'mail',
  'smtp',
  'docs',
  'static',
  'assets',
  'cdn',
  'ws',
  'system',
  'support',
  'help',
  'status',
  'login',
  'register',
  'account',
  'auth',
  'sso',
  'localhost',
  'turbine',
  'dev',
  'staging',
  'test',
  'portal',
  'dashboard',
  'billing',
] as const;

export const handlePattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const handleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(63, { error: Messages.maxLength(63) })
  .refine((v) => handlePattern.test(v), { error: Messages.handleInvalid })
  .refine((v) => !(reservedHandles as readonly string[]).includes(v), {
    error: Messages.handleReserved,
  });

const websiteSchema = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const candidate = /^https?:\/\//i.test(v) ? v : `https://${v}`;
    try {
      const url = new URL(candidate);
      if (!url.hostname.includes('.') || !/^https?:$/.test(url.protocol)) throw new Error('host');
      return url.toString();
    } catch {
      ctx.addIssue({ code: 'custom', message: Messages.websiteUrl('www.example.com.au') });
      return z.NEVER;
    }
  });

/** §3 company profile; the registry number is checked with the ABN or NZBN rule its type names. */
export const companyProfileSchema = z
  .strictObject({
    legalName: optionalText(255),
    tradingName: optionalText(255),
    businessRegistryType: z
      .union([z.literal(BusinessRegistryType.Abn), z.literal(BusinessRegistryType.Nzbn)])
      .nullish(),
    businessRegistryNumber: optionalText(20),
    addressLine1: optionalText(255),
    addressLine2: optionalText(255),
    city: optionalText(120),
    state: optionalText(10),
    postcode: optionalText(10),
    country: z.enum(countries).nullish(),
    yearEstablished: z.coerce
      .number()
      .int()
      .min(1800, { error: Messages.min(1800) })
      .max(2100, { error: Messages.max(2100) })
      .nullish(),
    website: websiteSchema,
    primaryColour: z
      .string()
      .max(7, { error: Messages.maxLength(7) })
      .regex(/^#[0-9a-fA-F]{6}$/)
      .nullish(),
    email: emailSchema.nullish(),
    /** A brokerage's AFS licence or authorised representative number (decision 219). */
    afsKind: z.enum(afsKinds).nullish(),
    afsNumber: optionalText(9),
  })
  .superRefine((p, ctx) => {
    if (p.afsNumber) {
      const problem = p.afsKind
        ? afsNumberProblem(p.afsKind, p.afsNumber)
        : AfsMessages.kindRequired;
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [p.afsKind ? 'afsNumber' : 'afsKind'],
          message: problem,
        });
    }
    if (p.businessRegistryNumber) {
      const type =
        p.businessRegistryType ??
        (p.country === 'NZ' ? BusinessRegistryType.Nzbn : BusinessRegistryType.Abn);
      if (type === BusinessRegistryType.Abn && !isValidAbn(p.businessRegistryNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['businessRegistryNumber'],
          message: Messages.abnInvalid,
        });
      }
      if (type === BusinessRegistryType.Nzbn && !isValidNzbn(p.businessRegistryNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['businessRegistryNumber'],
          message: Messages.nzbnInvalid,
        });
      }
    }
    if (p.state && p.country !== 'NZ' && !(auStates as readonly string[]).includes(p.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: Messages.stateInvalid });
    }
  });
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
/** The profile as the API returns it: every field present, null when not given. */
export type CompanyProfileDto = {
  [K in keyof CompanyProfile]-?: Exclude<CompanyProfile[K], undefined>;
};

export const appearanceSchema = z.strictObject({
  showLogoOnHeader: z.boolean().default(false),
  logoFileVersionId: z.number().int().positive().nullish(),
  headerFileVersionId: z.number().int().positive().nullish(),
  headerTextColour: z
    .string()
    .max(7, { error: Messages.maxLength(7) })
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullish(),
});

/** Types a user may create; the system company exists once and is seeded. */
export const creatableCompanyTypes = [
  CompanyType.Client,
  CompanyType.Broker,
  CompanyType.Underwriter,
  CompanyType.Insurer,
  CompanyType.Legal,
] as const;

export const createCompanyBody = z.strictObject({
  name: requiredText(160),
  refCompanyTypeId: z.union(creatableCompanyTypes.map((t) => z.literal(t))),
  handle: handleSchema.nullish().transform((v) => v || null),
  /** Set when a company creates another on its behalf (a broker's client, an underwriter's broker). */
  createdByCompanyId: z.number().int().positive().nullish(),
  profile: companyProfileSchema.optional(),
});
export type CreateCompanyBody = z.infer<typeof createCompanyBody>;

export const updateCompanyBody = z.strictObject({
  name: requiredText(160),
  handle: handleSchema.nullish().transform((v) => v || null),
  isActive: z.boolean().optional(),
  profile: companyProfileSchema.optional(),
  appearance: appearanceSchema.optional(),
});
export type UpdateCompanyBody = z.infer<typeof updateCompanyBody>;

export const companyListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
  type: z.coerce.number().int().min(1).max(6).optional(),
  isActive: z.enum(['true', 'false']).optional(),
  hasAdmin: z.enum(['true', 'false']).optional(),
  createdByCompanyId: z.coerce.number().int().positive().optional(),
  sort: z.enum(['name', '-name', 'createdAt', '-createdAt']).default('name'),
});

/** §3 Company as the API returns it. */
export interface CompanyDto {
  id: number;
  name: string;
  handle: string | null;
  refCompanyTypeId: CompanyType;
  isActive: boolean;
  hasAdmin: boolean;
  /** Members must set up two-factor authentication (issue 11). */
  requireTwoFactor: boolean;
  createdByCompanyId: number | null;
  createdByCompany: { id: number; name: string; handle: string | null } | null;
  appearance: {
    showLogoOnHeader: boolean;
    logoFileVersionId: number | null;
    headerFileVersionId: number | null;
    headerTextColour: string | null;
  };
  companyTypePermissions: { id: number; refPermissionId: Permission }[];
  profile: CompanyProfileDto;
  createdAt: number;
}

export const roleBody = z.strictObject({
  name: requiredText(80),
  companyTypePermissionIds: z
    .array(z.number().int().positive())
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: Messages.duplicateValues }),
});
export type RoleBody = z.infer<typeof roleBody>;

/** §3 Role (admin view): name, permissions and users. */
export interface RoleDto {
  id: number;
  name: string;
  isAdmin: boolean;
  companyTypePermissionIds: number[];
  permissions: Permission[];
  userCount: number;
}

export interface CompanyUserDto {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatarFileVersionId: number | null;
  role: { id: number; name: string };
  lastActivityAt: number | null;
  memberSince: number;
  /** The member has a verified authenticator app, which an admin may reset (§6). */
  authenticatorApp: boolean;
  /** §1: a temporary user created by a company, and when their access ends (epoch seconds). */
  isTemporaryUser: boolean;
  temporaryExpiresAt: number | null;
}

export const changeUserRoleBody = z.strictObject({ roleId: z.number().int().positive() });

export const createInvitationBody = z.strictObject({
  email: emailSchema,
  roleId: z.number().int().positive(),
  expiresInDays: z
    .number()
    .int()
    .min(1, { error: Messages.min(1) })
    .max(30, { error: Messages.max(30) })
    .default(7),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

export interface InvitationDto {
  id: number;
  email: string;
  role: { id: number; name: string };
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
  expiresAt: number;
  acceptedAt: number | null;
  revokedAt: number | null;
  invitedBy: { id: number; name: string } | null;
  createdAt: number;
}

/**
 * A pending invitation addressed to the signed-in user's email (GET /user/invitations, decision 231):
 * shown on the Welcome screen; it is accepted through the mailed link only.
 */
export interface MyInvitationDto {
  id: number;
  company: { id: number; name: string; refCompanyTypeId: CompanyType };
  role: { name: string };
  invitedBy: { name: string } | null;
  expiresAt: number;
  createdAt: number;
}

/** What the public invitation page shows before acceptance. */
export interface InvitationPreviewDto {
  email: string;
  company: { id: number; name: string; handle: string | null; refCompanyTypeId: CompanyType };
  role: { name: string };
  userExists: boolean;
  expiresAt: number;
}

/** Existing users accept with an empty body; a new user also sends a name and password. */
export const acceptInvitationBody = z
  .strictObject({
    name: requiredText(120).optional(),
    password: passwordSchema.optional(),
    passwordConfirmation: z
      .string()
      .max(255, { error: Messages.maxLength(255) })
      .optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.passwordConfirmation, {
    error: Messages.passwordConfirmation,
    path: ['passwordConfirmation'],
  });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;
