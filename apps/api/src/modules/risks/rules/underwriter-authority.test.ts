import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus } from '@turbine/domain';
import { buildUser } from '../../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { memberWithRole, roleIdOf } from '../../companies/companies.test-support.ts';
import { addUserToCompany } from '../../companies/memberships.repository.ts';
import { roles } from '../../companies/companies.tables.ts';
import { todayIn } from '../../products/rating-version.ts';
import {
  authorise,
  demoBinder,
  insertPackage,
  insertPeriod,
  versionsOf,
} from '../policy.test-support.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks.test-support.ts';
import {
  authorisedUnderwriters,
  authorityOf,
  autoAssignee,
} from './underwriter-authority.repository.ts';

let server: TestServer;
let world: RiskWorld;
const year = todayIn('Australia/Sydney').slice(0, 4);
const term = { inceptionDate: `${year}-06-01`, expiryDate: `${Number(year) + 1}-06-01` };

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  world = await riskWorld(server);
});
afterAll(async () => server.close());

let nextVersion = 100;

/** A user of the underwriting company (the admin's role), as authorised underwriters are. */
async function colleague(name?: string) {
  const user = await buildUser(server.ctx, name ? { name } : {});
  await addUserToCompany(
    server.ctx.db,
    user.id,
    world.underwriter.company.id,
    (await roleIdOf(server.ctx, world.underwriter.company.id, world.underwriter.admin.id))!,
  );
  return user;
}

/** A fresh draft period of the demo binder holding only the given underwriters. */
async function periodWith(levels: [userId: number, level: number][]) {
  const db = server.ctx.db;
  const binder = await demoBinder(db, world);
  const period = await insertPeriod(db, world, {
    agreementId: binder.agreementId,
    version: (nextVersion += 1),
    status: 'draft',
  });
  for (const [userId, level] of levels) await authorise(db, world, period.id, userId, level);
  return period.id;
}

/** A package whose main risk is under the period, Referred and assigned to the user. */
async function referredTo(userId: number, periodId: number) {
  const [version] = await versionsOf(server.ctx.db, world.products.mainProductId);
  return insertPackage(server.ctx.db, world, {
    ...term,
    assignedUnderwriterId: userId,
    status: TransactionStatus.Referred,
    risks: [
      {
        productId: world.products.mainProductId,
        productVersionId: version!.id,
        status: TransactionStatus.Referred,
        periodId,
      },
    ],
  });
}

describe('authorityOf', () => {
  it("reads the user's level, backdate days and discount under the period, null otherwise", async () => {
    const binder = await demoBinder(server.ctx.db, world);
    // The demo binder authorises the underwriting company's admin at level 3, 30 days, 10 %.
    expect(await authorityOf(server.ctx.db, binder.periodId, world.underwriter.admin.id)).toEqual({
      level: 3,
      maxBackdateDays: 30,
      maxDiscountPercent: '10.000000',
    });
    expect(await authorityOf(server.ctx.db, binder.periodId, world.broker.admin.id)).toBeNull();
    expect(await authorityOf(server.ctx.db, null, world.underwriter.admin.id)).toBeNull();
  });
});

describe('authorisedUnderwriters', () => {
  it('lists the period’s underwriters with name and level, highest authority first', async () => {
    const a = await colleague('Zoe Senior');
    const b = await colleague('Adam Junior');
    // Someone authorised who has since left the company is no longer listed.
    const gone = await buildUser(server.ctx, { name: 'Left Already' });
    const periodId = await periodWith([
      [b.id, 7],
      [a.id, 2],
      [gone.id, 1],
    ]);
    expect(await authorisedUnderwriters(server.ctx.db, periodId)).toEqual([
      { userId: a.id, name: 'Zoe Senior', level: 2 },
      { userId: b.id, name: 'Adam Junior', level: 7 },
    ]);
  });
});

