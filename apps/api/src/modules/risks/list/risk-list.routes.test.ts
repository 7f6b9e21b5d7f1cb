import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  TransactionStatus,
  TransactionType,
  type ListResponse,
  type RiskListRow,
} from '@turbine/domain';
import { companyWithAdmin } from '../../../../test/factories.ts';
import type { TestClient } from '../../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import {
  hideUnderwriterFromBrokers,
  insertAddOn,
  insertPackage,
  listWorld,
  memberWithPermissions,
  type ListWorld,
} from './risk-list.test-support.ts';
import { riskPaths } from '../risks.test-support.ts';
import { underwritingStatuses } from '../risks.tables.ts';

let server: TestServer;
let w: ListWorld;
const ids: Record<'a' | 'b' | 'c' | 'd' | 'e', number> = { a: 0, b: 0, c: 0, d: 0, e: 0 };
let statusId = 0;

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 0, 0));

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await listWorld(server);
  const db = server.ctx.db;
  const [status] = await db
    .insert(underwritingStatuses)
    .values({ companyId: w.underwriter.company.id, name: 'Awaiting survey', colour: 'grape' })
    .returning();
  statusId = status!.id;
  ids.a = (
    await insertPackage(db, w, {
      reference: 'MER-0001',
      insuredName: 'Acme 100% Pty',
      status: TransactionStatus.Quoted,
      totalPremium: '1200.00',
      assignedUnderwriterId: w.underwriter.admin.id,
      inceptionDate: '2026-03-01',
      updatedAt: at(5),
    })
  ).pkg.id;
  const b = await insertPackage(db, w, {
    reference: 'MER-0002',
    insuredName: 'Beta_Consulting',
    status: TransactionStatus.Referred,
    totalPremium: '950.50',
    referredToTeam: true,
    inceptionDate: '2026-05-01',
    updatedAt: at(4),
  });
  ids.b = b.pkg.id;
  // Its add-on makes its package total (1720.50) larger than MER-0001's (1200.00), its main premium smaller.
  await insertAddOn(db, w, b, { totalPremium: '770.00' });
  ids.c = (
    await insertPackage(db, w, {
      reference: 'MER-0003',
      insuredName: 'Gamma',
      brokerCompanyId: w.otherBroker.company.id,
      insurerCompanyId: null,
      status: TransactionStatus.Bound,
      transactionType: TransactionType.Adjustment,
      inceptionDate: '2026-01-15',
      boundAt: at(2),
      updatedAt: at(3),
    })
  ).pkg.id;
  ids.d = (
    await insertPackage(db, w, {
      reference: 'XYZ-9',
      insuredName: 'delta',
      underwritingStatusId: statusId,
      assignedUserIds: [w.broker.admin.id],
      inceptionDate: '2026-02-01',
      updatedAt: at(2),
    })
  ).pkg.id;
  ids.e = (
    await insertPackage(db, w, {
      reference: 'XYZ-10',
      insuredName: 'Epsilon',
      inceptionDate: '2026-02-01',
      updatedAt: at(2),
    })
  ).pkg.id;
});
afterAll(async () => server.close());

