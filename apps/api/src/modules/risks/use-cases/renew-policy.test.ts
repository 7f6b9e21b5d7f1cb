import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductRole, RiskMessages, TransactionStatus, TransactionType } from '@turbine/domain';
import { buildUser } from '../../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../platform/errors.ts';
import { events } from '../../../platform/events/events.tables.ts';
import { productVersions } from '../../products/products.tables.ts';
import { todayIn } from '../../products/rating-version.ts';
import {
  copyVersion,
  demoBinder,
  insertPackage,
  risksOf,
  transactionsOf,
  versionsOf,
} from '../policy.test-support.ts';
import { createRenewal } from './renew-policy.ts';
import type { RiskPackageRow } from '../risk-scope.ts';
import { riskPackageAssignments, riskPackages } from '../risks.tables.ts';
import { riskActivities } from '../package-records.tables.ts';
import { riskWorld, type RiskWorld } from '../risks.test-support.ts';

let server: TestServer;
let world: RiskWorld;
const year = Number(todayIn('Australia/Sydney').slice(0, 4));
const today = todayIn('Australia/Sydney');

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  world = await riskWorld(server);
});
afterAll(async () => server.close());

const packageRow = async (id: number): Promise<RiskPackageRow> =>
  (await server.ctx.db.select().from(riskPackages).where(eq(riskPackages.id, id)))[0]!;
const renew = (pkg: RiskPackageRow, userId = world.broker.admin.id) =>
  inTransaction(server.ctx, async (tx) => (await createRenewal(tx, pkg, userId)).renewalId);

