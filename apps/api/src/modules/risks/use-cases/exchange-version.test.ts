import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, RiskMessages, TransactionStatus } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { events } from '../../../platform/events/events.tables.ts';
import { productVersions } from '../../products/products.tables.ts';
import { todayIn } from '../../products/rating-version.ts';
import { versionLiveAt } from '../rules/product-versions.repository.ts';
import { answersStillInForm, newerVersionFor } from '../rules/product-versions.ts';
import {
  copyVersion as copyVersionRow,
  insertPackage,
  risksOf,
  transactionsOf,
  versionsOf,
} from '../policy.test-support.ts';
import { riskPackages } from '../risks.tables.ts';
import { riskActivities } from '../package-records.tables.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks.test-support.ts';

let server: TestServer;
let world: RiskWorld;
const today = todayIn('Australia/Sydney');
const term = { inceptionDate: addDays(today, 7), expiryDate: addDays(today, 372) };
let v1: typeof productVersions.$inferSelect;
let v2: typeof productVersions.$inferSelect;
let dropped: string;
let kept: string;

const copyVersion = (
  from: typeof productVersions.$inferSelect,
  versionNumber: number,
  status: string,
  publishedAt: Date | null,
  formSchema?: unknown,
) => copyVersionRow(server.ctx.db, from, versionNumber, status, publishedAt, formSchema);

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  world = await riskWorld(server);
  v1 = (await versionsOf(server.ctx.db, world.products.mainProductId))[0]!;
  const schema = v1!.formSchema as { properties: Record<string, unknown> };
  [dropped, kept] = Object.keys(schema.properties) as [string, string];
  const { [dropped]: _gone, ...properties } = schema.properties;
  // Version 2 drops the form's first field and is in force from now; a draft version 3 never counts.
  v2 = await copyVersion(v1!, 2, 'live', new Date(Date.now() - 1000), { ...schema, properties });
  await copyVersion(v1!, 3, 'draft', null);
});
afterAll(async () => server.close());

describe('versionLiveAt and newerVersionFor', () => {
  it('is the highest live or locked version published by the end of the day', async () => {
    expect(await versionLiveAt(server.ctx.db, world.products.mainProductId, today)).toEqual({
      id: v2.id,
      versionNumber: 2,
    });
    expect(
      await newerVersionFor(
        server.ctx.db,
        { productId: world.products.mainProductId, productVersionId: v1.id },
        today,
      ),
    ).toEqual({ id: v2.id, versionNumber: 2 });
    expect(
      await newerVersionFor(
        server.ctx.db,
        { productId: world.products.mainProductId, productVersionId: v2.id },
        today,
      ),
    ).toBeNull();
  });

  it('a version published later applies only from its day (in its zone); before the first publication the oldest applies', async () => {
    const [addOn1] = await versionsOf(server.ctx.db, world.products.addOnProductId);
    const later = await copyVersion(addOn1!, 2, 'locked', new Date(Date.now() + 20 * 86_400_000));
    const id = world.products.addOnProductId;
    expect(await versionLiveAt(server.ctx.db, id, addDays(today, 5))).toEqual({
      id: addOn1!.id,
      versionNumber: 1,
    });
    expect(await versionLiveAt(server.ctx.db, id, addDays(today, 25))).toEqual({
      id: later.id,
      versionNumber: 2,
    });
    expect(
      await newerVersionFor(
        server.ctx.db,
        { productId: id, productVersionId: addOn1!.id },
        addDays(today, 5),
      ),
    ).toBeNull();
    expect(await versionLiveAt(server.ctx.db, id, '2001-01-01')).toEqual({
      id: addOn1!.id,
      versionNumber: 1,
    });
    await server.ctx.db.delete(productVersions).where(eq(productVersions.id, later.id));
  });

  it('is null for a product with no published version', async () => {
    expect(
      await versionLiveAt(server.ctx.db, world.products.mainProductId + 10_000, today),
    ).toBeNull();
  });

  it('keeps only answers whose field the form still has', () => {
    expect(
      answersStillInForm(
        { a: 1, b: 'x', c: null },
        { type: 'object', properties: { a: {}, c: {} } },
      ),
    ).toEqual({ a: 1, c: null });
    expect(answersStillInForm({ a: 1 }, { type: 'object' })).toEqual({});
    expect(answersStillInForm(null, { properties: { a: {} } })).toEqual({});
  });
});

