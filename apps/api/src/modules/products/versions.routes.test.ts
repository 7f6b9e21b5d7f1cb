import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Messages,
  ProductMessages,
  type ProductDto,
  type ProductVersionDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  auditOf,
  createProduct,
  formula,
  lockVersion,
  ratedProduct,
  validSettings,
} from './products.test-support.ts';
import { underwriter } from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

describe('version settings (PUT …/versions/{id})', () => {
  it('saves every §3 setting, returns decimal strings and audits before and after', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath, versionId } = await createProduct(client, company.id);
    const res = await client.put<ProductVersionDto>(versionPath, {
      ...validSettings,
      maxDiscountPercent: '12.50',
      ruleMessageVisibility: { decline: false, endorsement: true, referral: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'draft',
      savedOnce: true,
      inUse: false,
      versionNumber: 1,
      maxDiscountPercent: '12.5',
      timezone: 'Australia/Sydney',
      ruleMessageVisibility: { decline: false, referral: false },
    });
    expect((await client.get<ProductVersionDto>(versionPath)).body).toEqual(res.body);
    const events = await auditOf(server, 'product_version', versionId);
    expect(events.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(events[1]).toMatchObject({
      before: { maxDiscountPercent: '0' },
      after: { maxDiscountPercent: '12.5' },
    });
  });

  it('answers the §5 messages for timezone, backdate days, discount, authority and term lengths', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await createProduct(client, company.id);
    const res = await client.put(versionPath, {
      ...validSettings,
      timezone: 'Australia/Atlantis',
      maxBackdateDays: 101,
      maxDiscountPercent: '100.5',
      authorityLevel: 0,
      minUnderwriterAuthorityLevel: 11,
      defaultTermMonths: 24,
      currency: 'jpy',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: Messages.correctErrors,
      errors: {
        timezone: [Messages.invalidTimezone('Australia/Atlantis')],
        maxBackdateDays: [Messages.max(100)],
        maxDiscountPercent: [Messages.max('100')],
        authorityLevel: [Messages.min(1)],
        minUnderwriterAuthorityLevel: [Messages.max(10)],
        currency: [expect.any(String)],
      },
    });
    const term = await client.put(versionPath, {
      ...validSettings,
      minTermMonths: 6,
      defaultTermMonths: 3,
    });
    expect(term.body).toMatchObject({ errors: { defaultTermMonths: [Messages.min(6)] } });
    const money = await client.put(versionPath, { ...validSettings, maxDiscountPercent: 10 });
    expect(money.status).toBe(422);
    expect((await client.get<ProductVersionDto>(versionPath)).body.savedOnce).toBe(false);
  });
});

