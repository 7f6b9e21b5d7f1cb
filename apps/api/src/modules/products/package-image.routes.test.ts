import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, Messages, type ProductPackageDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { memberWithRole } from '../companies/companies.test-support.ts';
import { auditOf, paths, underwriter } from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const upload = { raw: png, contentType: 'image/png' };

/** An underwriter with one package, and the path of its promotional image. */
async function withPackage() {
  const a = await underwriter(server);
  const created = await a.client.post<ProductPackageDto>(paths(a.company.id).packages, {
    name: 'Trades',
    productType: 'retail',
    riskReferenceFormat: 'TR{id}',
    targetCountry: 'AU',
  });
  expect(created.status).toBe(201);
  const pkg = created.body;
  return { ...a, pkg, imagePath: `${paths(a.company.id).packages}/${pkg.id}/promotional-image` };
}

describe('product package promotional image', () => {
  it('stores the image, points the package at it, serves it inline to anyone (brokers of other companies see it), records the audit and removes it', async () => {
    const { client, company, pkg, imagePath } = await withPackage();
    const res = await client.json<ProductPackageDto>('POST', imagePath, undefined, upload);
    expect(res.status).toBe(200);
    const fileVersionId = res.body.promotionalImageFileVersionId!;
    expect(fileVersionId).toBeGreaterThan(0);
    expect(
      (await client.get<ProductPackageDto>(`${paths(company.id).packages}/${pkg.id}`)).body
        .promotionalImageFileVersionId,
    ).toBe(fileVersionId);

    const broker = await companyWithAdmin(server, CompanyType.Broker);
    const served = await broker.client.request(
      'GET',
      `/companies/${company.id}/file-versions/${fileVersionId}?type=inline`,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const removed = await client.json<ProductPackageDto>('DELETE', imagePath);
    expect(removed.status).toBe(200);
    expect(removed.body.promotionalImageFileVersionId).toBeNull();
    const audit = await auditOf(server, 'product_package', pkg.id);
    expect(audit.map((e) => e.action)).toEqual([
      'created',
      'promotional_image_uploaded',
      'promotional_image_removed',
    ]);
    expect(audit[1]!.after).toEqual({ fileVersionId });
  });

  it('ignores a file version id sent in the package body: only the upload route sets the image', async () => {
    const { client, company, pkg, imagePath } = await withPackage();
    const uploaded = (await client.json<ProductPackageDto>('POST', imagePath, undefined, upload))
      .body.promotionalImageFileVersionId;
    const body = {
      name: 'Trades',
      productType: 'retail',
      riskReferenceFormat: 'TR{id}',
      targetCountry: 'AU',
      promotionalImageFileVersionId: 999999,
    };
    const res = await client.put<ProductPackageDto>(
      `${paths(company.id).packages}/${pkg.id}`,
      body,
    );
    expect(res.status).toBe(200);
    expect(res.body.promotionalImageFileVersionId).toBe(uploaded);
  });

  it("refuses bytes that are not png, jpeg, gif or webp whatever the declared type: 422 'Invalid file type.'", async () => {
    const { client, company, pkg, imagePath } = await withPackage();
    const res = await client.json('POST', imagePath, undefined, {
      raw: Buffer.from('%PDF-1.4 not an image'),
      contentType: 'image/png',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: Messages.invalidFileType,
      errors: { file: [Messages.invalidFileType] },
    });
    const svg = await client.json('POST', imagePath, undefined, {
      raw: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      contentType: 'image/svg+xml',
    });
    expect(svg.status).toBe(422);
    expect(
      (await client.get<ProductPackageDto>(`${paths(company.id).packages}/${pkg.id}`)).body
        .promotionalImageFileVersionId,
    ).toBeNull();
  });

  it('needs ManageProducts (403 for a ViewRisks member) and hides another company’s package (404)', async () => {
    const { company, pkg, imagePath } = await withPackage();
    const staff = await memberWithRole(server, company.id, company.staffRoleId);
    expect((await staff.client.json('POST', imagePath, undefined, upload)).status).toBe(403);
    expect((await staff.client.json('DELETE', imagePath)).status).toBe(403);

    const b = await underwriter(server);
    // B under A's company path, and B's own path with A's package id.
    expect((await b.client.json('POST', imagePath, undefined, upload)).status).toBe(404);
    const ownPath = `${paths(b.company.id).packages}/${pkg.id}/promotional-image`;
    expect((await b.client.json('POST', ownPath, undefined, upload)).status).toBe(404);
    expect((await b.client.json('DELETE', ownPath)).status).toBe(404);
  });
});

describe('product package promotional image size', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ MAX_UPLOAD_MB: '1' });
  });
  afterAll(async () => small.close());

  it('refuses an image at or over the upload limit with 413', async () => {
    const a = await underwriter(small);
    const pkg = (
      await a.client.post<ProductPackageDto>(paths(a.company.id).packages, {
        name: 'Big',
        productType: 'retail',
        riskReferenceFormat: 'B{id}',
        targetCountry: 'AU',
      })
    ).body;
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    const res = await a.client.json(
      'POST',
      `${paths(a.company.id).packages}/${pkg.id}/promotional-image`,
      undefined,
      { raw: big, contentType: 'image/png' },
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: Messages.fileTooLarge(1) });
  });
});
