import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  galleryFor,
  TransactionStatus,
  TransactionType,
  type DashboardDto,
  type GalleryItem,
  type WidgetConfig,
  type WidgetDataDto,
  type WidgetDto,
  type WidgetFilterOptionsDto,
} from '@turbine/domain';
import type { TestClient } from '../../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import {
  insertPackage,
  listWorld,
  type ListWorld,
  type PackageValues,
} from '../../risks/list/risk-list.test-support.ts';
import { periodRange, todayIn } from './periods.ts';

let server: TestServer;
let w: ListWorld;
const SYD = 'Australia/Sydney';

const bound = (reference: string, boundAt: string, gross: string, v: Partial<PackageValues> = {}) =>
  insertPackage(server.ctx.db, w, {
    reference,
    status: TransactionStatus.Bound,
    boundAt: new Date(boundAt),
    ...v,
    transaction: { grossPremium: gross, basePremium: '1.00', ...v.transaction },
  });

const paths = (companyId: number) => {
  const base = `/companies/${companyId}/dashboards`;
  return {
    base,
    gallery: `/companies/${companyId}/widget-gallery`,
    dashboard: (id: number) => `${base}/${id}`,
    layout: (id: number) => `${base}/${id}/layout`,
    widgets: (id: number) => `${base}/${id}/widgets`,
    widget: (id: number, wid: number) => `${base}/${id}/widgets/${wid}`,
    data: (id: number, wid: number) => `${base}/${id}/widgets/${wid}/data`,
  };
};

/** A dashboard of the client's company with one widget of `kind` and the config changes; its data. */
async function figures(
  client: TestClient,
  companyId: number,
  kind: GalleryItem['kind'],
  config: Partial<WidgetConfig>,
) {
  const p = paths(companyId);
  const d = await client.post<DashboardDto>(p.base, { name: `D ${kind}` });
  expect(d.status).toBe(201);
  const item = galleryFor(
    companyId === w.broker.company.id || companyId === w.otherBroker.company.id ? 2 : 3,
  ).find((g) => g.kind === kind)!;
  const widget = await client.post<WidgetDto>(p.widgets(d.body.id), {
    kind,
    title: item.title,
    size: item.size,
    config: { ...item.config, ...config },
  });
  expect(widget.status).toBe(201);
  const data = await client.get<WidgetDataDto>(p.data(d.body.id, widget.body.id));
  expect(data.status).toBe(200);
  return { data: data.body, dashboardId: d.body.id, widgetId: widget.body.id };
}