describe('version transitions', () => {
  it('refuses to publish before the first save, then publishes, unpublishes and publishes again', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath, versionId } = await createProduct(client, company.id);
    const unsaved = await client.post(`${versionPath}/publish`);
    expect(unsaved).toEqual({
      status: 422,
      body: {
        message: ProductMessages.notSaved,
        code: 'VALIDATION',
        errors: { status: [ProductMessages.notSaved] },
      },
    });
    await client.put(versionPath, validSettings);
    const live = await client.post<ProductVersionDto>(`${versionPath}/publish`);
    expect(live.body).toMatchObject({ status: 'live', publishedAt: expect.any(Number) });
    expect((await client.post(`${versionPath}/publish`)).body).toMatchObject({
      message: ProductMessages.alreadyLive,
      errors: { status: [ProductMessages.alreadyLive] },
    });
    // A live version with no risk stays editable (§4).
    expect(
      (await client.post(`${versionPath}/property-formulas`, formula('loading', '1.1'))).status,
    ).toBe(201);
    expect((await client.post<ProductVersionDto>(`${versionPath}/unpublish`)).body).toMatchObject({
      status: 'draft',
      publishedAt: null,
    });
    expect((await client.post(`${versionPath}/unpublish`)).body).toMatchObject({
      message: ProductMessages.notLive,
    });
    expect((await client.post(`${versionPath}/publish`)).status).toBe(200);
    const actions = (await auditOf(server, 'product_version', versionId)).map((e) => e.action);
    expect(actions).toEqual(['created', 'updated', 'published', 'unpublished', 'published']);
  });

  it('locks a live version through lockProductVersion: edits, unpublish and delete answer 409 with the spec messages', async () => {
    const { company, client } = await underwriter(server);
    const { product, versionPath, versionId } = await ratedProduct(client, company.id);
    await client.post(`${versionPath}/publish`);
    await lockVersion(server, versionId);
    await lockVersion(server, versionId); // a second risk on the same version is a no-op
    const modify = {
      status: 409,
      body: { message: Messages.cannotModifyInUse, code: 'IN_USE_MODIFY' },
    };
    expect(await client.put(versionPath, validSettings)).toEqual(modify);
    expect(await client.post(`${versionPath}/property-formulas`, formula('x', '1'))).toEqual(
      modify,
    );
    expect(
      await client.put(`${versionPath}/form`, { schema: { type: 'object', properties: {} } }),
    ).toEqual(modify);
    expect(await client.post(`${versionPath}/unpublish`)).toEqual(modify);
    expect(await client.delete(versionPath)).toEqual({
      status: 409,
      body: { message: Messages.cannotDeleteInUse, code: 'IN_USE_DELETE' },
    });
    expect((await client.get<ProductVersionDto>(versionPath)).body).toMatchObject({
      status: 'locked',
      inUse: true,
    });
    // §4 "Product details lock once linked to a risk", and the product cannot be deleted.
    const detail = await client.put(`/companies/${company.id}/products/${product.id}`, {
      name: 'Renamed',
      offeringType: 1,
    });
    expect(detail).toEqual(modify);
    expect((await client.delete(`/companies/${company.id}/products/${product.id}`)).status).toBe(
      409,
    );
    expect((await auditOf(server, 'product_version', versionId)).at(-1)).toMatchObject({
      action: 'locked',
      before: { status: 'live' },
      after: { status: 'locked' },
    });
  });

  it('refuses to lock a draft (only a published version can be used by a risk)', async () => {
    const { company, client } = await underwriter(server);
    const { versionId } = await createProduct(client, company.id);
    await expect(lockVersion(server, versionId)).rejects.toMatchObject({
      message: ProductMessages.notLive,
    });
  });

  it('copies a version into a new draft with settings, form and every child, and deletes only drafts', async () => {
    const { company, client } = await underwriter(server);
    const { product, versionPath } = await ratedProduct(client, company.id);
    await client.post(`${versionPath}/test-cases`, {
      name: 'Accountant',
      proposal: { turnover: 100000, occupation: 'ACC' },
      context: { inceptionDate: '2025-07-01' },
      expected: { premium: { base: '1000' } },
    });
    await client.post(`${versionPath}/publish`);
    const copy = await client.post<ProductVersionDto>(`${versionPath}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      versionNumber: 2,
      status: 'draft',
      savedOnce: false,
      inUse: false,
      maxDiscountPercent: '15.5',
      currency: 'aud',
    });
    const copyPath = `/companies/${company.id}/products/${product.id}/versions/${copy.body.id}`;
    const names = async (path: string, kind: string) =>
      (await client.get<{ data: { name: string }[] }>(`${path}/${kind}`)).body.data.map(
        (x) => x.name,
      );
    for (const kind of ['property-formulas', 'rules', 'datasets', 'test-cases'])
      expect(await names(copyPath, kind)).toEqual(await names(versionPath, kind));
    expect((await client.get(`${copyPath}/form`)).body).toEqual(
      (await client.get(`${versionPath}/form`)).body,
    );
    const onlyDrafts = await client.delete(versionPath);
    expect(onlyDrafts).toEqual({
      status: 409,
      body: { message: ProductMessages.deleteOnlyDrafts, code: 'IN_USE_DELETE' },
    });
    expect((await client.delete(copyPath)).status).toBe(204);
    expect(
      (
        await client.get<ProductDto>(`/companies/${company.id}/products/${product.id}`)
      ).body.versions.map((v) => v.versionNumber),
    ).toEqual([1]);
    expect((await client.get(copyPath)).status).toBe(404);
  });
});
