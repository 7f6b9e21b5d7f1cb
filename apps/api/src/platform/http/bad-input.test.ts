import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/client.ts';
import { declaredRoutes } from './guard.ts';

// DESIGN §4: never a 500 for bad input. Every route is called with ids that do not parse or do not
// exist and with bodies of the wrong shape or not JSON at all, signed in as an underwriter admin.
let server: TestServer;
let client: TestClient;
let companyId: number;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await companyWithAdmin(server, CompanyType.Underwriter);
  client = admin.client;
  companyId = admin.company.id;
});
afterAll(async () => server.close());

interface Attempt {
  body?: unknown;
  raw?: Buffer;
}

const skipped = (url: string) =>
  url.startsWith('/docs') || url.startsWith('/app/') || url === '/logout';

function urlsFor(url: string): string[] {
  const fill = (other: string) =>
    url.replace(/:companyId/g, String(companyId)).replace(/:[A-Za-z]+/g, other);
  return [fill('abc'), fill('999999'), fill('-1')];
}

describe('bad input never answers 5xx', () => {
  it('walks every declared route', async () => {
    const routes = declaredRoutes.filter((r) => !skipped(r.url));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m) => m !== 'HEAD' && m !== 'OPTIONS',
      );
      for (const method of methods) {
        for (const url of urlsFor(route.url)) {
          const attempts: Attempt[] =
            method === 'GET' || method === 'DELETE'
              ? [{}]
              : [{ body: { unexpected: [1, { deep: null }] } }, { raw: Buffer.from('{not json') }];
          for (const attempt of attempts) {
            const res = await client.request(
              method,
              `${url}?page=zero&perPage=-5&companyId=x`,
              attempt.body,
              attempt.raw ? { raw: attempt.raw, contentType: 'application/json' } : {},
            );
            if (res.status >= 500)
              failures.push(
                `${method} ${url} ${attempt.raw ? '(invalid JSON)' : ''} → ${res.status} ${await res.text()}`,
              );
            else await res.arrayBuffer();
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