describe('createRenewal', () => {
  it('creates the next package of the chain with the policies in force, each on the version in force at the new inception', async () => {
    const db = server.ctx.db;
    const [main1] = await versionsOf(db, world.products.mainProductId);
    const [addOn1] = await versionsOf(db, world.products.addOnProductId);
    const schema = main1!.formSchema as { properties: Record<string, unknown> };
    const [dropped, kept] = Object.keys(schema.properties) as [string, string];
    const { [dropped]: _gone, ...properties } = schema.properties;
    // Version 2 of the main product (without the form's first field), published at the start of the year, is in force at the renewal.
    const main2 = await copyVersion(db, main1!, 2, 'live', new Date(`${year}-01-01T00:00:00Z`), {
      ...schema,
      properties,
    });
    const underwriterUser = await buildUser(server.ctx);
    const binder = await demoBinder(db, world);
    const bound = { status: TransactionStatus.Bound, placed: true };
    const { pkg, riskIds } = await insertPackage(db, world, {
      inceptionDate: `${year}-01-31`,
      expiryDate: `${year}-07-31`,
      status: TransactionStatus.Bound,
      assignedUnderwriterId: underwriterUser.id,
      assignedUserIds: [world.broker.admin.id, underwriterUser.id],
      risks: [
        {
          productId: world.products.mainProductId,
          productVersionId: main1!.id,
          ...bound,
          periodId: binder.periodId,
          proposal: { [dropped]: 'gone', [kept]: 'kept' },
          totalPremium: '1200.00',
        },
        {
          productId: world.products.addOnProductId,
          productVersionId: addOn1!.id,
          ...bound,
          proposal: { anything: 1 },
        },
        {
          productId: world.products.addOnProductId,
          productVersionId: addOn1!.id,
          ...bound,
          cancelled: true,
        },
        { productId: world.products.addOnProductId, productVersionId: addOn1!.id },
      ],
    });
    const old = await packageRow(pkg.id);
    const id = await renew(old);

    const renewed = await packageRow(id);
    expect(renewed).toMatchObject({
      renewalOfId: pkg.id,
      isLatestInChain: true,
      brokerCompanyId: world.broker.company.id,
      underwriterCompanyId: world.underwriter.company.id,
      insurerCompanyId: world.insurer.company.id,
      productPackageId: world.productPackageId,
      insuredCompanyId: null,
      insured: old.insured,
      insuredName: old.insuredName,
      timeZone: 'Australia/Sydney',
      currency: 'aud',
      assignedUnderwriterId: underwriterUser.id,
      status: TransactionStatus.Initiated,
      transactionType: TransactionType.Renewal,
      inceptionDate: `${year}-07-31`,
      expiryDate: `${year + 1}-01-31`,
      totalPremium: null,
      boundAt: null,
      createdByUserId: world.broker.admin.id,
    });
    // The demo package's format is MER-{yyyy}{mm}-{id:6}, dated the day of issue.
    expect(renewed.reference).toBe(
      `MER-${today.slice(0, 4)}${today.slice(5, 7)}-${String(id).padStart(6, '0')}`,
    );
    expect((await packageRow(pkg.id)).isLatestInChain).toBe(false);
    const assigned = await db
      .select({ userId: riskPackageAssignments.userId })
      .from(riskPackageAssignments)
      .where(eq(riskPackageAssignments.riskPackageId, id));
    expect(assigned.map((a) => a.userId).sort()).toEqual(
      [world.broker.admin.id, underwriterUser.id].sort(),
    );

    // The placed main risk and the placed add-on; the cancelled and the never-placed add-ons stay behind.
    const newRisks = await risksOf(db, id);
    expect(
      newRisks.map((r) => [r.productId, r.productRole, r.productVersionId, r.placed, r.cancelled]),
    ).toEqual([
      [world.products.mainProductId, ProductRole.Main, main2.id, false, false],
      [world.products.addOnProductId, ProductRole.AddOn, addOn1!.id, false, false],
    ]);
    expect(newRisks[0]).toMatchObject({
      agreementPeriodId: binder.periodId,
      agreementSectionId: binder.sectionId,
    });
    const [mainTx] = await transactionsOf(db, newRisks[0]!.id);
    expect(mainTx).toMatchObject({
      sequence: 1,
      type: TransactionType.Renewal,
      status: TransactionStatus.Initiated,
      effectiveDate: `${year}-07-31`,
      inceptionDate: `${year}-07-31`,
      expiryDate: `${year + 1}-01-31`,
      proposal: { [kept]: 'kept' },
      totalPremium: null,
      quotedAt: null,
      brokerCompanyId: world.broker.company.id,
      createdByUserId: world.broker.admin.id,
    });
    // The add-on's form has no field called "anything": nothing is carried over.
    expect((await transactionsOf(db, newRisks[1]!.id))[0]).toMatchObject({
      proposal: {},
      type: TransactionType.Renewal,
    });
    // The old package's transactions are untouched.
    expect((await transactionsOf(db, riskIds[0]!)).map((t) => t.status)).toEqual([
      TransactionStatus.Bound,
    ]);
    const [activity] = await db
      .select()
      .from(riskActivities)
      .where(and(eq(riskActivities.riskPackageId, id), eq(riskActivities.kind, 'update')));
    expect(activity).toMatchObject({
      body: `Renewal of ${old.reference}`,
      data: { action: 'renew', renewalOfId: pkg.id },
    });
    const [audit] = await db
      .select()
      .from(events)
      .where(and(eq(events.entityType, 'risk_package'), eq(events.entityId, id)));
    expect(audit).toMatchObject({
      action: 'renewal_created',
      actorUserId: world.broker.admin.id,
      after: { renewalOfId: pkg.id },
    });
  });

  it('keeps a term in days as days, from the latest bound transaction of the policy', async () => {
    const db = server.ctx.db;
    const versions = await versionsOf(db, world.products.mainProductId);
    const { pkg } = await insertPackage(db, world, {
      inceptionDate: `${year}-03-01`,
      expiryDate: `${year}-06-09`,
      status: TransactionStatus.Bound,
      risks: [
        {
          productId: world.products.mainProductId,
          productVersionId: versions[0]!.id,
          status: TransactionStatus.Bound,
          placed: true,
        },
      ],
    });
    const id = await renew(await packageRow(pkg.id));
    // 1 March → 9 June is 100 days; 9 June + 100 days = 17 September.
    expect(await packageRow(id)).toMatchObject({
      inceptionDate: `${year}-06-09`,
      expiryDate: `${year}-09-17`,
    });
  });

  it('refuses a package with no policy in force and writes nothing', async () => {
    const db = server.ctx.db;
    const versions = await versionsOf(db, world.products.mainProductId);
    const { pkg } = await insertPackage(db, world, {
      inceptionDate: `${year}-03-01`,
      expiryDate: `${year + 1}-03-01`,
      risks: [{ productId: world.products.mainProductId, productVersionId: versions[0]!.id }],
    });
    const before = (await db.select({ id: riskPackages.id }).from(riskPackages)).length;
    await expect(renew(await packageRow(pkg.id))).rejects.toBeInstanceOf(AppError);
    expect((await db.select({ id: riskPackages.id }).from(riskPackages)).length).toBe(before);
    expect((await packageRow(pkg.id)).isLatestInChain).toBe(true);
  });

  it("refuses (409 NO_LIVE_VERSION) when a policy's product has no version in force any more, and writes nothing", async () => {
    const db = server.ctx.db;
    const [main1] = await versionsOf(db, world.products.mainProductId);
    const addOnVersions = await versionsOf(db, world.products.addOnProductId);
    const bound = { status: TransactionStatus.Bound, placed: true };
    const { pkg } = await insertPackage(db, world, {
      inceptionDate: `${year}-02-01`,
      expiryDate: `${year}-08-01`,
      status: TransactionStatus.Bound,
      risks: [
        { productId: world.products.mainProductId, productVersionId: main1!.id, ...bound },
        {
          productId: world.products.addOnProductId,
          productVersionId: addOnVersions[0]!.id,
          ...bound,
        },
      ],
    });
    await db
      .update(productVersions)
      .set({ status: 'draft' })
      .where(eq(productVersions.productId, world.products.addOnProductId));
    try {
      const before = (await db.select({ id: riskPackages.id }).from(riskPackages)).length;
      const error = await renew(await packageRow(pkg.id)).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'NO_LIVE_VERSION',
        status: 409,
        message: RiskMessages.noLiveVersion,
      });
      expect((await db.select({ id: riskPackages.id }).from(riskPackages)).length).toBe(before);
      expect((await packageRow(pkg.id)).isLatestInChain).toBe(true);
    } finally {
      for (const v of addOnVersions)
        await db
          .update(productVersions)
          .set({ status: v.status })
          .where(eq(productVersions.id, v.id));
    }
  });
});
