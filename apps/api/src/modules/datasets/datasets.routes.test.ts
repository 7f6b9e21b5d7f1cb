import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, Messages, ProductMessages } from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import type { TestClient } from '../../../test/client.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { memberWithRole } from '../companies/companies.test-support.ts';
import {
  auditOf,
  createProduct,
  formula,
  lockVersion,
  sampleForm,
  underwriter,
  validSettings,
} from '../products/products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const csv = (text: string) => ({ raw: Buffer.from(text, 'utf8'), contentType: 'text/csv' });
const base = (companyId: number) => `/companies/${companyId}/datasets`;
const context = { inceptionDate: '2025-07-01', today: '2025-06-20' };
const rates = {
  name: 'rates',
  columns: ['occupation', 'rate'],
  rows: [
    ['ACC', '0.01'],
    ['LAW', '0.02'],
  ],
};

/** A version whose base premium is turnover × LOOKUP("rates", …), with no dataset of its own. */
async function versionReadingRates(client: TestClient, companyId: number) {
  const made = await createProduct(client, companyId);
  const v = made.versionPath;
  for (const [path, body] of [
    [v, validSettings],
    [`${v}/form`, sampleForm],
  ] as const)
    expect((await client.put(path, body)).status).toBe(200);
  expect(
    (
      await client.post(
        `${v}/property-formulas`,
        formula('rate', 'LOOKUP("rates", "occupation", occupation, "rate")'),
      )
    ).status,
  ).toBe(201);
  const premium = formula('basePremium', 'turnover * rate', {
    dataType: 'currency',
    title: 'Base premium',
  });
  expect((await client.post(`${v}/property-formulas`, premium)).status).toBe(201);
  return made;
}

