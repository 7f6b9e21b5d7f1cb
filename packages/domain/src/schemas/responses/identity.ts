import { z } from '../../zod-config.ts';
import { CompanyType, Permission, themes } from '../../enums.ts';
import type { RoleCompanyDto, UserDto, UserRoleDto } from '../identity.ts';
import type { UserSessionDto } from '../../sessions.ts';
import {
  twoFactorMethodTypes,
  type RecoveryCodesDto,
  type TotpEnrolmentDto,
  type TwoFactorStatusDto,
} from '../two-factor.ts';
import { linkedMicrosoftAccountDto } from '../microsoft.ts';
import { epochSeconds, namedRef, oneOf, type Agree } from './shared.ts';

/** Response schemas of the identity module (decision 158). */

/** `{ message }`: an answer that only says what happened (sent mail, a reset link…). */
export const messageResponse = z.object({ message: z.string() });

export const companyTypeOut = oneOf(CompanyType);
export const permissionOut = oneOf(Permission);

export const roleCompanyOut = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string().nullable(),
  refCompanyTypeId: companyTypeOut,
  isActive: z.boolean(),
  hasAdmin: z.boolean(),
  createdByCompanyId: z.number().int().nullable(),
  createdByCompany: z
    .object({ id: z.number().int(), name: z.string(), handle: z.string().nullable() })
    .nullable(),
});

export const userRoleOut = z.object({
  id: z.number().int(),
  name: z.string(),
  companyId: z.number().int(),
  company: roleCompanyOut,
  isAdmin: z.boolean(),
  companyTypePermissionIds: z.array(z.number().int()),
  permissions: z.array(permissionOut),
});

/** §3 User: `GET /user`, `POST /login` and every change to the signed-in user. */
export const userResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarFileVersionId: z.number().int().nullable(),
  theme: z.enum(themes),
  isTemporaryUser: z.boolean(),
  createdByCompany: namedRef.nullable(),
  roles: z.array(userRoleOut),
  lastActivityAt: epochSeconds.nullable(),
  createdAt: epochSeconds,
  /** GET /user only: the password is past its expiry and must be changed first. */
  passwordExpired: z.boolean().optional(),
});

/** POST /logout with an identity provider to leave as well (otherwise 204). */
export const logoutResponse = z.object({ logoutUrl: z.string().optional() });
/** GET /reset-password/{token}: the link is still good. */
export const resetTokenResponse = z.object({ valid: z.literal(true) });

export type UserAgrees = Agree<UserDto, z.infer<typeof userResponse>>;
export type UserRoleAgrees = Agree<UserRoleDto, z.infer<typeof userRoleOut>>;
export type RoleCompanyAgrees = Agree<RoleCompanyDto, z.infer<typeof roleCompanyOut>>;

/** GET /user/sessions: the signed-in user's sessions (Account → Sessions). */
export const userSessionOut = z.object({
  id: z.string(),
  device: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: epochSeconds,
  lastActivityAt: epochSeconds,
  expiresAt: epochSeconds,
  remember: z.boolean(),
  current: z.boolean(),
});
export const userSessionsResponse = z.object({
  data: z.array(userSessionOut),
  meta: z.object({ page: z.number().int(), perPage: z.number().int(), total: z.number().int() }),
});
/** POST /client/session: the client's credential traded for a proposal link's token. */
export const clientCredentialResponse = z.object({ token: z.string(), expiresAt: epochSeconds });

export type UserSessionAgrees = Agree<UserSessionDto, z.infer<typeof userSessionOut>>;

/** POST /session/handoffs: a single-use token to post to another host of the deployment (decision 114). */
export const sessionHandoffResponse = z.object({
  token: z.string(),
  /** Seconds the token stays good. */
  expiresIn: z.number().int(),
});
/** POST /session/handoff: a browser form post, answered with a redirect (303) into the app or to sign-in. */
export const sessionHandoffRedirect = z
  .null()
  .describe('Redirects (303) to the page asked for, or to /login with the reason');

export const twoFactorMethodOut = z.object({
  type: z.enum(twoFactorMethodTypes),
  verifiedAt: epochSeconds.nullable(),
  destination: z.string().nullable(),
});
/** GET /two-factor-auth: the caller's methods and where their session stands. */
export const twoFactorStatusResponse = z.object({
  methods: z.array(twoFactorMethodOut),
  recoveryCodesLeft: z.number().int(),
  pending: z.enum(['setup', 'verify']).nullable(),
  required: z.boolean(),
  microsoft: z.boolean(),
  microsoftAccounts: z.array(linkedMicrosoftAccountDto),
});
/** POST /two-factor-auth/methods/totp: the authenticator secret to scan or type in. */
export const totpEnrolmentResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
/** Where an email or SMS code went (the phone masked). */
export const codeSentResponse = z.object({ destination: z.string() });
/** POST /two-factor-auth/methods/{type}: the TOTP secret, or where the first email or SMS code went. */
export const twoFactorEnrolmentResponse = z.union([totpEnrolmentResponse, codeSentResponse]);
/** Recovery codes, shown once when made (empty when a further method is confirmed). */
export const recoveryCodesResponse = z.object({ codes: z.array(z.string()) });

export type TwoFactorStatusAgrees = Agree<
  TwoFactorStatusDto,
  z.infer<typeof twoFactorStatusResponse>
>;
export type TotpEnrolmentAgrees = Agree<TotpEnrolmentDto, z.infer<typeof totpEnrolmentResponse>>;
export type RecoveryCodesAgrees = Agree<RecoveryCodesDto, z.infer<typeof recoveryCodesResponse>>;
