import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  Messages,
  ProductClass,
  ProductSubClassMessages,
  type ListResponse,
  type ProductDto,
  type ProductSubClassDto,
  type RiskListRow,
  galleryFor,
  TransactionStatus,
  type WidgetDataDto,
  type WidgetFilterOptionsDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { memberWithRole, storedRoles } from '../companies/companies.test-support.ts';
import { insertPackage, listWorld } from '../risks/list/risk-list.test-support.ts';
import { auditOf, createProduct, paths, underwriter } from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const subClasses = (companyId: number) => `/companies/${companyId}/product-sub-classes`;

describe('product sub-classes (ManageProductClasses 14, decision 211)', () => {
  it('creates, lists by class then name, renames and deletes; names unique per company in any case', async () => {
    const { company, client } = await underwriter(server);
    const url = subClasses(company.id);
    const cyber = await client.post<ProductSubClassDto>(url, {
      name: 'Cyber',
      productClass: ProductClass.Liability,
    });
    expect(cyber).toEqual({
      status: 201,
      body: { id: expect.any(Number), name: 'Cyber', productClass: 2, products: 0 },
    });
    await client.post(url, {
      name: 'Accountants',
      productClass: ProductClass.ProfessionalIndemnity,
    });
    await client.post(url, { name: 'Aviation', productClass: ProductClass.Liability });
    expect(await client.post(url, { name: ' CYBER ', productClass: 4 })).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.nameInUse] } },
    });
    expect((await client.post(url, { name: 'Marine', productClass: 5 })).body).toMatchObject({
      errors: { productClass: [expect.any(String)] },
    });
    expect((await client.post(url, { name: '', productClass: 1 })).body).toMatchObject({
      errors: { name: [Messages.required] },
    });
    const listed = await client.get<{ data: ProductSubClassDto[] }>(url);
    expect(listed.body.data.map((s) => [s.productClass, s.name])).toEqual([
      [1, 'Accountants'],
      [2, 'Aviation'],
      [2, 'Cyber'],
    ]);
    const renamed = await client.put<ProductSubClassDto>(`${url}/${cyber.body.id}`, {
      name: 'Cyber and data',
      productClass: ProductClass.Property,
    });
    expect(renamed.body).toMatchObject({ name: 'Cyber and data', productClass: 4 });
    expect(
      (await client.put(`${url}/${cyber.body.id}`, { name: 'aviation', productClass: 4 })).status,
    ).toBe(422);
    expect((await client.delete(`${url}/${cyber.body.id}`)).status).toBe(204);
    expect((await client.get<{ data: unknown[] }>(url)).body.data).toHaveLength(2);
    expect(
      (await auditOf(server, 'product_sub_class', cyber.body.id)).map((e) => e.action),
    ).toEqual(['created', 'updated', 'deleted']);
  });

  it('a product picks a sub-class of its own class; one in use cannot be deleted or moved to another class', async () => {
    const { company, client } = await underwriter(server);
    const url = subClasses(company.id);
    const cyber = (await client.post<ProductSubClassDto>(url, { name: 'Cyber', productClass: 2 }))
      .body;
    const wrong = await client.post(paths(company.id).products, {
      name: 'Wrong class',
      offeringType: 1,
      productClass: ProductClass.Property,
      productSubClassId: cyber.id,
    });
    expect(wrong).toMatchObject({
      status: 422,
      body: { errors: { productSubClassId: [ProductSubClassMessages.wrongClass] } },
    });
    const { product } = await createProduct(client, company.id, {
      productClass: ProductClass.Liability,
      productSubClassId: cyber.id,
    });
    expect(product.productSubClassId).toBe(cyber.id);
    expect(
      (await client.get<ProductDto>(`${paths(company.id).products}/${product.id}`)).body
        .productSubClassId,
    ).toBe(cyber.id);
    expect((await client.get<{ data: ProductSubClassDto[] }>(url)).body.data[0]!.products).toBe(1);
    expect(await client.delete(`${url}/${cyber.id}`)).toEqual({
      status: 409,
      body: { message: Messages.cannotDeleteInUse, code: 'IN_USE_DELETE' },
    });
    expect(
      (await client.put(`${url}/${cyber.id}`, { name: 'Cyber', productClass: 4 })).body,
    ).toMatchObject({
      code: 'IN_USE_MODIFY',
    });
    // Renaming keeps the class: allowed while in use.
    expect(
      (await client.put(`${url}/${cyber.id}`, { name: 'Cyber risks', productClass: 2 })).status,
    ).toBe(200);
    // Clearing the product's sub-class frees it.
    const cleared = await client.put<ProductDto>(`${paths(company.id).products}/${product.id}`, {
      name: product.name,
      offeringType: 1,
      productClass: ProductClass.Liability,
      productSubClassId: null,
    });
    expect(cleared.body.productSubClassId).toBeNull();
    expect((await client.delete(`${url}/${cyber.id}`)).status).toBe(204);
  });

  it('another company sees and changes nothing (404), cannot give its products the sub-class, and only agencies have sub-classes', async () => {
    const { company, client } = await underwriter(server);
    const cyber = (
      await client.post<ProductSubClassDto>(subClasses(company.id), {
        name: 'Cyber',
        productClass: 2,
      })
    ).body;
    const other = await underwriter(server);
    const foreign = `${subClasses(company.id)}/${cyber.id}`;
    expect((await other.client.get(subClasses(company.id))).status).toBe(404);
    // Its own path with our id: not found, nothing changed.
    const mine = `${subClasses(other.company.id)}/${cyber.id}`;
    expect((await other.client.put(mine, { name: 'Taken', productClass: 2 })).status).toBe(404);
    expect((await other.client.delete(mine)).status).toBe(404);
    expect((await other.client.put(foreign, { name: 'Taken', productClass: 2 })).status).toBe(404);
    expect((await other.client.delete(foreign)).status).toBe(404);
    expect(
      (
        await other.client.post(paths(other.company.id).products, {
          name: 'Borrowed',
          offeringType: 1,
          productClass: 2,
          productSubClassId: cyber.id,
        })
      ).body,
    ).toMatchObject({ errors: { productSubClassId: [ProductSubClassMessages.notFound] } });
    expect(
      (await other.client.get<{ data: unknown[] }>(subClasses(other.company.id))).body.data,
    ).toEqual([]);
    expect(
      (await client.get<{ data: ProductSubClassDto[] }>(subClasses(company.id))).body.data,
    ).toEqual([{ id: cyber.id, name: 'Cyber', productClass: 2, products: 0 }]);
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    expect(
      (await broker.client.post(subClasses(broker.company.id), { name: 'B', productClass: 1 }))
        .status,
    ).toBe(403);
  });

  it('Staff (ViewRisks) reads the list; changing needs ManageProductClasses', async () => {
    const { company, client } = await underwriter(server);
    const staff = (await storedRoles(server.ctx, company.id)).find((r) => r.name === 'Staff')!;
    const reader = await memberWithRole(server, company.id, staff.id);
    expect((await reader.client.get(subClasses(company.id))).status).toBe(200);
    expect(
      (await reader.client.post(subClasses(company.id), { name: 'X', productClass: 1 })).status,
    ).toBe(403);
    const role = await client.post<{ id: number }>(`/companies/${company.id}/roles`, {
      name: 'Nobody',
      companyTypePermissionIds: [],
    });
    const nobody = await memberWithRole(server, company.id, role.body.id);
    expect((await nobody.client.get(subClasses(company.id))).status).toBe(403);
  });
});