describe('company datasets', () => {
  it('creates, lists without rows (search, paging), reads with rows, replaces and deletes, with audit events', async () => {
    const { company, client } = await underwriter(server);
    const b = base(company.id);
    const created = await client.post<{ id: number }>(b, rates);
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'rates', columns: ['occupation', 'rate'], rows: rates.rows },
    });
    await client.post(b, {
      name: 'postcodeBands',
      columns: ['postcode', 'band'],
      rows: [['2000', 'A']],
    });
    const list = await client.get<{ data: unknown[]; meta: unknown }>(
      `${b}?search=rat&page=1&perPage=10`,
    );
    expect(list.body).toEqual({
      data: [
        {
          id: created.body.id,
          name: 'rates',
          columns: ['occupation', 'rate'],
          rowCount: 2,
          updatedAt: expect.any(String),
        },
      ],
      meta: { page: 1, perPage: 10, total: 1 },
    });
    const paged = await client.get<{ data: { name: string }[]; meta: { total: number } }>(
      `${b}?perPage=1&page=2`,
    );
    expect(paged.body.data.map((d) => d.name)).toEqual(['rates']);
    expect(paged.body.meta.total).toBe(2);
    expect((await client.get(`${b}/${created.body.id}`)).body).toMatchObject({ rows: rates.rows });
    const updated = await client.put(`${b}/${created.body.id}`, {
      ...rates,
      rows: [['ACC', '0.03']],
    });
    expect(updated.body).toMatchObject({ rows: [['ACC', '0.03']] });
    expect((await client.delete(`${b}/${created.body.id}`)).status).toBe(204);
    expect((await client.get(`${b}/${created.body.id}`)).status).toBe(404);
    expect(
      (await auditOf(server, 'company_dataset', created.body.id)).map((e) => e.action),
    ).toEqual(['created', 'updated', 'deleted']);
  });

  it('refuses duplicate columns, ragged rows and a name in use', async () => {
    const { company, client } = await underwriter(server);
    const b = base(company.id);
    expect((await client.post(b, { name: 'd', columns: ['a', 'a'], rows: [] })).body).toMatchObject(
      { errors: { columns: [Messages.duplicateValues] } },
    );
    expect(
      (await client.post(b, { name: 'd', columns: ['a', 'b'], rows: [['1']] })).body,
    ).toMatchObject({ errors: { 'rows.0': ['Row 1 has 1 cells; expected 2.'] } });
    expect((await client.post(b, { name: '', columns: ['a'], rows: [] })).status).toBe(422);
    const first = await client.post<{ id: number }>(b, { name: 'd', columns: ['a'], rows: [] });
    expect((await client.post(b, { name: 'd', columns: ['a'], rows: [] })).body).toMatchObject({
      errors: { name: [Messages.nameInUse] },
    });
    const other = await client.post<{ id: number }>(b, { name: 'e', columns: ['a'], rows: [] });
    expect(
      (await client.put(`${b}/${other.body.id}`, { name: 'd', columns: ['a'], rows: [] })).body,
    ).toMatchObject({ errors: { name: [Messages.nameInUse] } });
    expect(
      (await client.put(`${b}/${first.body.id}`, { name: 'd', columns: ['a', 'b'], rows: [] }))
        .status,
    ).toBe(200);
  });

  it('imports CSV (quotes, BOM), replaces only with replace=true and reports malformed files under file', async () => {
    const { company, client } = await underwriter(server);
    const b = base(company.id);
    const res = await client.json(
      'POST',
      `${b}/import?name=occupations`,
      undefined,
      csv('\uFEFFcode,label,loading\r\nACC,"Accountant, chartered",1\r\nENG,,1.25\r\n'),
    );
    expect(res).toMatchObject({
      status: 201,
      body: {
        name: 'occupations',
        columns: ['code', 'label', 'loading'],
        rows: [
          ['ACC', 'Accountant, chartered', '1'],
          ['ENG', null, '1.25'],
        ],
      },
    });
    expect(
      (await client.json('POST', `${b}/import?name=occupations`, undefined, csv('a\n2'))).body,
    ).toMatchObject({ errors: { name: [Messages.nameInUse] } });
    const replaced = await client.json<{ id: number; rows: unknown }>(
      'POST',
      `${b}/import?name=occupations&replace=true`,
      undefined,
      csv('a\n3'),
    );
    expect(replaced.body).toMatchObject({ id: (res.body as { id: number }).id, rows: [['3']] });
    expect(
      (await client.json('POST', `${b}/import?name=t`, undefined, csv('a,b\n"x,1'))).body,
    ).toMatchObject({ errors: { file: ['A quoted field is not closed.'] } });
    expect(
      (await client.json('POST', `${b}/import?name=t`, undefined, csv('a,b\n1,2,3'))).body,
    ).toMatchObject({ errors: { file: ['Line 2 has 3 cells; expected 2.'] } });
    expect((await client.json('POST', `${b}/import`, undefined, csv('a\n1'))).body).toMatchObject({
      errors: { name: [Messages.required] },
    });
    const json = await client.json('POST', `${b}/import?name=t`, { a: 1 });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await client.json('POST', `${b}/import`, undefined, csv('a\n1'))).body).toMatchObject({
      code: 'VALIDATION',
    });
    expect((await client.get<{ meta: { total: number } }>(b)).body.meta.total).toBe(1);
  });
});

