import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { cookieOptions, XSRF_COOKIE, XSRF_HEADER } from './cookies.ts';
import { hmac, randomToken, safeEqual } from './tokens.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A new XSRF token: random value plus its HMAC, so only this server's tokens are accepted. */
export function issueXsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): string {
  const value = randomToken(24);
  const token = `${value}.${hmac(config.APP_KEY, `xsrf:${value}`)}`;
  reply.setCookie(XSRF_COOKIE, token, cookieOptions(config, request, false));
  return token;
}

function isGenuine(config: Config, token: string): boolean {
  const [value, signature] = token.split('.');
  if (!value || !signature) return false;
  // A rotated key stays accepted through APP_KEY_PREVIOUS until the tokens it signed have gone (decision 100).
  return [config.APP_KEY, ...config.APP_KEY_PREVIOUS].some((key) =>
    safeEqual(signature, hmac(key, `xsrf:${value}`)),
  );
}

/**
 * Sanctum-style double submit (DESIGN §4): every non-GET request sends back the XSRF-TOKEN cookie in
 * the X-XSRF-TOKEN header. A cross-site form can send the cookie but cannot set the header.
 */
export function verifyCsrf(request: FastifyRequest, config: Config): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const sent = Array.isArray(header) ? header[0] : header;
  // Clients send the cookie value URL-decoded or not; accept both spellings of the same token.
  const headerToken = sent ? decodeURIComponent(sent) : undefined;
  if (!cookie || !headerToken || !safeEqual(cookie, headerToken) || !isGenuine(config, cookie)) {
    throw new AppError('CSRF_MISMATCH');
  }
}
