import { Messages, type ResetPasswordBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { randomToken, sha256 } from '../../platform/http/tokens.ts';
import { publicUrl } from '../../platform/http/urls.ts';
import {
  deleteUserSessions,
  findUsablePasswordReset,
  findUserByEmail,
  findUserById,
  hitRateLimit,
  insertPasswordReset,
  updateUserRow,
  usePasswordResets,
} from './identity.repository.ts';
import { hashPassword } from './passwords.ts';

/**
 * Forgot password: always the same answer whether or not the account exists (§8), so the form cannot
 * be used to find accounts. When it exists, an expiring single-use link is mailed after commit.
 */
export async function forgotPassword(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<{ message: string }> {
  const answer = { message: Messages.forgotPasswordSent };
  const perEmail = await hitRateLimit(ctx.db, `forgot:email:${email}`, 3600);
  const perIp = await hitRateLimit(ctx.db, `forgot:ip:${ip}`, 3600);
  if (perEmail > 5 || perIp > 50) return answer;
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.isTemporaryUser) return answer;
  const token = randomToken(32);
  const minutes = ctx.config.PASSWORD_RESET_MINUTES;
  await inTransaction(ctx, async (tx, after) => {
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    const link = `${publicUrl(ctx.config)}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
    await ctx.mailer.queue(tx, {
      to: user.email,
      subject: 'Reset your Turbine password',
      text: `Hello ${user.name},\n\nUse this link to choose a new password. It works once and expires in ${minutes} minutes:\n\n${link}\n\nIf you did not ask for this, ignore this email; your password stays as it is.`,
    });
    after(() => ctx.mailer.flush());
  });
  return answer;
}

async function usableReset(ctx: AppContext, token: string, email: string) {
  const reset = await findUsablePasswordReset(ctx.db, sha256(token));
  if (!reset) return null;
  const user = await findUserById(ctx.db, reset.userId);
  return user && user.email.toLowerCase() === email.toLowerCase() ? { reset, user } : null;
}

/** Whether a reset link is still usable (the reset page shows the expired-link view otherwise). */
export async function checkResetToken(
  ctx: AppContext,
  token: string,
  email: string,
): Promise<{ valid: true }> {
  if (!(await usableReset(ctx, token, email))) throw new AppError('RESET_LINK_INVALID');
  return { valid: true };
}

/** Sets a new password from a reset link, uses the link up and ends every session of the user. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<void> {
  const found = await usableReset(ctx, body.token, body.email);
  if (!found) throw fieldError('token', Messages.resetLinkExpired);
  const passwordHash = await hashPassword(body.password);
  await inTransaction(ctx, async (tx) => {
    await updateUserRow(tx, found.user.id, { passwordHash, passwordChangedAt: new Date() });
    await usePasswordResets(tx, found.user.id);
    await deleteUserSessions(tx, found.user.id);
    await recordEvent(tx, {
      entityType: 'user',
      entityId: found.user.id,
      action: 'password_reset',
      actorUserId: null,
    });
  });
}
