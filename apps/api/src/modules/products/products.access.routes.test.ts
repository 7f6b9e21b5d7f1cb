import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, Messages, ProductMessages } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { memberWithRole, systemUser } from '../companies/companies.test-support.ts';
import { paths, ratedProduct, underwriter, validSettings } from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

/** Company A with one of everything, and the paths that reach each item. */
async function companyA() {
  const a = await underwriter(server);
  const p = paths(a.company.id);
  const { product, versionPath } = await ratedProduct(a.client, a.company.id);
  const code = await a.client.post<{ id: number }>(p.codes, { code: 'A-1' });
  const pack = await a.client.post<{ id: number }>(p.packages, {
    name: 'A package',
    productType: 'retail',
    riskReferenceFormat: 'A{id}',
    targetCountry: 'AU',
    mainProductId: product.id,
  });
  const formula = (
    await a.client.get<{ data: { id: number }[] }>(`${versionPath}/property-formulas`)
  ).body.data[0]!.id;
  const rule = (await a.client.get<{ data: { id: number }[] }>(`${versionPath}/rules`)).body
    .data[0]!.id;
  const dataset = (await a.client.get<{ data: { id: number }[] }>(`${versionPath}/datasets`)).body
    .data[0]!.id;
  const testCase = await a.client.post<{ id: number }>(`${versionPath}/test-cases`, {
    name: 'c',
    proposal: {},
    context: { inceptionDate: '2025-01-01' },
    expected: {},
  });
  return {
    a,
    p,
    product,
    versionPath,
    code: code.body.id,
    pack: pack.body.id,
    formula,
    rule,
    dataset,
    testCase: testCase.body.id,
  };
}

describe('cross-company isolation', () => {
  it("answers 404 to company B's underwriter for every product route of company A, and B's lists show none of A's items", async () => {
    const {
      p,
      product,
      versionPath: v,
      code,
      pack,
      formula,
      rule,
      dataset,
      testCase,
    } = await companyA();
    const b = await underwriter(server);
    const reads = [
      p.codes,
      `${p.codes}/${code}`,
      p.packages,
      `${p.packages}/${pack}`,
      p.products,
      `${p.products}/${product.id}`,
      `${p.products}/${product.id}/versions`,
      v,
      `${v}/form`,
      `${v}/property-formulas`,
      `${v}/underwriting-formulas`,
      `${v}/rules`,
      `${v}/datasets`,
      `${v}/datasets/${dataset}`,
      `${v}/test-cases`,
      `${v}/test-runs`,
    ];
    for (const path of reads) expect((await b.client.get(path)).status, path).toBe(404);
    const writes: [string, string, unknown?][] = [
      ['PUT', `${p.codes}/${code}`, { code: 'B' }],
      ['DELETE', `${p.codes}/${code}`],
      ['PUT', `${p.packages}/${pack}`, {}],
      ['DELETE', `${p.packages}/${pack}`],
      ['PUT', `${p.products}/${product.id}`, { name: 'B', offeringType: 1 }],
      ['DELETE', `${p.products}/${product.id}`],
      ['PUT', v, validSettings],
      ['DELETE', v],
      ['POST', `${v}/publish`],
      ['POST', `${v}/unpublish`],
      ['POST', `${v}/copy`],
      ['POST', `${v}/rate`, { proposal: {}, context: { inceptionDate: '2025-01-01' } }],
      ['POST', `${v}/test-runs`],
      ['DELETE', `${v}/property-formulas/${formula}`],
      ['DELETE', `${v}/rules/${rule}`],
      ['DELETE', `${v}/test-cases/${testCase}`],
    ];
    for (const [method, path, body] of writes)
      expect((await b.client.json(method, path, body)).status, `${method} ${path}`).toBe(404);
    // B's own routes with A's ids: 404 as well (ids of another company's rows reveal nothing).
    const own = paths(b.company.id);
    expect((await b.client.get(`${own.products}/${product.id}`)).status).toBe(404);
    expect((await b.client.get(`${own.codes}/${code}`)).status).toBe(404);
    expect((await b.client.get(`${own.packages}/${pack}`)).status).toBe(404);
    expect(
      (await b.client.post(own.products, { name: 'Mine', offeringType: 1, productCodeIds: [code] }))
        .status,
    ).toBe(422);
    for (const list of [own.products, own.codes, own.packages])
      expect((await b.client.get(list)).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('lets a ViewRisks member read but not change (403), and a system user in', async () => {
    const { a, p, versionPath } = await companyA();
    const staff = await memberWithRole(server, a.company.id, a.company.staffRoleId);
    expect((await staff.client.get(p.products)).status).toBe(200);
    expect((await staff.client.get(`${versionPath}/property-formulas`)).status).toBe(200);
    const refused = await staff.client.post(p.products, { name: 'X', offeringType: 1 });
    expect(refused).toEqual({
      status: 403,
      body: { message: Messages.noPermissionAccess, code: 'FORBIDDEN' },
    });
    expect((await staff.client.post(`${versionPath}/publish`)).status).toBe(403);
    const { client: system } = await systemUser(server);
    expect((await system.get<{ meta: { total: number } }>(p.products)).body.meta.total).toBe(1);
    expect((await new TestClient(server.baseUrl).get(p.products)).status).toBe(401);
  });

  it('answers 403 to a company that is not an underwriter', async () => {
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    const res = await broker.client.get(paths(broker.company.id).products);
    expect(res).toEqual({
      status: 403,
      body: { message: ProductMessages.underwriterOnly, code: 'FORBIDDEN' },
    });
  });
});
