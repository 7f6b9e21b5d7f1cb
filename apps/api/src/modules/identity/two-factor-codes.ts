import { randomInt } from 'node:crypto';
import { Messages, TwoFactorLimits } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { safeEqual, seal, sha256, unseal } from '../../platform/http/tokens.ts';
import type { UserRow } from './identity.repository.ts';
import { clearRateLimit, hitRateLimit, peekRateLimit } from './identity.repository.ts';
import { liveCodes, replaceCode, replaceRecoveryCodes, useCode } from './two-factor.repository.ts';

const SEAL_PURPOSE = 'two-factor-secret';

/** Seals an authenticator secret with TWO_FACTOR_KEY (AES-256-GCM). */
export const sealSecret = (ctx: AppContext, secret: string) =>
  seal(ctx.config.TWO_FACTOR_KEY, SEAL_PURPOSE, secret);

/** Opens a sealed secret with the current key or a previous one. */
export function openSecret(ctx: AppContext, sealed: string | null): string | null {
  if (!sealed) return null;
  const keys = [ctx.config.TWO_FACTOR_KEY, ...ctx.config.TWO_FACTOR_KEY_PREVIOUS];
  const value = unseal(keys, SEAL_PURPOSE, sealed);
  return typeof value === 'string' ? value : null;
}

const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

/** Mails or texts a fresh six-digit code, valid 10 minutes; earlier codes of the channel stop working. */
export async function sendCode(
  ctx: AppContext,
  tx: Executor,
  user: UserRow,
  channel: 'email' | 'sms',
  after: (task: () => Promise<void>) => void,
): Promise<string> {
  if (channel === 'sms' && !user.phone) throw fieldError('method', Messages.twoFactorPhoneRequired);
  const sent = await hitRateLimit(tx, `2fa:send:${user.id}`, TwoFactorLimits.windowSeconds);
  if (sent > TwoFactorLimits.maxAttempts)
    throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: TwoFactorLimits.windowSeconds });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const minutes = TwoFactorLimits.codeMinutes;
  await replaceCode(tx, {
    userId: user.id,
    channel,
    codeHash: codeHash(user.id, code),
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  if (channel === 'email') {
    await ctx.mailer.queue(tx, {
      to: user.email,
      subject: 'Your Turbine verification code',
      text: `Hello ${user.name},\n\nYour Turbine verification code is ${code}. It expires in ${minutes} minutes.\n\nIf you did not try to sign in, change your password.`,
    });
    after(() => ctx.mailer.flush());
    return user.email;
  }
  await ctx.sms.queue(tx, {
    to: user.phone!,
    body: `Your Turbine verification code is ${code}. It expires in ${minutes} minutes.`,
  });
  after(() => ctx.sms.flush());
  return maskPhone(user.phone!);
}

/** A phone number with all but its last three digits hidden. */
export const maskPhone = (phone: string) => phone.replace(/\d(?=(?:\D*\d){3})/g, '•');

/** Uses a live code of the channel when it matches (constant-time comparison of the hashes). */
export async function checkCode(
  tx: Executor,
  userId: number,
  channel: string,
  code: string,
): Promise<boolean> {
  const wanted = codeHash(userId, code.trim());
  for (const live of await liveCodes(tx, userId, channel)) {
    if (safeEqual(live.codeHash, wanted)) return useCode(tx, live.id);
  }
  return false;
}

/**
 * Throttles code checks per user and per address (issue 11): 429 once either is over its limit in the
 * window; `failed` counts a wrong code, `passed` forgets the user's count.
 */
export const throttle = (ctx: AppContext, userId: number, ip: string) => {
  const { maxAttempts: max, windowSeconds: window } = TwoFactorLimits;
  const userKey = `2fa:user:${userId}`;
  const ipKey = `2fa:ip:${ip}`;
  return {
    async check() {
      if (
        (await peekRateLimit(ctx.db, userKey, window)) >= max ||
        (await peekRateLimit(ctx.db, ipKey, window)) >= max * 4
      )
        throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: window });
    },
    async failed(): Promise<never> {
      await hitRateLimit(ctx.db, userKey, window);
      await hitRateLimit(ctx.db, ipKey, window);
      throw fieldError('code', Messages.twoFactorCodeInvalid);
    },
    passed: () => clearRateLimit(ctx.db, userKey),
  };
};

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
export const recoveryHash = (userId: number, code: string) =>
  sha256(`recovery:${userId}:${normaliseRecovery(code)}`);

/** Ten new single-use recovery codes (xxxxx-xxxxx, 50 bits each); only their hashes are kept. */
export async function newRecoveryCodes(tx: Executor, userId: number): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((c) => recoveryHash(userId, c)),
  );
  return codes;
}
