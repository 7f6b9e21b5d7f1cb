import { createHash } from 'node:crypto';
import { CompanyType, type RiskListQuery } from '@turbine/domain';
import type { Database } from '../../../platform/db/client.ts';
import { hookedConditions } from './risk-list-hooks.ts';

/**
 * The risks list (decision 092) as two raw statements — the page and its count — because it is a hot
 * read with a DESIGN §10 budget: on PostgreSQL each distinct statement shape is a named prepared
 * statement, parsed and planned once per connection.
 */

/**
 * The package column that names the acting company. A company takes part in a package in the role of its
 * type (a brokerage as its broker, the agency that owns the product package as its underwriting company,
 * the agreement's managing insurer as its insurer), so one column suffices and each has its
 * (company, updated_at, id) index; a company of another type falls back to all three.
 */
export function partyCondition(companyType: number, alias: string, param: string): string {
  if (companyType === CompanyType.Broker) return `${alias}.broker_company_id = ${param}`;
  if (companyType === CompanyType.Underwriter) return `${alias}.underwriter_company_id = ${param}`;
  if (companyType === CompanyType.Insurer) return `${alias}.insurer_company_id = ${param}`;
  // A client company lists the policies it is the insured of (issue 19 item 3).
  if (companyType === CompanyType.Client) return `${alias}.insured_company_id = ${param}`;
  return `(${alias}.broker_company_id = ${param} or ${alias}.underwriter_company_id = ${param} or ${alias}.insurer_company_id = ${param})`;
}

/** A statement name derived from its text, so one name never stands for two texts on a connection. */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The package total the list shows (issue 19 item 5): each risk's current transaction, main + add-ons, summed
 * in numeric. It is both the premium sort key and the shown column, so the two cannot disagree.
 */
const packageTotalOf = (alias: string) => `(select sum(ct.total_premium) from risks r
  cross join lateral (
    select t.total_premium from risk_transactions t
    where t.risk_id = r.id
    order by t.sequence desc limit 1
  ) ct
  where r.risk_package_id = ${alias}.id)`;

const sortKeys: Record<RiskListQuery['sort'], string> = {
  updatedAt: 'p.updated_at',
  reference: 'lower(p.reference)',
  insuredName: 'lower(p.insured_name)',
  inceptionDate: 'p.inception_date',
  // The premium column shows the package total, so it sorts by it (not by the main risk's cached premium).
  // No index can hold a sum over other tables: the company's packages are summed and sorted (decision 115).
  totalPremium: packageTotalOf('p'),
  status: 'p.status',
};

export interface RiskListRecord {
  id: number;
  reference: string;
  insured_name: string;
  broker_company_id: number;
  broker_name: string;
  underwriter_company_id: number;
  underwriter_name: string;
  product_package_id: number;
  package_name: string;
  status: number;
  transaction_type: number;
  underwriting_status_id: number | null;
  underwriting_status_name: string | null;
  underwriting_status_colour: string | null;
  assigned_underwriter_id: number | null;
  assigned_underwriter_name: string | null;
  referred_to_team: boolean;
  inception_date: string;
  expiry_date: string;
  total_premium: string | null;
  package_total_premium: string | null;
  add_ons_premium: string | null;
  currency: string;
  bound_at: number | null;
  updated_at: number;
  /** The acting company sees this package as its broker (not also as its underwriting company). */
  viewer_is_broker: boolean;
  /** The main risk's product version hides the assigned underwriter from brokers (null: no main risk). */
  hide_underwriter: boolean | null;
}

export interface RiskListFilter {
  companyId: number;
  companyType: number;
  userId: number;
  query: RiskListQuery;
}