describe('autoAssignee', () => {
  it('picks the sufficient underwriter with the fewest open referrals, ties by user id', async () => {
    const [u1, u2, u3] = [await colleague(), await colleague(), await colleague()];
    const gone = await buildUser(server.ctx);
    const periodId = await periodWith([
      [u1!.id, 2],
      [u2!.id, 4],
      [u3!.id, 8],
      [gone.id, 1],
    ]);
    // Level 8 is below the required 5: never chosen, however idle.
    expect(await autoAssignee(server.ctx.db, periodId, 5)).toBe(u1!.id);
    await referredTo(u1!.id, periodId);
    expect(await autoAssignee(server.ctx.db, periodId, 5)).toBe(u2!.id);
    await referredTo(u2!.id, periodId);
    // 1 each: the lower user id.
    expect(await autoAssignee(server.ctx.db, periodId, 5)).toBe(Math.min(u1!.id, u2!.id));
    // Only level ≤ 2 suffices for 2.
    await referredTo(u1!.id, periodId);
    expect(await autoAssignee(server.ctx.db, periodId, 2)).toBe(u1!.id);
    // Only the departed user has level 1: nobody.
    expect(await autoAssignee(server.ctx.db, periodId, 1)).toBeNull();
  });

  it('counts only packages still referred (a quoted one is no longer open)', async () => {
    const [u1, u2] = [await colleague(), await colleague()];
    const periodId = await periodWith([
      [u1!.id, 3],
      [u2!.id, 3],
    ]);
    const [version] = await versionsOf(server.ctx.db, world.products.mainProductId);
    await insertPackage(server.ctx.db, world, {
      ...term,
      assignedUnderwriterId: Math.min(u1!.id, u2!.id),
      status: TransactionStatus.Quoted,
      risks: [
        {
          productId: world.products.mainProductId,
          productVersionId: version!.id,
          status: TransactionStatus.Quoted,
        },
      ],
    });
    expect(await autoAssignee(server.ctx.db, periodId, 3)).toBe(Math.min(u1!.id, u2!.id));
  });
});

describe('GET /companies/{companyId}/risks/{riskPackageId}/underwriters', () => {
  it("lists the main risk's period underwriters to the underwriting company", async () => {
    const binder = await demoBinder(server.ctx.db, world);
    const [version] = await versionsOf(server.ctx.db, world.products.mainProductId);
    const { pkg } = await insertPackage(server.ctx.db, world, {
      ...term,
      risks: [
        {
          productId: world.products.mainProductId,
          productVersionId: version!.id,
          periodId: binder.periodId,
        },
      ],
    });
    const res = await world.underwriter.client.get(
      `${riskPaths(world.underwriter.company.id).pkg(pkg.id)}/underwriters`,
    );
    expect(res).toEqual({
      status: 200,
      body: [{ userId: world.underwriter.admin.id, name: world.underwriter.admin.name, level: 3 }],
    });
  });

  it('is empty while the main risk has no binding agreement period', async () => {
    const [version] = await versionsOf(server.ctx.db, world.products.mainProductId);
    const { pkg } = await insertPackage(server.ctx.db, world, {
      ...term,
      risks: [{ productId: world.products.mainProductId, productVersionId: version!.id }],
    });
    expect(
      await world.underwriter.client.get(
        `${riskPaths(world.underwriter.company.id).pkg(pkg.id)}/underwriters`,
      ),
    ).toEqual({ status: 200, body: [] });
  });

  it('is 404 for the broker, the insurer and other companies, 403 without ViewRisks', async () => {
    const binder = await demoBinder(server.ctx.db, world);
    const [version] = await versionsOf(server.ctx.db, world.products.mainProductId);
    const { pkg } = await insertPackage(server.ctx.db, world, {
      ...term,
      risks: [
        {
          productId: world.products.mainProductId,
          productVersionId: version!.id,
          periodId: binder.periodId,
        },
      ],
    });
    for (const who of [world.broker, world.insurer, world.otherBroker, world.otherUnderwriter]) {
      const res = await who.client.get(`${riskPaths(who.company.id).pkg(pkg.id)}/underwriters`);
      expect(res.status).toBe(404);
    }
    // Another company's user naming the underwriting company in the path is not a member: 404 too.
    expect(
      (
        await world.otherUnderwriter.client.get(
          `${riskPaths(world.underwriter.company.id).pkg(pkg.id)}/underwriters`,
        )
      ).status,
    ).toBe(404);
    const [role] = await server.ctx.db
      .insert(roles)
      .values({ companyId: world.underwriter.company.id, name: `No permissions ${Date.now()}` })
      .returning();
    const member = await memberWithRole(server, world.underwriter.company.id, role!.id);
    expect(
      (
        await member.client.get(
          `${riskPaths(world.underwriter.company.id).pkg(pkg.id)}/underwriters`,
        )
      ).status,
    ).toBe(403);
  });
});
