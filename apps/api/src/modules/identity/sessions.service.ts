import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { SESSION_COOKIE } from '../../platform/http/cookies.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { randomToken, sha256 } from '../../platform/http/tokens.ts';
import type { Theme } from '@turbine/domain';
import { deleteSession, insertSession, touchSession } from './identity.repository.ts';
import { microsoftEnabled } from './microsoft-client.ts';
import { findSessionActor } from './session-actor.repository.ts';
import { authenticateTemporaryToken } from './temporary-token.ts';

/** Activity is written at most once a minute per session so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export interface NewSession {
  token: string;
  /** Cookie lifetime for remembered sessions; undefined = a browser-session cookie. */
  maxAgeSeconds: number | undefined;
}

/** Starts a new session (a fresh id on every sign-in, so a planted id is never promoted). */
export async function startSession(
  ctx: AppContext,
  db: Executor,
  userId: number,
  opts: {
    remember: boolean;
    ip?: string;
    userAgent?: string;
    twoFactorPassed?: boolean;
    /** The Entra ID tenant when Microsoft signed the user in (logout then answers a logoutUrl). */
    microsoftTenantId?: string;
  },
): Promise<NewSession> {
  const token = randomToken(32);
  const now = new Date();
  const hours = opts.remember
    ? ctx.config.SESSION_REMEMBER_DAYS * 24
    : ctx.config.SESSION_ABSOLUTE_HOURS;
  await insertSession(db, {
    id: sha256(token),
    userId,
    remember: opts.remember,
    twoFactorPassedAt: opts.twoFactorPassed ? now : null,
    microsoftTenantId: opts.microsoftTenantId ?? null,
    ipAddress: opts.ip?.slice(0, 64) ?? null,
    userAgent: opts.userAgent?.slice(0, 255) ?? null,
    expiresAt: new Date(Date.now() + hours * 3600_000),
  });
  // A sign-in is activity: without this Company Users shows none for a user who has just signed in
  // until the first touch a minute later (authenticate touches only sessions idle that long).
  await touchSession(db, sha256(token), userId, now);
  return { token, maxAgeSeconds: opts.remember ? hours * 3600 : undefined };
}

/**
 * How long a session may sit unused: a "remember me" session keeps an idle limit of its own
 * (SESSION_REMEMBER_IDLE_DAYS) under its SESSION_REMEMBER_DAYS absolute one (decision 101).
 */
export function idleLimitMs(ctx: AppContext, remember: boolean): number {
  return remember
    ? Math.min(ctx.config.SESSION_REMEMBER_IDLE_DAYS, ctx.config.SESSION_REMEMBER_DAYS) * 86_400_000
    : ctx.config.SESSION_IDLE_MINUTES * 60_000;
}

/** True when the user's password is older than the configured expiry (0 disables expiry). */
export function isPasswordExpired(ctx: AppContext, passwordChangedAt: Date): boolean {
  const days = ctx.config.PASSWORD_EXPIRY_DAYS;
  return days > 0 && Date.now() - passwordChangedAt.getTime() > days * 86_400_000;
}

/** §1: a temporary user created by a company whose access has run out (decision 170); same clock as sessions. */
export function temporaryUserExpired(user: {
  isTemporaryUser: boolean;
  temporaryExpiresAt: Date | null;
}): boolean {
  return (
    user.isTemporaryUser &&
    user.temporaryExpiresAt !== null &&
    user.temporaryExpiresAt.getTime() <= Date.now()
  );
}

/** What a session must do about two-factor authentication before anything else (issue 11). */
export function twoFactorPending(s: {
  twoFactorPassed: boolean;
  hasTwoFactor: boolean;
  twoFactorRequired: boolean;
}): 'setup' | 'verify' | null {
  if (s.hasTwoFactor) return s.twoFactorPassed ? null : 'verify';
  return s.twoFactorRequired ? 'setup' : null;
}

/** Resolves the session cookie (else a temporary token) to an actor, ending sessions idle for too long. One query on the hot path. */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Actor | null> {
  const session = await authenticateSession(ctx, request);
  // A client sent a proposal (§4) has no session: their link's token arrives as X-Temporary-Token.
  return session ?? authenticateTemporaryToken(ctx, request);
}

async function authenticateSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Actor | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const id = sha256(token);
  let found = ctx.actorCache.get(id);
  if (!found) {
    const ticket = ctx.actorCache.ticket();
    const loaded = await findSessionActor(ctx.database, id);
    if (!loaded) return null;
    ctx.actorCache.set(id, loaded, ticket);
    found = loaded;
  }
  // The session's absolute expiry is checked here too: a cached entry must not outlive it.
  if (found.expiresAt.getTime() <= Date.now()) {
    ctx.actorCache.delete(id);
    return null;
  }
  // §1: a temporary user's session ends the moment their access expires (decision 170).
  if (temporaryUserExpired(found.user)) {
    ctx.actorCache.delete(id);
    await deleteSession(ctx.db, id);
    return null;
  }
  const now = Date.now();
  const idle = now - found.sessionLastActivityAt.getTime();
  if (idle > idleLimitMs(ctx, found.remember)) {
    ctx.actorCache.delete(id);
    await deleteSession(ctx.db, id);
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS) {
    await touchSession(ctx.db, id, found.user.id, new Date(now));
    found.sessionLastActivityAt = new Date(now);
  }
  const u = found.user;
  return {
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      avatarFileVersionId: u.avatarFileVersionId,
      theme: u.theme as Theme,
      isTemporaryUser: u.isTemporaryUser,
      createdByCompany: u.createdByCompany,
      roles: found.roles,
      lastActivityAt: u.lastActivityAt ? Math.floor(u.lastActivityAt.getTime() / 1000) : null,
      createdAt: Math.floor(u.createdAt.getTime() / 1000),
    },
    sessionId: id,
    passwordExpired: isPasswordExpired(ctx, u.passwordChangedAt),
    // A linked Microsoft account stands for a method only while this deployment offers Microsoft: turning
    // it off must not hold its users at a verify page without a way through (decision 144).
    twoFactorPending: twoFactorPending({
      ...found,
      hasTwoFactor:
        found.hasTwoFactor || (found.hasMicrosoftAccount && microsoftEnabled(ctx.config)),
    }),
  };
}
