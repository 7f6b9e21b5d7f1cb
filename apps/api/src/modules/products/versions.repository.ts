import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { productVersions } from './products.tables.ts';

export type VersionRow = typeof productVersions.$inferSelect;
export type VersionValues = Omit<
  typeof productVersions.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** The versions of the given products, oldest first. */
export async function listVersionRows(db: Executor, productIds: number[]): Promise<VersionRow[]> {
  if (!productIds.length) return [];
  return db
    .select()
    .from(productVersions)
    .where(inArray(productVersions.productId, productIds))
    .orderBy(asc(productVersions.productId), asc(productVersions.versionNumber));
}

/** A version of a company's product, or undefined; `lock` takes a row lock for a state change. */
export async function findVersion(
  db: Executor,
  companyId: number,
  productId: number,
  versionId: number,
  lock = false,
): Promise<VersionRow | undefined> {
  const query = db
    .select()
    .from(productVersions)
    .where(
      and(
        eq(productVersions.companyId, companyId),
        eq(productVersions.productId, productId),
        eq(productVersions.id, versionId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A version by id alone, locked (for the risks capability, which holds only the id). */
export async function findVersionById(
  db: Executor,
  versionId: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(productVersions)
    .where(eq(productVersions.id, versionId))
    .for('update');
  return row;
}

/** The company owning a version (its company datasets join the version's own for rating). */
export async function findVersionCompanyId(
  db: Executor,
  versionId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: productVersions.companyId })
    .from(productVersions)
    .where(eq(productVersions.id, versionId));
  return row?.companyId;
}

/** The next version number of a product (callers hold the product's row lock). */
export async function nextVersionNumber(db: Executor, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(productVersions.versionNumber) })
    .from(productVersions)
    .where(eq(productVersions.productId, productId));
  return (row?.n ?? 0) + 1;
}

/** Inserts a version. */
export async function insertVersion(db: Executor, values: VersionValues): Promise<VersionRow> {
  const [row] = await db.insert(productVersions).values(values).returning();
  return row!;
}

/** Updates a version's columns. */
export async function updateVersionRow(
  db: Executor,
  id: number,
  values: Partial<VersionValues>,
): Promise<VersionRow> {
  const [row] = await db
    .update(productVersions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productVersions.id, id))
    .returning();
  return row!;
}

/** Deletes a version; its formulas, rules, datasets, cases and runs go with it. */
export async function deleteVersionRow(db: Executor, id: number): Promise<void> {
  await db.delete(productVersions).where(eq(productVersions.id, id));
}

/** A company's live and locked versions: the ones a company dataset change could break (decision 061). */
export async function publishedVersionRows(db: Executor, companyId: number) {
  return db
    .select()
    .from(productVersions)
    .where(
      and(
        eq(productVersions.companyId, companyId),
        inArray(productVersions.status, ['live', 'locked']),
      ),
    )
    .orderBy(asc(productVersions.id));
}
