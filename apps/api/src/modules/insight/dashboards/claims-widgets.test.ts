// The claims widgets of the dashboards (issue 16, decision 142): who counts which claims, money to the cent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClaimStatus,
  CompanyType,
  galleryFor,
  type ClaimDto,
  type DashboardDto,
  type WidgetConfig,
  type WidgetDataDto,
  type WidgetDto,
  type WidgetKind,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import {
  boundPolicy,
  claimSides,
  claimsWorld,
  incident,
  type ClaimsWorld,
  type Err,
  type Side,
} from '../../claims/claims.test-support.ts';

let server: TestServer;
let world: ClaimsWorld;
let first: ClaimDto;
let second: ClaimDto;

const as = (side: Side) => claimSides(server, world).as(side);
const move = async (side: Side, claimId: number, body: Record<string, string>) => {
  const res = await as(side).client.post(`${as(side).one(claimId)}/movements`, body);
  expect(res.status).toBe(201);
};

/** A widget of `kind` on a new dashboard of the side's company, and its figures. */
async function figures(side: Side, kind: WidgetKind, config: Partial<WidgetConfig> = {}) {
  const { client, company } = world[side];
  const base = `/companies/${company.id}/dashboards`;
  const d = await client.post<DashboardDto>(base, { name: `Claims ${kind}` });
  expect(d.status).toBe(201);
  const item = galleryFor(typeOf[side]!).find((g) => g.kind === kind)!;
  const widget = await client.post<WidgetDto>(`${base}/${d.body.id}/widgets`, {
    kind,
    title: item.title,
    size: item.size,
    config: { ...item.config, ...config },
  });
  expect(widget.status).toBe(201);
  const path = `${base}/${d.body.id}/widgets/${widget.body.id}/data`;
  const data = await client.get<WidgetDataDto>(path);
  expect(data.status).toBe(200);
  return { data: data.body, refetch: async () => (await client.get<WidgetDataDto>(path)).body };
}
const typeOf: Partial<Record<Side, number>> = {
  legal: CompanyType.Legal,
  otherLegal: CompanyType.Legal,
  insurer: CompanyType.Insurer,
  underwriter: CompanyType.Underwriter,
  otherUnderwriter: CompanyType.Underwriter,
  broker: CompanyType.Broker,
};
const byCategory = (data: WidgetDataDto) =>
  Object.fromEntries(data.points.map((p) => [p.category, p.value]));

beforeAll(async () => {
  server = await startTestServer();
  world = await claimsWorld(server);
  // The first claim: the legal firm appointed; the second: the other legal firm appointed.
  first = (await claimSides(server, world).acceptedClaim()).claim;
  const pkg = await boundPolicy(server, world);
  const reported = await as('broker').client.post<ClaimDto>(as('broker').base, incident(pkg.id));
  const accepted = await as('underwriter').client.post<ClaimDto>(
    `${as('underwriter').one(reported.body.id)}/decision`,
    { decision: 'accept', legalCompanyId: world.otherLegal.company.id },
  );
  expect(accepted.status).toBe(200);
  second = accepted.body;
  await move('legal', first.id, { head: 'indemnity', kind: 'reserve', amount: '10000.10' });
  await move('legal', first.id, { head: 'indemnity', kind: 'payment', amount: '2500.05' });
  await move('legal', first.id, { head: 'fees', kind: 'payment', amount: '333.33' });
  await move('otherLegal', second.id, { head: 'fees', kind: 'reserve', amount: '1234.56' });
});
afterAll(async () => server.close());

describe('claims reserves and paid', () => {
  it('sums reserve and paid per head to the cent, for the legal firm its claim only', async () => {
    const { data } = await figures('legal', 'claimsReservesAndPaid');
    expect(data).toMatchObject({ unit: 'money', currency: 'AUD' });
    // 10,000.10 reserved, 2,500.05 of it paid: 7,500.05 left; fees 333.33 paid without a reserve.
    expect(byCategory(data)).toEqual({
      'Indemnity reserve': '7500.05',
      'Indemnity paid': '2500.05',
      'Fees reserve': '0.00',
      'Fees paid': '333.33',
    });
    expect(data.total).toBe('10333.43');
  });

  it('the insurer adds the other claim, and a new movement shows at once', async () => {
    const { data, refetch } = await figures('insurer', 'claimsReservesAndPaid');
    expect(byCategory(data)['Fees reserve']).toBe('1234.56');
    expect(data.total).toBe('11567.99');
    await move('legal', first.id, { head: 'fees', kind: 'reserve', amount: '0.01' });
    const after = await refetch();
    expect(byCategory(after)['Fees reserve']).toBe('1234.57');
    expect(after.total).toBe('11568.00');
  });
});

describe('open claims by status', () => {
  it('a legal firm counts only the claim it is appointed on', async () => {
    const { data } = await figures('legal', 'openClaimsByStatus');
    expect(data).toMatchObject({ unit: 'count', total: '1' });
    expect(data.points.map((p) => [p.category, p.value])).toEqual([['Open', '1']]);
    expect(data.points[0]!.link).toEqual({ claims: { open: true } });
    expect((await figures('otherLegal', 'openClaimsByStatus')).data.total).toBe('1');
  });

  it('the insurer and the underwriting agency count the claims of their policies', async () => {
    expect((await figures('insurer', 'openClaimsByStatus')).data.total).toBe('2');
    expect((await figures('underwriter', 'openClaimsByStatus')).data.total).toBe('2');
    expect((await figures('otherUnderwriter', 'openClaimsByStatus')).data.total).toBe('0');
  });

  it('counts claims reported in the period only', async () => {
    const past = {
      timePeriod: 'custom',
      customFrom: '2021-01-01',
      customTo: '2021-12-31',
    } as const;
    const { data } = await figures('insurer', 'openClaimsByStatus', past);
    expect(data).toMatchObject({ total: '0', points: [] });
  });

  it('leaves closed claims out unless asked, and a status change shows at once (cache cleared)', async () => {
    const open = await figures('underwriter', 'openClaimsByStatus');
    expect(open.data.total).toBe('2');
    const closed = await as('otherLegal').client.put(`${as('otherLegal').one(second.id)}/status`, {
      status: ClaimStatus.Closed,
    });
    expect(closed.status).toBe(200);
    expect((await open.refetch()).total).toBe('1');
    const all = await figures('underwriter', 'openClaimsByStatus', { openClaimsOnly: false });
    expect(byCategory(all.data)).toEqual({ Open: '1', Closed: '1' });
    await as('otherLegal').client.put(`${as('otherLegal').one(second.id)}/status`, {
      status: ClaimStatus.ReOpened,
    });
    expect(byCategory(await all.refetch())).toEqual({ Open: '1', 'Re-opened': '1' });
  });
});

describe('the gallery', () => {
  it('offers no claims widget to a broker: 422 under kind', async () => {
    const { client, company } = world.broker;
    expect(galleryFor(CompanyType.Broker).map((g) => g.kind)).not.toContain('openClaimsByStatus');
    const base = `/companies/${company.id}/dashboards`;
    const d = await client.post<DashboardDto>(base, { name: 'Broker claims' });
    const item = galleryFor(CompanyType.Insurer).find((g) => g.kind === 'claimsReservesAndPaid')!;
    for (const kind of ['openClaimsByStatus', 'claimsReservesAndPaid'] as const) {
      const res = await client.post<Err>(`${base}/${d.body.id}/widgets`, {
        kind,
        title: item.title,
        size: item.size,
        config: item.config,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ kind: ['This widget is not offered to your company'] });
    }
  });
});
