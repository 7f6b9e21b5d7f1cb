import { and, asc, eq } from 'drizzle-orm';
import { CompanyType, ProductRole, type ProductDto } from '@turbine/domain';
import type { TestClient } from '../../../test/client.ts';
import type { TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { events } from '../../platform/events/events.tables.ts';
import { lockProductVersion } from './index.ts';

/** An underwriting company with a signed-in admin (who holds ManageProducts). */
export async function underwriter(server: TestServer) {
  return companyWithAdmin(server, CompanyType.Underwriter);
}

/** Settings every test version can be saved with. */
export const validSettings = {
  timezone: 'Australia/Sydney',
  bindTime: '16:00',
  expiryTimeMode: 'fixed',
  expiryTime: '16:00',
  futureInceptionDayLimit: 60,
  defaultTermMonths: 12,
  minTermMonths: 1,
  maxTermMonths: 18,
  maxBackdateDays: 30,
  maxDiscountPercent: '15.5',
  authorityLevel: 5,
  minUnderwriterAuthorityLevel: 3,
  currency: 'aud',
  premium: {
    commissionPercent: '20',
    fees: [{ name: 'policyFee', amount: '50' }],
    taxes: [{ name: 'GST', ratePercent: '10', base: 'grossAndFees' }],
  },
};

/** A small form: turnover (currency, required, 0–10m), occupation (select), claims (repeating group ≤ 5). */
export const sampleForm = {
  schema: {
    type: 'object',
    required: ['turnover', 'occupation'],
    properties: {
      turnover: {
        type: 'number',
        minimum: 0,
        maximum: 10000000,
        'x-turbine': { fieldType: 'currency', label: 'Annual turnover' },
      },
      occupation: {
        type: 'string',
        enum: ['ACC', 'LAW'],
        'x-turbine': {
          fieldType: 'select',
          label: 'Occupation',
          options: [
            { value: 'ACC', label: 'Accountant' },
            { value: 'LAW', label: 'Lawyer' },
          ],
        },
      },
      businessName: {
        type: 'string',
        maxLength: 20,
        'x-turbine': { fieldType: 'text', label: 'Business name' },
      },
      hasClaims: { type: 'boolean', 'x-turbine': { fieldType: 'yesNo', label: 'Any claims?' } },
      claims: {
        type: 'array',
        maxItems: 5,
        items: {
          type: 'object',
          required: ['amount'],
          properties: {
            amount: {
              type: 'number',
              minimum: 0,
              'x-turbine': { fieldType: 'currency', label: 'Amount' },
            },
          },
        },
        'x-turbine': {
          fieldType: 'repeatingGroup',
          label: 'Claims',
          visibleWhen: { field: 'hasClaims', equals: true },
        },
      },
    },
  },
  layout: {
    sections: [
      { title: 'Business', fields: ['businessName', 'turnover', 'occupation'] },
      { title: 'Claims', fields: ['hasClaims', 'claims'] },
    ],
  },
};

/** A property formula body with the usual flags. */
export const formula = (name: string, text: string, extra: Record<string, unknown> = {}) => ({
  name,
  title: name,
  dataType: 'number',
  formula: text,
  ...extra,
});

/** Paths of one company's products API. */
export const paths = (companyId: number) => {
  const products = `/companies/${companyId}/products`;
  return {
    codes: `/companies/${companyId}/product-codes`,
    packages: `/companies/${companyId}/product-packages`,
    products,
    version: (productId: number, versionId: number) =>
      `${products}/${productId}/versions/${versionId}`,
  };
};

/** Creates a main product; returns it and the path of its first version. */
export async function createProduct(
  client: TestClient,
  companyId: number,
  body: Record<string, unknown> = {},
) {
  const res = await client.post<ProductDto>(paths(companyId).products, {
    name: `Product ${Math.random().toString(36).slice(2, 8)}`,
    offeringType: ProductRole.Main,
    productClass: 1,
    ...body,
  });
  if (res.status !== 201) throw new Error(`product not created: ${JSON.stringify(res.body)}`);
  const product = res.body;
  const versionId = product.versions[0]!.id;
  return { product, versionId, versionPath: paths(companyId).version(product.id, versionId) };
}

/** A product whose first version has the sample form, a rated premium (turnover × rate from a dataset) and a decline rule. */
export async function ratedProduct(client: TestClient, companyId: number) {
  const made = await createProduct(client, companyId);
  const v = made.versionPath;
  const ok = (r: { status: number; body: unknown }, what: string) => {
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  ok(await client.put(v, validSettings), 'settings');
  ok(await client.put(`${v}/form`, sampleForm), 'form');
  ok(
    await client.post(`${v}/datasets`, {
      name: 'rates',
      columns: ['occupation', 'rate'],
      rows: [
        ['ACC', '0.01'],
        ['LAW', '0.02'],
      ],
    }),
    'dataset',
  );
  ok(
    await client.post(
      `${v}/property-formulas`,
      formula('rate', 'LOOKUP("rates", "occupation", occupation, "rate")'),
    ),
    'rate',
  );
  ok(
    await client.post(
      `${v}/property-formulas`,
      formula('basePremium', 'MAX(turnover * rate, 500)', {
        dataType: 'currency',
        title: 'Base premium',
        showOnPremiumSummary: true,
      }),
    ),
    'base',
  );
  ok(
    await client.post(`${v}/rules`, {
      name: 'Lawyers',
      condition: 'occupation = "LAW"',
      outcome: 'decline',
      message: 'We do not insure lawyers',
      visibleToBroker: true,
    }),
    'rule',
  );
  return made;
}

/** Marks a version as used by a risk through the function the risks capability will call. */
export async function lockVersion(server: TestServer, versionId: number): Promise<void> {
  await inTransaction(server.ctx, (tx) => lockProductVersion(tx, versionId));
}

/** The audit events of one entity, oldest first. */
export async function auditOf(server: TestServer, entityType: string, entityId: number) {
  return server.ctx.db
    .select()
    .from(events)
    .where(and(eq(events.entityType, entityType), eq(events.entityId, entityId)))
    .orderBy(asc(events.id));
}