async function list(client: TestClient, companyId: number, query = '') {
  const res = await client.get<ListResponse<RiskListRow>>(
    `${riskPaths(companyId).risks}${query ? `?${query}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body;
}
const refs = (body: ListResponse<RiskListRow>) => body.data.map((r) => r.reference);
const uw = () => w.underwriter;

describe('GET /companies/{companyId}/risks', () => {
  it('lists the underwriting company’s packages, newest change first, as the caches say', async () => {
    const body = await list(uw().client, uw().company.id);
    // d and e share updated_at: the id tie-breaker (descending with the sort) orders them.
    expect(refs(body)).toEqual(['MER-0001', 'MER-0002', 'MER-0003', 'XYZ-10', 'XYZ-9']);
    expect(body.meta).toEqual({ page: 1, perPage: 50, total: 5 });
    expect(body.data[0]).toEqual({
      id: ids.a,
      reference: 'MER-0001',
      insuredName: 'Acme 100% Pty',
      brokerCompany: { id: w.broker.company.id, name: w.broker.company.name },
      underwriterCompany: { id: uw().company.id, name: uw().company.name },
      productPackage: { id: w.productPackageId, name: 'Consultants Package' },
      status: TransactionStatus.Quoted,
      transactionType: TransactionType.NewBusiness,
      underwritingStatus: null,
      assignedUnderwriter: { id: uw().admin.id, name: uw().admin.name },
      referredToTeam: false,
      inceptionDate: '2026-03-01',
      expiryDate: '2027-03-01',
      totalPremium: '1200.00',
      // A main risk only: the package total is its premium, with no add-ons part.
      packageTotalPremium: '1200.00',
      addOnsPremium: null,
      currency: 'aud',
      boundAt: null,
      importedAt: null,
      updatedAt: at(5).getTime() / 1000,
    });
    const c = body.data.find((r) => r.id === ids.c)!;
    expect(c).toMatchObject({
      status: TransactionStatus.Bound,
      transactionType: TransactionType.Adjustment,
      totalPremium: null,
      boundAt: at(2).getTime() / 1000,
    });
    expect(body.data.find((r) => r.id === ids.d)!.underwritingStatus).toEqual({
      id: statusId,
      name: 'Awaiting survey',
      colour: 'grape',
    });
    // The broker of the same package does not see the underwriting company's workflow status.
    const brokerView = await list(w.broker.client, w.broker.company.id);
    expect(brokerView.data.find((r) => r.id === ids.d)!.underwritingStatus).toBeNull();
    // Nor can it find out through the filter.
    expect(
      (await list(w.broker.client, w.broker.company.id, `underwritingStatusId=${statusId}`)).meta
        .total,
    ).toBe(0);
  });

  it('filters by search (reference or insured, any case, % and _ literal), status, type, statuses, underwriter, broker, package', async () => {
    const c = uw().client;
    const id = uw().company.id;
    expect(refs(await list(c, id, 'search=acme'))).toEqual(['MER-0001']);
    expect(refs(await list(c, id, 'search=mer-000'))).toEqual(['MER-0001', 'MER-0002', 'MER-0003']);
    expect(refs(await list(c, id, 'search=%25'))).toEqual(['MER-0001']);
    expect(refs(await list(c, id, 'search=_'))).toEqual(['MER-0002']);
    expect(refs(await list(c, id, 'search=xyz-1'))).toEqual(['XYZ-10']);
    expect(refs(await list(c, id, 'status=3,5'))).toEqual(['MER-0001', 'MER-0002']);
    expect(refs(await list(c, id, 'status=7'))).toEqual(['MER-0003']);
    expect(refs(await list(c, id, 'transactionType=2'))).toEqual(['MER-0003']);
    expect(refs(await list(c, id, `underwritingStatusId=${statusId}`))).toEqual(['XYZ-9']);
    expect(refs(await list(c, id, `assignedUnderwriterId=${uw().admin.id}`))).toEqual(['MER-0001']);
    expect(refs(await list(c, id, `brokerCompanyId=${w.otherBroker.company.id}`))).toEqual([
      'MER-0003',
    ]);
    expect((await list(c, id, `productPackageId=${w.productPackageId}`)).meta.total).toBe(5);
    expect(await list(c, id, `productPackageId=${w.productPackageId + 1000}`)).toEqual({
      data: [],
      meta: { page: 1, perPage: 50, total: 0 },
    });
    const combined = await list(c, id, 'search=mer&status=3,5,7&transactionType=1');
    expect(refs(combined)).toEqual(['MER-0001', 'MER-0002']);
    expect(combined.meta.total).toBe(2);
  });

  it('mine: assigned underwriter or referred to the team for underwriters, assigned users for brokers', async () => {
    expect(refs(await list(uw().client, uw().company.id, 'mine=true'))).toEqual([
      'MER-0001',
      'MER-0002',
    ]);
    expect(refs(await list(w.broker.client, w.broker.company.id, 'mine=true'))).toEqual(['XYZ-9']);
    expect((await list(w.broker.client, w.broker.company.id, 'mine=false')).meta.total).toBe(4);
    // Referral to the team is the underwriters' business: the broker's own list ignores it.
    expect(refs(await list(w.otherBroker.client, w.otherBroker.company.id, 'mine=true'))).toEqual(
      [],
    );
  });

  it('sorts by every riskListSorts key both ways, ties broken by id', async () => {
    const c = uw().client;
    const id = uw().company.id;
    expect(refs(await list(c, id, 'sort=reference&direction=asc'))).toEqual([
      'MER-0001',
      'MER-0002',
      'MER-0003',
      'XYZ-10',
      'XYZ-9',
    ]);
    expect(refs(await list(c, id, 'sort=reference&direction=desc'))).toEqual([
      'XYZ-9',
      'XYZ-10',
      'MER-0003',
      'MER-0002',
      'MER-0001',
    ]);
    expect(refs(await list(c, id, 'sort=insuredName&direction=asc'))).toEqual([
      'MER-0001',
      'MER-0002',
      'XYZ-9',
      'XYZ-10',
      'MER-0003',
    ]);
    // The premium sort is the package total the column shows (issue 19 item 5), not the main premium.
    const byPremium = await list(c, id, 'sort=totalPremium&direction=asc');
    expect(refs(byPremium)).toEqual(['MER-0001', 'MER-0002', 'MER-0003', 'XYZ-9', 'XYZ-10']);
    expect(
      byPremium.data.map((r) => [r.totalPremium, r.addOnsPremium, r.packageTotalPremium]),
    ).toEqual([
      ['1200.00', null, '1200.00'],
      ['950.50', '770.00', '1720.50'],
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    // Descending: no premium first (PostgreSQL's NULL order, decision 092), then the largest package total.
    expect(refs(await list(c, id, 'sort=totalPremium&direction=desc'))).toEqual([
      'XYZ-10',
      'XYZ-9',
      'MER-0003',
      'MER-0002',
      'MER-0001',
    ]);
    expect(refs(await list(c, id, 'sort=inceptionDate&direction=asc'))).toEqual([
      'MER-0003',
      'XYZ-9',
      'XYZ-10',
      'MER-0001',
      'MER-0002',
    ]);
    expect(refs(await list(c, id, 'sort=status&direction=desc'))).toEqual([
      'MER-0003',
      'MER-0002',
      'MER-0001',
      'XYZ-10',
      'XYZ-9',
    ]);
    expect(refs(await list(c, id, 'sort=updatedAt&direction=asc'))).toEqual([
      'XYZ-9',
      'XYZ-10',
      'MER-0003',
      'MER-0002',
      'MER-0001',
    ]);
  });

  it('pages are stable: every package exactly once across pages, with the total', async () => {
    const c = uw().client;
    const id = uw().company.id;
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = await list(c, id, `sort=status&direction=asc&perPage=2&page=${page}`);
      expect(body.meta).toEqual({ page, perPage: 2, total: 5 });
      seen.push(...refs(body));
    }
    expect(seen).toEqual(['XYZ-9', 'XYZ-10', 'MER-0001', 'MER-0002', 'MER-0003']);
    expect((await list(c, id, 'perPage=2&page=4')).data).toEqual([]);
  });

  it('refuses a malformed query with 422 under the field', async () => {
    const path = riskPaths(uw().company.id).risks;
    for (const [query, field] of [
      ['status=9', 'status'],
      ['status=3,,5', 'status'],
      ['perPage=500', 'perPage'],
      ['page=0', 'page'],
      ['sort=premium', 'sort'],
      ['direction=up', 'direction'],
      ['transactionType=5', 'transactionType'],
      ['mine=yes', 'mine'],
      ['brokerCompanyId=abc', 'brokerCompanyId'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ] as const) {
      const res = await uw().client.get<{ errors: Record<string, string[]> }>(`${path}?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toContain(field);
    }
  });

  it('shows each company only its own packages: other broker, other underwriter, insurer, strangers', async () => {
    expect(refs(await list(w.broker.client, w.broker.company.id))).toEqual([
      'MER-0001',
      'MER-0002',
      'XYZ-10',
      'XYZ-9',
    ]);
    expect(refs(await list(w.otherBroker.client, w.otherBroker.company.id))).toEqual(['MER-0003']);
    expect(await list(w.otherUnderwriter.client, w.otherUnderwriter.company.id)).toEqual({
      data: [],
      meta: { page: 1, perPage: 50, total: 0 },
    });
    // The insurer of the agreement sees the packages it insures, not the one without an insurer.
    expect(refs(await list(w.insurer.client, w.insurer.company.id))).toEqual([
      'MER-0001',
      'MER-0002',
      'XYZ-10',
      'XYZ-9',
    ]);
    const stranger = await companyWithAdmin(server, CompanyType.Broker);
    expect((await list(stranger.client, stranger.company.id)).meta.total).toBe(0);
    // Filtering by another company's broker id does not widen what a company sees.
    expect(
      (
        await list(
          w.otherBroker.client,
          w.otherBroker.company.id,
          `brokerCompanyId=${w.broker.company.id}`,
        )
      ).meta.total,
    ).toBe(0);
    // Another company's list path is a 404 to a non-member.
    expect((await w.otherBroker.client.get(riskPaths(w.broker.company.id).risks)).status).toBe(404);
  });

  it('hides the assigned underwriter from brokers when the main product version says so, not from the others', async () => {
    const rowA = async (client: TestClient, companyId: number) =>
      (await list(client, companyId, 'search=MER-0001')).data[0]!.assignedUnderwriter;
    const named = { id: uw().admin.id, name: uw().admin.name };
    expect(await rowA(w.broker.client, w.broker.company.id)).toEqual(named);
    expect(
      (await list(w.broker.client, w.broker.company.id, `assignedUnderwriterId=${uw().admin.id}`))
        .meta.total,
    ).toBe(1);
    await hideUnderwriterFromBrokers(server.ctx.db, w, true);
    try {
      expect(await rowA(w.broker.client, w.broker.company.id)).toBeNull();
      expect(await rowA(uw().client, uw().company.id)).toEqual(named);
      expect(await rowA(w.insurer.client, w.insurer.company.id)).toEqual(named);
      // The filter cannot be used to find out who is assigned either.
      expect(
        (await list(w.broker.client, w.broker.company.id, `assignedUnderwriterId=${uw().admin.id}`))
          .meta.total,
      ).toBe(0);
      expect(
        (await list(uw().client, uw().company.id, `assignedUnderwriterId=${uw().admin.id}`)).meta
          .total,
      ).toBe(1);
    } finally {
      await hideUnderwriterFromBrokers(server.ctx.db, w, false);
    }
  });

  it('needs ViewRisks: a member without it gets 403', async () => {
    const member = await memberWithPermissions(server, uw().company.id, []);
    const res = await member.client.get(riskPaths(uw().company.id).risks);
    expect(res.status).toBe(403);
  });
});

describe('GET /companies/{companyId}/risks with the per-node cache on (decision 092)', () => {
  let cached: TestServer;
  afterAll(async () => cached?.close());

  it('answers a repeated read from the cache until any write request on the node', async () => {
    cached = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000', SESSION_CACHE_MS: '10000' });
    const world = await listWorld(cached);
    await insertPackage(cached.ctx.db, world, { reference: 'C-1' });
    const path = riskPaths(world.underwriter.company.id).risks;
    const read = async () =>
      (await world.underwriter.client.get<ListResponse<RiskListRow>>(path)).body.meta.total;
    expect(await read()).toBe(1);
    await insertPackage(cached.ctx.db, world, { reference: 'C-2' });
    // Written behind the API's back: the cached answer stands...
    expect(await read()).toBe(1);
    // ...while another user (the broker) has its own entry and reads afresh.
    expect(
      (
        await world.broker.client.get<ListResponse<RiskListRow>>(
          riskPaths(world.broker.company.id).risks,
        )
      ).body.meta.total,
    ).toBe(2);
    // Any write request on the node forgets cached lists, even one that is refused.
    expect((await world.broker.client.put('/user', { theme: 'nope' })).status).toBe(422);
    expect(await read()).toBe(2);
  });

  it('is documented in /docs with its response: the row schema, money as decimal strings (decision 115)', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const ok = doc.paths['/companies/{companyId}/risks']!.get!.responses['200'] as {
      content: { 'application/json': { schema: Record<string, unknown> } };
    };
    const schema = ok.content['application/json'].schema as {
      properties: {
        data: { items: { properties: Record<string, { type?: unknown }>; required: string[] } };
      };
    };
    const row = schema.properties.data.items;
    expect(Object.keys(row.properties).sort()).toEqual(
      Object.keys((await list(uw().client, uw().company.id)).data[0]!).sort(),
    );
    expect(row.required).toContain('packageTotalPremium');
    expect(JSON.stringify(row.properties.packageTotalPremium)).toContain('"string"');
    expect(JSON.stringify(row.properties.packageTotalPremium)).not.toContain('"number"');
  });
});