describe('POST /companies/{companyId}/risks/{riskPackageId}/exchange', () => {
  const main = () => ({ productId: world.products.mainProductId, productVersionId: v1.id });
  const assignedUserIds = () => [world.broker.admin.id, world.underwriter.admin.id];

  it('moves Initiated risks to the version in force, keeps answers still in the form, records activity and audit', async () => {
    const [addOn1] = await versionsOf(server.ctx.db, world.products.addOnProductId);
    const { pkg, riskIds } = await insertPackage(server.ctx.db, world, {
      ...term,
      assignedUserIds: assignedUserIds(),
      risks: [
        { ...main(), proposal: { [dropped]: 'old', [kept]: 'stay' }, totalPremium: '100.00' },
        { productId: world.products.addOnProductId, productVersionId: addOn1!.id },
      ],
    });
    const path = `${riskPaths(world.broker.company.id).pkg(pkg.id)}/exchange`;
    const res = await world.broker.client.post(path);
    expect(res).toEqual({
      status: 200,
      body: { exchanged: [{ riskId: riskIds[0], fromVersion: 1, toVersion: 2 }] },
    });
    const [mainRisk, addOnRisk] = await risksOf(server.ctx.db, pkg.id);
    expect([mainRisk!.productVersionId, addOnRisk!.productVersionId]).toEqual([v2.id, addOn1!.id]);
    const [t] = await transactionsOf(server.ctx.db, riskIds[0]!);
    expect(t).toMatchObject({
      proposal: { [kept]: 'stay' },
      totalPremium: null,
      rating: null,
      status: TransactionStatus.Initiated,
    });
    const [activity] = await server.ctx.db
      .select()
      .from(riskActivities)
      .where(and(eq(riskActivities.riskPackageId, pkg.id), eq(riskActivities.kind, 'update')));
    expect(activity).toMatchObject({
      riskId: riskIds[0],
      actorUserId: world.broker.admin.id,
      data: { action: 'exchange', fromVersion: 1, toVersion: 2, droppedAnswers: [dropped] },
    });
    const [audit] = await server.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.entityType, 'risk'), eq(events.entityId, riskIds[0]!)));
    expect(audit).toMatchObject({
      action: 'exchanged',
      before: { versionNumber: 1 },
      after: { versionNumber: 2 },
    });
    // Nothing newer any more: 409 with the spec-style message.
    expect(await world.broker.client.post(path)).toEqual({
      status: 409,
      body: { code: 'NO_NEWER_VERSION', message: RiskMessages.noNewerVersion },
    });
  });

  it('leaves risks past Initiated alone (409), and the underwriting company may exchange too', async () => {
    const quoted = await insertPackage(server.ctx.db, world, {
      ...term,
      assignedUserIds: assignedUserIds(),
      status: TransactionStatus.Quoted,
      risks: [{ ...main(), status: TransactionStatus.Quoted }],
    });
    expect(
      (
        await world.underwriter.client.post(
          `${riskPaths(world.underwriter.company.id).pkg(quoted.pkg.id)}/exchange`,
        )
      ).status,
    ).toBe(409);
    expect((await risksOf(server.ctx.db, quoted.pkg.id))[0]!.productVersionId).toBe(v1.id);
    const initiated = await insertPackage(server.ctx.db, world, {
      ...term,
      assignedUserIds: assignedUserIds(),
      risks: [main()],
    });
    expect(
      (
        await world.underwriter.client.post(
          `${riskPaths(world.underwriter.company.id).pkg(initiated.pkg.id)}/exchange`,
        )
      ).status,
    ).toBe(200);
  });

  it("refuses as the lifecycle's edit does: unassigned users, an earlier package of the chain, while the client edits, once the proposal is done", async () => {
    const db = server.ctx.db;
    const path = (id: number) => `${riskPaths(world.broker.company.id).pkg(id)}/exchange`;
    const unassigned = await insertPackage(db, world, { ...term, risks: [main()] });
    expect(await world.broker.client.post(path(unassigned.pkg.id))).toMatchObject({
      status: 403,
      body: { code: 'RISK_NOT_ASSIGNED' },
    });
    for (const [set, code] of [
      [{ isLatestInChain: false }, 'RISK_NOT_LATEST'],
      [{ clientAccess: true }, 'CLIENT_EDITING'],
      [{ proposalDone: true }, 'PROPOSAL_DONE'],
    ] as const) {
      const { pkg } = await insertPackage(db, world, {
        ...term,
        assignedUserIds: assignedUserIds(),
        risks: [main()],
      });
      await db.update(riskPackages).set(set).where(eq(riskPackages.id, pkg.id));
      expect(await world.broker.client.post(path(pkg.id))).toMatchObject({
        status: 409,
        body: { code },
      });
      expect((await risksOf(db, pkg.id))[0]!.productVersionId).toBe(v1.id);
    }
  });

  it('other companies get 404, the insurer cannot change it, and nothing moves', async () => {
    const { pkg } = await insertPackage(server.ctx.db, world, {
      ...term,
      assignedUserIds: assignedUserIds(),
      risks: [main()],
    });
    for (const who of [world.otherBroker, world.otherUnderwriter]) {
      expect(
        (await who.client.post(`${riskPaths(who.company.id).pkg(pkg.id)}/exchange`)).status,
      ).toBe(404);
      expect(
        (await who.client.post(`${riskPaths(world.broker.company.id).pkg(pkg.id)}/exchange`))
          .status,
      ).toBe(404);
    }
    expect(
      (
        await world.insurer.client.post(
          `${riskPaths(world.insurer.company.id).pkg(pkg.id)}/exchange`,
        )
      ).status,
    ).toBe(403);
    expect((await risksOf(server.ctx.db, pkg.id))[0]!.productVersionId).toBe(v1.id);
  });
});
