import { createHash } from 'node:crypto';
import type { RiskListQuery } from '@turbine/domain';
import type { Database } from '../../../platform/db/client.ts';
import { whereOf, type RiskListFilter } from './risk-list.where.ts';

export { containsPattern, partyCondition, type RiskListFilter } from './risk-list.where.ts';

/**
 * The risks list (decision 092) as two raw statements — the page and its count — because it is a hot
 * read with a DESIGN §10 budget: on PostgreSQL each distinct statement shape is a named prepared
 * statement, parsed and planned once per connection.
 */

/** A statement name derived from its text, so one name never stands for two texts on a connection. */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

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
  imported_at: number | null;
  updated_at: number;
  /** The acting company sees this package as its broker (not also as its underwriting company). */
  viewer_is_broker: boolean;
  /** The main risk's product version hides the assigned underwriter from brokers (null: no main risk). */
  hide_underwriter: boolean | null;
}

/** Counted exactly up to this many packages; above it the total is the planner's estimate (decision 134). */
export const exactCountCap = 1_000;

export interface RiskListPage {
  rows: RiskListRecord[];
  total: number;
  /** The total is the planner's estimate ("about"), the list being longer than `exactCountCap`. */
  estimated: boolean;
}

/**
 * One page of the company's risk packages, sorted with `id` as the tie-breaker, and its total, in one
 * statement: the page (a CTE of `perPage` rows read in the sort's index order, then joined) carries a count
 * of the matching packages capped at `exactCountCap` + 1, which reads at most that many index entries: it
 * walks the party's (company, updated_at, id) index (the order asks for it; without it the planner may
 * prefer a sequential scan that stops after the cap — cheap on average, but not when the company's rows
 * sit at the table's far end).
 * Only a list longer than the cap costs a second statement, the planner's row estimate (no execution).
 */
export async function listRiskPackageRows(
  database: Database,
  f: RiskListFilter,
): Promise<RiskListPage> {
  const where = whereOf(f);
  const dir = f.query.direction === 'asc' ? 'asc' : 'desc';
  const n = where.values.length;
  const [limit, offset, cap] = [`$${n + 1}`, `$${n + 2}`, `$${n + 3}`];
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
  extract(epoch from pg.imported_at)::float8 as imported_at,
  (pg.broker_company_id = $1 and pg.underwriter_company_id <> $1) as viewer_is_broker,
  mv.hide as hide_underwriter,
  (select count(*)::int from (select 1 from risk_packages p where ${where.text} order by p.updated_at, p.id limit ${cap}) capped) as capped_total
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
  const { perPage, page } = f.query;
  const offset0 = (page - 1) * perPage;
  const rows = await database.queryRows<RiskListRecord & { capped_total: number }>(
    statementName('risk_list', pageText),
    pageText,
    [...where.values, perPage, offset0, exactCountCap + 1],
  );
  const counted = rows[0]?.capped_total ?? (page === 1 ? 0 : await cappedCount(database, where));
  for (const row of rows) delete (row as { capped_total?: number }).capped_total;
  if (counted <= exactCountCap) return { rows, total: counted, estimated: false };
  // Longer than the cap: about as many as the planner expects, and never fewer than the rows seen.
  const estimate = await plannedRows(database, where);
  const seen = offset0 + rows.length + (rows.length === perPage ? 1 : 0);
  return { rows, total: Math.max(estimate, exactCountCap + 1, seen), estimated: true };
}

/** The capped count alone, for a page past the end (no row to carry it). */
async function cappedCount(database: Database, where: { text: string; values: unknown[] }) {
  const text = `select count(*)::int as total from (select 1 from risk_packages p where ${where.text} order by p.updated_at, p.id limit $${where.values.length + 1}) capped`;
  const [row] = await database.queryRows<{ total: number }>(
    statementName('risk_count', text),
    text,
    [...where.values, exactCountCap + 1],
  );
  return row?.total ?? 0;
}

/** The planner's estimate of the matching packages: `EXPLAIN` plans the count's scan without running it. */
async function plannedRows(database: Database, where: { text: string; values: unknown[] }) {
  const text = `explain (format json) select 1 from risk_packages p where ${where.text}`;
  const [row] = await database.queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    statementName('risk_estimate', text),
    text,
    where.values,
  );
  return Math.round(row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}
