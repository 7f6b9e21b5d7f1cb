import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addMonths,
  CompanyType,
  ProductRole,
  RiskMessages,
  todayInZone,
  TransactionStatus,
  TransactionType,
  type RiskOptionsDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { buildCompany } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { events } from '../../platform/events/events.tables.ts';
import {
  productPackageBrokers,
  productPackages,
  productVersions,
} from '../products/products.tables.ts';
import { riskPackageAssignments, riskPackages, riskTransactions } from './risks.tables.ts';
import { riskActivities } from './package-records.tables.ts';
import { riskPaths, riskWorld, type RiskWorld } from './risks.test-support.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
});
afterAll(async () => server.close());

const sydneyToday = () => todayInZone(Math.floor(Date.now() / 1000), 'Australia/Sydney');
const insured = { name: 'Ledger & Co', email: 'accounts@ledger.example.com.au' };

async function create(body: Record<string, unknown> = {}) {
  return w.broker.client.post<RiskPackageDto>(riskPaths(w.broker.company.id).risks, {
    productPackageId: w.productPackageId,
    insured,
    ...body,
  });
}

/** As after a submission and a reopen: the package is no longer the broker's draft (decision 134). */
async function shared(id: number) {
  await server.ctx.db
    .update(riskPackages)
    .set({ brokerDraft: false })
    .where(eq(riskPackages.id, id));
}

describe('GET /companies/{id}/risk-options', () => {
  it('lists the packages open to the broker with their live add-ons, and the broker clients', async () => {
    const client = await buildCompany(server.ctx, {
      type: CompanyType.Client,
      name: 'Acme Client Pty Ltd',
      createdByCompanyId: w.broker.company.id,
    });
    await buildCompany(server.ctx, {
      type: CompanyType.Client,
      createdByCompanyId: w.otherBroker.company.id,
    });
    const res = await w.broker.client.get<RiskOptionsDto>(riskPaths(w.broker.company.id).options);
    expect(res.status).toBe(200);
    expect(res.body.packages).toEqual([
      {
        id: w.productPackageId,
        name: 'Consultants Package',
        description: expect.any(String),
        underwriterCompany: { id: w.underwriter.company.id, name: w.underwriter.company.name },
        mainProduct: { id: w.products.mainProductId, name: 'Professional Indemnity' },
        addOns: [{ id: w.products.addOnProductId, name: 'Cyber Liability add-on' }],
      },
    ]);
    expect(res.body.clients).toEqual([{ id: client.id, name: 'Acme Client Pty Ltd' }]);
  });

  it('honours the whitelist and blacklist, and an underwriter company gets 403', async () => {
    const db = server.ctx.db;
    await db
      .update(productPackages)
      .set({ brokerAccess: 'whitelist' })
      .where(eq(productPackages.id, w.productPackageId));
    await db
      .insert(productPackageBrokers)
      .values({ packageId: w.productPackageId, brokerCompanyId: w.otherBroker.company.id });
    const options = async () =>
      (await w.broker.client.get<RiskOptionsDto>(riskPaths(w.broker.company.id).options)).body
        .packages.length;
    const otherOptions = async () =>
      (await w.otherBroker.client.get<RiskOptionsDto>(riskPaths(w.otherBroker.company.id).options))
        .body.packages.length;
    expect([await options(), await otherOptions()]).toEqual([0, 1]);
    expect((await create()).body).toMatchObject({
      errors: { productPackageId: [RiskMessages.packageNotAvailable] },
    });
    await db
      .update(productPackages)
      .set({ brokerAccess: 'blacklist' })
      .where(eq(productPackages.id, w.productPackageId));
    expect([await options(), await otherOptions()]).toEqual([1, 0]);
    await db
      .delete(productPackageBrokers)
      .where(eq(productPackageBrokers.packageId, w.productPackageId));
    await db
      .update(productPackages)
      .set({ brokerAccess: 'all' })
      .where(eq(productPackages.id, w.productPackageId));
    expect(
      (await w.underwriter.client.get(riskPaths(w.underwriter.company.id).options)).status,
    ).toBe(403);
    expect((await w.broker.client.get(riskPaths(w.otherBroker.company.id).options)).status).toBe(
      404,
    );
  });
});

