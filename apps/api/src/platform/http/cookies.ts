import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { isProduction, type Config } from '../config.ts';

export const SESSION_COOKIE = 'turbine_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * Readable, secret-free companion of the session cookie: tells the web app a session may exist, so a
 * signed-out visitor's page does not ask GET /user only to be answered 401 (issue 19 item 9).
 */
export const SESSION_HINT_COOKIE = 'turbine_signed_in';
export const XSRF_HEADER = 'x-xsrf-token';
export const TEMP_TOKEN_HEADER = 'x-temporary-token';

/**
 * Cookie options of DESIGN §4 / spec §9: root domain (so company subdomains share the session), path /,
 * SameSite=Lax, Secure in production. The domain is set only when the request came to the root host or
 * one of its subdomains (browsers drop a cookie for another domain), and never for localhost or an IP
 * address, which browsers refuse as a cookie domain.
 */
export function cookieOptions(
  config: Config,
  request: FastifyRequest,
  httpOnly: boolean,
): CookieSerializeOptions {
  const root = config.ROOT_HOST.split(':')[0] ?? 'localhost';
  const host = request.hostname.split(':')[0] ?? '';
  const shareable =
    root !== 'localhost' &&
    !/^\d+\.\d+\.\d+\.\d+$/.test(root) &&
    (host === root || host.endsWith(`.${root}`));
  return {
    path: '/',
    sameSite: 'lax',
    secure: isProduction(config),
    httpOnly,
    ...(shareable ? { domain: root } : {}),
  };
}

/** Sets the session cookie; a remembered session outlives the browser. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
  maxAgeSeconds?: number,
): void {
  const lifetime = maxAgeSeconds ? { maxAge: maxAgeSeconds } : {};
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config, request, true), ...lifetime });
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    ...cookieOptions(config, request, false),
    ...lifetime,
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config, request, true));
  reply.clearCookie(SESSION_HINT_COOKIE, cookieOptions(config, request, false));
}
