import type { AppContext } from '../../platform/context.ts';
import { seal, unseal } from '../../platform/http/tokens.ts';
import type { EndpointRow } from './webhooks.repository.ts';

const SEAL_PURPOSE = 'webhook-secret';

/** Seals an endpoint secret with APP_KEY (AES-256-GCM): the database never holds it in the clear. */
export const sealWebhookSecret = (ctx: AppContext, secret: string) =>
  seal(ctx.config.APP_KEY, SEAL_PURPOSE, secret);

function open(ctx: AppContext, sealed: string): string | null {
  const value = unseal([ctx.config.APP_KEY, ...ctx.config.APP_KEY_PREVIOUS], SEAL_PURPOSE, sealed);
  return typeof value === 'string' ? value : null;
}

/** The secrets an attempt is signed with: the current one, and the previous one for 24 h after a rotation. */
export function signingSecrets(ctx: AppContext, endpoint: EndpointRow, now = new Date()): string[] {
  const secrets = [open(ctx, endpoint.secretSealed)];
  if (
    endpoint.previousSecretSealed &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  )
    secrets.push(open(ctx, endpoint.previousSecretSealed));
  return secrets.filter((s): s is string => s !== null);
}

/** The first characters of a secret, shown to tell secrets apart. */
export const secretHint = (secret: string) => `${secret.slice(0, 10)}…`;