describe('company datasets in rating', () => {
  it('rates a formula that LOOKUPs a company dataset, and a version dataset of the same name wins', async () => {
    const { company, client } = await underwriter(server);
    expect((await client.post(base(company.id), rates)).status).toBe(201);
    const { versionPath: v } = await versionReadingRates(client, company.id);
    const rated = await client.post<RatingResult>(`${v}/rate`, {
      proposal: { turnover: 100000, occupation: 'LAW' },
      context,
    });
    expect(rated.status).toBe(200);
    expect(rated.body.properties.map((p) => [p.name, p.value])).toEqual([
      ['rate', '0.02'],
      ['basePremium', '2000.00'],
    ]);

    expect((await client.post(`${v}/datasets`, { ...rates, rows: [['LAW', '0.05']] })).status).toBe(
      201,
    );
    const shadowed = await client.post<RatingResult>(`${v}/rate`, {
      proposal: { turnover: 100000, occupation: 'LAW' },
      context,
    });
    expect(shadowed.body.premium.base).toBe('5000.00');
  });

  it('refuses a formula reading a dataset nobody has, then accepts it once the company has it', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath: v } = await createProduct(client, company.id);
    const f = formula('band', 'LOOKUP("bands", "postcode", "2000", "band")', { dataType: 'text' });
    expect((await client.post(`${v}/property-formulas`, f)).status).toBe(422);
    await client.post(base(company.id), {
      name: 'bands',
      columns: ['postcode', 'band'],
      rows: [['2000', 'A']],
    });
    expect((await client.post(`${v}/property-formulas`, f)).status).toBe(201);
  });

  it('refuses to delete (409) or break (422) a dataset a live or locked version reads; a draft does not block', async () => {
    const { company, client } = await underwriter(server);
    const b = base(company.id);
    const ds = await client.post<{ id: number }>(b, rates);
    const { versionPath: v, versionId } = await versionReadingRates(client, company.id);
    expect((await client.post(`${v}/publish`)).status).toBe(200);
    const refused = await client.delete(`${b}/${ds.body.id}`);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: Messages.cannotDeleteInUse,
        errors: { version: [expect.stringMatching(/rates/)] },
      },
    });
    const broken = await client.put(`${b}/${ds.body.id}`, {
      name: 'rates',
      columns: ['occupation'],
      rows: [['ACC']],
    });
    expect(broken).toMatchObject({
      status: 422,
      body: { errors: { version: [expect.stringMatching(/version 1: rate: /)] } },
    });
    expect(
      (await client.put(`${b}/${ds.body.id}`, { ...rates, rows: [['ACC', '0.04']] })).status,
    ).toBe(200);
    await lockVersion(server, versionId);
    expect((await client.delete(`${b}/${ds.body.id}`)).status).toBe(409);
    // An unused dataset, and one only a draft reads, can go.
    const unused = await client.post<{ id: number }>(b, {
      name: 'unused',
      columns: ['a'],
      rows: [],
    });
    expect((await client.delete(`${b}/${unused.body.id}`)).status).toBe(204);
    const other = await underwriter(server);
    const draftOnly = await other.client.post<{ id: number }>(base(other.company.id), rates);
    await versionReadingRates(other.client, other.company.id);
    expect(
      (await other.client.delete(`${base(other.company.id)}/${draftOnly.body.id}`)).status,
    ).toBe(204);
  });
});

describe('company datasets access', () => {
  it("answers 404 to another company's user and for another company's ids, and lists none of them", async () => {
    const a = await underwriter(server);
    const b = await underwriter(server);
    const ds = await a.client.post<{ id: number }>(base(a.company.id), rates);
    expect((await b.client.get(base(a.company.id))).status).toBe(404);
    expect((await b.client.get(`${base(a.company.id)}/${ds.body.id}`)).status).toBe(404);
    expect((await b.client.post(base(a.company.id), rates)).status).toBe(404);
    expect((await b.client.get(`${base(b.company.id)}/${ds.body.id}`)).status).toBe(404);
    expect((await b.client.put(`${base(b.company.id)}/${ds.body.id}`, rates)).status).toBe(404);
    expect((await b.client.delete(`${base(b.company.id)}/${ds.body.id}`)).status).toBe(404);
    expect((await b.client.get(base(b.company.id))).body).toEqual({
      data: [],
      meta: { page: 1, perPage: 25, total: 0 },
    });
    // B's versions do not see A's datasets either.
    const { versionPath } = await createProduct(b.client, b.company.id);
    expect(
      (
        await b.client.post(
          `${versionPath}/property-formulas`,
          formula('rate', 'LOOKUP("rates", "occupation", "ACC", "rate")'),
        )
      ).status,
    ).toBe(422);
  });

  it('answers 403 to a company that is not an underwriter, and lets a ViewRisks member read but not change', async () => {
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    expect(await broker.client.get(base(broker.company.id))).toEqual({
      status: 403,
      body: { message: ProductMessages.underwriterOnly, code: 'FORBIDDEN' },
    });
    expect((await broker.client.post(base(broker.company.id), rates)).status).toBe(403);
    const a = await underwriter(server);
    await a.client.post(base(a.company.id), rates);
    const staff = await memberWithRole(server, a.company.id, a.company.staffRoleId);
    expect(
      (await staff.client.get<{ meta: { total: number } }>(base(a.company.id))).body.meta.total,
    ).toBe(1);
    expect((await staff.client.post(base(a.company.id), { ...rates, name: 'x' })).status).toBe(403);
  });
});
