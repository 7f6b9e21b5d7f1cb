// §4 Workflow configuration: underwriting statuses, their active risks, delete with move, and setting one on a risk.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Messages,
  Permission,
  RiskMessages,
  TransactionStatus,
  type RiskActivityDto,
  type UnderwritingStatusDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { buildUser, signedIn } from '../../../../test/factories.ts';
import { companyTypePermissions } from '../../companies/companies.tables.ts';
import { addUserToCompany } from '../../companies/memberships.repository.ts';
import { insertRole } from '../../companies/roles.repository.ts';
import { insertTestPackage, storedPackage } from '../package-rows.test-support.ts';
import { riskPackages, risks, underwritingStatuses } from '../risks.tables.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks.test-support.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await riskWorld(server);
});
afterAll(async () => server.close());

const statuses = () => riskPaths(world.underwriter.company.id).statuses;
const create = (name: string, extra: Record<string, unknown> = {}) =>
  world.underwriter.client.post<UnderwritingStatusDto>(statuses(), { name, ...extra });

describe('underwriting statuses', () => {
  it('creates in order, refuses a duplicate name, updates and lists with active risks', async () => {
    const triage = await create('Triage', { colour: 'grape' });
    expect(triage).toMatchObject({
      status: 201,
      body: { name: 'Triage', colour: 'grape', activeRisks: 0 },
    });
    const review = await create('In review');
    expect(review.body.sortOrder).toBe(triage.body.sortOrder + 1);
    expect(await create('  triage ')).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.nameInUse] } },
    });
    expect(
      await world.underwriter.client.put(`${statuses()}/${review.body.id}`, { name: 'Triage' }),
    ).toMatchObject({ status: 422, body: { errors: { name: [Messages.nameInUse] } } });
    expect(
      await world.underwriter.client.put(`${statuses()}/${review.body.id}`, {
        name: 'Under review',
        colour: 'teal',
        sortOrder: 5,
      }),
    ).toMatchObject({ status: 200, body: { name: 'Under review', colour: 'teal', sortOrder: 5 } });

    // Active risks: not declined, not taken up or a cancelled policy.
    const active = await insertTestPackage(server, world);
    const declined = await insertTestPackage(server, world, { status: TransactionStatus.Declined });
    const cancelled = await insertTestPackage(server, world, { status: TransactionStatus.Bound });
    await server.ctx.db
      .update(risks)
      .set({ cancelled: true })
      .where(eq(risks.id, cancelled.mainRiskId));
    for (const p of [active, declined, cancelled])
      await server.ctx.db
        .update(riskPackages)
        .set({ underwritingStatusId: triage.body.id })
        .where(eq(riskPackages.id, p.id));
    const list = await world.underwriter.client.get<UnderwritingStatusDto[]>(statuses());
    expect(list.body.map((s) => [s.name, s.activeRisks])).toEqual([
      ['Triage', 1],
      ['Under review', 0],
    ]);
  });

  it('deleting a status in use needs another status to move its risks to, in one step', async () => {
    const from = await create('Waiting on broker');
    const to = await create('Ready to quote');
    const pkg = await insertTestPackage(server, world, { status: TransactionStatus.Declined });
    await server.ctx.db
      .update(riskPackages)
      .set({ underwritingStatusId: from.body.id })
      .where(eq(riskPackages.id, pkg.id));
    const url = `${statuses()}/${from.body.id}`;
    expect(await world.underwriter.client.delete(url)).toMatchObject({
      status: 409,
      body: { message: RiskMessages.statusInUse },
    });
    expect(await world.underwriter.client.delete(`${url}?moveTo=${from.body.id}`)).toMatchObject({
      status: 422,
      body: { errors: { moveTo: [RiskMessages.moveToSameStatus] } },
    });
    const foreign = await world.otherUnderwriter.client.post<UnderwritingStatusDto>(
      riskPaths(world.otherUnderwriter.company.id).statuses,
      { name: 'Elsewhere' },
    );
    expect((await world.underwriter.client.delete(`${url}?moveTo=${foreign.body.id}`)).status).toBe(
      422,
    );
    expect((await storedPackage(server, pkg.id)).underwritingStatusId).toBe(from.body.id);
    expect((await world.underwriter.client.delete(`${url}?moveTo=${to.body.id}`)).status).toBe(204);
    expect((await storedPackage(server, pkg.id)).underwritingStatusId).toBe(to.body.id);
    expect(
      await server.ctx.db
        .select()
        .from(underwritingStatuses)
        .where(eq(underwritingStatuses.id, from.body.id)),
    ).toEqual([]);
    // An unused status goes without moving anything.
    const unused = await create('Unused');
    expect((await world.underwriter.client.delete(`${statuses()}/${unused.body.id}`)).status).toBe(
      204,
    );
  });

  it('needs ManageCompanyStatuses to change, membership to read; other companies see nothing', async () => {
    const status = await create('Locked down');
    const viewer = await buildUser(server.ctx);
    const [view] = await server.ctx.db
      .select()
      .from(companyTypePermissions)
      .where(eq(companyTypePermissions.refPermissionId, Permission.ViewRisks));
    const role = await insertRole(
      server.ctx.db,
      { companyId: world.underwriter.company.id, name: 'Viewer' },
      [view!.id],
    );
    await addUserToCompany(server.ctx.db, viewer.id, world.underwriter.company.id, role.id);
    const client = await signedIn(server, viewer);
    expect((await client.get(statuses())).status).toBe(200);
    expect((await client.post(statuses(), { name: 'Nope' })).status).toBe(403);
    expect((await client.delete(`${statuses()}/${status.body.id}`)).status).toBe(403);

    expect((await world.otherUnderwriter.client.get(statuses())).status).toBe(404);
    expect(
      (
        await world.otherUnderwriter.client.put(`${statuses()}/${status.body.id}`, {
          name: 'Hijack',
        })
      ).status,
    ).toBe(404);
    expect(
      (await world.otherUnderwriter.client.delete(`${statuses()}/${status.body.id}`)).status,
    ).toBe(404);
    // Their own company path does not reach our status either.
    const theirs = riskPaths(world.otherUnderwriter.company.id).statuses;
    expect(
      (await world.otherUnderwriter.client.put(`${theirs}/${status.body.id}`, { name: 'Hijack' }))
        .status,
    ).toBe(404);
    expect(
      (await world.otherUnderwriter.client.get<UnderwritingStatusDto[]>(theirs)).body.some(
        (s) => s.id === status.body.id,
      ),
    ).toBe(false);
    // Brokers have no underwriting statuses.
    expect(
      (await world.broker.client.get(riskPaths(world.broker.company.id).statuses)).status,
    ).toBe(403);
    const [row] = await server.ctx.db
      .select()
      .from(underwritingStatuses)
      .where(eq(underwritingStatuses.id, status.body.id));
    expect(row!.name).toBe('Locked down');
  });
});

