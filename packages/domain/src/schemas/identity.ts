import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { themes, type CompanyType, type Permission, type Theme } from '../enums.ts';
import { emailSchema, requiredText } from './common.ts';
import { parsePhone } from '../phone.ts';

/** §5: at least 12 characters with lowercase, uppercase, number and special symbol. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 12 &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

export const passwordSchema = z
  .string({ error: Messages.required })
  .max(255, { error: Messages.maxLength(255) })
  .refine(isStrongPassword, { error: Messages.passwordRule });

const confirmation = {
  check: (v: { password: string; passwordConfirmation: string }) =>
    v.password === v.passwordConfirmation,
  params: { error: Messages.passwordConfirmation, path: ['passwordConfirmation'] },
};

export const registerBody = z
  .strictObject({
    name: requiredText(120),
    email: emailSchema,
    password: passwordSchema,
    passwordConfirmation: z.string().max(255, { error: Messages.maxLength(255) }),
  })
  .refine(confirmation.check, confirmation.params);
export type RegisterBody = z.infer<typeof registerBody>;

/** The mailed registration link's token (POST /register/confirm, decision 108). */
export const confirmRegistrationBody = z.strictObject({
  token: z
    .string({ error: Messages.required })
    .min(1, { error: Messages.required })
    .max(2000, { error: Messages.maxLength(2000) }),
});
export type ConfirmRegistrationBody = z.infer<typeof confirmRegistrationBody>;

export const loginBody = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: Messages.required })
    .min(1, { error: Messages.required })
    .max(255, { error: Messages.maxLength(255) }),
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const parsed = parsePhone(v);
    if (parsed.ok) return parsed.e164;
    const message = {
      INVALID_COUNTRY: Messages.phoneInvalidCountry,
      TOO_SHORT: Messages.phoneTooShort,
      TOO_LONG: Messages.phoneTooLong,
      NOT_A_NUMBER: Messages.phoneInvalid,
      INVALID: Messages.phoneInvalid,
    }[parsed.error];
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const updateUserBody = z.strictObject({
  name: requiredText(120),
  email: emailSchema,
  phone: phoneSchema,
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const updatePasswordBody = z
  .strictObject({
    currentPassword: z
      .string({ error: Messages.required })
      .min(1, { error: Messages.required })
      .max(255, { error: Messages.maxLength(255) }),
    password: passwordSchema,
    passwordConfirmation: z.string().max(255, { error: Messages.maxLength(255) }),
  })
  .refine(confirmation.check, confirmation.params);
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

export const updateThemeBody = z.strictObject({ theme: z.enum(themes) });

export const forgotPasswordBody = z.strictObject({ email: emailSchema });
export const resetPasswordBody = z
  .strictObject({
    token: z.string().min(1).max(200),
    email: emailSchema,
    password: passwordSchema,
    passwordConfirmation: z.string().max(255, { error: Messages.maxLength(255) }),
  })
  .refine(confirmation.check, confirmation.params);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** A company as embedded in a user's role (§3 User role → company). */
export interface RoleCompanyDto {
  id: number;
  name: string;
  handle: string | null;
  refCompanyTypeId: CompanyType;
  isActive: boolean;
  hasAdmin: boolean;
  createdByCompanyId: number | null;
  createdByCompany: { id: number; name: string; handle: string | null } | null;
}

/** §3 User role: the role a user holds in one company and the company-type permissions it grants. */
export interface UserRoleDto {
  id: number;
  name: string;
  companyId: number;
  company: RoleCompanyDto;
  isAdmin: boolean;
  companyTypePermissionIds: number[];
  /** The refPermissionIds the companyTypePermissionIds stand for, so clients need no second lookup. */
  permissions: Permission[];
}

/** §3 User, as `GET /user` returns it. */
export interface UserDto {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatarFileVersionId: number | null;
  theme: Theme;
  isTemporaryUser: boolean;
  createdByCompany: { id: number; name: string } | null;
  roles: UserRoleDto[];
  lastActivityAt: number | null;
  createdAt: number;
  /** GET /user only: the password is past its expiry and must be changed first (§4, /password-expired). */
  passwordExpired?: boolean;
}
