import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { TestClient } from '../../../test/client.ts';

// Issue 22: the headers on the web app's page, an API route and the OpenAPI UI; HSTS only over https.
let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'turbine-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Turbine</title>');
  server = await startTestServer({
    SERVE_WEB: 'true',
    WEB_DIST_DIR: dist,
    TRUST_PROXY: 'true',
    LOGIN_MAX_ATTEMPTS: '1',
    LOGIN_WINDOW_SECONDS: '120',
  });
});
afterAll(async () => server.close());

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(server.baseUrl + path, { headers, redirect: 'manual' });
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('gives the web app a CSP without inline scripts that refuses framing', async () => {
    for (const path of ['/', '/login']) {
      const res = await get(path, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expectCommonHeaders(res);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('sends the same headers on API answers, errors included', async () => {
    for (const path of ['/health', '/user']) {
      const res = await get(path, { accept: 'application/json' });
      expectCommonHeaders(res);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('gives the OpenAPI UI its own policy (swagger-ui staticCSP), never framed', async () => {
    const res = await get('/docs/', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS only when the request came over https', async () => {
    const res = await get('/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends Cross-Origin-Opener-Policy only where a browser applies it (decision 240)', async () => {
    const plain = await get('/login', { accept: 'text/html', 'x-forwarded-host': 'turbine.test' });
    expect(plain.headers.get('cross-origin-opener-policy')).toBeNull();
    const https = await get('/login', {
      accept: 'text/html',
      'x-forwarded-host': 'turbine.test',
      'x-forwarded-proto': 'https',
    });
    expect(https.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // The test server is reached on 127.0.0.1: a loopback origin is trustworthy over http.
    const loopback = await get('/login', { accept: 'text/html' });
    expect(loopback.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('says when to retry on 429', async () => {
    const client = new TestClient(server.baseUrl);
    const body = { email: 'nobody-429@example.com', password: 'Wrong-password-1!' };
    await client.request('POST', '/login', body);
    const res = await client.request('POST', '/login', body);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
  });
});
