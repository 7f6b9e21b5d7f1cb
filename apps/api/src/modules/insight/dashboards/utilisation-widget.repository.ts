import type { Database } from '../../../platform/db/client.ts';
import type { PointRow, WidgetQuery } from './widget-data.repository.ts';

export interface UtilisationPointRow extends PointRow {
  /** The agreement, only when the company is its agency (the agreement page is the agency's). */
  agreement_id: number | null;
  /** The highest utilisation over every section counted (before the top-20 cut). */
  total: string | null;
}

/**
 * The binder utilisation widget (decision 229) in one SQL statement: each section of the in-force (live
 * and locked) periods of the agreements the company is the agency or the managing insurer of, with a
 * maximum premium limit, and its written premium to date — decision 190's sum (the gross premium of new
 * business and renewals, the movement of adjustments and cancellations, of bound transactions) — as a
 * percentage of that limit, one decimal, in numeric. Highest first; the 20 highest unless the underwriting
 * companies filter narrows it (§9). The time period and the risk filters do not apply: a limit is for the
 * agreement period.
 */
const text = `with sec as (
  select ba.id as agreement_id, ba.company_id as agency_id, ba.name as agreement, s.name as section,
    ap.version, s.id as section_id, s.maximum_premium_limit as maximum,
    coalesce((
      select sum(case when t.type in (2, 3) then coalesce(t.premium_change, 0) else coalesce(t.gross_premium, 0) end)
      from risks r join risk_transactions t on t.risk_id = r.id
      where r.agreement_section_id = s.id and t.status = 7
    ), 0) as written
  from binding_agreements ba
  join agreement_periods ap on ap.binding_agreement_id = ba.id and ap.status in ('live', 'locked')
  join agreement_sections s on s.period_id = ap.id
  where (ba.company_id = $1 or ba.managing_insurance_company_id = $1)
    and s.maximum_premium_limit > 0
    and (cardinality($2::int[]) = 0 or ba.company_id = any($2::int[]))
), pct as (
  select *, round(written * 100 / maximum, 1) as percent,
    count(*) over (partition by agreement_id, section) as same_name
  from sec
)
select null::text as bucket,
  agreement || ' · ' || section || case when same_name > 1 then ' (period ' || version || ')' else '' end as category,
  section_id as category_id, case when agency_id = $1 then agreement_id end as agreement_id,
  percent::text as value, (max(percent) over ())::text as total
from pct
order by percent desc, category
limit case when cardinality($2::int[]) = 0 then 20 end`;

export async function utilisationPoints(
  database: Database,
  q: WidgetQuery,
): Promise<UtilisationPointRow[]> {
  const rows = await database.queryRows<UtilisationPointRow>('utilisation_widget', text, [
    q.companyId,
    q.config.underwritingCompanyIds,
  ]);
  return rows.map((r) => ({
    ...r,
    category_id: r.category_id === null ? null : Number(r.category_id),
    agreement_id: r.agreement_id === null ? null : Number(r.agreement_id),
  }));
}