const custom = (from: string, to: string): Partial<WidgetConfig> => ({
  timePeriod: 'custom',
  customFrom: from,
  customTo: to,
});
let fyStart = '';
/** Each bound fixture's local bind date in Sydney and written premium, to sum by hand. */
let written: [string, number][] = [];

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await listWorld(server);
  // Sydney leaves daylight saving at 03:00 on Sunday 5 April 2026 (+11 → +10) and enters it at 02:00 on
  // Sunday 4 October 2026 (+10 → +11).
  await bound('W-SUN', '2026-04-05T13:30:00Z', '1000.00'); // Sun 5 Apr 23:30 AEST: week of 30 Mar
  await bound('W-MON', '2026-04-05T14:30:00Z', '2000.00'); // Mon 6 Apr 00:30 AEST: week of 6 Apr
  await bound('W-OTHER', '2026-04-07T01:00:00Z', '500.00', {
    brokerCompanyId: w.otherBroker.company.id,
  });
  // An amendment bound in the same week writes its movement, not its whole premium.
  await bound('W-ADJ', '2026-04-08T00:00:00Z', '3000.00', {
    transactionType: TransactionType.Adjustment,
    transaction: { premiumChange: '-100.00' },
  });
  // Mon 5 Oct 00:30 AEDT (+11); with the winter offset it would still be Sunday.
  await bound('W-DST', '2026-10-04T13:30:00Z', '700.00');
  await insertPackage(server.ctx.db, w, {
    reference: 'W-QUOTED',
    status: TransactionStatus.Quoted,
    transaction: { quotedAt: new Date('2026-04-06T00:00:00Z'), grossPremium: '999.00' },
  });
  await insertPackage(server.ctx.db, w, {
    reference: 'W-DECLINED',
    status: TransactionStatus.Declined,
    transaction: { declineReasons: ['Too many claims', 'Turnover too high'] },
  });
  await insertPackage(server.ctx.db, w, {
    reference: 'W-DECLINED-2',
    status: TransactionStatus.Declined,
    transaction: { declineReasons: ['Too many claims'] },
  });
  // The financial year's first minute and the previous year's last, in Sydney (July is +10).
  fyStart = periodRange('thisFinancialYear', todayIn(SYD)).from;
  const midnight = Date.parse(`${fyStart}T00:00:00+10:00`);
  await bound('FY-LAST', new Date(midnight - 60_000).toISOString(), '40.00');
  await bound('FY-FIRST', new Date(midnight).toISOString(), '60.00');
  await bound('FY-SECOND', new Date(midnight + 86_400_000).toISOString(), '30.00');
  const dayBefore = new Date(midnight - 86_400_000).toISOString().slice(0, 10); // the 30 June (UTC 14:00)
  written = [
    ['2026-04-05', 1000],
    ['2026-04-06', 2000],
    ['2026-04-07', 500],
    ['2026-04-08', -100],
    ['2026-10-05', 700],
    [dayBefore, 40],
    [fyStart, 60],
    [`${fyStart.slice(0, 8)}02`, 30],
  ];
});
afterAll(async () => server.close());

const uw = () => w.underwriter;
const april = custom('2026-03-30', '2026-04-12');
const octoberDst = custom('2026-09-28', '2026-10-11');

