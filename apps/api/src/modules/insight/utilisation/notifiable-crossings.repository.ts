import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface PackageSectionRow {
  section_id: number;
  section: string;
  agreement_id: number;
  agreement: string;
  company_id: number;
  managing_insurer_id: number | null;
  maximum_premium_limit: string | null;
  notifiable_percentage: string | null;
  written: string;
}

/**
 * The sections covering the package's risks, in force (live or locked periods), with the premium written
 * under each — decision 190's sum (gross of new business and renewals, movements of adjustments and
 * cancellations of bound transactions). Each section row is locked, so two binds under one section check
 * its limit one after the other.
 */
export async function packageSections(
  db: Executor,
  riskPackageId: number,
): Promise<PackageSectionRow[]> {
  const result = await db.execute(sql`
    select s.id as section_id, s.name as section, ba.id as agreement_id, ba.name as agreement,
      ba.company_id, ba.managing_insurance_company_id as managing_insurer_id,
      s.maximum_premium_limit::text as maximum_premium_limit,
      s.notifiable_premium_limit_percentage::text as notifiable_percentage,
      coalesce((
        select sum(case when t.type in (2, 3) then coalesce(t.premium_change, 0) else coalesce(t.gross_premium, 0) end)
        from risks r join risk_transactions t on t.risk_id = r.id
        where r.agreement_section_id = s.id and t.status = 7
      ), 0)::text as written
    from agreement_sections s
    join agreement_periods ap on ap.id = s.period_id and ap.status in ('live', 'locked')
    join binding_agreements ba on ba.id = ap.binding_agreement_id
    where s.id in (select agreement_section_id from risks where risk_package_id = ${riskPackageId})
    order by s.id
    for update of s`);
  return rowsOf<PackageSectionRow>(result).map((r) => ({
    ...r,
    section_id: Number(r.section_id),
    agreement_id: Number(r.agreement_id),
    company_id: Number(r.company_id),
    managing_insurer_id: r.managing_insurer_id === null ? null : Number(r.managing_insurer_id),
  }));
}

/** Records a crossing; false when the section was already over (told before). */
export async function insertCrossing(
  db: Executor,
  v: { sectionId: number; written: string; notifiable: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into binder_notifiable_crossings (agreement_section_id, written_premium, notifiable_limit)
    values (${v.sectionId}, ${v.written}, ${v.notifiable})
    on conflict (agreement_section_id) do nothing
    returning agreement_section_id`);
  return rowsOf(result).length > 0;
}

/** The section is back at or under its limit: the next crossing is told again. */
export async function clearCrossing(db: Executor, sectionId: number): Promise<void> {
  await db.execute(
    sql`delete from binder_notifiable_crossings where agreement_section_id = ${sectionId}`,
  );
}

/**
 * The users of the companies who are told: admins, and roles that may see the utilisation (Manage binding
 * agreements or Execute company reports), by company.
 */
export async function utilisationReaders(
  db: Executor,
  companyIds: number[],
  permissionIds: number[],
): Promise<{ user_id: number; company_id: number }[]> {
  const result = await db.execute(sql`
    select distinct ur.user_id, ur.company_id from user_roles ur join roles ro on ro.id = ur.role_id
    where ur.company_id in (${sql.join(
      companyIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and (ro.is_admin or exists (
      select 1 from role_permissions rp join company_type_permissions ctp on ctp.id = rp.company_type_permission_id
      where rp.role_id = ro.id and ctp.ref_permission_id in (${sql.join(
        permissionIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ))
    order by ur.company_id, ur.user_id`);
  return rowsOf<{ user_id: number; company_id: number }>(result).map((r) => ({
    user_id: Number(r.user_id),
    company_id: Number(r.company_id),
  }));
}
