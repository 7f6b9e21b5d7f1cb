import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { companyDatasets } from './datasets.tables.ts';

export type CompanyDatasetRow = typeof companyDatasets.$inferSelect;
export interface CompanyDatasetValues {
  name: string;
  columns: string[];
  rows: (string | number | null)[][];
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of a company's datasets by name (no rows), optionally filtered by name. */
export async function listCompanyDatasetRows(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; search?: string },
) {
  const where = and(
    eq(companyDatasets.companyId, companyId),
    q.search ? ilike(companyDatasets.name, like(q.search)) : undefined,
  );
  const rows = await db
    .select()
    .from(companyDatasets)
    .where(where)
    .orderBy(asc(companyDatasets.name), asc(companyDatasets.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(companyDatasets).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Every dataset of a company, oldest first (what rating reads). */
export async function allCompanyDatasetRows(
  db: Executor,
  companyId: number,
): Promise<CompanyDatasetRow[]> {
  return db
    .select()
    .from(companyDatasets)
    .where(eq(companyDatasets.companyId, companyId))
    .orderBy(asc(companyDatasets.id));
}

/** A dataset of the company, or undefined (another company's id finds nothing). */
export async function findCompanyDataset(
  db: Executor,
  companyId: number,
  id: number,
): Promise<CompanyDatasetRow | undefined> {
  const [row] = await db
    .select()
    .from(companyDatasets)
    .where(and(eq(companyDatasets.companyId, companyId), eq(companyDatasets.id, id)));
  return row;
}

/** A dataset of the company by its exact name. */
export async function findCompanyDatasetByName(
  db: Executor,
  companyId: number,
  name: string,
): Promise<CompanyDatasetRow | undefined> {
  const [row] = await db
    .select()
    .from(companyDatasets)
    .where(and(eq(companyDatasets.companyId, companyId), eq(companyDatasets.name, name)));
  return row;
}

/** Inserts a dataset. */
export async function insertCompanyDataset(
  db: Executor,
  companyId: number,
  values: CompanyDatasetValues,
): Promise<CompanyDatasetRow> {
  const [row] = await db
    .insert(companyDatasets)
    .values({ companyId, ...values })
    .returning();
  return row!;
}

/** Replaces a dataset's name, columns and rows. */
export async function updateCompanyDatasetRow(
  db: Executor,
  id: number,
  values: CompanyDatasetValues,
): Promise<CompanyDatasetRow> {
  const [row] = await db
    .update(companyDatasets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companyDatasets.id, id))
    .returning();
  return row!;
}

/** Deletes a dataset. */
export async function deleteCompanyDatasetRow(db: Executor, id: number): Promise<void> {
  await db.delete(companyDatasets).where(eq(companyDatasets.id, id));
}
