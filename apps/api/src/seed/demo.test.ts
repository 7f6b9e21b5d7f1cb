import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { ProductClass, ProductRole } from '@turbine/domain';
import type {
  AgreementPeriodDto,
  BindingAgreementDto,
  EndorsementDto,
  EndorsementVersionDto,
  ProductDto,
  ProductPackageDto,
  ProductVersionDto,
  RiskCodeDto,
  SyndicateDto,
  TestRunDto,
  UserDto,
} from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import { TestClient } from '../../test/client.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import type { Db } from '../platform/db/client.ts';
import { cyberQuoteProposal } from './demo-cyber.ts';
import { piDeclineProposal, piQuoteProposal, piReferProposal } from './demo-pi-cases.ts';
import { DEMO_PASSWORD, DEMO_UNDERWRITER_EMAIL, seedDemo } from './demo.ts';
import { ensureReferenceData } from '../modules/companies/index.ts';

let server: TestServer;
let client: TestClient;
let systemCompanyId: number;
let base: string;

type List<T> = { data: T[] };

beforeAll(async () => {
  server = await startTestServer();
  ({ systemCompanyId } = await ensureReferenceData(server.ctx.db));
  expect(await seedDemo(server.ctx.db, systemCompanyId)).toBe(true);
  client = new TestClient(server.baseUrl);
  await client.login(DEMO_UNDERWRITER_EMAIL, DEMO_PASSWORD);
  const me = (await client.get<UserDto>('/user')).body;
  const meridian = me.roles.find((r) => r.company.handle === 'meridian');
  expect(meridian?.isAdmin).toBe(true);
  base = `/companies/${meridian!.companyId}`;
});
afterAll(async () => server.close());

/** The demo products by offering type, each with the path of its (only) version. */
async function demoProducts() {
  const { data } = (await client.get<List<ProductDto>>(`${base}/products`)).body;
  const withPath = (p: ProductDto) => ({
    product: p,
    version: `${base}/products/${p.id}/versions/${p.versions[0]!.id}`,
  });
  return {
    all: data,
    main: withPath(data.find((p) => p.offeringType === ProductRole.Main)!),
    addOn: withPath(data.find((p) => p.offeringType === ProductRole.AddOn)!),
  };
}

const rate = (versionPath: string, proposal: object) =>
  client.post<RatingResult>(`${versionPath}/rate`, {
    proposal,
    context: { inceptionDate: '2026-07-01' },
  });

