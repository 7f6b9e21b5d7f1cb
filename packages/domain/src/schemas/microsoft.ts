import { z } from '../zod-config.ts';

/** §9 and decision 144: the constants of the Microsoft organisation integration. */
export const MicrosoftLimits = {
  /** A setup link for the company's IT admin works 24 hours (§9). */
  setupLinkHours: 24,
  /** How long a browser may take between leaving for Microsoft and coming back. */
  flowMinutes: 10,
} as const;

/**
 * Why a Microsoft round trip came back refused: the web shows the matching message (`/login?microsoft=…`,
 * `/microsoft/connected?result=…`).
 */
export const microsoftErrorCodes = [
  'failed',
  'no_account',
  'wrong_account',
  'connect_failed',
  'unlinked',
  'linked_elsewhere',
] as const;
export type MicrosoftErrorCode = (typeof microsoftErrorCodes)[number];

/**
 * GET /microsoft/login: sign in (default), pass two-factor verification with the linked account, or link a
 * Microsoft account to the signed-in user (decision 200).
 */
export const microsoftLoginQuery = z.object({
  companyHandle: z.string().max(63).optional(),
  purpose: z.enum(['login', 'verify', 'link']).optional(),
});

/** What an authorization server sends back to a redirect URI (RFC 6749 §4.1.2); extra parameters pass. */
export const microsoftCallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** GET /microsoft/admin-consent?token=…: the company's setup link (§9: valid 24 hours). */
export const microsoftAdminConsentQuery = z.object({ token: z.string().min(1).max(200) });

/** GET /microsoft: whether this deployment offers Microsoft at all (the web hides it otherwise). */
export const microsoftAvailabilityDto = z.object({ enabled: z.boolean() });
export type MicrosoftAvailabilityDto = z.infer<typeof microsoftAvailabilityDto>;

/** GET /companies/{id}/integrations/microsoft: the Company Integrations screen (§2). Instants are epoch seconds. */
export const microsoftIntegrationDto = z.object({
  /** False when the deployment has no Microsoft app configured: nothing can be connected. */
  enabled: z.boolean(),
  connected: z.boolean(),
  /** The Entra ID tenant (directory) id the company is connected to. */
  tenantId: z.string().nullable(),
  connectedAt: z.number().int().nullable(),
  connectedBy: z.string().nullable(),
  /** The newest setup link still usable, if any. */
  setupLinkExpiresAt: z.number().int().nullable(),
});
export type MicrosoftIntegrationDto = z.infer<typeof microsoftIntegrationDto>;

/** POST /companies/{id}/integrations/microsoft/setup-link: the link for the IT admin, shown once. */
export const microsoftSetupLinkDto = z.object({
  url: z.string(),
  expiresAt: z.number().int(),
});
export type MicrosoftSetupLinkDto = z.infer<typeof microsoftSetupLinkDto>;

/** POST /logout when the session came from Microsoft: where to end the Microsoft session too (§4). */
export const logoutDto = z.object({ logoutUrl: z.string() });
export type LogoutDto = z.infer<typeof logoutDto>;

/** A Microsoft account linked to the caller (GET /two-factor-auth; decision 200). `linkedAt` is epoch seconds. */
export const linkedMicrosoftAccountDto = z.object({
  id: z.number().int(),
  email: z.string(),
  tenantId: z.string(),
  linkedAt: z.number().int(),
  /** Its tenant is still connected to a company of the user: it signs them in and stands for a method. */
  usable: z.boolean(),
});
export type LinkedMicrosoftAccountDto = z.infer<typeof linkedMicrosoftAccountDto>;

/** DELETE /two-factor-auth/microsoft/{id}: the caller's own linked account. */
export const microsoftAccountParams = z.object({ id: z.coerce.number().int().positive() });
