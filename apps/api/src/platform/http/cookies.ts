import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { isProduction, type Config } from '../config.ts';

export const SESSION_COOKIE = 'turbine_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const TEMP_TOKEN_HEADER = 'x-temporary-token';

/**
 * Cookie options of DESIGN §4 / spec §9: root domain (so company subdomains share the session), path /,
 * SameSite=Lax, Secure in production. Browsers refuse Domain=localhost, so it is left host-only there.
 */
export function cookieOptions(config: Config, httpOnly: boolean): CookieSerializeOptions {
  const host = config.ROOT_HOST.split(':')[0] ?? 'localhost';
  const domain = host === 'localhost' || /^\d+\.\d+\.\d+\.\d+$/.test(host) ? undefined : host;
  return { path: '/', sameSite: 'lax', secure: isProduction(config), httpOnly, ...(domain ? { domain } : {}) };
}

/** Sets the session cookie; a remembered session outlives the browser. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, maxAgeSeconds?: number): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config, true), ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config, true));
}
