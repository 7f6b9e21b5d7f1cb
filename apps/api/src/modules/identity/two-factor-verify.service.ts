import { Messages, type VerifyTwoFactorBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { publicUrl } from '../../platform/http/urls.ts';
import { findUserById } from './identity.repository.ts';
import { checkCode, openSecret, recoveryHash, sendCode, throttle } from './two-factor-codes.ts';
import {
  countRecoveryCodesLeft,
  findMethod,
  markSessionPassed,
  useRecoveryCode,
  useTotpStep,
} from './two-factor.repository.ts';
import { totpStep } from './totp.ts';

/** POST /two-factor-auth/send: a code by email or SMS for the verify page (the method must be set up). */
export async function sendVerifyCode(
  ctx: AppContext,
  actor: Actor,
  method: 'email' | 'sms',
): Promise<{ destination: string }> {
  const found = await findMethod(ctx.db, actor.user.id, method);
  if (!found?.verifiedAt) throw fieldError('method', Messages.twoFactorNoMethod);
  return inTransaction(ctx, async (tx, after) => {
    const user = await findUserById(tx, actor.user.id);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return { destination: await sendCode(ctx, tx, user, method, after) };
  });
}

/**
 * POST /two-factor-auth/verify: the second factor of this session, by authenticator code (each time step
 * once), email or SMS code (once, within 10 minutes) or a recovery code (once; audited and mailed).
 * Throttled per user and per address; a wrong code answers 422 under `code`.
 */
export async function verifyTwoFactor(
  ctx: AppContext,
  actor: Actor,
  body: VerifyTwoFactorBody,
  ip: string,
): Promise<void> {
  const limiter = throttle(ctx, actor.user.id, ip);
  await limiter.check();
  const ok = await inTransaction(ctx, async (tx, after) => {
    const userId = actor.user.id;
    if (body.method === 'recovery') {
      if (!(await useRecoveryCode(tx, userId, recoveryHash(userId, body.code)))) return false;
      const left = await countRecoveryCodesLeft(tx, userId);
      await recordEvent(tx, {
        entityType: 'user',
        entityId: userId,
        action: 'recovery_code_used',
        actorUserId: userId,
        after: { left, ip },
      });
      await ctx.mailer.queue(tx, {
        to: actor.user.email,
        subject: 'A Turbine recovery code was used',
        text: `Hello ${actor.user.name},\n\nA recovery code was used to sign in to your Turbine account from ${ip}. You have ${left} recovery codes left.\n\nIf this was not you, change your password and regenerate your recovery codes at ${publicUrl(ctx.config)}/account.`,
      });
      after(() => ctx.mailer.flush());
    } else {
      const method = await findMethod(tx, userId, body.method);
      if (!method?.verifiedAt) return false;
      if (body.method === 'totp') {
        const secret = openSecret(ctx, method.secretSealed);
        const step = secret ? totpStep(secret, body.code) : null;
        if (step === null || !(await useTotpStep(tx, method.id, step))) return false;
      } else if (!(await checkCode(tx, userId, body.method, body.code))) return false;
    }
    if (actor.sessionId) await markSessionPassed(tx, actor.sessionId);
    return true;
  });
  if (!ok) await limiter.failed();
  await limiter.passed();
}
