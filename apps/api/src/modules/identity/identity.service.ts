import {
  Messages,
  type LoginBody,
  type Theme,
  type UpdatePasswordBody,
  type UpdateUserBody,
  type UserDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { recordEvent } from '../../platform/events/events.ts';
import {
  clearRateLimit,
  deleteSession,
  deleteUserSessions,
  findUserByEmail,
  findUserById,
  hitRateLimit,
  peekRateLimit,
  updateUserRow,
} from './identity.repository.ts';
import { microsoftEnabled, microsoftLogoutUrl } from './microsoft-client.ts';
import { sessionMicrosoftTenant } from './microsoft.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { startSession, temporaryUserExpired, type NewSession } from './sessions.service.ts';
import { isTrustedDevice } from './trusted-device.ts';
import { loadUserDto } from './users.service.ts';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The trusted-device cookie, if the browser has one (issue 11). */
  trustedDevice?: string;
}

/**
 * Signs in (POST /login). Any wrong pair answers 'Login failed.'. Failed attempts are counted per email
 * and per address (429 once over the limit), so neither one address nor a botnet can keep guessing one
 * account's password; successful sign-ins do not count, so a busy office behind one address is fine.
 */
export async function login(
  ctx: AppContext,
  body: LoginBody,
  client: ClientInfo,
): Promise<{ user: UserDto; session: NewSession }> {
  const { LOGIN_MAX_ATTEMPTS: max, LOGIN_WINDOW_SECONDS: window } = ctx.config;
  const emailKey = `login:email:${body.email}`;
  const ipKey = `login:ip:${client.ip}`;
  if (
    (await peekRateLimit(ctx.db, emailKey, window)) >= max ||
    (await peekRateLimit(ctx.db, ipKey, window)) >= max * 4
  ) {
    throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: window });
  }
  const user = await findUserByEmail(ctx.db, body.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
  // A temporary user signs in only if a company created them with an expiry that has not passed (decision 170);
  // one a proposal was sent to (no expiry) comes by their link only.
  const temporaryRefused =
    user?.isTemporaryUser && (user.temporaryExpiresAt === null || temporaryUserExpired(user));
  if (!user || !ok || temporaryRefused) {
    await hitRateLimit(ctx.db, emailKey, window);
    await hitRateLimit(ctx.db, ipKey, window);
    throw new AppError('VALIDATION', {
      message: Messages.loginFailed,
      errors: { email: [Messages.loginFailed] },
    });
  }
  await clearRateLimit(ctx.db, emailKey);
  // A device trusted within 30 days, since the password and the methods last changed, stands for the second factor.
  const trusted = isTrustedDevice(ctx.config, client.trustedDevice, user);
  return inTransaction(ctx, async (tx) => {
    const session = await startSession(ctx, tx, user.id, {
      remember: body.remember ?? false,
      ip: client.ip,
      userAgent: client.userAgent,
      twoFactorPassed: trusted,
    });
    return { user: await loadUserDto(ctx, tx, user), session };
  });
}

/**
 * Ends the caller's session (POST /logout). A session Microsoft started answers the Microsoft logout URL too
 * (§4: the web opens it in a new tab), so the Microsoft session on this browser can end as well.
 */
export async function logout(ctx: AppContext, actor: Actor): Promise<{ logoutUrl?: string }> {
  if (!actor.sessionId) return {};
  const tenantId = await sessionMicrosoftTenant(ctx.db, actor.sessionId);
  await deleteSession(ctx.db, actor.sessionId);
  if (!tenantId || !microsoftEnabled(ctx.config)) return {};
  try {
    return { logoutUrl: await microsoftLogoutUrl(ctx.config) };
  } catch (error) {
    // Signing out of Turbine must not fail because Microsoft cannot be reached.
    ctx.log.warn({ err: error }, 'Microsoft logout URL unavailable');
    return {};
  }
}

/** Changes name, email and phone (PUT /user). */
export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  body: UpdateUserBody,
): Promise<UserDto> {
  return inTransaction(ctx, async (tx) => {
    const other = await findUserByEmail(tx, body.email);
    if (other && other.id !== actor.user.id) throw fieldError('email', Messages.emailTaken);
    const before = await findUserById(tx, actor.user.id);
    const user = await updateUserRow(tx, actor.user.id, {
      name: body.name,
      email: body.email,
      phone: body.phone,
    });
    await recordEvent(tx, {
      entityType: 'user',
      entityId: user.id,
      action: 'profile_updated',
      actorUserId: user.id,
      before: { name: before?.name, email: before?.email, phone: before?.phone },
      after: { name: user.name, email: user.email, phone: user.phone },
    });
    return loadUserDto(ctx, tx, user);
  });
}

/** Changes the password and ends every other session of the user (PUT /user/password). */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  body: UpdatePasswordBody,
): Promise<UserDto> {
  const current = await findUserById(ctx.db, actor.user.id);
  if (!current || !(await verifyPassword(current.passwordHash, body.currentPassword))) {
    throw fieldError('currentPassword', Messages.currentPasswordWrong);
  }
  if (await verifyPassword(current.passwordHash, body.password)) {
    throw fieldError('password', 'The new password must differ from the current one.');
  }
  const passwordHash = await hashPassword(body.password);
  return inTransaction(ctx, async (tx) => {
    const user = await updateUserRow(tx, actor.user.id, {
      passwordHash,
      passwordChangedAt: new Date(),
    });
    await deleteUserSessions(tx, user.id, actor.sessionId ?? undefined);
    await recordEvent(tx, {
      entityType: 'user',
      entityId: user.id,
      action: 'password_changed',
      actorUserId: user.id,
    });
    return loadUserDto(ctx, tx, user);
  });
}

/** Saves the colour scheme (§4 Theme). */
export async function setTheme(ctx: AppContext, actor: Actor, theme: Theme): Promise<UserDto> {
  const user = await updateUserRow(ctx.db, actor.user.id, { theme });
  return loadUserDto(ctx, ctx.db, user);
}
