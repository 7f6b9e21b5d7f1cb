import { claimStatusLabels, closedClaimStatuses } from '@turbine/domain';
import type { Database } from '../../../platform/db/client.ts';
import { claimFiguresCondition } from '../../claims/index.ts';
import { statementName } from '../../risks/index.ts';
import {
  bucketOf,
  type PointRow,
  type TotalRow,
  type WidgetQuery,
} from './widget-data.repository.ts';

/**
 * The claims widgets' figures (decision 142) in one SQL statement each, over the claims the company counts
 * (`claimFiguresCondition` through `claims/index.ts`), reported (created) within the widget's period in the
 * dashboard's zone. Money is summed in numeric and leaves as decimal strings.
 */

/** Labels indexed by the Lloyd's status id, for `($n::text[])[c.status]`. */
const statusLabels = Array.from({ length: 12 }, (_, i) => claimStatusLabels[(i + 1) as 1]);

/** The `claims c` rows of the widget, with its local reported date `d`. */
function claimsOf(q: WidgetQuery, values: unknown[]): string {
  const param = (v: unknown) => `$${values.push(v)}`;
  const parts = [
    claimFiguresCondition(q.companyType, '$1'),
    `c.created_at >= (${param(q.range.from)}::timestamp at time zone $2)`,
    `c.created_at < (${param(q.range.to)}::timestamp at time zone $2)`,
  ];
  if (q.config.openClaimsOnly)
    parts.push(
      `c.stage <> 3 and coalesce(c.status, 1) <> all(${param([...closedClaimStatuses])}::int[])`,
    );
  else if (q.kind === 'claimsReservesAndPaid') parts.push('c.stage <> 3');
  return `claimed as (
  select c.id, c.stage, c.status, c.currency, (c.created_at at time zone $2)::date as d
  from claims c join risk_packages p on p.id = c.risk_package_id
  where ${parts.join(' and ')}
)`;
}

/** Open claims per Lloyd's status (reported incidents not yet decided, and declined ones, by their stage). */
async function statusPoints(db: Database, q: WidgetQuery): Promise<PointRow[]> {
  const values: unknown[] = [q.companyId, q.timeZone];
  const cte = claimsOf(q, values);
  const labels = `$${values.push(statusLabels)}::text[]`;
  const bucket = bucketOf[q.config.timeInterval];
  const text = `with ${cte}
select ${bucket ? `${bucket}::text` : 'null::text'} as bucket,
  case when stage = 3 then 'Declined' when status is null then 'Reported, awaiting decision'
    else (${labels})[status] end as category,
  case when stage = 3 then -1 else coalesce(status, 0) end as category_id,
  count(*)::text as value
from claimed group by 1, 2, 3 order by 1 nulls first, 3`;
  return db.queryRows<PointRow>(statementName('claim_widget_status', text), text, values);
}

const heads = [
  ['Indemnity reserve', 'indemnity', 'reserve_delta'],
  ['Indemnity paid', 'indemnity', 'paid_delta'],
  ['Fees reserve', 'fees', 'reserve_delta'],
  ['Fees paid', 'fees', 'paid_delta'],
] as const;

/** Outstanding reserve and paid per head, summed over the claims' movements to date. */
async function moneyPoints(db: Database, q: WidgetQuery): Promise<PointRow[]> {
  const values: unknown[] = [q.companyId, q.timeZone];
  const cte = claimsOf(q, values);
  const bucket = bucketOf[q.config.timeInterval];
  const selects = heads.map(
    ([label, head, column], i) =>
      `select ${bucket ? `${bucket}::text` : 'null::text'} as bucket, '${label}'::text as category, ${i + 1} as category_id,
  coalesce(sum(m.${column}) filter (where m.head = '${head}'), 0)::numeric(18,2)::text as value
from claimed k left join claim_movements m on m.claim_id = k.id group by 1`,
  );
  const text = `with ${cte}
select * from (${selects.join('\nunion all\n')}) x
where exists (select 1 from claimed) order by bucket nulls first, category_id`;
  return db.queryRows<PointRow>(statementName('claim_widget_money', text), text, values);
}

export function claimWidgetPoints(db: Database, q: WidgetQuery): Promise<PointRow[]> {
  return q.kind === 'openClaimsByStatus' ? statusPoints(db, q) : moneyPoints(db, q);
}

/** The currency of the claims counted (the first claim's; AUD when there is none). */
export async function claimWidgetCurrency(
  db: Database,
  q: WidgetQuery,
): Promise<TotalRow['currency']> {
  const values: unknown[] = [q.companyId, q.timeZone];
  const cte = claimsOf(q, values);
  const text = `with ${cte} select upper(currency) as currency from claimed order by id limit 1`;
  const [row] = await db.queryRows<{ currency: string }>(
    statementName('claim_widget_currency', text),
    text,
    values,
  );
  return row?.currency ?? null;
}
