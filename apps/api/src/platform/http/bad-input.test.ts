import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/client.ts';
import { changedTables, tableFingerprint } from '../../../test/table-fingerprint.ts';
import { uploadRoutes } from '../files/upload-guard.ts';
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

/** The part of a JSON Schema (OpenAPI 3.1) the walk reads. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

interface Operation {
  method: string;
  /** The route as Fastify declares it (`/companies/:companyId/…`). */
  route: string;
  url: string;
  schema: JsonSchema | undefined;
  field: string;
}

let documentCache: OpenApiDocument | null = null;
async function openApiDocument(): Promise<OpenApiDocument> {
  documentCache ??= (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as OpenApiDocument;
  return documentCache;
}

/** The path with the caller's company, each enumerated parameter's first value and id 1 elsewhere. */
function fillPath(path: string, op: OpenApiOperation): string {
  return path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    if (name === 'companyId') return String(companyId);
    const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
    const first = param?.schema?.enum?.[0];
    return first === undefined ? '1' : String(first);
  });
}

/** Every operation of the OpenAPI document, with its JSON body schema when it has one. */
async function operations(): Promise<Operation[]> {
  const doc = await openApiDocument();
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/docs')) continue;
    for (const [method, op] of Object.entries(item)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        route: path.replace(/\{([A-Za-z]+)\}/g, ':$1'),
        url: fillPath(path, op),
        schema,
        field: Object.keys(schema?.properties ?? {})[0] ?? 'name',
      });
    }
  }
  return ops;
}

/** Every operation of the OpenAPI document with a JSON body, so a new route is covered by itself. */
async function jsonOperations(): Promise<Operation[]> {
  return (await operations()).filter((op) => op.schema !== undefined);
}

interface StringField {
  /** Path segments; `0` for an array item, `*` for a free-form value, `(key)` for a free-form key. */
  path: string[];
  schema: JsonSchema;
  /**
   * The constant properties of the union members on the way (a discriminator such as `kind: 'notify'`),
   * sent beside the value so the union picks the member the field belongs to.
   */
  consts: { path: string[]; value: unknown }[];
}

/** The properties of an object schema that hold one constant (`const`, or an enum of one value). */
function constantsOf(schema: JsonSchema, path: string[]) {
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    'const' in child
      ? [{ path: [...path, key], value: child.const }]
      : child.enum?.length === 1
        ? [{ path: [...path, key], value: child.enum[0] }]
        : [],
  );
}

/** Every string field of a body schema, nested objects, arrays and unions included. */
function stringFields(
  schema: JsonSchema,
  path: string[] = [],
  out: StringField[] = [],
  consts: StringField['consts'] = [],
) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) out.push({ path, schema, consts });
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    stringFields(child, [...path, key], out, consts);
  if (schema.items) stringFields(schema.items, [...path, '0'], out, consts);
  if (typeof schema.additionalProperties === 'object')
    stringFields(schema.additionalProperties, [...path, '*'], out, consts);
  if (schema.propertyNames) stringFields(schema.propertyNames, [...path, '(key)'], out, consts);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    stringFields(child, path, out, [...consts, ...constantsOf(child, path)]);
  for (const child of schema.allOf ?? []) stringFields(child, path, out, consts);
  return out;
}

/** A decimal string field, recognised by the pattern `packages/domain` gives every decimal. */
const isDecimalField = (field: StringField) =>
  field.schema.pattern !== undefined &&
  /\\d\{1,\d+\}\(\\\.\\d\{1,\d+\}\)\?\$$/.test(field.schema.pattern);

/** A body holding only `value` at `path` (objects and arrays built along the way). */
function bodyWith(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return head === '0' ? [bodyWith(rest, value)] : { [head!]: bodyWith(rest, value) };
}

/** `target` with `value` set at `path`, keeping what is already there (objects and arrays merged). */
function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '0') {
    const list = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[0] = setAt(list[0], rest, value);
    return list;
  }
  const object = target && typeof target === 'object' ? { ...(target as object) } : {};
  return { ...object, [head!]: setAt((object as Record<string, unknown>)[head!], rest, value) };
}

/** The field's value at its path, with the discriminators of the union members it sits in. */
const fieldBody = (field: StringField, value: unknown) =>
  field.consts.reduce((body, c) => setAt(body, c.path, c.value), bodyWith(field.path, value));

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
    { name: 'wrong type', body: { [field]: { nested: [true, 1.5] } }, opts: {} },
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

/** Runs `send` for one operation and reports any table it changed (a refused request writes nothing). */
async function writesNothing(label: string, failures: string[], send: () => Promise<void>) {
  const before = await tableFingerprint(server.ctx.db);
  expect(Object.keys(before).length).toBeGreaterThan(40);
  await send();
  const changed = changedTables(before, await tableFingerprint(server.ctx.db));
  if (changed.length) failures.push(`${label} changed ${changed.join(', ')}`);
}