describe('demo data (decision 005)', () => {
  it('has a live main product with a form of 10+ fields and a live add-on for the same class', async () => {
    const { all, main, addOn } = await demoProducts();
    expect(all).toHaveLength(2);
    expect(main.product).toMatchObject({
      name: 'Professional Indemnity',
      productClass: ProductClass.ProfessionalIndemnity,
      versions: [{ status: 'live' }],
    });
    expect(addOn.product).toMatchObject({
      offeringType: ProductRole.AddOn,
      parentProductClass: ProductClass.ProfessionalIndemnity,
      versions: [{ status: 'live' }],
    });
    expect((await client.get<ProductVersionDto>(main.version)).body).toMatchObject({
      status: 'live',
      savedOnce: true,
      currency: 'aud',
      timezone: 'Australia/Sydney',
    });
    const form = (
      await client.get<{
        schema: { properties: Record<string, unknown> };
        layout: { sections: unknown[] };
      }>(`${main.version}/form`)
    ).body;
    expect(Object.keys(form.schema.properties).length).toBeGreaterThanOrEqual(10);
    expect(form.layout.sections.length).toBeGreaterThanOrEqual(2);
  });

  it('passes every test case of each live version when run through the API', async () => {
    const { main, addOn } = await demoProducts();
    for (const [path, total] of [
      [main.version, 6],
      [addOn.version, 2],
    ] as const) {
      const run = await client.post<TestRunDto>(`${path}/test-runs`);
      expect(run.status).toBe(201);
      expect(run.body).toMatchObject({ passed: true, total, failed: 0 });
    }
  });

  it('quotes, refers with the endorsement, and declines sample proposals', async () => {
    const { main, addOn } = await demoProducts();
    const quote = await rate(main.version, piQuoteProposal);
    expect(quote.body).toMatchObject({
      decision: 'quote',
      premium: { base: '9600.00', total: '11017.38' },
    });
    const refer = (await rate(main.version, piReferProposal)).body;
    const [endorsement] = (await client.get<List<EndorsementDto>>(`${base}/endorsements`)).body
      .data;
    expect(refer).toMatchObject({ decision: 'refer', endorsementIds: [endorsement!.id] });
    expect((await rate(main.version, piDeclineProposal)).body.decision).toBe('decline');
    expect((await rate(addOn.version, cyberQuoteProposal)).body).toMatchObject({
      decision: 'quote',
      premium: { total: '770.00' },
    });
  });

  it('offers both products in one package whose products are live', async () => {
    const { main, addOn } = await demoProducts();
    const { data } = (await client.get<List<ProductPackageDto>>(`${base}/product-packages`)).body;
    expect(data).toEqual([
      expect.objectContaining({
        name: 'Consultants Package',
        mainProductId: main.product.id,
        addOnProductIds: [addOn.product.id],
        brokerAccess: 'all',
      }),
    ]);
  });

  it('has a live endorsement version with sanitized content, attached by a product rule', async () => {
    const { main } = await demoProducts();
    const [endorsement] = (await client.get<List<EndorsementDto>>(`${base}/endorsements`)).body
      .data;
    expect(endorsement).toMatchObject({
      name: 'Contract works exclusion',
      versions: [{ status: 'live' }],
    });
    const version = (
      await client.get<EndorsementVersionDto>(
        `${base}/endorsements/${endorsement!.id}/versions/${endorsement!.versions[0]!.id}`,
      )
    ).body;
    expect(version.content).toContain('<h2>Contract works exclusion</h2>');
    expect(version.content).not.toMatch(/<script|onclick|style=/);
    const rules = (
      await client.get<List<{ outcome: string; endorsementId: number | null }>>(
        `${main.version}/rules`,
      )
    ).body.data;
    expect(rules.map((r) => r.outcome)).toEqual(
      expect.arrayContaining(['refer', 'decline', 'endorse']),
    );
    expect(rules.find((r) => r.outcome === 'endorse')?.endorsementId).toBe(endorsement!.id);
  });

  it('has a live binding agreement period for this year with Pacific Mutual, the demo underwriter and 100 % quota shares', async () => {
    const { main } = await demoProducts();
    const [agreement] = (await client.get<List<BindingAgreementDto>>(`${base}/binding-agreements`))
      .body.data;
    const year = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
    }).format(new Date());
    expect(agreement).toMatchObject({
      managingInsuranceCompany: { name: 'Pacific Mutual Insurance' },
      currencyType: 'aud',
      timezone: 'Australia/Sydney',
      validFrom: `${year}-01-01`,
      validTo: `${year}-12-31`,
      periods: [{ version: 1, status: 'live' }],
    });
    const period = (
      await client.get<AgreementPeriodDto>(
        `${base}/binding-agreements/${agreement!.id}/periods/${agreement!.periods[0]!.id}`,
      )
    ).body;
    // The demo underwriter (level 3) and a senior approver (level 1), so approval can be requested (§4).
    expect(period.authorisedUnderwriters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: DEMO_UNDERWRITER_EMAIL, authorityLevel: 3 }),
        expect.objectContaining({ email: 'multi@demo.turbine.test', authorityLevel: 1 }),
      ]),
    );
    expect(period.authorisedUnderwriters).toHaveLength(2);
    const [section] = period.sections;
    expect(section).toMatchObject({
      maximumPremiumLimit: '250000.00',
      notifiablePremiumLimitPercentage: '80',
      riskCodes: [{ riskCode: { code: 'E7' }, productCodeIds: main.product.productCodeIds }],
    });
    expect(
      section!.quotaShares
        .reduce((sum, q) => sum.plus(q.sharePercentage), new Decimal(0))
        .toString(),
    ).toBe('100');
    expect((await client.get<List<SyndicateDto>>(`${base}/syndicates`)).body.data).toHaveLength(2);
    const [riskCode] = (await client.get<List<RiskCodeDto>>(`${base}/risk-codes`)).body.data;
    expect(riskCode!.reinsurancePeriods.map((p) => p.capacityProviderPercentage).sort()).toEqual([
      '40',
      '60',
    ]);
  });

  it('changes nothing when seeded again', async () => {
    const before = await rowCounts(server.ctx.db);
    expect(before).toMatchObject({
      product_versions: 2,
      product_test_cases: 8,
      syndicates: 2,
      agreement_periods: 1,
      endorsement_versions: 1,
    });
    expect(await seedDemo(server.ctx.db, systemCompanyId)).toBe(false);
    expect(await ensureReferenceData(server.ctx.db)).toEqual({ systemCompanyId });
    expect(await rowCounts(server.ctx.db)).toEqual(before);
  });
});

/** Rows per table of the public schema. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables) {
    const [row] = rowsOf(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(String(name))}`),
    );
    counts[String(name)] = Number(row!.n);
  }
  return counts;
}