describe('the risks list filters by product class and sub-class', () => {
  it('a class or the agency’s own sub-class of the main product; another company’s sub-class lists nothing', async () => {
    const w = await listWorld(server);
    const uw = w.underwriter;
    const cyber = (
      await uw.client.post<ProductSubClassDto>(subClasses(uw.company.id), {
        name: 'Accountants',
        productClass: ProductClass.ProfessionalIndemnity,
      })
    ).body;
    const other = (
      await uw.client.post<ProductSubClassDto>(subClasses(uw.company.id), {
        name: 'Engineers',
        productClass: ProductClass.ProfessionalIndemnity,
      })
    ).body;
    const main = await uw.client.get<ProductDto>(
      `${paths(uw.company.id).products}/${w.products.mainProductId}`,
    );
    const saved = await uw.client.put<ProductDto>(
      `${paths(uw.company.id).products}/${w.products.mainProductId}`,
      {
        name: main.body.name,
        description: main.body.description,
        offeringType: main.body.offeringType,
        productClass: main.body.productClass,
        productCodeIds: main.body.productCodeIds,
        productSubClassId: cyber.id,
      },
    );
    expect(saved.status).toBe(200);
    await insertPackage(server.ctx.db, w, { reference: 'PC-1' });
    await insertPackage(server.ctx.db, w, { reference: 'PC-2' });
    const list = async (client: typeof uw.client, companyId: number, q: string) =>
      (await client.get<ListResponse<RiskListRow>>(`/companies/${companyId}/risks?${q}`)).body.data
        .map((r) => r.reference)
        .sort();
    expect(await list(uw.client, uw.company.id, 'productClass=1')).toEqual(['PC-1', 'PC-2']);
    expect(await list(uw.client, uw.company.id, 'productClass=2')).toEqual([]);
    expect(await list(uw.client, uw.company.id, `productSubClassId=${cyber.id}`)).toEqual([
      'PC-1',
      'PC-2',
    ]);
    expect(await list(uw.client, uw.company.id, `productSubClassId=${other.id}`)).toEqual([]);
    // The broker sees the packages, but the sub-class is the agency's own: its filter matches nothing.
    expect(await list(w.broker.client, w.broker.company.id, 'productClass=1')).toEqual([
      'PC-1',
      'PC-2',
    ]);
    expect(
      await list(w.broker.client, w.broker.company.id, `productSubClassId=${cyber.id}`),
    ).toEqual([]);
    expect((await uw.client.get(`/companies/${uw.company.id}/risks?productClass=9`)).status).toBe(
      422,
    );

    // Dashboards: the widget's sub-class filter, and the options name the agency's sub-classes.
    await insertPackage(server.ctx.db, w, {
      reference: 'PC-BOUND',
      status: TransactionStatus.Bound,
      boundAt: new Date('2026-04-06T00:00:00Z'),
      transaction: { grossPremium: '800.00', basePremium: '1.00' },
    });
    const options = await uw.client.get<WidgetFilterOptionsDto>(
      `/companies/${uw.company.id}/widget-filter-options`,
    );
    expect(options.body.productSubClasses).toEqual([
      { id: cyber.id, name: 'Professional Indemnity › Accountants' },
      { id: other.id, name: 'Professional Indemnity › Engineers' },
    ]);
    const total = async (productSubClassIds: number[]) => {
      const base = `/companies/${uw.company.id}/dashboards`;
      const d = await uw.client.post<{ id: number }>(base, { name: `D ${productSubClassIds[0]}` });
      const item = galleryFor(CompanyType.Underwriter).find(
        (g) => g.kind === 'grossWrittenPremium',
      )!;
      const widget = await uw.client.post<{ id: number }>(`${base}/${d.body.id}/widgets`, {
        kind: item.kind,
        title: item.title,
        size: item.size,
        config: {
          ...item.config,
          timePeriod: 'custom',
          customFrom: '2026-04-01',
          customTo: '2026-04-30',
          productSubClassIds,
        },
      });
      expect(widget.status).toBe(201);
      return (
        await uw.client.get<WidgetDataDto>(`${base}/${d.body.id}/widgets/${widget.body.id}/data`)
      ).body.total;
    };
    expect(await total([cyber.id])).toBe('800.00');
    expect(await total([other.id])).toBe('0');
  });
});
