import type { DateOption, TimeInterval, WidgetConfig, WidgetKind } from '@turbine/domain';
import type { Database } from '../../../platform/db/client.ts';
import { partyCondition, statementName } from '../../risks/index.ts';
import { bucketsOf, type Bucket, type DateRange } from './periods.ts';

/**
 * A widget's figures in one SQL statement over the transactions the company may see — the risks list's
 * party condition (decision 092) — with money summed in numeric and dates taken in the dashboard's zone.
 */
export interface WidgetQuery {
  companyId: number;
  companyType: number;
  kind: WidgetKind;
  config: WidgetConfig;
  timeZone: string;
  range: DateRange;
  /** The period before `range` for the text widget's change (null: not needed). */
  previous: DateRange | null;
}

export interface PointRow {
  bucket: string | null;
  category: string | null;
  category_id: number | null;
  value: string | null;
}
export interface TotalRow {
  total: string | null;
  previous: string | null;
  currency: string | null;
}

/** The column the chosen §9 date option reads: a local date, or an instant (`instant`). */
const dateColumn: Record<DateOption, { column: string; instant: boolean }> = {
  transactionEffective: { column: 't.effective_date', instant: false },
  transactionBind: { column: 't.bound_at', instant: true },
  commencement: { column: 't.inception_date', instant: false },
  riskBind: { column: 'p.bound_at', instant: true },
};

/** A local date `d`'s bucket, for the claims widgets (which still bucket row by row). */
export const bucketOf: Record<TimeInterval, string | null> = {
  none: null,
  day: 'd',
  // PostgreSQL weeks start on Monday; d is already a local date, so DST changes move nothing.
  week: `date_trunc('week', d)::date`,
  month: `date_trunc('month', d)::date`,
  quarter: `date_trunc('quarter', d)::date`,
  year: `date_trunc('year', d)::date`,
};

const bound = 7;
/** The statuses each kind counts unless the widget's status filter says otherwise. */
const kindStatuses: Partial<Record<WidgetKind, number[] | null>> = {
  grossWrittenPremium: [bound],
  boundPoliciesByProduct: [bound],
  quoteToBindRatio: null,
  referralsWaiting: [5],
  premiumByBroker: [bound],
  topBrokers: [bound],
  declinesByReason: [4],
};

/** How a kind groups its rows: a category expression and its id (null: no category). */
const categoryOf: Partial<Record<WidgetKind, { name: string; id: string } | null>> = {
  grossWrittenPremium: null,
  boundPoliciesByProduct: { name: 'pr.name', id: 'pr.id' },
  quoteToBindRatio: null,
  referralsWaiting: {
    name: `case when now() - t.updated_at < interval '1 day' then 'Under 1 day'
      when now() - t.updated_at < interval '3 days' then '1–3 days'
      when now() - t.updated_at < interval '7 days' then '3–7 days' else 'Over 7 days' end`,
    id: `case when now() - t.updated_at < interval '1 day' then 1
      when now() - t.updated_at < interval '3 days' then 2
      when now() - t.updated_at < interval '7 days' then 3 else 4 end`,
  },
  premiumByBroker: { name: 'bc.name', id: 'bc.id' },
  topBrokers: { name: 'bc.name', id: 'bc.id' },
  declinesByReason: {
    name: `coalesce(reason.text, 'No reason given')`,
    id: 'null::int',
  },
};

/**
 * The rows of one widget: the `base` CTE with each row's bucket `d` (its unit's first day), the amount and
 * the category. The buckets come as arrays and the rows are joined to them by range (decision 188): an
 * instant against the bucket's local midnights, so the `(company, bound_at …)` indexes serve every bucket
 * and no row's instant is converted to the zone or truncated.
 */
