import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { partyCondition, statementName } from '../../risks/index.ts';
import { extractorReportDefinitions } from './extractor-definitions.tables.ts';

export type DefinitionRow = typeof extractorReportDefinitions.$inferSelect;

/** The company's saved extractor definitions by name. */
export function findDefinitions(db: Executor, companyId: number) {
  return db
    .select()
    .from(extractorReportDefinitions)
    .where(eq(extractorReportDefinitions.companyId, companyId))
    .orderBy(
      asc(sql`lower(${extractorReportDefinitions.name})`),
      asc(extractorReportDefinitions.id),
    );
}

/** One definition of the company (another company's: none). */
export async function findDefinition(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(extractorReportDefinitions)
    .where(
      and(
        eq(extractorReportDefinitions.id, id),
        eq(extractorReportDefinitions.companyId, companyId),
      ),
    );
  return row;
}

/** The id of the company's definition with this name (case-insensitive), if any. */
export async function definitionIdNamed(db: Executor, companyId: number, name: string) {
  const [row] = await db
    .select({ id: extractorReportDefinitions.id })
    .from(extractorReportDefinitions)
    .where(
      and(
        eq(extractorReportDefinitions.companyId, companyId),
        sql`lower(${extractorReportDefinitions.name}) = lower(${name})`,
      ),
    );
  return row?.id;
}

export async function insertDefinition(
  db: Executor,
  values: typeof extractorReportDefinitions.$inferInsert,
) {
  const [row] = await db.insert(extractorReportDefinitions).values(values).returning();
  return row!;
}

export async function updateDefinition(
  db: Executor,
  id: number,
  set: Pick<DefinitionRow, 'name' | 'definition'>,
) {
  const [row] = await db
    .update(extractorReportDefinitions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(extractorReportDefinitions.id, id))
    .returning();
  return row!;
}

export async function deleteDefinition(db: Executor, id: number) {
  await db.delete(extractorReportDefinitions).where(eq(extractorReportDefinitions.id, id));
}

export interface ExtractorVersionRow {
  id: number;
  product: string;
  version_number: number;
  form_schema: unknown;
}

/**
 * The product versions with at least one bound transaction the company may see (the risks list's party
 * condition): the versions whose answers an extract of this company can hold. `versionId` narrows to one.
 */
export async function versionsWithBoundPolicies(
  database: Database,
  companyType: number,
  companyId: number,
  versionId?: number,
): Promise<ExtractorVersionRow[]> {
  const text = `select v.id, pr.name as product, v.version_number, v.form_schema
from product_versions v join products pr on pr.id = v.product_id
where ${versionId ? 'v.id = $2 and ' : ''}exists (
  select 1 from risks r join risk_transactions t on t.risk_id = r.id
  where r.product_version_id = v.id and t.status = 7 and ${partyCondition(companyType, 't', '$1')}
)
order by pr.name, v.version_number desc`;
  return database.queryRows<ExtractorVersionRow>(
    statementName('extractor_versions', text),
    text,
    versionId ? [companyId, versionId] : [companyId],
  );
}