describe('widget figures, computed in SQL against hand-computed figures', () => {
  it('gross written premium per Monday week in Sydney across both daylight-saving changes', async () => {
    const { data } = await figures(uw().client, uw().company.id, 'grossWrittenPremium', {
      ...april,
      timeInterval: 'week',
    });
    const dst = await figures(uw().client, uw().company.id, 'grossWrittenPremium', {
      ...octoberDst,
      timeInterval: 'week',
    });
    expect(dst.data.points.map((p) => [p.bucket, p.value])).toEqual([['2026-10-05', '700.00']]);
    expect(data.unit).toBe('money');
    expect(data.currency).toBe('AUD');
    expect(data.points.map((p) => [p.bucket, p.value])).toEqual([
      ['2026-03-30', '1000.00'],
      ['2026-04-06', '2400.00'], // 2000 + 500 − 100
    ]);
    expect(data.points[1]!.bucketLabel).toBe('6 Apr 2026');
    expect(data.total).toBe('3400.00');
  });

  it('count and average per month; base premium instead of gross', async () => {
    const count = await figures(uw().client, uw().company.id, 'grossWrittenPremium', {
      ...april,
      timeInterval: 'month',
      aggregation: 'count',
    });
    expect(count.data.points.map((p) => [p.bucketLabel, p.value])).toEqual([['Apr 2026', '4']]);
    const avg = await figures(uw().client, uw().company.id, 'grossWrittenPremium', {
      ...april,
      timeInterval: 'none',
      aggregation: 'average',
    });
    expect(avg.data.points).toEqual([expect.objectContaining({ bucket: null, value: '850.00' })]);
    const base = await figures(uw().client, uw().company.id, 'grossWrittenPremium', {
      ...april,
      premiumType: 'base',
      transactionTypes: [TransactionType.NewBusiness],
    });
    expect(base.data.total).toBe('3.00');
  });

  it('the AU financial year: this year from 1 July 00:00 Sydney, against the year before', async () => {
    const { data } = await figures(uw().client, uw().company.id, 'grossWrittenPremium', {
      chartType: 'text',
      timePeriod: 'thisFinancialYear',
      timeInterval: 'none',
    });
    expect(data.period?.from).toBe(fyStart);
    const fyEnd = `${Number(fyStart.slice(0, 4)) + 1}-07-01`;
    const fyBefore = `${Number(fyStart.slice(0, 4)) - 1}-07-01`;
    const sum = (from: string, to: string) =>
      written
        .filter(([d]) => d >= from && d < to)
        .reduce((a, [, v]) => a + v, 0)
        .toFixed(2);
    expect(data.total).toBe(sum(fyStart, fyEnd));
    expect(data.previousTotal).toBe(sum(fyBefore, fyStart));
    expect(Number(data.total)).toBeGreaterThanOrEqual(90); // 60 + 30 at least
    expect(Number(data.previousTotal)).toBeGreaterThanOrEqual(40);
    const change =
      ((Number(data.total) - Number(data.previousTotal)) / Number(data.previousTotal)) * 100;
    expect(data.change).toBe(change.toFixed(1));
  });

  it('premium by broker and top brokers, with the click-through filter; declines by reason; quote-to-bind', async () => {
    const byBroker = await figures(uw().client, uw().company.id, 'premiumByBroker', april);
    expect(byBroker.data.points.map((p) => [p.category, p.value])).toEqual([
      [w.broker.company.name, '2900.00'],
      [w.otherBroker.company.name, '500.00'],
    ]);
    expect(byBroker.data.points[1]!.link).toEqual({
      status: '7',
      brokerCompanyId: w.otherBroker.company.id,
    });
    const declines = await figures(uw().client, uw().company.id, 'declinesByReason', {
      timePeriod: 'custom',
      customFrom: '2026-07-01',
      customTo: '2026-07-01',
    });
    expect(declines.data.points.map((p) => [p.category, p.value])).toEqual([
      ['Too many claims', '2'],
      ['Turnover too high', '1'],
    ]);
    const ratio = await figures(uw().client, uw().company.id, 'quoteToBindRatio', {
      ...custom('2026-07-01', '2026-07-01'),
      dateToUse: 'commencement',
    });
    // Every package above commences 1 July 2026: 8 bound of 9 quoted or bound.
    expect(ratio.data.unit).toBe('percent');
    expect(ratio.data.total).toBe('88.9');
  });
});

describe('what a company may see', () => {
  it("a broker's widgets never count another broker's risks", async () => {
    const mine = await figures(w.broker.client, w.broker.company.id, 'grossWrittenPremium', april);
    expect(mine.data.total).toBe('2900.00');
    const theirs = await figures(
      w.otherBroker.client,
      w.otherBroker.company.id,
      'grossWrittenPremium',
      april,
    );
    expect(theirs.data.total).toBe('500.00');
  });

  it("another company's dashboard and widget are 404, and nothing changes", async () => {
    const { dashboardId, widgetId } = await figures(
      uw().client,
      uw().company.id,
      'topBrokers',
      april,
    );
    const other = w.otherUnderwriter;
    const theirs = paths(other.company.id);
    expect((await other.client.get(theirs.dashboard(dashboardId))).status).toBe(404);
    expect((await other.client.get(theirs.data(dashboardId, widgetId))).status).toBe(404);
    expect((await other.client.delete(theirs.dashboard(dashboardId))).status).toBe(404);
    expect(
      (await other.client.json('PATCH', theirs.widget(dashboardId, widgetId), { title: 'x' }))
        .status,
    ).toBe(404);
    // The broker is not a member of the underwriter's company at all: the company is not found.
    expect((await w.broker.client.get(paths(uw().company.id).dashboard(dashboardId))).status).toBe(
      404,
    );
    const mine = await uw().client.get<DashboardDto>(paths(uw().company.id).dashboard(dashboardId));
    expect(mine.body.widgets).toHaveLength(1);
    expect(mine.body.widgets[0]!.title).toBe('Top 20 brokers');
  });

  it('filter options list only the business the company may see', async () => {
    const options = await w.otherBroker.client.get<WidgetFilterOptionsDto>(
      `/companies/${w.otherBroker.company.id}/widget-filter-options`,
    );
    expect(options.status).toBe(200);
    expect(options.body.brokerages).toEqual([
      { id: w.otherBroker.company.id, name: w.otherBroker.company.name },
    ]);
    expect(options.body.underwritingCompanies.map((c) => c.id)).toEqual([uw().company.id]);
    const mine = await uw().client.get<WidgetFilterOptionsDto>(
      `/companies/${uw().company.id}/widget-filter-options`,
    );
    expect(mine.body.brokerages.map((b) => b.id).sort()).toEqual(
      [w.broker.company.id, w.otherBroker.company.id].sort(),
    );
    expect(mine.body.products.length).toBeGreaterThan(0);
  });

  it("a personal dashboard is its user's only", async () => {
    const p = paths(uw().company.id);
    const made = await uw().client.post<DashboardDto>(p.base, { name: 'Mine', personal: true });
    expect(made.body.personal).toBe(true);
    const list = await uw().client.get<DashboardDto[]>(p.base);
    expect(list.body.map((d) => d.name)).toContain('Mine');
  });
});

