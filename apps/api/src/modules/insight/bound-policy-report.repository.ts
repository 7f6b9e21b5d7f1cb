import type { Database } from '../../platform/db/client.ts';
import type { ReportRecord } from './bound-policy-report.format.ts';
import { partyCondition, statementName } from '../risks/index.ts';

/** Rows per batch: one batch is what the report holds in memory at a time (DESIGN §10 "memory flat"). */
export const REPORT_BATCH = 1000;

export interface ReportRange {
  companyId: number;
  companyType: number;
  /** Inclusive start and exclusive end of the range of bound_at. */
  from: Date;
  toExclusive: Date;
  /** The extractor report's filters (decision 189); empty or absent: every one. */
  transactionTypes?: number[];
  productIds?: number[];
  brokerageIds?: number[];
  /** Extractor extras (decision 208): the endorsements' names, and the proposal of this version's risks. */
  endorsements?: boolean;
  answersOfVersionId?: number | null;
}

/** The extractor's extra columns: read only when asked, so the bound-policy report's statement is unchanged. */
function extras(range: ReportRange, versionParam: string | null): string {
  let out = '';
  if (range.endorsements)
    out += `,
  (select string_agg(e.name, '; ' order by re.id) from risk_endorsements re
    join endorsements e on e.id = re.endorsement_id where re.risk_transaction_id = t.id) as endorsements`;
  if (versionParam)
    out += `,
  case when r.product_version_id = ${versionParam}::int then t.proposal end as proposal`;
  return out;
}

/**
 * Each row also carries its package's premium as bound at the row's bound time (issue 19 item 5): the row's
 * own transaction for its risk, and for each other risk of the package its latest transaction bound at or
 * before then (walking the (risk, sequence) index back), summed in numeric (main + add-ons) with each part —
 * the risks list's sum, over bound transactions. A package bound in one action binds all its risks at one
 * instant, so its main and add-on rows show the same package total.
 */
const select = (
  where: string,
  limit = '',
  extra = '',
) => `select t.id as transaction_id, t.bound_at::text as bound_key, p.reference, t.type, pr.name as product,
  r.product_role, p.insured_name as insured, bc.name as broker, uc.name as underwriter, ic.name as insurer,
  to_char(t.bound_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as bound_at,
  t.effective_date::text as effective_date, t.inception_date::text as inception_date, t.expiry_date::text as expiry_date,
  upper(p.currency) as currency, t.base_premium::text as base_premium, t.gross_premium::text as gross_premium,
  t.net_premium::text as net_premium, t.total_premium::text as total_premium, t.premium_change::text as premium_change,
  pk.package_total::text as package_total_premium, pk.main::text as main_premium, pk.add_ons::text as add_ons_premium,
  t.administration_fee::text as administration_fee, t.broker_commission::text as broker_commission,
  t.limit_of_indemnity::text as limit_of_indemnity, t.deductible::text as deductible, t.reason_for_cancellation${extra}
from risk_transactions t
join risks r on r.id = t.risk_id
join products pr on pr.id = r.product_id
join risk_packages p on p.id = t.risk_package_id
join companies bc on bc.id = t.broker_company_id
join companies uc on uc.id = t.underwriter_company_id
left join companies ic on ic.id = t.insurer_company_id
left join lateral (
  select sum(x.total_premium) as package_total,
    sum(x.total_premium) filter (where x.product_role = 1) as main,
    sum(x.total_premium) filter (where x.product_role = 2) as add_ons
  from (
    select r.product_role, t.total_premium
    union all
    select pr2.product_role, bt.total_premium from risks pr2
    cross join lateral (
      select t2.total_premium from risk_transactions t2
      where t2.risk_id = pr2.id and t2.bound_at <= t.bound_at
      order by t2.sequence desc limit 1
    ) bt
    where pr2.risk_package_id = t.risk_package_id and pr2.id <> t.risk_id
  ) x
) pk on true
where ${where}
order by t.bound_at, t.id${limit}`;