describe('setting a risk’s underwriting status', () => {
  it('the underwriting company sets or clears it with an underwriter-only status entry', async () => {
    const status = await create('Assessing');
    const pkg = await insertTestPackage(server, world);
    const url = (companyId: number) => `${riskPaths(companyId).pkg(pkg.id)}/underwriting-status`;
    const uw = world.underwriter.client;
    expect(
      await uw.put(url(world.underwriter.company.id), { underwritingStatusId: status.body.id }),
    ).toMatchObject({
      status: 200,
      body: { underwritingStatus: { id: status.body.id, name: 'Assessing' } },
    });
    expect((await storedPackage(server, pkg.id)).underwritingStatusId).toBe(status.body.id);
    const timeline = await uw.get<RiskActivityDto[]>(
      `${riskPaths(world.underwriter.company.id).pkg(pkg.id)}/activities?kinds=status`,
    );
    expect(timeline.body[0]).toMatchObject({
      kind: 'status',
      body: 'Underwriting status: none → Assessing',
    });
    const foreign = await world.otherUnderwriter.client.post<UnderwritingStatusDto>(
      riskPaths(world.otherUnderwriter.company.id).statuses,
      { name: 'Theirs' },
    );
    expect(
      await uw.put(url(world.underwriter.company.id), { underwritingStatusId: foreign.body.id }),
    ).toMatchObject({ status: 422, body: { errors: { underwritingStatusId: expect.any(Array) } } });
    expect(
      (await world.broker.client.put(url(world.broker.company.id), { underwritingStatusId: null }))
        .status,
    ).toBe(403);
    expect(
      (
        await world.insurer.client.put(url(world.insurer.company.id), {
          underwritingStatusId: null,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await world.otherUnderwriter.client.put(url(world.otherUnderwriter.company.id), {
          underwritingStatusId: null,
        })
      ).status,
    ).toBe(404);
    expect((await storedPackage(server, pkg.id)).underwritingStatusId).toBe(status.body.id);
    expect(
      await uw.put(url(world.underwriter.company.id), { underwritingStatusId: null }),
    ).toMatchObject({ status: 200, body: { underwritingStatus: null } });
    expect((await storedPackage(server, pkg.id)).underwritingStatusId).toBeNull();
  });
});