describe('dashboard writes', () => {
  it('refuses a widget the gallery does not offer, a custom period without dates and a layout off the grid', async () => {
    const p = paths(w.broker.company.id);
    const d = await w.broker.client.post<DashboardDto>(p.base, { name: 'Broker board' });
    const item = galleryFor(3).find((g) => g.kind === 'topBrokers')!;
    const refused = await w.broker.client.post(p.widgets(d.body.id), item);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: { kind: ['This widget is not offered to your company'] },
    });
    const gwp = galleryFor(2)[0]!;
    const noDates = await w.broker.client.post(p.widgets(d.body.id), {
      ...gwp,
      config: { ...gwp.config, timePeriod: 'custom' },
    });
    expect(noDates.status).toBe(422);
    expect(noDates.body).toMatchObject({ errors: { 'config.customFrom': ['Required'] } });
    const added = await w.broker.client.post<WidgetDto>(p.widgets(d.body.id), gwp);
    const offGrid = await w.broker.client.put(p.layout(d.body.id), {
      widgets: [{ id: added.body.id, x: 5, y: 0, size: '4x3' }],
    });
    expect(offGrid.status).toBe(422);
    expect(offGrid.body).toMatchObject({
      errors: { 'widgets.0.x': ['The value must be less than or equal to 4'] },
    });
    const moved = await w.broker.client.put<DashboardDto>(p.layout(d.body.id), {
      widgets: [{ id: added.body.id, x: 4, y: 2, size: '4x2' }],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.widgets[0]).toMatchObject({ x: 4, y: 2, size: '4x2' });
  });

  it('caches figures per filter until the next write', async () => {
    const { dashboardId, widgetId } = await figures(
      uw().client,
      uw().company.id,
      'grossWrittenPremium',
      custom('2026-05-01', '2026-05-31'),
    );
    const p = paths(uw().company.id);
    expect((await uw().client.get<WidgetDataDto>(p.data(dashboardId, widgetId))).body.total).toBe(
      '0',
    );
    // Written straight into the table: no request, so the cache still holds the old figure.
    await bound('W-MAY', '2026-05-10T00:00:00Z', '250.00');
    expect((await uw().client.get<WidgetDataDto>(p.data(dashboardId, widgetId))).body.total).toBe(
      '0',
    );
    // Any write clears every node cache (decision 112).
    await uw().client.json('PATCH', p.dashboard(dashboardId), { name: 'Renamed' });
    expect((await uw().client.get<WidgetDataDto>(p.data(dashboardId, widgetId))).body.total).toBe(
      '250.00',
    );
  });
});