/** The range's condition; its values are `rangeValues(range)`: $1–$3, then one array per filter asked. */
function rangeWhere(range: ReportRange): string {
  let n = 3;
  const next = () => (n += 1);
  const parts = [
    `${partyCondition(range.companyType, 't', '$1')} and t.bound_at >= $2::timestamptz and t.bound_at < $3::timestamptz`,
  ];
  if (range.transactionTypes?.length) parts.push(`t.type = any($${next()}::int[])`);
  if (range.productIds?.length)
    parts.push(
      `exists (select 1 from risks fr where fr.id = t.risk_id and fr.product_id = any($${next()}::int[]))`,
    );
  if (range.brokerageIds?.length) parts.push(`t.broker_company_id = any($${next()}::int[])`);
  return parts.join(' and ');
}

function rangeValues(range: ReportRange): unknown[] {
  const values: unknown[] = [
    range.companyId,
    range.from.toISOString(),
    range.toExclusive.toISOString(),
  ];
  for (const f of [range.transactionTypes, range.productIds, range.brokerageIds])
    if (f?.length) values.push(f);
  return values;
}

/** The statement's values and its extra columns (the version, when asked, is the last value). */
function selectParts(range: ReportRange): { values: unknown[]; extra: string } {
  const values = rangeValues(range);
  if (!range.answersOfVersionId) return { values, extra: extras(range, null) };
  values.push(range.answersOfVersionId);
  return { values, extra: extras(range, `$${values.length}`) };
}

/**
 * The company's transactions bound in the range, oldest first, in batches. On PostgreSQL one server-side
 * cursor in a read-only transaction: one snapshot for the whole file, and only one batch in memory. PGlite
 * has one connection that the rest of the app shares, so there each batch is its own keyset query.
 */
export async function* boundTransactionBatches(
  database: Database,
  range: ReportRange,
): AsyncGenerator<ReportRecord[]> {
  const { values, extra } = selectParts(range);
  if (database.pool) {
    const client = await database.pool.connect();
    let open = false;
    let failure: Error | undefined;
    try {
      await client.query('begin isolation level repeatable read read only');
      open = true;
      await client.query({
        text: `declare bound_policy_report no scroll cursor for ${select(rangeWhere(range), '', extra)}`,
        values,
      });
      for (;;) {
        const { rows } = await client.query<ReportRecord>(
          `fetch ${REPORT_BATCH} from bound_policy_report`,
        );
        if (rows.length) yield rows;
        if (rows.length < REPORT_BATCH) break;
      }
      await client.query('commit');
      open = false;
    } finally {
      // Also reached when the download is abandoned half-way (the consumer stops iterating).
      if (open) await client.query('rollback').catch((error: Error) => (failure = error));
      client.release(failure);
    }
    return;
  }
  const [k1, k2] = [values.length + 1, values.length + 2];
  const text = select(
    `${rangeWhere(range)} and t.bound_at >= $${k1}::timestamptz and (t.bound_at > $${k1}::timestamptz or t.id > $${k2})`,
    ` limit ${REPORT_BATCH}`,
    extra,
  );
  let after: [string, number] = [range.from.toISOString(), 0];
  for (;;) {
    const rows = await database.queryRows<ReportRecord>(
      statementName('bound_policy_report_batch', text),
      text,
      [...values, ...after],
    );
    if (rows.length) yield rows;
    if (rows.length < REPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = [last.bound_key, last.transaction_id];
  }
}

const countText = (range: ReportRange) =>
  `select count(*) as n from risk_transactions t where ${rangeWhere(range)}`;

/** How many transactions the range holds: the total a background export reports progress against. */
export async function countBoundTransactions(
  database: Database,
  range: ReportRange,
): Promise<number> {
  const [row] = await database.queryRows<{ n: string | number }>(
    // The condition depends on the company type and the filters: one statement name per text.
    statementName('bound_policy_report_count', countText(range)),
    countText(range),
    rangeValues(range),
  );
  return Number(row?.n ?? 0);
}
