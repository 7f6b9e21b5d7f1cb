import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { access } from './access.ts';
import { errorResponsesOf, operationIdOf, securityOf, summaryOf, tagOf } from './openapi.ts';

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
  responses?: Record<string, unknown>;
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
      Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
    );

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
});
