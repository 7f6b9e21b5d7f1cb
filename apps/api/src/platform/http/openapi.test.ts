import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { access } from './access.ts';
import {
  errorResponsesOf,
  operationIdOf,
  securityOf,
  summaryOf,
  tagOf,
  undeclaredSuccess,
} from './openapi.ts';
import { undescribedRoutes } from './undescribed-routes.ts';

describe('operation descriptions derived from the route (decision 117)', () => {
  it('summarises collections, records and actions in words', () => {
    expect(summaryOf('GET', '/companies/{companyId}/risks')).toBe('List risks');
    expect(summaryOf('POST', '/companies/{companyId}/risks')).toBe('Create risk');
    expect(summaryOf('GET', '/companies/{companyId}/risks/{riskPackageId}')).toBe('Get risk');
    expect(summaryOf('PUT', '/companies/{companyId}/risks/{riskPackageId}')).toBe('Update risk');
    expect(summaryOf('DELETE', '/companies/{companyId}/syndicates/{id}')).toBe('Delete syndicate');
    expect(summaryOf('POST', '/companies/{companyId}/risks/{riskPackageId}/bind')).toBe(
      'Bind risk',
    );
    expect(summaryOf('GET', '/companies/{companyId}/risks/{riskPackageId}/messages')).toBe(
      'List messages of risk',
    );
    expect(summaryOf('POST', '/companies/{companyId}/underwriting-statuses')).toBe(
      'Create underwriting status',
    );
    expect(summaryOf('POST', '/companies/{companyId}/risk-categories')).toBe(
      'Create risk category',
    );
    expect(summaryOf('POST', '/login')).toBe('Login');
  });

  it('names operations uniquely from method and path, the company scope as one word', () => {
    expect(operationIdOf('GET', '/companies/{companyId}/risks/{riskPackageId}')).toBe(
      'getCompanyRisksByRiskPackageId',
    );
    expect(operationIdOf('GET', '/companies/:companyId/risks')).toBe('getCompanyRisks');
    expect(operationIdOf('GET', '/companies/by-handle/{handle}')).toBe(
      'getCompaniesByHandleByHandle',
    );
    expect(operationIdOf('POST', '/login')).toBe('postLogin');
  });

  it('tags by the first resource, the account routes as Identity', () => {
    expect(tagOf('/companies/{companyId}/binding-agreements/{id}')).toBe('Binding agreements');
    expect(tagOf('/companies/{companyId}')).toBe('Companies');
    expect(tagOf('/user/password')).toBe('Identity');
    expect(tagOf('/forgot-password')).toBe('Identity');
    expect(tagOf('/health/ready')).toBe('Health');
  });

  it('asks for the session cookie where a user is needed and the XSRF header on every write', () => {
    expect(securityOf(access.public, 'GET')).toEqual([]);
    expect(securityOf(access.guest, 'POST')).toEqual([{ xsrfHeader: [] }]);
    expect(securityOf(access.user, 'GET')).toEqual([{ sessionCookie: [] }]);
    expect(securityOf(access.company('companyId'), 'DELETE')).toEqual([
      { sessionCookie: [], xsrfHeader: [] },
    ]);
  });

  it('documents the error answers each kind of route can give', () => {
    const open = errorResponsesOf(access.public, 'GET', '/health', false);
    expect(Object.keys(open).sort()).toEqual(['400', '429', '503']);
    const write = errorResponsesOf(
      access.company('companyId'),
      'POST',
      '/companies/{companyId}/x',
      true,
    );
    expect(Object.keys(write).sort()).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '419',
      '422',
      '429',
      '503',
    ]);
  });
});

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: object }> }
  >;
}

/** Whether an operation documents its success: a 2xx with a schema (or a bodiless 204), or a redirect. */
function declaresSuccess(op: Operation): boolean {
  return Object.entries(op.responses ?? {}).some(([code, answer]) => {
    if (/^3\d\d$/.test(code) || code === '204') return true;
    if (!/^2\d\d$/.test(code) || answer.description === undeclaredSuccess) return false;
    return Object.values(answer.content ?? {}).some((media) => media.schema !== undefined);
  });
}

