import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { declaredRoutes } from './guard.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('route declarations (DESIGN §4)', () => {
  it('every registered route declares who may call it', () => {
    expect(declaredRoutes.length).toBeGreaterThan(20);
    const undeclared = declaredRoutes
      .filter((r) => !r.access)
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('company-scoped paths declare a company access naming their id parameter', () => {
    // Branding images show on a company's subdomain before sign-in; the service guards other files.
    const publicByDesign = new Set(['/companies/:companyId/file-versions/:fileVersionId']);
    const scoped = declaredRoutes.filter(
      (r) => r.url.startsWith('/companies/:companyId') && !publicByDesign.has(r.url),
    );
    expect(scoped.length).toBeGreaterThan(0);
    for (const r of scoped) {
      expect(r.access, `${String(r.method)} ${r.url}`).toMatchObject({
        kind: 'company',
        param: 'companyId',
      });
    }
  });

  it('serves health, readiness and the OpenAPI document', async () => {
    expect(await (await fetch(`${server.baseUrl}/health`)).json()).toEqual({ status: 'ok' });
    expect(
      ((await (await fetch(`${server.baseUrl}/ready`)).json()) as { status: string }).status,
    ).toBe('ok');
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/login');
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await fetch(`${server.baseUrl}/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Not found.' });
  });
});
