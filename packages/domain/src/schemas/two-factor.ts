import { z } from '../zod-config.ts';
import type { LinkedMicrosoftAccountDto } from './microsoft.ts';

/**
 * The two-factor methods a user sets up with a code (§1, §2 Two-factor verification). Microsoft is not one of
 * them: a linked Microsoft account stands for a method by itself (`TwoFactorStatusDto.microsoft`).
 */
export const twoFactorMethodTypes = ['totp', 'email', 'sms'] as const;
export type TwoFactorMethodType = (typeof twoFactorMethodTypes)[number];

/** §9 and decision 123: the constants of two-factor authentication. */
export const TwoFactorLimits = {
  /** Email and SMS codes expire after 10 minutes. */
  codeMinutes: 10,
  /** "Trust this device" lasts 30 days (§9). */
  trustDays: 30,
  recoveryCodeCount: 10,
  /** Wrong codes allowed per user, and per address, in one window. */
  maxAttempts: 5,
  windowSeconds: 900,
} as const;

/** A six-digit code (authenticator, email, SMS) or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z.string().trim().min(1).max(20);

export const confirmTwoFactorBody = z.strictObject({ code: twoFactorCodeSchema });

export const verifyTwoFactorBody = z.strictObject({
  method: z.enum([...twoFactorMethodTypes, 'recovery']),
  code: twoFactorCodeSchema,
  trustDevice: z.boolean().optional(),
});
export type VerifyTwoFactorBody = z.infer<typeof verifyTwoFactorBody>;

export const sendTwoFactorCodeBody = z.strictObject({ method: z.enum(['email', 'sms']) });

export const twoFactorPolicyBody = z.strictObject({ requireTwoFactor: z.boolean() });

export interface TwoFactorMethodDto {
  type: TwoFactorMethodType;
  /** Epoch seconds; null while the method waits for its first code. */
  verifiedAt: number | null;
  /** Where email and SMS codes go (masked for SMS); null for the authenticator app. */
  destination: string | null;
}

/** GET /two-factor-auth: the caller's methods and where their session stands. */
export interface TwoFactorStatusDto {
  methods: TwoFactorMethodDto[];
  recoveryCodesLeft: number;
  /** What the session must do before anything else: set a method up, verify, or nothing. */
  pending: 'setup' | 'verify' | null;
  /** Whether a company of the user requires two-factor authentication. */
  required: boolean;
  /**
   * Whether the user can verify by signing in with their linked Microsoft account (issue 11, decision 144):
   * Microsoft is configured and the account's tenant is connected to a company of theirs.
   */
  microsoft: boolean;
  /** The Microsoft accounts linked to the user (not unlinked), usable or not (decision 200). */
  microsoftAccounts: LinkedMicrosoftAccountDto[];
}

/** POST /two-factor-auth/totp: the secret to scan (QR code, SVG data URL) or type in. */
export interface TotpEnrolmentDto {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** Recovery codes, shown once when made. */
export interface RecoveryCodesDto {
  codes: string[];
}
