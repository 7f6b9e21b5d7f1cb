import type { Database } from '../../../platform/db/client.ts';

export interface SectionUtilisationRow {
  section_id: number;
  name: string;
  period_version: number;
  currency: string;
  maximum_premium_limit: string | null;
  notifiable_percentage: string | null;
  written: string;
  policies: number;
}

/**
 * Each section of the agreement's live and locked periods with the premium written under it: the bound
 * transactions of the risks whose covering section it is — the premium of new business and renewals, the
 * movement of adjustments and cancellations (decision 139's written premium) — summed in numeric. Only for
 * the agreement's agency or its managing insurer (`$2`); no rows otherwise.
 */
const text = `select s.id as section_id, s.name, ap.version as period_version, upper(ba.currency_type) as currency,
  s.maximum_premium_limit::text as maximum_premium_limit,
  s.notifiable_premium_limit_percentage::text as notifiable_percentage,
  coalesce(w.written, 0)::text as written, coalesce(w.policies, 0)::int as policies
from binding_agreements ba
join agreement_periods ap on ap.binding_agreement_id = ba.id and ap.status in ('live', 'locked')
join agreement_sections s on s.period_id = ap.id
left join lateral (
  select sum(case when t.type in (2, 3) then coalesce(t.premium_change, 0) else coalesce(t.gross_premium, 0) end) as written,
    count(*) filter (where t.type in (1, 4)) as policies
  from risks r join risk_transactions t on t.risk_id = r.id
  where r.agreement_section_id = s.id and t.status = 7
) w on true
where ba.id = $1 and (ba.company_id = $2 or ba.managing_insurance_company_id = $2)
order by ap.version, s.id`;

export async function sectionUtilisation(
  database: Database,
  agreementId: number,
  companyId: number,
): Promise<SectionUtilisationRow[]> {
  return database.queryRows<SectionUtilisationRow>('binder_utilisation', text, [
    agreementId,
    companyId,
  ]);
}

/** Whether the company may see the agreement (its agency or its managing insurer). */
export async function agreementVisible(
  database: Database,
  agreementId: number,
  companyId: number,
): Promise<{ currency: string } | null> {
  const [row] = await database.queryRows<{ currency: string }>(
    'binder_utilisation_agreement',
    `select upper(currency_type) as currency from binding_agreements
     where id = $1 and (company_id = $2 or managing_insurance_company_id = $2)`,
    [agreementId, companyId],
  );
  return row ?? null;
}
