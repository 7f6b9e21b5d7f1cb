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

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every operation of the OpenAPI document with a JSON body, so a new route is covered by itself. */
async function jsonOperations(): Promise<{ method: string; url: string; field: string }[]> {
  const res = await fetch(`${server.baseUrl}/docs/json`);
  const doc = (await res.json()) as OpenApiDocument;
  const ops: { method: string; url: string; field: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const url = path.replace(/\{companyId\}/g, String(companyId)).replace(/\{[A-Za-z]+\}/g, '1');
      ops.push({
        method: method.toUpperCase(),
        url,
        field: Object.keys(schema.properties ?? {})[0] ?? 'name',
      });
    }
  }
  return ops;
}

/** True for the one error model's body: a message and a code. */
function hasErrorShape(text: string): boolean {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    return typeof body.message === 'string' && typeof body.code === 'string';
  } catch {
    return false;
  }
}

/** The classes of issue 22, each a request that must be refused with a 4xx in the one error model. */
function hostileRequests(field: string) {
  const nest = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const json = (text: string) => ({ raw: Buffer.from(text), contentType: 'application/json' });
  return [
    { name: 'NUL', body: { [field]: 'a\u0000b' }, opts: {} },
    { name: 'lone surrogate', body: undefined, opts: json(`{"${field}":"a\\ud800b"}`) },
    { name: 'oversize string', body: { [field]: 'x'.repeat(200_000) }, opts: {} },
    {
      name: 'wrong content type',
      body: undefined,
      opts: { raw: Buffer.from(`${field}=x`), contentType: 'application/x-www-form-urlencoded' },
    },
    {
      name: 'text body',
      body: undefined,
      opts: { raw: Buffer.from('x'), contentType: 'text/plain' },
    },
    { name: 'oversize body', body: { [field]: 'x'.repeat(2 * 1024 * 1024) }, opts: {} },
    { name: 'deep nesting', body: undefined, opts: json(`{"${field}":${nest(10_000)}}`) },
  ];
}

describe('hostile bodies on every JSON operation of the OpenAPI document', () => {
  it('answers each with a 4xx in the error model, never a 5xx', async () => {
    const ops = await jsonOperations();
    expect(ops.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const op of ops) {
      // The pusher routes take form-encoded bodies by design (body-parsing.ts formBody).
      const formRoute = /^\/(broadcasting|pusher)\//.test(op.url);
      for (const attempt of hostileRequests(op.field)) {
        if (formRoute && attempt.name === 'wrong content type') continue;
        const res = await client.request(op.method, op.url, attempt.body, attempt.opts);
        const text = await res.text();
        const shape = hasErrorShape(text);
        if (res.status < 400 || res.status >= 500 || !shape)
          failures.push(
            `${op.method} ${op.url} ${attempt.name} → ${res.status} ${text.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