/** Filled in once the server has registered its routes. */
const formRoutes = () =>
  new Set(
    declaredRoutes
      .filter((r) => r.formBody)
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`),
      ),
  );

describe('hostile bodies on every JSON operation of the OpenAPI document', () => {
  it('answers each with a 4xx in the error model, never a 5xx, and writes nothing', async () => {
    const ops = await jsonOperations();
    expect(ops.length).toBeGreaterThan(60);
    const forms = formRoutes();
    expect(forms.has('POST /pusher/auth')).toBe(true);
    const failures: string[] = [];
    for (const op of ops) {
      // Form routes take form-encoded bodies by design (body-parsing.ts formBody): the pusher channel
      // authorisation, the session hand-off's top-level form post.
      const formRoute = forms.has(`${op.method} ${op.route}`);
      await writesNothing(`${op.method} ${op.url}`, failures, async () => {
        for (const attempt of hostileRequests(op.field)) {
          if (formRoute && attempt.name === 'wrong content type') continue;
          const res = await client.request(op.method, op.url, attempt.body, attempt.opts);
          const text = await res.text();
          if (res.status < 400 || res.status >= 500 || !hasErrorShape(text))
            failures.push(
              `${op.method} ${op.url} ${attempt.name} → ${res.status} ${text.slice(0, 200)}`,
            );
        }
      });
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('string and decimal fields of every request body (decision 108)', () => {
  it('declares a maxLength on every string field', async () => {
    const missing: string[] = [];
    for (const op of await jsonOperations())
      for (const field of stringFields(op.schema!))
        if (
          field.schema.maxLength === undefined &&
          !field.schema.enum &&
          !('const' in field.schema)
        )
          missing.push(`${op.method} ${op.url} ${field.path.join('.')}`);
    expect(missing).toEqual([]);
  });

  it('refuses one character over each maxLength and non-decimal text in each decimal field, under the field', async () => {
    const failures: string[] = [];
    let reached = 0;
    let decimals = 0;
    for (const op of await jsonOperations()) {
      // Only where the caller gets as far as validation: a NUL key is refused by the input guard, which
      // runs after the access guard, so a 422 here means the route's schema would run for this caller.
      const probe = await client.request(op.method, op.url, { 'a\u0000': 1 });
      await probe.arrayBuffer();
      if (probe.status !== 422) continue;
      reached++;
      const fields = stringFields(op.schema!).filter(
        (f) => f.path.length > 0 && !f.path.includes('*') && !f.path.includes('(key)'),
      );
      await writesNothing(`${op.method} ${op.url}`, failures, async () => {
        for (const field of fields) {
          const name = field.path.join('.');
          const values: string[] = [];
          if (field.schema.maxLength !== undefined)
            values.push('7'.repeat(field.schema.maxLength + 1));
          if (isDecimalField(field)) {
            decimals++;
            values.push('abc', '1e5', 'NaN');
          }
          for (const value of values) {
            const res = await client.request(op.method, op.url, fieldBody(field, value));
            const body = (await res.json()) as { errors?: Record<string, string[]> };
            if (res.status !== 422 || !body.errors?.[name]?.length)
              failures.push(
                `${op.method} ${op.url} ${name}=${value.slice(0, 12)}… → ${res.status} ${JSON.stringify(body).slice(0, 200)}`,
              );
          }
        }
      });
    }
    expect(reached).toBeGreaterThan(50);
    expect(decimals).toBeGreaterThan(15);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('routes without a body (decision 108)', () => {
  it('answer 400 to a body and write nothing; upload routes are not among them', async () => {
    const uploads = new Set(uploadRoutes.map((r) => `${r.method} ${r.url}`));
    const writes = (await operations()).filter(
      (op) => op.schema === undefined && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method),
    );
    const failures: string[] = [];
    for (const op of writes) {
      if (uploads.has(`${op.method} ${op.route}`) || op.url === '/logout') continue;
      await writesNothing(`${op.method} ${op.url}`, failures, async () => {
        for (const attempt of [
          { raw: Buffer.from('{"a":1}'), contentType: 'application/json' },
          { raw: Buffer.from('a=1'), contentType: 'application/x-www-form-urlencoded' },
          { raw: Buffer.from('hello'), contentType: 'text/plain' },
        ]) {
          const res = await client.request(op.method, op.url, undefined, attempt);
          const text = await res.text();
          // 401/403/404 come first for a caller who may not use the route; anyone else gets 400.
          if (![400, 401, 403, 404, 413].includes(res.status) || !hasErrorShape(text))
            failures.push(`${op.method} ${op.url} ${attempt.contentType} → ${res.status} ${text}`);
        }
      });
    }
    expect(writes.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 300_000);
});
