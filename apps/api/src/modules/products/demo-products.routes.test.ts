import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFormulaSet } from '@turbine/rating';
import type { ProductDto, TestRunDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { seedDemoProducts } from '../../seed/demo-products.ts';
import { formProblems } from './proposal-form.ts';
import { loadVersionParts, toRatingVersion } from './rating-version.ts';
import { findVersion } from './versions.repository.ts';
import { paths, underwriter } from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

describe('demo products (seed)', () => {
  it('seeds live main and add-on products whose forms compile, whose formulas check clean against the form and whose test cases pass', async () => {
    const { company, client } = await underwriter(server);
    await inTransaction(server.ctx, (tx) => seedDemoProducts(tx, company.id));
    const products = (await client.get<{ data: ProductDto[] }>(paths(company.id).products)).body
      .data;
    expect(products.map((p) => p.name).sort()).toEqual([
      'Cyber Liability add-on',
      'Professional Indemnity',
    ]);
    const cases: Record<string, number> = {};
    for (const product of products) {
      expect(product.versions).toMatchObject([{ status: 'live' }]);
      const versionId = product.versions[0]!.id;
      const v = (await findVersion(server.ctx.db, company.id, product.id, versionId))!;
      expect(
        formProblems(
          v.formSchema as Record<string, unknown>,
          v.formLayout as Record<string, unknown>,
        ),
      ).toEqual([]);
      const fields = Object.keys((v.formSchema as { properties: object }).properties);
      expect(
        checkFormulaSet(toRatingVersion(v, await loadVersionParts(server.ctx.db, v.id)), { fields })
          .issues,
      ).toEqual([]);
      const run = await client.post<TestRunDto>(
        `${paths(company.id).version(product.id, versionId)}/test-runs`,
      );
      expect(run.body).toMatchObject({ passed: true });
      cases[product.name] = run.body.total;
    }
    // Quote, endorsement, two refers and two declines for the main product; two cases for the add-on.
    expect(cases).toEqual({ 'Professional Indemnity': 6, 'Cyber Liability add-on': 2 });
    expect(
      (await client.get<{ data: unknown[] }>(paths(company.id).packages)).body.data,
    ).toHaveLength(1);
  });
});
