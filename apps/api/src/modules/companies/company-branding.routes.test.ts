import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, Messages } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, buildUser, companyWithAdmin, signedIn } from '../../../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
type Company = {
  appearance: { logoFileVersionId: number | null; headerFileVersionId: number | null };
};

describe('company branding images', () => {
  it('uploads a logo that anyone can load (it brands the sign-in page) and removes it', async () => {
    const { company, client } = await companyWithAdmin(server, CompanyType.Broker);
    const res = await client.json<Company>(
      'POST',
      `/companies/${company.id}/appearance/logo`,
      undefined,
      { raw: png, contentType: 'image/png' },
    );
    expect(res.status).toBe(200);
    const id = res.body.appearance.logoFileVersionId!;
    expect(id).toBeGreaterThan(0);
    const anonymous = await fetch(
      `${server.baseUrl}/companies/${company.id}/file-versions/${id}?type=inline`,
    );
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await anonymous.arrayBuffer()).equals(png)).toBe(true);
    const removed = await client.json<Company>(
      'DELETE',
      `/companies/${company.id}/appearance/logo`,
    );
    expect(removed.body.appearance.logoFileVersionId).toBeNull();
  });

  it('uploads a header background image', async () => {
    const { company, client } = await companyWithAdmin(server, CompanyType.Underwriter);
    const res = await client.json<Company>(
      'POST',
      `/companies/${company.id}/appearance/header`,
      undefined,
      { raw: png, contentType: 'image/png' },
    );
    expect(res.body.appearance.headerFileVersionId).toBeGreaterThan(0);
  });

  it("refuses bytes that are not an image: 'Invalid file type.'", async () => {
    const { company, client } = await companyWithAdmin(server);
    const res = await client.json('POST', `/companies/${company.id}/appearance/logo`, undefined, {
      raw: Buffer.from('%PDF-1.4 not an image'),
      contentType: 'image/png',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: Messages.invalidFileType });
  });

  it('needs ManageCompanyDetails (403) and hides other companies (404)', async () => {
    const admin = await buildUser(server.ctx);
    const staff = await buildUser(server.ctx);
    const company = await buildCompany(server.ctx, { admins: [admin], staff: [staff] });
    const staffClient = await signedIn(server, staff);
    expect(
      (
        await staffClient.json('POST', `/companies/${company.id}/appearance/logo`, undefined, {
          raw: png,
          contentType: 'image/png',
        })
      ).status,
    ).toBe(403);
    const other = await companyWithAdmin(server);
    expect(
      (
        await other.client.json('POST', `/companies/${company.id}/appearance/logo`, undefined, {
          raw: png,
          contentType: 'image/png',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await new TestClient(server.baseUrl).json(
          'POST',
          `/companies/${company.id}/appearance/logo`,
          undefined,
          { raw: png, contentType: 'image/png' },
        )
      ).status,
    ).toBe(401);
  });

  it("a file version of another company is not served under this company's path", async () => {
    const a = await companyWithAdmin(server);
    const b = await companyWithAdmin(server);
    const res = await a.client.json<Company>(
      'POST',
      `/companies/${a.company.id}/appearance/logo`,
      undefined,
      { raw: png, contentType: 'image/png' },
    );
    const id = res.body.appearance.logoFileVersionId!;
    expect(
      (await fetch(`${server.baseUrl}/companies/${b.company.id}/file-versions/${id}`)).status,
    ).toBe(404);
    expect((await fetch(`${server.baseUrl}/companies/999999/file-versions/${id}`)).status).toBe(
      404,
    );
  });
});