describe('/docs/json', () => {
  let server: TestServer;
  let doc: { paths: Record<string, Record<string, Operation>>; servers?: unknown[] };
  beforeAll(async () => {
    server = await startTestServer();
    doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as typeof doc;
  });
  afterAll(async () => server.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );

  it('declares the success answer of every operation with its schema (decision 158)', () => {
    const undeclared = operations()
      .filter(({ op }) => !declaresSuccess(op))
      .map(({ name }) => name);
    const known = new Set<string>(undescribedRoutes);
    expect(
      undeclared.filter((name) => !known.has(name)),
      'These routes declare no 2xx response schema: give each `schema.response` with its status and a schema from packages/domain (noContent for 204, fileResponse for a download)',
    ).toEqual([]);
    expect(
      [...known].filter((name) => !undeclared.includes(name)),
      'These routes declare their response now (or are gone): remove them from undescribed-routes.ts',
    ).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary, a tag, security and a 4xx answer', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, op } of ops) {
      expect(op.summary, name).toMatch(/^[A-Z]/);
      expect(op.tags?.length, name).toBe(1);
      expect(op.security, name).toBeDefined();
      expect(
        Object.keys(op.responses ?? {}).some((code) => /^4/.test(code)),
        name,
      ).toBe(true);
      expect(
        Object.keys(op.responses ?? {}).some((code) => /^2/.test(code)),
        name,
      ).toBe(true);
    }
    expect(doc.servers?.length).toBe(1);
  });

  it('passes redocly lint with the recommended rules (redocly.yaml) at 0 errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'turbine-openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const root = resolve(import.meta.dirname, '../../../../..');
    try {
      const { stdout, stderr } = await promisify(execFile)(
        join(root, 'node_modules/.bin/redocly'),
        ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'summary'],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          timeout: 60_000,
        },
      );
      expect(`${stdout}${stderr}`).not.toMatch(/^error/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('generates a client with openapi-typescript whose answers fit the web types (decision 158)', async () => {
    const root = resolve(import.meta.dirname, '../../../../..');
    const contract = join(root, 'apps/web/openapi-contract');
    const out = join(contract, 'generated');
    mkdirSync(out, { recursive: true });
    const banner =
      '// Generated by openapi.test.ts from /docs/json with openapi-typescript. Do not edit.\n';
    const generate = async (document: object) =>
      banner + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
    writeFileSync(join(out, 'openapi.ts'), await generate(doc));
    writeFileSync(join(out, 'tampered.ts'), await generate(tampered(doc)));
    const run = await promisify(execFile)(join(root, 'node_modules/.bin/tsc'), ['-p', contract], {
      timeout: 120_000,
    }).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(run).toBe('');
  }, 150_000);
});

/** A copy of the document where the API no longer answers what the web expects (the contract must fail). */
function tampered(doc: object): object {
  const copy = structuredClone(doc) as {
    paths: Record<string, Record<string, { responses: Record<string, JsonAnswer> }>>;
  };
  const body = (path: string, method: string) =>
    copy.paths[path]?.[method]?.responses['200']?.content?.['application/json']?.schema;
  const user = body('/user', 'get');
  if (!user?.properties?.email) throw new Error('GET /user documents no email');
  user.properties.email = { type: 'number' };
  const row = body('/companies/{companyId}/risks', 'get')?.properties?.data?.items;
  if (!row?.properties?.packageTotalPremium)
    throw new Error('The risk list documents no package total');
  delete row.properties.packageTotalPremium;
  row.required = row.required?.filter((name) => name !== 'packageTotalPremium');
  return copy;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}
interface JsonAnswer {
  content?: Record<string, { schema?: JsonSchema }>;
}
