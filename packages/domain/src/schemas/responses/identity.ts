import { z } from '../../zod-config.ts';
import { CompanyType, Permission, themes } from '../../enums.ts';
import type { RoleCompanyDto, UserDto, UserRoleDto } from '../identity.ts';
import type { UserSessionDto } from '../../sessions.ts';
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