/** The WHERE clause and its values shared by the page and the count. */
function whereOf(f: RiskListFilter): { text: string; values: unknown[] } {
  const values: unknown[] = [f.companyId];
  const param = (v: unknown) => `$${values.push(v)}`;
  const q = f.query;
  const parts = [partyCondition(f.companyType, 'p', '$1')];
  if (q.search) {
    const pattern = param(containsPattern(q.search));
    parts.push(`(p.reference ilike ${pattern} or p.insured_name ilike ${pattern})`);
  }
  if (q.status) parts.push(`p.status = any(${param(`{${q.status}}`)}::int[])`);
  if (q.transactionType !== undefined)
    parts.push(`p.transaction_type = ${param(q.transactionType)}`);
  if (q.underwritingStatusId !== undefined) {
    // Custom underwriting statuses are the underwriting company's workflow: a broker cannot filter by them.
    parts.push(
      `p.underwriting_status_id = ${param(q.underwritingStatusId)} and not (p.broker_company_id = $1 and p.underwriter_company_id <> $1)`,
    );
  }
  if (q.assignedUnderwriterId !== undefined) {
    parts.push(`p.assigned_underwriter_id = ${param(q.assignedUnderwriterId)}`);
    // A broker must not learn through the filter whom the product hides from it (§6).
    if (f.companyType !== CompanyType.Underwriter && f.companyType !== CompanyType.Insurer) {
      parts.push(
        `(p.broker_company_id <> $1 or p.underwriter_company_id = $1 or exists (select 1 from risks r join product_versions pv on pv.id = r.product_version_id where r.risk_package_id = p.id and r.product_role = 1 and not pv.hide_assigned_underwriter_from_brokers))`,
      );
    }
  }
  if (q.brokerCompanyId !== undefined)
    parts.push(`p.broker_company_id = ${param(q.brokerCompanyId)}`);
  if (q.productPackageId !== undefined)
    parts.push(`p.product_package_id = ${param(q.productPackageId)}`);
  if (q.mine === 'true') {
    const user = param(f.userId);
    // §4 referral "to the team": every underwriter of the package's underwriting company counts it as theirs.
    parts.push(
      `(p.assigned_underwriter_id = ${user} or exists (select 1 from risk_package_assignments a where a.risk_package_id = p.id and a.user_id = ${user}) or (p.referred_to_team and p.underwriter_company_id = $1))`,
    );
  }
  parts.push(...hookedConditions(q));
  return { text: parts.join(' and '), values };
}

/** One page of the company's risk packages, sorted with `id` as the tie-breaker, and the total (counted only when the page is full or past the end). */
export async function listRiskPackageRows(
  database: Database,
  f: RiskListFilter,
): Promise<{ rows: RiskListRecord[]; total: number }> {
  const where = whereOf(f);
  const dir = f.query.direction === 'asc' ? 'asc' : 'desc';
  const limit = `$${where.values.length + 1}`;
  const offset = `$${where.values.length + 2}`;
  const pageText = `with page as (
  select p.*, ${sortKeys[f.query.sort]} as sort_key from risk_packages p where ${where.text}
  order by sort_key ${dir}, p.id ${dir} limit ${limit} offset ${offset}
)
select pg.id, pg.reference, pg.insured_name, pg.broker_company_id, bc.name as broker_name,
  pg.underwriter_company_id, uc.name as underwriter_name, pg.product_package_id, pp.name as package_name,
  pg.status, pg.transaction_type, us.id as underwriting_status_id, us.name as underwriting_status_name,
  us.colour as underwriting_status_colour, au.id as assigned_underwriter_id, au.name as assigned_underwriter_name,
  pg.referred_to_team, pg.inception_date::text as inception_date, pg.expiry_date::text as expiry_date,
  pg.total_premium::text as total_premium, pt.package_total::text as package_total_premium,
  pt.add_ons::text as add_ons_premium, pg.currency,
  extract(epoch from pg.bound_at)::float8 as bound_at, extract(epoch from pg.updated_at)::float8 as updated_at,
  (pg.broker_company_id = $1 and pg.underwriter_company_id <> $1) as viewer_is_broker,
  mv.hide as hide_underwriter
from page pg
join companies bc on bc.id = pg.broker_company_id
join companies uc on uc.id = pg.underwriter_company_id
join product_packages pp on pp.id = pg.product_package_id
left join underwriting_statuses us on us.id = pg.underwriting_status_id
left join users au on au.id = pg.assigned_underwriter_id
left join lateral (
  select pv.hide_assigned_underwriter_from_brokers as hide from risks r
  join product_versions pv on pv.id = r.product_version_id
  where r.risk_package_id = pg.id and r.product_role = 1 order by r.id limit 1
) mv on true
left join lateral (
  select sum(ct.total_premium) as package_total,
    sum(ct.total_premium) filter (where r.product_role = 2) as add_ons
  from risks r
  cross join lateral (
    select t.total_premium from risk_transactions t
    where t.risk_id = r.id
    order by t.sequence desc limit 1
  ) ct
  where r.risk_package_id = pg.id
) pt on true
order by pg.sort_key ${dir}, pg.id ${dir}`;
  const countText = `select count(*)::int as total from risk_packages p where ${where.text}`;
  const { perPage, page } = f.query;
  const offset0 = (page - 1) * perPage;
  const rows = await database.queryRows<RiskListRecord>(
    statementName('risk_list', pageText),
    pageText,
    [...where.values, perPage, offset0],
  );
  // A page that is not full is the last one: the total is known without counting (small lists, last pages).
  if ((rows.length > 0 && rows.length < perPage) || (rows.length === 0 && page === 1))
    return { rows, total: offset0 + rows.length };
  const counted = await database.queryRows<{ total: number }>(
    statementName('risk_count', countText),
    countText,
    where.values,
  );
  return { rows, total: counted[0]?.total ?? 0 };
}
