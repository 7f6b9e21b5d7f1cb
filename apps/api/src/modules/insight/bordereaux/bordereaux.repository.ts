import { and, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { BordereauKind } from '@turbine/domain';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { companies } from '../../companies/companies.tables.ts';
import { bindingAgreements } from '../../authority/agreements.tables.ts';
import { bordereauRows, bordereaux } from './bordereaux.tables.ts';

export type BordereauRecord = typeof bordereaux.$inferSelect;

/** What the mapping needs of one bound transaction of the agreement (decision 151). */
export interface BordereauSourceRow {
  id: number;
  type: number;
  reference: string;
  insured_name: string;
  insured_state: string | null;
  insured_postcode: string | null;
  insured_country: string | null;
  inception_date: string;
  expiry_date: string;
  effective_date: string;
  bound_date: string;
  sum_insured: string | null;
  reason_for_cancellation: string | null;
  gross_premium: string | null;
  commission_percent: string | null;
  fees: string | null;
  rating: unknown;
  pro_rata_factor: string | null;
  prev_gross_premium: string | null;
  prev_commission_percent: string | null;
  prev_fees: string | null;
  prev_rating: unknown;
  section: string;
  product: string;
  risk_code: string | null;
  quota_shares: { syndicate: string; sharePercent: string }[];
}

/**
 * The agreement's transactions bound in [from, to) — local midnights of the agreement's zone — oldest
 * first: each with the policy's previous bound transaction (an adjustment or cancellation reports the
 * difference), its section, the section's risk code for the product (one whose product codes include
 * the product's, else the first by code) and the section's quota share syndicates, largest share first.
 * `t.underwriter_company_id = $5` lets the (company, bound_at) index serve the range.
 */
export async function transactionsOfMonth(
  database: Database,
  q: { agreementId: number; companyId: number; from: string; to: string; timeZone: string },
): Promise<BordereauSourceRow[]> {
  return database.queryRows<BordereauSourceRow>(
    'bordereau_transactions',
    `select t.id, t.type, p.reference, p.insured_name,
  nullif(p.insured->>'state', '') as insured_state, nullif(p.insured->>'postcode', '') as insured_postcode,
  nullif(p.insured->>'country', '') as insured_country,
  t.inception_date::text as inception_date, t.expiry_date::text as expiry_date,
  t.effective_date::text as effective_date, to_char(t.bound_at at time zone $4, 'YYYY-MM-DD') as bound_date,
  t.limit_of_indemnity::text as sum_insured, t.reason_for_cancellation,
  t.gross_premium::text as gross_premium, t.broker_commission_percent::text as commission_percent,
  t.administration_fee::text as fees, t.rating, t.pro_rata_factor::text as pro_rata_factor,
  prev.gross_premium::text as prev_gross_premium, prev.broker_commission_percent::text as prev_commission_percent,
  prev.administration_fee::text as prev_fees, prev.rating as prev_rating,
  s.name as section, pr.name as product,
  (select rc.code from section_risk_codes src join risk_codes rc on rc.id = src.risk_code_id
    where src.section_id = s.id
    order by exists (select 1 from product_product_codes ppc
      where ppc.product_id = r.product_id and ppc.product_code_id = any(src.product_code_ids)) desc, rc.code
    limit 1) as risk_code,
  coalesce((select json_agg(json_build_object('syndicate', sy.name || ' (' || sy.code || ')',
      'sharePercent', q.share_percentage::text) order by q.share_percentage desc, sy.name)
    from section_quota_shares q join syndicates sy on sy.id = q.syndicate_id where q.section_id = s.id),
    '[]'::json) as quota_shares
from risk_transactions t
join risks r on r.id = t.risk_id
join agreement_periods ap on ap.id = r.agreement_period_id
join agreement_sections s on s.id = r.agreement_section_id
join risk_packages p on p.id = t.risk_package_id
join products pr on pr.id = r.product_id
left join lateral (
  select t2.gross_premium, t2.broker_commission_percent, t2.administration_fee, t2.rating
  from risk_transactions t2
  where t2.risk_id = t.risk_id and t2.status = 7 and t2.sequence < t.sequence
  order by t2.sequence desc limit 1
) prev on true
where ap.binding_agreement_id = $1 and t.underwriter_company_id = $5 and t.status = 7
  and t.bound_at >= ($2::timestamp at time zone $4) and t.bound_at < ($3::timestamp at time zone $4)
order by t.bound_at, t.id`,
    [q.agreementId, q.from, q.to, q.timeZone, q.companyId],
  );
}

/** The agreement with its coverholder's and managing insurer's names. */
export async function findAgreement(db: Executor, agreementId: number, forUpdate = false) {
  const query = db
    .select({
      id: bindingAgreements.id,
      companyId: bindingAgreements.companyId,
      name: bindingAgreements.name,
      insurerCompanyId: bindingAgreements.managingInsuranceCompanyId,
      currency: bindingAgreements.currencyType,
      timeZone: bindingAgreements.timezone,
      umr: bindingAgreements.uniqueMarketReference,
      agreementNumber: bindingAgreements.agreementNumber,
      validFrom: bindingAgreements.validFrom,
      validTo: bindingAgreements.validTo,
      coverholder: companies.name,
    })
    .from(bindingAgreements)
    .innerJoin(companies, eq(companies.id, bindingAgreements.companyId))
    .where(eq(bindingAgreements.id, agreementId));
  const [row] = await (forUpdate ? query.for('update', { of: bindingAgreements }) : query);
  return row;
}
export type AgreementHeaderRow = NonNullable<Awaited<ReturnType<typeof findAgreement>>>;

/** Agreements valid on some day of [from, to] (dates), each with the months it already has. */
export async function agreementsValidBetween(db: Executor, from: string, to: string) {
  return db
    .select({ id: bindingAgreements.id, timeZone: bindingAgreements.timezone })
    .from(bindingAgreements)
    .where(
      and(
        sql`${bindingAgreements.validFrom} <= ${to}`,
        sql`${bindingAgreements.validTo} >= ${from}`,
      ),
    );
}

/** Whether the agreement has any bordereau of the kind (draft or submitted) for the month. */
export async function hasBordereau(
  db: Executor,
  agreementId: number,
  kind: BordereauKind,
  month: string,
) {
  const [row] = await db
    .select({ id: bordereaux.id })
    .from(bordereaux)
    .where(
      and(
        eq(bordereaux.bindingAgreementId, agreementId),
        eq(bordereaux.kind, kind),
        eq(bordereaux.month, month),
        ne(bordereaux.status, 'superseded'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The month's current bordereaux of the kind (draft and submitted) of the agreement, for update. */
export function currentOfMonth(
  db: Executor,
  agreementId: number,
  kind: BordereauKind,
  month: string,
) {
  return db
    .select()
    .from(bordereaux)
    .where(
      and(
        eq(bordereaux.bindingAgreementId, agreementId),
        eq(bordereaux.kind, kind),
        eq(bordereaux.month, month),
        inArray(bordereaux.status, ['draft', 'submitted']),
      ),
    )
    .for('update');
}

export async function nextVersion(
  db: Executor,
  agreementId: number,
  kind: BordereauKind,
  month: string,
) {
  const [row] = await db
    .select({ v: max(bordereaux.version) })
    .from(bordereaux)
    .where(
      and(
        eq(bordereaux.bindingAgreementId, agreementId),
        eq(bordereaux.kind, kind),
        eq(bordereaux.month, month),
      ),
    );
  return (row?.v ?? 0) + 1;
}

export async function supersede(db: Executor, id: number) {
  await db.update(bordereaux).set({ status: 'superseded' }).where(eq(bordereaux.id, id));
}

export async function insertBordereau(
  db: Executor,
  values: typeof bordereaux.$inferInsert,
  rows: {
    transactionId?: number;
    claimId?: number;
    values: Record<string, string>;
    errors: unknown[];
  }[],
): Promise<BordereauRecord> {
  const [created] = await db.insert(bordereaux).values(values).returning();
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(bordereauRows).values(
      rows.slice(i, i + 500).map((row, j) => ({
        bordereauId: created!.id,
        position: i + j + 1,
        transactionId: row.transactionId ?? null,
        claimId: row.claimId ?? null,
        values: row.values,
        errors: row.errors,
      })),
    );
  return created!;
}

const summaryColumns = {
  b: bordereaux,
  agreementName: bindingAgreements.name,
  umr: bindingAgreements.uniqueMarketReference,
  coverholder: sql<string>`(select name from companies where id = ${bordereaux.companyId})`,
  insurer: sql<string>`(select name from companies where id = ${bordereaux.insurerCompanyId})`,
  submittedBy: sql<
    string | null
  >`(select name from users where id = ${bordereaux.submittedByUserId})`,
};

/**
 * What a company may read: the agency its own drafts and submitted bordereaux; the managing insurer only
 * the submitted ones it receives. Superseded drafts are history, not listed.
 */
function visibleTo(companyId: number, side: 'agency' | 'insurer') {
  return side === 'agency'
    ? and(eq(bordereaux.companyId, companyId), ne(bordereaux.status, 'superseded'))
    : and(eq(bordereaux.insurerCompanyId, companyId), eq(bordereaux.status, 'submitted'));
}

export function listVisible(db: Executor, companyId: number, side: 'agency' | 'insurer') {
  return db
    .select(summaryColumns)
    .from(bordereaux)
    .innerJoin(bindingAgreements, eq(bindingAgreements.id, bordereaux.bindingAgreementId))
    .where(visibleTo(companyId, side))
    .orderBy(desc(bordereaux.month), bindingAgreements.name, desc(bordereaux.id))
    .limit(500);
}

export async function findVisible(
  db: Executor,
  companyId: number,
  side: 'agency' | 'insurer',
  id: number,
  forUpdate = false,
) {
  const query = db
    .select(summaryColumns)
    .from(bordereaux)
    .innerJoin(bindingAgreements, eq(bindingAgreements.id, bordereaux.bindingAgreementId))
    .where(and(eq(bordereaux.id, id), visibleTo(companyId, side)));
  const [row] = await (forUpdate ? query.for('update', { of: bordereaux }) : query);
  return row;
}
export type BordereauSummaryRow = NonNullable<Awaited<ReturnType<typeof findVisible>>>;

export function rowsOf(db: Executor, bordereauId: number) {
  return db
    .select()
    .from(bordereauRows)
    .where(eq(bordereauRows.bordereauId, bordereauId))
    .orderBy(bordereauRows.position);
}

export async function markSubmitted(db: Executor, id: number, userId: number) {
  await db
    .update(bordereaux)
    .set({ status: 'submitted', submittedAt: new Date(), submittedByUserId: userId })
    .where(eq(bordereaux.id, id));
}

const resultRows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The instants of two local midnights (`YYYY-MM-DD`) in the zone: a reporting month's bounds. */
export async function localMidnights(
  db: Executor,
  from: string,
  to: string,
  timeZone: string,
): Promise<{ from: Date; to: Date }> {
  const [row] = resultRows<{ lo: string | Date; hi: string | Date }>(
    await db.execute(sql`select (${from}::timestamp at time zone ${timeZone}) as lo,
      (${to}::timestamp at time zone ${timeZone}) as hi`),
  );
  return { from: new Date(row!.lo), to: new Date(row!.hi) };
}

/** What a claims row needs of the claim's policy, besides the claims query (decision 227). */
export interface ClaimPolicyRow {
  claim_id: number;
  section: string | null;
  risk_code: string | null;
  insured_country: string | null;
  inception_date: string | null;
  expiry_date: string | null;
  accepted_date: string | null;
  closed_date: string | null;
}

/**
 * For the claims: the section of the policy's main risk, its risk code (as the premium rows choose it),
 * the insured's country, the main risk's inception and expiry (its latest bound transaction), and the days
 * the claim was accepted and closed in the agreement's zone.
 */
export async function claimPolicies(
  db: Executor,
  claimIds: number[],
  timeZone: string,
): Promise<Map<number, ClaimPolicyRow>> {
  if (claimIds.length === 0) return new Map();
  const rows = resultRows<ClaimPolicyRow>(
    await db.execute(sql`
    select c.id as claim_id, s.name as section,
      (select rc.code from section_risk_codes src join risk_codes rc on rc.id = src.risk_code_id
        where src.section_id = s.id
        order by exists (select 1 from product_product_codes ppc
          where ppc.product_id = r.product_id and ppc.product_code_id = any(src.product_code_ids)) desc, rc.code
        limit 1) as risk_code,
      nullif(p.insured->>'country', '') as insured_country,
      t.inception_date::text as inception_date, t.expiry_date::text as expiry_date,
      to_char(c.accepted_at at time zone ${timeZone}, 'YYYY-MM-DD') as accepted_date,
      to_char(c.closed_at at time zone ${timeZone}, 'YYYY-MM-DD') as closed_date
    from claims c
    join risk_packages p on p.id = c.risk_package_id
    join risks r on r.risk_package_id = p.id and r.product_role = 1
    left join agreement_sections s on s.id = r.agreement_section_id
    left join lateral (
      select t2.inception_date, t2.expiry_date from risk_transactions t2
      where t2.risk_id = r.id and t2.status = 7 order by t2.sequence desc limit 1
    ) t on true
    where c.id in (${sql.join(
      claimIds.map((id) => sql`${id}`),
      sql`, `,
    )})`),
  );
  return new Map(rows.map((r) => [Number(r.claim_id), { ...r, claim_id: Number(r.claim_id) }]));
}
