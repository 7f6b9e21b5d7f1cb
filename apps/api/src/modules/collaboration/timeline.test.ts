// Declaration (§5), interested parties (§2), the timeline with messages and notes (§2 underwriter panel).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  RiskMessages,
  TransactionStatus,
  type RiskActivityDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { storedNotifications } from '../notifications/notifications.test-support.ts';
import { insertTestPackage, storedPackage } from '../risks/package-rows.test-support.ts';
import { recordActivity } from '../risks/index.ts';
import { riskInterestedParties } from '../risks/package-records.tables.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks/risks.test-support.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await riskWorld(server);
});
afterAll(async () => server.close());

const as = (side: 'broker' | 'underwriter' | 'insurer' | 'otherBroker' | 'otherUnderwriter') => ({
  client: world[side].client,
  paths: riskPaths(world[side].company.id),
});

describe('declaration', () => {
  it('records who confirmed and when; missing or false confirmation is 422 under confirmed', async () => {
    const pkg = await insertTestPackage(server, world);
    const { client, paths } = as('broker');
    const url = `${paths.pkg(pkg.id)}/declaration`;
    for (const body of [{}, { confirmed: false }]) {
      expect(await client.post(url, body)).toMatchObject({
        status: 422,
        body: { errors: { confirmed: [RiskMessages.declarationRequired] } },
      });
    }
    expect((await storedPackage(server, pkg.id)).declarationConfirmedAt).toBeNull();
    const res = await client.post(url, { confirmed: true });
    expect(res).toMatchObject({
      status: 200,
      body: { confirmedBy: { id: world.broker.admin.id } },
    });
    expect((await storedPackage(server, pkg.id)).declarationConfirmedByUserId).toBe(
      world.broker.admin.id,
    );
    // The underwriter may confirm too.
    const uw = as('underwriter');
    expect(
      (await uw.client.post(`${uw.paths.pkg(pkg.id)}/declaration`, { confirmed: true })).status,
    ).toBe(200);
    expect((await storedPackage(server, pkg.id)).declarationConfirmedByUserId).toBe(
      world.underwriter.admin.id,
    );
  });

  it('is refused on a closed risk, to insurers (403) and to other companies (404)', async () => {
    const bound = await insertTestPackage(server, world, { status: TransactionStatus.Bound });
    expect(
      (
        await as('broker').client.post(`${as('broker').paths.pkg(bound.id)}/declaration`, {
          confirmed: true,
        })
      ).status,
    ).toBe(409);
    const pkg = await insertTestPackage(server, world);
    expect(
      (
        await as('insurer').client.post(`${as('insurer').paths.pkg(pkg.id)}/declaration`, {
          confirmed: true,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as('otherBroker').client.post(`${as('otherBroker').paths.pkg(pkg.id)}/declaration`, {
          confirmed: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await as('otherUnderwriter').client.post(
          `${as('otherUnderwriter').paths.pkg(pkg.id)}/declaration`,
          { confirmed: true },
        )
      ).status,
    ).toBe(404);
    expect((await storedPackage(server, pkg.id)).declarationConfirmedAt).toBeNull();
  });
});

describe('interested parties', () => {
  it('adds, lists, changes and removes parties; validates the body', async () => {
    const pkg = await insertTestPackage(server, world);
    const { client, paths } = as('broker');
    const base = `${paths.pkg(pkg.id)}/interested-parties`;
    expect(await client.post(base, { name: '', interest: 'Financier' })).toMatchObject({
      status: 422,
      body: { errors: { name: expect.any(Array) } },
    });
    const created = await client.post<{ id: number }>(base, {
      name: 'Big Bank',
      interest: 'Financier',
      email: 'Loans@BigBank.example',
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Big Bank',
        interest: 'Financier',
        email: 'loans@bigbank.example',
        address: null,
      },
    });
    const uw = as('underwriter');
    expect(await uw.client.get(`${uw.paths.pkg(pkg.id)}/interested-parties`)).toMatchObject({
      status: 200,
      body: [{ id: created.body.id, name: 'Big Bank' }],
    });
    expect(
      await client.put(`${base}/${created.body.id}`, {
        name: 'Bigger Bank',
        interest: 'Mortgagee',
      }),
    ).toMatchObject({
      status: 200,
      body: { name: 'Bigger Bank', interest: 'Mortgagee', email: null },
    });
    // The insurer reads but cannot change; other companies see nothing.
    expect(
      (await as('insurer').client.get(`${as('insurer').paths.pkg(pkg.id)}/interested-parties`))
        .status,
    ).toBe(200);
    expect(
      (
        await as('insurer').client.delete(
          `${as('insurer').paths.pkg(pkg.id)}/interested-parties/${created.body.id}`,
        )
      ).status,
    ).toBe(403);
    for (const side of ['otherBroker', 'otherUnderwriter'] as const) {
      const o = as(side);
      expect((await o.client.get(`${o.paths.pkg(pkg.id)}/interested-parties`)).status).toBe(404);
      expect(
        (
          await o.client.put(`${o.paths.pkg(pkg.id)}/interested-parties/${created.body.id}`, {
            name: 'X',
            interest: 'Y',
          })
        ).status,
      ).toBe(404);
      expect(
        (await o.client.delete(`${o.paths.pkg(pkg.id)}/interested-parties/${created.body.id}`))
          .status,
      ).toBe(404);
    }
    // A party of another package is not reachable through this one.
    const other = await insertTestPackage(server, world);
    expect(
      (await client.delete(`${paths.pkg(other.id)}/interested-parties/${created.body.id}`)).status,
    ).toBe(404);
    const [row] = await server.ctx.db
      .select()
      .from(riskInterestedParties)
      .where(eq(riskInterestedParties.id, created.body.id));
    expect(row).toMatchObject({ name: 'Bigger Bank', riskPackageId: pkg.id });
    expect((await client.delete(`${base}/${created.body.id}`)).status).toBe(204);
    expect(await client.get(base)).toMatchObject({ status: 200, body: [] });
  });
});

describe('timeline, messages and notes', () => {
  it('messages go both ways and notify the other side; notes stay with the underwriting company', async () => {
    const pkg = await insertTestPackage(server, world);
    const broker = as('broker');
    const uw = as('underwriter');
    const message = await broker.client.post<RiskActivityDto>(
      `${broker.paths.pkg(pkg.id)}/messages`,
      { body: 'Please quote by Friday' },
    );
    expect(message).toMatchObject({
      status: 201,
      body: {
        kind: 'message',
        body: 'Please quote by Friday',
        actor: { id: world.broker.admin.id, companyType: CompanyType.Broker },
      },
    });
    const reply = await uw.client.post<RiskActivityDto>(`${uw.paths.pkg(pkg.id)}/messages`, {
      body: 'Will do',
    });
    expect(reply.body.actor).toMatchObject({ companyType: CompanyType.Underwriter });
    const note = await uw.client.post(`${uw.paths.pkg(pkg.id)}/notes`, {
      body: 'Check the claims history',
    });
    expect(note).toMatchObject({ status: 201, body: { kind: 'note' } });
    expect(
      (await broker.client.post(`${broker.paths.pkg(pkg.id)}/notes`, { body: 'Sneaky' })).status,
    ).toBe(403);
    expect(
      (await broker.client.post(`${broker.paths.pkg(pkg.id)}/messages`, { body: '   ' })).status,
    ).toBe(422);

    const underwriterSees = await uw.client.get<RiskActivityDto[]>(
      `${uw.paths.pkg(pkg.id)}/activities`,
    );
    expect(underwriterSees.body.map((a) => a.body)).toEqual([
      'Check the claims history',
      'Will do',
      'Please quote by Friday',
    ]);
    const brokerSees = await broker.client.get<RiskActivityDto[]>(
      `${broker.paths.pkg(pkg.id)}/activities`,
    );
    expect(brokerSees.body.map((a) => a.body)).toEqual(['Will do', 'Please quote by Friday']);
    expect(
      (
        await broker.client.get<RiskActivityDto[]>(
          `${broker.paths.pkg(pkg.id)}/activities?kinds=note`,
        )
      ).body,
    ).toEqual([]);
    expect(
      (
        await uw.client.get<RiskActivityDto[]>(`${uw.paths.pkg(pkg.id)}/activities?kinds=note`)
      ).body.map((a) => a.kind),
    ).toEqual(['note']);
    expect(
      (await uw.client.get(`${uw.paths.pkg(pkg.id)}/activities?kinds=note,gossip`)).status,
    ).toBe(422);

    const toUnderwriter = await storedNotifications(server.ctx, world.underwriter.admin.id);
    expect(toUnderwriter.map((n) => [n.type, n.companyId, n.data.message])).toContainEqual([
      'risk.message',
      world.underwriter.company.id,
      `New message on ${pkg.reference}`,
    ]);
    const toBroker = await storedNotifications(server.ctx, world.broker.admin.id);
    expect(toBroker.map((n) => [n.type, n.companyId])).toContainEqual([
      'risk.message',
      world.broker.company.id,
    ]);
  });

  it('hides underwriter-only entries from brokers and insurers, caps at 200, and shuts out other companies', async () => {
    const pkg = await insertTestPackage(server, world);
    for (let i = 0; i < 205; i++) {
      await recordActivity(server.ctx.db, {
        riskPackageId: pkg.id,
        kind: 'update',
        actorUserId: world.underwriter.admin.id,
        actorCompanyId: world.underwriter.company.id,
        body: `u${i}`,
        visibleToBroker: i % 2 === 0,
      });
    }
    const uw = as('underwriter');
    const all = await uw.client.get<RiskActivityDto[]>(
      `${uw.paths.pkg(pkg.id)}/activities?kinds=update`,
    );
    expect(all.body).toHaveLength(200);
    expect(all.body[0]!.body).toBe('u204');
    const brokerSees = (
      await as('broker').client.get<RiskActivityDto[]>(
        `${as('broker').paths.pkg(pkg.id)}/activities`,
      )
    ).body;
    expect(brokerSees.every((a) => Number(a.body!.slice(1)) % 2 === 0)).toBe(true);
    const insurerSees = (
      await as('insurer').client.get<RiskActivityDto[]>(
        `${as('insurer').paths.pkg(pkg.id)}/activities`,
      )
    ).body;
    expect(insurerSees).toHaveLength(103);
    expect(
      (
        await as('insurer').client.post(`${as('insurer').paths.pkg(pkg.id)}/messages`, {
          body: 'Hi',
        })
      ).status,
    ).toBe(403);
    for (const side of ['otherBroker', 'otherUnderwriter'] as const) {
      const o = as(side);
      expect((await o.client.get(`${o.paths.pkg(pkg.id)}/activities`)).status).toBe(404);
      expect((await o.client.post(`${o.paths.pkg(pkg.id)}/messages`, { body: 'Hi' })).status).toBe(
        404,
      );
      expect((await o.client.post(`${o.paths.pkg(pkg.id)}/notes`, { body: 'Hi' })).status).toBe(
        404,
      );
    }
    expect(
      (
        await uw.client.get<RiskActivityDto[]>(
          `${uw.paths.pkg(pkg.id)}/activities?kinds=message,note`,
        )
      ).body,
    ).toEqual([]);
  });
});
