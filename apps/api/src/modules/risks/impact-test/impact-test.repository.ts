import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { impactTests } from './impact-test.tables.ts';

export type ImpactTestRow = typeof impactTests.$inferSelect;

/** Records an impact test (its job follows). */
export async function insertImpactTest(
  db: Executor,
  values: Omit<typeof impactTests.$inferInsert, 'id' | 'createdAt'>,
): Promise<ImpactTestRow> {
  const [row] = await db.insert(impactTests).values(values).returning();
  return row!;
}

export async function setImpactTestJob(db: Executor, id: number, jobRunId: number) {
  await db.update(impactTests).set({ jobRunId }).where(eq(impactTests.id, id));
}

export async function setImpactTestSummary(db: Executor, id: number, summary: unknown) {
  await db.update(impactTests).set({ summary }).where(eq(impactTests.id, id));
}

export async function findImpactTest(db: Executor, id: number) {
  const [row] = await db.select().from(impactTests).where(eq(impactTests.id, id));
  return row;
}

/** A version's impact tests, newest first (the company's own: the version is checked before). */
export async function listImpactTests(db: Executor, companyId: number, versionId: number) {
  return db
    .select()
    .from(impactTests)
    .where(and(eq(impactTests.companyId, companyId), eq(impactTests.versionId, versionId)))
    .orderBy(desc(impactTests.id))
    .limit(50);
}

/** What the impact test reads of one bound transaction of the live version. */
export interface ImpactSourceRow {
  id: number;
  risk_package_id: number;
  risk_id: number;
  type: number;
  reference: string;
  insured_name: string;
  state: string | null;
  class_name: string | null;
  broker: string;
  limit_of_indemnity: string | null;
  proposal: Record<string, unknown>;
  overrides: Record<string, string>;
  inception_date: string;
  expiry_date: string;
  effective_date: string;
  rated_date: string;
  broker_commission_percent: string | null;
  calculated_premium: string | null;
  total_premium: string | null;
  decision: string | null;
}

/**
 * The underwriting company's policies bound in [from, to] (calendar days in `timeZone`) on risks pinned
 * to `versionId`, oldest first, in batches of `batch` by id (keyset). A policy is its new business or
 * renewal transaction (type 1 or 4): an amendment or a cancellation of it is not another policy.
 */
export async function* boundOnVersion(
  database: Database,
  q: { companyId: number; versionId: number; from: string; to: string; timeZone: string },
  batch = 1000,
): AsyncGenerator<ImpactSourceRow[]> {
  let after = 0;
  for (;;) {
    const rows = await database.queryRows<ImpactSourceRow>(
      'impact_test_policies',
      `select t.id, t.risk_package_id, t.risk_id, t.type, p.reference, p.insured_name,
  nullif(p.insured->>'state', '') as state, s.name as class_name, b.name as broker,
  t.limit_of_indemnity::text as limit_of_indemnity, t.proposal, t.overrides,
  t.inception_date::text as inception_date, t.expiry_date::text as expiry_date,
  t.effective_date::text as effective_date,
  to_char(coalesce(t.rated_at, t.updated_at) at time zone $5, 'YYYY-MM-DD') as rated_date,
  t.broker_commission_percent::text as broker_commission_percent,
  t.calculated_premium::text as calculated_premium, t.total_premium::text as total_premium,
  t.rating->>'decision' as decision
from risk_transactions t
join risks r on r.id = t.risk_id
join risk_packages p on p.id = t.risk_package_id
join companies b on b.id = t.broker_company_id
left join agreement_sections s on s.id = r.agreement_section_id
where t.underwriter_company_id = $1 and r.product_version_id = $2 and t.status = 7
  and t.type in (1, 4)
  and t.rating is not null and t.id > $6
  and t.bound_at >= ($3::date::timestamp at time zone $5)
  and t.bound_at < (($4::date + 1)::timestamp at time zone $5)
order by t.id
limit $7`,
      [q.companyId, q.versionId, q.from, q.to, q.timeZone, after, batch],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}

/** How many policies the test will re-rate (the job's total). */
export async function countBoundOnVersion(
  database: Database,
  q: { companyId: number; versionId: number; from: string; to: string; timeZone: string },
): Promise<number> {
  const [row] = await database.queryRows<{ n: string }>(
    'impact_test_count',
    `select count(*)::text as n from risk_transactions t join risks r on r.id = t.risk_id
where t.underwriter_company_id = $1 and r.product_version_id = $2 and t.status = 7
  and t.type in (1, 4)
  and t.rating is not null
  and t.bound_at >= ($3::date::timestamp at time zone $5)
  and t.bound_at < (($4::date + 1)::timestamp at time zone $5)`,
    [q.companyId, q.versionId, q.from, q.to, q.timeZone],
  );
  return Number(row?.n ?? 0);
}
