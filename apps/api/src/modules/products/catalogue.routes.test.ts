import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  Messages,
  ProductMessages,
  ProductRole,
  ReferenceFormatMessages,
  type ProductDto,
  type ProductPackageDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany } from '../../../test/factories.ts';
import {
  auditOf,
  createProduct,
  lockVersion,
  paths,
  ratedProduct,
  underwriter,
} from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

describe('product codes', () => {
  it('creates, lists with search and paging, updates and deletes; codes are unique per company ignoring case', async () => {
    const { company, client } = await underwriter(server);
    const { codes } = paths(company.id);
    const a = await client.post<{ id: number }>(codes, {
      code: 'PI-01',
      description: 'Professional indemnity',
    });
    expect(a).toMatchObject({
      status: 201,
      body: { code: 'PI-01', description: 'Professional indemnity' },
    });
    await client.post(codes, { code: 'LIA-01' });
    expect(await client.post(codes, { code: 'pi-01' })).toEqual({
      status: 409,
      body: {
        message: Messages.alreadyExists,
        code: 'ALREADY_EXISTS',
        errors: { code: [Messages.alreadyExists] },
      },
    });
    expect((await client.get(`${codes}?search=indemn`)).body).toEqual({
      data: [{ id: a.body.id, code: 'PI-01', description: 'Professional indemnity' }],
      meta: { page: 1, perPage: 25, total: 1 },
    });
    expect(
      (await client.get<{ data: { code: string }[]; meta: object }>(`${codes}?perPage=1&page=2`))
        .body,
    ).toMatchObject({ data: [{ code: 'PI-01' }], meta: { total: 2 } });
    expect((await client.put(`${codes}/${a.body.id}`, { code: 'LIA-01' })).status).toBe(409);
    expect(
      (await client.put(`${codes}/${a.body.id}`, { code: 'PI-02', description: null })).body,
    ).toEqual({ id: a.body.id, code: 'PI-02', description: null });
    expect((await client.delete(`${codes}/${a.body.id}`)).status).toBe(204);
    expect((await auditOf(server, 'product_code', a.body.id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });

  it('refuses to delete a code a product carries', async () => {
    const { company, client } = await underwriter(server);
    const code = await client.post<{ id: number }>(paths(company.id).codes, { code: 'X' });
    await createProduct(client, company.id, { productCodeIds: [code.body.id] });
    expect(await client.delete(`${paths(company.id).codes}/${code.body.id}`)).toEqual({
      status: 409,
      body: { message: Messages.cannotDeleteInUse, code: 'IN_USE_DELETE' },
    });
  });
});

describe('products', () => {
  it('creates a product with its first draft version, lists, searches, updates and deletes', async () => {
    const { company, client } = await underwriter(server);
    const code = await client.post<{ id: number }>(paths(company.id).codes, { code: 'PI' });
    const res = await client.post<ProductDto>(paths(company.id).products, {
      name: 'Professional Indemnity',
      productClass: 1,
      offeringType: ProductRole.Main,
      productCodeIds: [code.body.id],
    });
    expect(res).toMatchObject({
      status: 201,
      body: {
        name: 'Professional Indemnity',
        productClass: 1,
        offeringType: 1,
        parentProductClass: null,
        productCodeIds: [code.body.id],
        inUse: false,
        versions: [{ versionNumber: 1, status: 'draft', inUse: false }],
      },
    });
    const addOn = await client.post<ProductDto>(paths(company.id).products, {
      name: 'Cyber add-on',
      productClass: null,
      offeringType: ProductRole.AddOn,
      parentProductClass: 1,
    });
    expect(addOn.body).toMatchObject({
      productClass: null,
      offeringType: 2,
      parentProductClass: 1,
    });
    expect(
      (
        await client.get<{ data: ProductDto[] }>(`${paths(company.id).products}?search=cyber`)
      ).body.data.map((p) => p.name),
    ).toEqual(['Cyber add-on']);
    const updated = await client.put<ProductDto>(`${paths(company.id).products}/${res.body.id}`, {
      name: 'PI',
      description: 'For professionals',
      offeringType: 1,
      productClass: 2,
    });
    expect(updated.body).toMatchObject({
      name: 'PI',
      description: 'For professionals',
      productClass: 2,
      productCodeIds: [],
    });
    expect((await client.delete(`${paths(company.id).products}/${addOn.body.id}`)).status).toBe(
      204,
    );
    expect((await auditOf(server, 'product', res.body.id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
    ]);
  });

  it('refuses a name in use, an unknown product code, a parent class on a main product and a bad class', async () => {
    const { company, client } = await underwriter(server);
    await createProduct(client, company.id, { name: 'Motor' });
    const url = paths(company.id).products;
    expect((await client.post(url, { name: 'MOTOR', offeringType: 1 })).body).toMatchObject({
      errors: { name: [Messages.nameInUse] },
    });
    expect(
      (await client.post(url, { name: 'New', offeringType: 1, productCodeIds: [999999] })).body,
    ).toMatchObject({ errors: { productCodeIds: [ProductMessages.productCodeNotFound] } });
    expect(
      (await client.post(url, { name: 'New', offeringType: 1, parentProductClass: 2 })).body,
    ).toMatchObject({ errors: { parentProductClass: [ProductMessages.parentClassOnlyForAddOns] } });
    expect((await client.post(url, { name: 'New', offeringType: 3, productClass: 9 })).status).toBe(
      422,
    );
  });

  it('refuses to delete a product a package uses or a risk uses', async () => {
    const { company, client } = await underwriter(server);
    const { product } = await createProduct(client, company.id);
    await client.post(paths(company.id).packages, {
      name: 'P',
      productType: 'retail',
      riskReferenceFormat: 'R{id}',
      targetCountry: 'AU',
      mainProductId: product.id,
    });
    expect((await client.delete(`${paths(company.id).products}/${product.id}`)).status).toBe(409);
    const used = await ratedProduct(client, company.id);
    await client.post(`${used.versionPath}/publish`);
    await lockVersion(server, used.versionId);
    expect(
      (await client.get<ProductDto>(`${paths(company.id).products}/${used.product.id}`)).body,
    ).toMatchObject({ inUse: true, versions: [{ status: 'locked', inUse: true }] });
    expect(await client.delete(`${paths(company.id).products}/${used.product.id}`)).toEqual({
      status: 409,
      body: { message: Messages.cannotDeleteInUse, code: 'IN_USE_DELETE' },
    });
  });
});

describe('product packages', () => {
  it('creates with main product, add-ons and a broker whitelist; lists, updates and deletes', async () => {
    const { company, client } = await underwriter(server);
    const main = (await createProduct(client, company.id)).product;
    const addOn = (await createProduct(client, company.id, { offeringType: ProductRole.AddOn }))
      .product;
    const broker = await buildCompany(server.ctx, { type: CompanyType.Broker });
    const body = {
      name: 'Tradies',
      description: 'For trades',
      productType: 'wholesale',
      riskReferenceFormat: 'TUR-{yyyy}{mm}-{id:6}',
      targetCountry: 'AU',
      promotionalImageFileVersionId: null,
      mainProductId: main.id,
      addOnProductIds: [addOn.id],
      brokerAccess: 'whitelist',
      brokerCompanyIds: [broker.id],
    };
    const res = await client.post<ProductPackageDto>(paths(company.id).packages, body);
    expect(res).toMatchObject({ status: 201, body });
    expect(
      (
        await client.get<{ data: ProductPackageDto[]; meta: object }>(
          `${paths(company.id).packages}?search=trad`,
        )
      ).body,
    ).toMatchObject({ data: [{ id: res.body.id }], meta: { total: 1 } });
    const all = await client.put<ProductPackageDto>(
      `${paths(company.id).packages}/${res.body.id}`,
      { ...body, brokerAccess: 'all', addOnProductIds: [] },
    );
    expect(all.body).toMatchObject({
      brokerAccess: 'all',
      brokerCompanyIds: [],
      addOnProductIds: [],
    });
    expect((await client.delete(`${paths(company.id).packages}/${res.body.id}`)).status).toBe(204);
    expect((await auditOf(server, 'product_package', res.body.id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });

  it('checks the reference format, the kinds of products and the brokers', async () => {
    const { company, client } = await underwriter(server);
    const main = (await createProduct(client, company.id)).product;
    const addOn = (await createProduct(client, company.id, { offeringType: ProductRole.AddOn }))
      .product;
    const insurer = await buildCompany(server.ctx, { type: CompanyType.Insurer });
    const base = {
      name: 'P',
      productType: 'retail',
      riskReferenceFormat: 'R{id}',
      targetCountry: 'AU',
    };
    const url = paths(company.id).packages;
    expect(
      (await client.post(url, { ...base, riskReferenceFormat: 'TUR {id}' })).body,
    ).toMatchObject({ errors: { riskReferenceFormat: [ReferenceFormatMessages.spaces] } });
    expect(
      (await client.post(url, { ...base, riskReferenceFormat: 'TUR-{policy}' })).body,
    ).toMatchObject({
      errors: { riskReferenceFormat: [ReferenceFormatMessages.unknownSymbol('policy')] },
    });
    expect((await client.post(url, { ...base, mainProductId: addOn.id })).body).toMatchObject({
      errors: { mainProductId: [ProductMessages.mainProductMustBeMain] },
    });
    expect((await client.post(url, { ...base, addOnProductIds: [main.id] })).body).toMatchObject({
      errors: { addOnProductIds: [ProductMessages.addOnMustBeAddOn] },
    });
    expect(
      (
        await client.post(url, {
          ...base,
          brokerAccess: 'blacklist',
          brokerCompanyIds: [insurer.id],
        })
      ).body,
    ).toMatchObject({ errors: { brokerCompanyIds: [ProductMessages.brokerNotFound] } });
    expect(
      (await client.post(url, { ...base, targetCountry: 'US', productType: 'direct' })).status,
    ).toBe(422);
    await client.post(url, base);
    expect((await client.post(url, { ...base, name: 'p' })).body).toMatchObject({
      errors: { name: [Messages.nameInUse] },
    });
  });

  it('previews a reference for a format, or says what is wrong with it', async () => {
    const { company, client } = await underwriter(server);
    const url = `${paths(company.id).packages}/reference-format/preview`;
    const res = await client.post<{ reference: string; sample: { date: string } }>(url, {
      format: 'TUR-{yyyy}{mm}-{id:6}',
    });
    expect(res.status).toBe(200);
    expect(res.body.reference).toBe(
      `TUR-${res.body.sample.date.slice(0, 4)}${res.body.sample.date.slice(5, 7)}-000123`,
    );
    expect((await client.post(url, { format: 'TUR-{yyyy}' })).body).toMatchObject({
      errors: { format: [ReferenceFormatMessages.noUnique] },
    });
  });
});