describe('POST /companies/{id}/risks', () => {
  it('creates the package, main and add-on risks with their first transactions, the assignment, a status activity and an audit event', async () => {
    const res = await create({ addOnProductIds: [w.products.addOnProductId] });
    expect(res.status).toBe(201);
    const today = sydneyToday();
    const pkg = res.body;
    expect(pkg).toMatchObject({
      brokerCompany: { id: w.broker.company.id },
      underwriterCompany: { id: w.underwriter.company.id },
      insurerCompany: { id: w.insurer.company.id },
      productPackage: { id: w.productPackageId, name: 'Consultants Package' },
      insured: { name: 'Ledger & Co' },
      insuredCompanyId: null,
      timeZone: 'Australia/Sydney',
      currency: 'aud',
      status: TransactionStatus.Initiated,
      transactionType: TransactionType.NewBusiness,
      inceptionDate: today,
      expiryDate: addMonths(today, 12),
      viewerRole: 'broker',
      isLatestInChain: true,
      assignedUsers: [
        { id: w.broker.admin.id, name: w.broker.admin.name, companyId: w.broker.company.id },
      ],
    });
    expect(pkg.reference).toMatch(
      new RegExp(
        `^MER-${today.slice(0, 4)}${today.slice(5, 7)}-${String(pkg.id).padStart(6, '0')}$`,
      ),
    );
    expect(
      pkg.risks.map((r) => [
        r.product.id,
        r.productRole,
        r.current.status,
        r.current.type,
        r.current.effectiveDate,
      ]),
    ).toEqual([
      [
        w.products.mainProductId,
        ProductRole.Main,
        TransactionStatus.Initiated,
        TransactionType.NewBusiness,
        today,
      ],
      [
        w.products.addOnProductId,
        ProductRole.AddOn,
        TransactionStatus.Initiated,
        TransactionType.NewBusiness,
        today,
      ],
    ]);
    expect(pkg.risks[0]!.agreementSection).toMatchObject({ name: 'Professional Indemnity' });
    expect(pkg.risks[0]!.current.availableActions).toEqual(
      expect.arrayContaining(['submit', 'edit', 'discard', 'sendToClient']),
    );
    const db = server.ctx.db;
    expect(
      await db
        .select()
        .from(riskPackageAssignments)
        .where(eq(riskPackageAssignments.riskPackageId, pkg.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(riskTransactions).where(eq(riskTransactions.riskPackageId, pkg.id)),
    ).toHaveLength(2);
    const activity = await db
      .select()
      .from(riskActivities)
      .where(eq(riskActivities.riskPackageId, pkg.id));
    expect(activity.map((a) => a.kind)).toContain('status');
    const audit = await db.select().from(events).where(eq(events.entityId, pkg.id));
    expect(audit.some((e) => e.entityType === 'risk_package' && e.action === 'created')).toBe(true);
  });

  it('takes an insured client company of the broker, and refuses another broker client', async () => {
    const client = await buildCompany(server.ctx, {
      type: CompanyType.Client,
      name: 'Client Co',
      createdByCompanyId: w.broker.company.id,
    });
    const foreign = await buildCompany(server.ctx, {
      type: CompanyType.Client,
      createdByCompanyId: w.otherBroker.company.id,
    });
    const res = await create({ insured: undefined, insuredCompanyId: client.id });
    expect(res).toMatchObject({
      status: 201,
      body: { insuredCompanyId: client.id, insured: { name: 'Client Co' } },
    });
    expect((await create({ insured: undefined, insuredCompanyId: foreign.id })).body).toMatchObject(
      { errors: { insuredCompanyId: [RiskMessages.clientNotFound] } },
    );
  });

  it('answers every invalid request with the message under its field', async () => {
    const today = sydneyToday();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ insured: undefined }, 'insured', RiskMessages.insuredRequired],
      [{ insuredCompanyId: 999999 }, 'insured', RiskMessages.insuredChooseOne],
      [{ productPackageId: 999999 }, 'productPackageId', RiskMessages.packageNotAvailable],
      [
        { addOnProductIds: [w.products.mainProductId] },
        'addOnProductIds',
        RiskMessages.addOnNotInPackage,
      ],
      [{ termMonths: 19 }, 'termMonths', RiskMessages.termOutOfRange(1, 18)],
      [
        { inceptionDate: addMonths(today, 6) },
        'inceptionDate',
        RiskMessages.inceptionTooFarAhead(90),
      ],
      [{ inceptionDate: '2025-02-30' }, 'inceptionDate', RiskMessages.invalidDate],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ errors: { [field]: [message] } });
    }
  });

  it('moves a past inception to today, keeps a future one with the chosen term, and refuses a product without a live version', async () => {
    const today = sydneyToday();
    const past = await create({ inceptionDate: '2020-01-15', termMonths: 6 });
    expect(past.body).toMatchObject({ inceptionDate: today, expiryDate: addMonths(today, 6) });
    const future = addMonths(today, 1);
    expect((await create({ inceptionDate: future, termMonths: 3 })).body).toMatchObject({
      inceptionDate: future,
      expiryDate: addMonths(future, 3),
    });
    const db = server.ctx.db;
    await db
      .update(productVersions)
      .set({ status: 'draft' })
      .where(eq(productVersions.productId, w.products.addOnProductId));
    try {
      expect((await create({ addOnProductIds: [w.products.addOnProductId] })).body).toMatchObject({
        errors: { addOnProductIds: [RiskMessages.noLiveVersion] },
      });
    } finally {
      await db
        .update(productVersions)
        .set({ status: 'live' })
        .where(eq(productVersions.productId, w.products.addOnProductId));
    }
  });

  it('honours an Idempotency-Key: a retried create answers the first package and creates no second one', async () => {
    const body = { productPackageId: w.productPackageId, insured: { name: 'Retry Pty Ltd' } };
    const headers = { 'Idempotency-Key': 'create-retry-1' };
    const first = await w.broker.client.json<RiskPackageDto>(
      'POST',
      riskPaths(w.broker.company.id).risks,
      body,
      { headers },
    );
    const again = await w.broker.client.json<RiskPackageDto>(
      'POST',
      riskPaths(w.broker.company.id).risks,
      body,
      { headers },
    );
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const rows = await server.ctx.db
      .select()
      .from(riskPackages)
      .where(eq(riskPackages.insuredName, 'Retry Pty Ltd'));
    expect(rows).toHaveLength(1);
  });

  it('is for brokers only: underwriters 403, another company 404', async () => {
    const body = { productPackageId: w.productPackageId, insured };
    expect(
      (await w.underwriter.client.post(riskPaths(w.underwriter.company.id).risks, body)).status,
    ).toBe(403);
    expect(
      (await w.otherBroker.client.post(riskPaths(w.broker.company.id).risks, body)).status,
    ).toBe(404);
  });
});

