import { describe, expect, it } from 'vitest';
import { isRegisteredPath } from './route-paths.ts';
import { isPublicPath } from './public-paths.ts';

describe('registered page paths', () => {
  it('knows the pages that exist, with parameters', () => {
    expect(isRegisteredPath('/company/manage')).toBe(true);
    expect(isRegisteredPath('/invitation/abc')).toBe(true);
    expect(isRegisteredPath('/reset-password/tok?email=a@b.c')).toBe(true);
  });
  it('does not know pages of later issues, so the header hides their links', () => {
    // The dashboard landed with issue 14 (decision 139).
    expect(isRegisteredPath('/company/dashboard?id=3')).toBe(true);
    // The risks pages landed with issue 4 (decision 091), the incidents with issue 16 (decision 120).
    expect(isRegisteredPath('/risks?view=columns')).toBe(true);
    for (const path of ['/incidents', '/incidents/new', '/incidents/12']) {
      expect(isRegisteredPath(path)).toBe(true);
    }
  });
});

describe('public paths (§4 selection order)', () => {
  it('treats the landing, sign-in, legal and invitation pages as public', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/x',
      '/legal/au/terms-of-use',
      '/invitation/x',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
  });
  it('treats company and account pages as private', () => {
    for (const path of ['/company/manage', '/account', '/company/select', '/loginx'])
      expect(isPublicPath(path)).toBe(false);
  });
});
