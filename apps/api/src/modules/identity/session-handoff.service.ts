import { handleFromHost, selectableRoles } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { randomToken, sha256 } from '../../platform/http/tokens.ts';
import {
  deleteStaleSessionHandoffs,
  insertSessionHandoff,
  isRememberedSession,
  spendSessionHandoff,
} from './identity.repository.ts';
import { startSession, type NewSession } from './sessions.service.ts';

/** A hand-off token lives a minute: long enough for one redirect, too short to be worth stealing. */
export const HANDOFF_TTL_MS = 60_000;

const stripPort = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/**
 * The hosts a user acting for `companyId` may be handed to (§2 company card): the company's subdomain,
 * its creating company's subdomain, or the root host. Null when the user may not represent the company.
 */
export function allowedHandoffHosts(actor: Actor, companyId: number, rootHost: string): string[] {
  const role = selectableRoles(actor.user.roles).find((r) => r.companyId === companyId);
  if (!role) return [];
  const root = stripPort(rootHost);
  const handles = [role.company.handle, role.company.createdByCompany?.handle].filter(
    (h): h is string => !!h,
  );
  return [root, ...handles.map((h) => `${h.toLowerCase()}.${root}`)];
}

/**
 * Creates a single-use hand-off token for moving to `targetHost` as `companyId` (decision 114). Only a
 * session (not a temporary token) may hand itself off, and only to a host of this deployment that the
 * company card would go to.
 */
export async function createSessionHandoff(
  ctx: AppContext,
  actor: Actor,
  body: { companyId: number; host: string },
): Promise<{ token: string; expiresIn: number }> {
  if (!actor.sessionId || actor.viaTemporaryToken) throw new AppError('FORBIDDEN');
  const host = stripPort(body.host);
  const allowed = allowedHandoffHosts(actor, body.companyId, ctx.config.ROOT_HOST);
  if (allowed.length === 0) throw new AppError('NOT_FOUND');
  if (!allowed.includes(host))
    throw new AppError('VALIDATION', {
      errors: { host: ['This host does not belong to the company.'] },
    });
  const token = randomToken(32);
  const now = Date.now();
  await deleteStaleSessionHandoffs(ctx.db, new Date(now - 3600_000));
  await insertSessionHandoff(ctx.db, {
    tokenHash: sha256(token),
    userId: actor.user.id,
    companyId: body.companyId,
    targetHost: host,
    remember: await isRememberedSession(ctx.db, actor.sessionId),
    expiresAt: new Date(now + HANDOFF_TTL_MS),
  });
  return { token, expiresIn: HANDOFF_TTL_MS / 1000 };
}

/** True when `origin` (the Origin header) is the root host or one of its subdomains. */
export function isDeploymentOrigin(origin: string | undefined, rootHost: string): boolean {
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  const root = stripPort(rootHost);
  return host === root || handleFromHost(host, root) !== null;
}

/**
 * Exchanges a hand-off token on the host it was made for, for a new session of this host (the token is
 * spent whatever happens next). Null when the token is unknown, spent, expired or meant for another host.
 */
export async function exchangeSessionHandoff(
  ctx: AppContext,
  token: string,
  requestHost: string,
  client: { ip?: string; userAgent?: string },
): Promise<{ session: NewSession; companyId: number } | null> {
  const row = await spendSessionHandoff(ctx.db, sha256(token), stripPort(requestHost), new Date());
  if (!row) return null;
  // Only a session that has passed two-factor verification (or needs none) can ask for a hand-off: the
  // guard refuses the route otherwise, so the new host's session starts verified too.
  const session = await startSession(ctx, ctx.db, row.userId, {
    remember: row.remember,
    ...client,
    twoFactorPassed: true,
  });
  return { session, companyId: row.companyId };
}