function baseOf(q: WidgetQuery, values: unknown[], buckets: Bucket[]): string {
  const c = q.config;
  const param = (v: unknown) => `$${values.push(v)}`;
  const premium = c.premiumType === 'base' ? 't.base_premium' : 't.gross_premium';
  const statuses = c.statuses.length ? c.statuses : kindStatuses[q.kind];
  // Written premium: the premium of new business and renewals, the movement of adjustments and cancellations.
  const amount =
    statuses && statuses.length === 1 && statuses[0] === bound
      ? `case when t.type in (2, 3) then coalesce(t.premium_change, 0) else coalesce(${premium}, 0) end`
      : `coalesce(${premium}, 0)`;
  const { column, instant } = dateColumn[c.dateToUse];
  const bucketed = `unnest(${param(buckets.map((b) => b.key))}::date[], ${param(buckets.map((b) => b.from))}::date[], ${param(buckets.map((b) => b.to))}::date[]) k(d, lo, hi)`;
  const parts = [partyCondition(q.companyType, 't', '$1')];
  if (statuses) parts.push(`t.status = any(${param(statuses)}::int[])`);
  parts.push(
    instant
      ? `${column} >= (k.lo::timestamp at time zone $2) and ${column} < (k.hi::timestamp at time zone $2)`
      : `${column} >= k.lo and ${column} < k.hi`,
  );
  if (c.brokerageIds.length)
    parts.push(`t.broker_company_id = any(${param(c.brokerageIds)}::int[])`);
  if (c.productIds.length) parts.push(`r.product_id = any(${param(c.productIds)}::int[])`);
  if (c.productClasses.length)
    parts.push(`pr.product_class = any(${param(c.productClasses)}::int[])`);
  // The company's own sub-classes only (decision 211): a product's sub-class is its owner's.
  if (c.productSubClassIds.length)
    parts.push(
      `pr.product_sub_class_id = any(${param(c.productSubClassIds)}::int[]) and pr.company_id = $1`,
    );
  if (c.riskCodeIds.length)
    parts.push(
      `exists (select 1 from section_risk_codes src where src.section_id = r.agreement_section_id and src.risk_code_id = any(${param(c.riskCodeIds)}::int[]))`,
    );
  if (c.transactionTypes.length) parts.push(`t.type = any(${param(c.transactionTypes)}::int[])`);
  if (c.underwriterIds.length)
    parts.push(`p.assigned_underwriter_id = any(${param(c.underwriterIds)}::int[])`);
  if (c.underwritingCompanyIds.length)
    parts.push(`t.underwriter_company_id = any(${param(c.underwritingCompanyIds)}::int[])`);
  const category = categoryOf[q.kind];
  const reasons =
    q.kind === 'declinesByReason'
      ? `left join lateral jsonb_array_elements_text(t.decline_reasons) reason(text) on true`
      : '';
  // Only the joins the widget needs: on 100,000 rows each one is a hash join of its own (decision 139).
  const where = parts.join(' and ');
  const selected = `${category?.name ?? ''} ${where}`;
  const needs = (alias: string) => new RegExp(`\\b${alias}\\.`).test(selected);
  const joins = [
    needs('p') ? 'join risk_packages p on p.id = t.risk_package_id' : '',
    needs('r') || needs('pr') ? 'join risks r on r.id = t.risk_id' : '',
    needs('pr') ? 'join products pr on pr.id = r.product_id' : '',
    needs('bc') ? 'join companies bc on bc.id = t.broker_company_id' : '',
  ];
  return `base as (
  select k.d, ${amount} as amount, t.status, t.quoted_at, $2::text as zone,
    ${category ? `${category.name} as category, ${category.id} as category_id` : 'null::text as category, null::int as category_id'}
  from ${bucketed}, risk_transactions t
  ${joins.filter(Boolean).join('\n  ')}
  ${reasons}
  where ${where}
)`;
}

/** The aggregate of `amount` over the rows a FILTER clause keeps. */
function measure(q: WidgetQuery, filter: string): string {
  if (q.kind === 'quoteToBindRatio')
    // Bound as a percentage of the transactions that reached a quote (bound ones were quoted first).
    return `round(100.0 * count(*) filter (where status = 7 and ${filter}) / nullif(count(*) filter (where (quoted_at is not null or status = 7) and ${filter}), 0), 1)`;
  if (q.config.aggregation === 'count') return `count(*) filter (where ${filter})`;
  if (q.config.aggregation === 'sum') return `coalesce(sum(amount) filter (where ${filter}), 0)`;
  return `round(avg(amount) filter (where ${filter}), 2)`;
}

/** The points (bucket x category) of the current period; top 20 categories when no filter narrows them. */
export async function widgetPoints(db: Database, q: WidgetQuery): Promise<PointRow[]> {
  const values: unknown[] = [q.companyId, q.timeZone];
  const cte = baseOf(q, values, bucketsOf(q.config.timeInterval, q.range));
  const bucket = q.config.timeInterval === 'none' ? null : 'd';
  const category = categoryOf[q.kind];
  const narrowed = q.config.brokerageIds.length > 0 || q.config.productIds.length > 0;
  const top = category && !narrowed ? 20 : null;
  const text = `with ${cte},
points as (
  select ${bucket ? `${bucket}::text` : 'null::text'} as bucket, category, category_id, ${measure(q, 'true')}::text as value
  from base group by 1, 2, 3
)${
    top
      ? `, ranked as (
  select category, category_id from points group by 1, 2
  order by sum(value::numeric) desc nulls last, category limit ${top}
)
select p.* from points p join ranked k on k.category is not distinct from p.category and k.category_id is not distinct from p.category_id
order by p.bucket nulls first, p.value::numeric desc nulls last, p.category`
      : `
select * from points order by bucket nulls first, value::numeric desc nulls last, category`
  }`;
  return db.queryRows<PointRow>(statementName('widget_points', text), text, values);
}

/** The whole period's figure and the previous period's. */
export async function widgetTotals(db: Database, q: WidgetQuery): Promise<TotalRow> {
  const values: unknown[] = [q.companyId, q.timeZone];
  // Two buckets: the previous period (keyed by its first day) and this one (keyed by `range.from`).
  const cte = baseOf(q, values, [
    ...(q.previous ? bucketsOf('none', q.previous) : []),
    ...bucketsOf('none', q.range),
  ]);
  const from = `$${values.push(q.range.from)}::date`;
  const previous = q.previous ? `${measure(q, `d < ${from}`)}::text` : 'null::text';
  const text = `with ${cte}
select ${measure(q, `d >= ${from}`)}::text as total, ${previous} as previous,
  (${currencyOf(q)}) as currency
from base`;
  const [row] = await db.queryRows<TotalRow>(statementName('widget_totals', text), text, values);
  return row ?? { total: null, previous: null, currency: null };
}

/** The currency of the company's business (the first transaction's package; AUD when it has none). */
const currencyOf = (q: WidgetQuery) =>
  `select upper(p.currency) from risk_packages p where p.id = (select t.risk_package_id from risk_transactions t where ${partyCondition(q.companyType, 't', '$1')} limit 1)`;

export async function widgetCurrency(db: Database, q: WidgetQuery): Promise<string | null> {
  const text = currencyOf(q).replace(
    'select upper(p.currency)',
    'select upper(p.currency) as currency',
  );
  const [row] = await db.queryRows<{ currency: string | null }>(
    statementName('widget_currency', text),
    text,
    [q.companyId],
  );
  return row?.currency ?? null;
}