describe('GET /companies/{id}/risks/{riskPackageId}', () => {
  it('shows the package to its broker, underwriter and insurer, each with their own actions; others get 404', async () => {
    const { body: created } = await create();
    await shared(created.id);
    const path = (companyId: number) => riskPaths(companyId).pkg(created.id);
    const asUnderwriter = await w.underwriter.client.get<RiskPackageDto>(
      path(w.underwriter.company.id),
    );
    expect(asUnderwriter).toMatchObject({
      status: 200,
      body: { id: created.id, viewerRole: 'underwriter' },
    });
    // Not assigned: the underwriter may not act on it yet (decision 080).
    expect(asUnderwriter.body.risks[0]!.current.availableActions).toEqual([]);
    const asInsurer = await w.insurer.client.get<RiskPackageDto>(path(w.insurer.company.id));
    expect(asInsurer).toMatchObject({ status: 200, body: { viewerRole: 'insurer' } });
    expect(asInsurer.body.risks[0]!.current.availableActions).toEqual([]);
    expect((await w.otherBroker.client.get(path(w.otherBroker.company.id))).status).toBe(404);
    expect((await w.otherBroker.client.get(path(w.broker.company.id))).status).toBe(404);
    expect((await w.otherUnderwriter.client.get(path(w.otherUnderwriter.company.id))).status).toBe(
      404,
    );
    expect((await w.broker.client.get(riskPaths(w.broker.company.id).pkg(999999))).status).toBe(
      404,
    );
  });

  it('records a view at most once per user and package per ten minutes', async () => {
    const { body: created } = await create();
    await shared(created.id);
    const db = server.ctx.db;
    const views = async () =>
      (
        await db.select().from(riskActivities).where(eq(riskActivities.riskPackageId, created.id))
      ).filter((a) => a.kind === 'view').length;
    await w.broker.client.get(riskPaths(w.broker.company.id).pkg(created.id));
    await w.broker.client.get(riskPaths(w.broker.company.id).pkg(created.id));
    await w.underwriter.client.get(riskPaths(w.underwriter.company.id).pkg(created.id));
    expect(await views()).toBe(2);
    await db
      .update(riskActivities)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(riskActivities.riskPackageId, created.id));
    await w.broker.client.get(riskPaths(w.broker.company.id).pkg(created.id));
    expect(await views()).toBe(3);
    const [row] = await db.select().from(riskPackages).where(eq(riskPackages.id, created.id));
    expect(row!.reference).toBe(created.reference);
  });
});
