import Decimal from 'decimal.js';
import {
  isClaimWidget,
  isUtilisationWidget,
  type WidgetDataDto,
  type WidgetPoint,
  type TimeInterval,
  type WidgetConfig,
  type WidgetKind,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { findDashboard, findWidget } from './dashboards.repository.ts';
import { presentWidget } from './dashboards.presenter.ts';
import { periodRange, previousRange, todayIn } from './periods.ts';
import {
  widgetCurrency,
  widgetPoints,
  widgetTotals,
  type PointRow,
} from './widget-data.repository.ts';
import type { WidgetDataCache } from './widget-data.cache.ts';
import { claimWidgetCurrency, claimWidgetPoints } from './claims-widget.repository.ts';
import { utilisationPoints } from './utilisation-widget.repository.ts';

const unitOf = (kind: WidgetKind, config: WidgetConfig): WidgetDataDto['unit'] =>
  kind === 'quoteToBindRatio' || kind === 'binderUtilisation'
    ? 'percent'
    : kind === 'openClaimsByStatus'
      ? 'count'
      : kind === 'claimsReservesAndPaid'
        ? 'money'
        : config.aggregation === 'count'
          ? 'count'
          : 'money';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A bucket's label in en-AU style: "7 Apr 2026", "Apr 2026", "Q2 2026", "2026". */
export function bucketLabel(interval: TimeInterval, bucket: string): string {
  const [y, m, d] = [bucket.slice(0, 4), Number(bucket.slice(5, 7)), Number(bucket.slice(8, 10))];
  if (interval === 'year') return y;
  if (interval === 'quarter') return `Q${Math.floor((m - 1) / 3) + 1} ${y}`;
  if (interval === 'month') return `${months[m - 1]} ${y}`;
  return `${d} ${months[m - 1]} ${y}`;
}

/** What the risks list can filter a point to (it has no date filter: the status and broker narrow it). */
function linkOf(kind: WidgetKind, config: WidgetConfig, row: PointRow): WidgetPoint['link'] {
  if (isClaimWidget(kind)) return { claims: { open: config.openClaimsOnly } };
  const status = config.statuses.length
    ? config.statuses.join(',')
    : kind === 'referralsWaiting'
      ? '5'
      : kind === 'declinesByReason'
        ? '4'
        : kind === 'quoteToBindRatio'
          ? undefined
          : '7';
  const link: WidgetPoint['link'] = status ? { status } : {};
  if ((kind === 'premiumByBroker' || kind === 'topBrokers') && row.category_id)
    link.brokerCompanyId = row.category_id;
  if (config.transactionTypes.length === 1) link.transactionType = config.transactionTypes[0];
  return link;
}

/** Percentage change of `total` against `previous`, one decimal; null without a previous figure. */
export function changeOf(total: string, previous: string | null): string | null {
  if (previous === null) return null;
  const p = new Decimal(previous);
  if (p.isZero()) return null;
  return new Decimal(total).minus(p).div(p.abs()).times(100).toFixed(1);
}

/** Computes a widget's figures (or takes them from the node's cache, cleared on every write). */
export async function widgetData(
  ctx: AppContext,
  cache: WidgetDataCache,
  scope: CompanyScope,
  kind: WidgetKind,
  config: WidgetConfig,
  timeZone: string,
): Promise<WidgetDataDto> {
  const today = todayIn(timeZone);
  const key = JSON.stringify([scope.id, scope.refCompanyTypeId, kind, config, timeZone, today]);
  const hit = cache.get(key);
  if (hit) return hit;
  const range = periodRange(config.timePeriod, today, {
    from: config.customFrom,
    to: config.customTo,
  });
  const query = {
    companyId: scope.id,
    companyType: scope.refCompanyTypeId,
    kind,
    config,
    timeZone,
    range,
    previous: previousRange(config.timePeriod, range),
  };
  if (isUtilisationWidget(kind)) {
    const data = await utilisationData(ctx, query);
    cache.set(key, data);
    return data;
  }
  const claimsKind = isClaimWidget(kind);
  const rows = claimsKind
    ? await claimWidgetPoints(ctx.database, query)
    : await widgetPoints(ctx.database, query);
  // A chart's total is the sum of its points when they are all there (a count or a sum, no top-20 cut, no
  // previous period): one statement instead of two. A text widget, an average or a ratio asks for it.
  const categories = new Set(rows.map((r) => r.category));
  // Claims widgets always sum their points (a count per status, money per head; no previous period).
  const fromPoints =
    claimsKind ||
    (config.chartType !== 'text' &&
      kind !== 'quoteToBindRatio' &&
      config.aggregation !== 'average' &&
      categories.size < 20);
  const totals = fromPoints
    ? {
        total: rows.length
          ? rows
              .reduce((sum, r) => sum.plus(r.value ?? 0), new Decimal(0))
              .toFixed(unitOf(kind, config) === 'count' ? 0 : 2)
          : '0',
        previous: null,
        currency: claimsKind
          ? await claimWidgetCurrency(ctx.database, query)
          : await widgetCurrency(ctx.database, query),
      }
    : await widgetTotals(ctx.database, query);
  const total = totals.total ?? '0';
  const data: WidgetDataDto = {
    kind,
    unit: unitOf(kind, config),
    currency: (totals.currency ?? 'AUD').toUpperCase(),
    period: { from: range.from, to: range.to },
    points: rows.map((r) => ({
      bucket: r.bucket,
      bucketLabel: r.bucket ? bucketLabel(config.timeInterval, r.bucket) : null,
      category: r.category,
      link: linkOf(kind, config, r),
      value: r.value ?? '0',
    })),
    total,
    previousTotal: totals.previous,
    change: changeOf(total, totals.previous),
  };
  cache.set(key, data);
  return data;
}

/**
 * Binder utilisation (decision 229): one point per section, its written premium as a percentage of its
 * maximum premium limit; the total is the highest section's. To date: no period, no previous figure. A
 * click opens the agreement for its agency; the insurer's points open nothing.
 */
async function utilisationData(
  ctx: AppContext,
  query: Parameters<typeof utilisationPoints>[1],
): Promise<WidgetDataDto> {
  const rows = await utilisationPoints(ctx.database, query);
  return {
    kind: query.kind,
    unit: 'percent',
    currency: 'AUD',
    period: null,
    points: rows.map((r) => ({
      bucket: null,
      bucketLabel: null,
      category: r.category,
      link: r.agreement_id === null ? {} : { bindingAgreementId: r.agreement_id },
      value: r.value ?? '0.0',
    })),
    total: rows[0]?.total ?? '0.0',
    previousTotal: null,
    change: null,
  };
}

/** A saved widget's figures, in its dashboard's time zone. */
export async function savedWidgetData(
  ctx: AppContext,
  cache: WidgetDataCache,
  actor: Actor,
  scope: CompanyScope,
  dashboardId: number,
  widgetId: number,
): Promise<WidgetDataDto> {
  const dashboard = await findDashboard(ctx.db, scope.id, actor.user.id, dashboardId);
  const row = dashboard && (await findWidget(ctx.db, dashboardId, widgetId));
  if (!dashboard || !row) throw new AppError('NOT_FOUND');
  const widget = presentWidget(row);
  return widgetData(ctx, cache, scope, widget.kind, widget.config, dashboard.timeZone);
}
