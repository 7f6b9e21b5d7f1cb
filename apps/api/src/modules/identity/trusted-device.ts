import type { FastifyReply, FastifyRequest } from 'fastify';
import { TwoFactorLimits } from '@turbine/domain';
import type { Config } from '../../platform/config.ts';
import { cookieOptions } from '../../platform/http/cookies.ts';
import { hmac, safeEqual } from '../../platform/http/tokens.ts';

export const TRUSTED_DEVICE_COOKIE = 'turbine_trusted_device';
const TRUST_MS = TwoFactorLimits.trustDays * 86_400_000;

const signature = (key: string, payload: string) => hmac(key, `trusted-device:${payload}`);

/**
 * "Trust this device" (§9, 30 days): an HttpOnly cookie `userId.issuedAtMs.hmac` signed with
 * TWO_FACTOR_KEY, bound to the user. It stands for the second factor at sign-in until it expires, or the
 * password or the two-factor methods change after it was issued (decision 123).
 */
export function setTrustedDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  userId: number,
): void {
  const payload = `${userId}.${Date.now()}`;
  reply.setCookie(
    TRUSTED_DEVICE_COOKIE,
    `${payload}.${signature(config.TWO_FACTOR_KEY, payload)}`,
    {
      ...cookieOptions(config, request, true),
      maxAge: TRUST_MS / 1000,
    },
  );
}

/** Whether the cookie trusts this device for this user, given when its password and methods last changed. */
export function isTrustedDevice(
  config: Config,
  cookie: string | undefined,
  user: { id: number; passwordChangedAt: Date; twoFactorChangedAt: Date | null },
  now = Date.now(),
): boolean {
  if (!cookie || cookie.length > 200) return false;
  const [id, issued, sig] = cookie.split('.');
  if (!id || !issued || !sig || Number(id) !== user.id) return false;
  const keys = [config.TWO_FACTOR_KEY, ...config.TWO_FACTOR_KEY_PREVIOUS];
  if (!keys.some((k) => safeEqual(sig, signature(k, `${id}.${issued}`)))) return false;
  const issuedAt = Number(issued);
  return (
    Number.isSafeInteger(issuedAt) &&
    issuedAt + TRUST_MS > now &&
    issuedAt >= user.passwordChangedAt.getTime() &&
    (user.twoFactorChangedAt === null || issuedAt >= user.twoFactorChangedAt.getTime())
  );
}
