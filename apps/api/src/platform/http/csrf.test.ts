// APP_KEY rotation (decision 100): an XSRF token signed with a previous key stays valid while that key is
// listed in APP_KEY_PREVIOUS, and is refused once it is dropped.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { verifyCsrf } from './csrf.ts';
import { hmac } from './tokens.ts';

function tokenSignedWith(key: string): string {
  return `abc123.${hmac(key, 'xsrf:abc123')}`;
}
function request(token: string, method = 'POST'): FastifyRequest {
  return {
    method,
    cookies: { 'XSRF-TOKEN': token },
    headers: { 'x-xsrf-token': token },
  } as unknown as FastifyRequest;
}
function config(APP_KEY: string, APP_KEY_PREVIOUS: string[] = []): Config {
  return { APP_KEY, APP_KEY_PREVIOUS } as Config;
}
function code(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'OTHER';
  }
}

describe('verifyCsrf with a rotated APP_KEY', () => {
  const oldToken = tokenSignedWith('old-key');
  it('accepts a token of the current key', () => {
    expect(
      code(() => verifyCsrf(request(tokenSignedWith('new-key')), config('new-key'))),
    ).toBeUndefined();
  });
  it('accepts a token of a previous key while it is listed, and refuses it after', () => {
    expect(
      code(() => verifyCsrf(request(oldToken), config('new-key', ['older', 'old-key']))),
    ).toBeUndefined();
    expect(code(() => verifyCsrf(request(oldToken), config('new-key')))).toBe('CSRF_MISMATCH');
  });
  it('refuses a forged signature and lets safe methods through', () => {
    expect(code(() => verifyCsrf(request('abc123.deadbeef'), config('k', ['old-key'])))).toBe(
      'CSRF_MISMATCH',
    );
    expect(code(() => verifyCsrf(request('abc123.deadbeef', 'GET'), config('k')))).toBeUndefined();
  });
});
