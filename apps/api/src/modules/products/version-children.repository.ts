import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  productDatasets,
  productRules,
  productTestCases,
  propertyFormulas,
  underwritingFormulas,
} from './products.tables.ts';

/** Everything a version owns besides its settings; copied with the version, deleted with it. */
export const childTables = {
  propertyFormula: propertyFormulas,
  underwritingFormula: underwritingFormulas,
  rule: productRules,
  dataset: productDatasets,
  testCase: productTestCases,
} as const;
export type ChildKind = keyof typeof childTables;
export type ChildRow<K extends ChildKind> = (typeof childTables)[K]['$inferSelect'];
export type ChildInsert<K extends ChildKind> = (typeof childTables)[K]['$inferInsert'];

// Every child table has id, company_id and version_id. The queries below are built on one of them and
// typed back per kind: Drizzle cannot build a query over a union of tables.
const tableOf = (kind: ChildKind) => childTables[kind] as unknown as typeof productTestCases;
const sortedKinds: readonly ChildKind[] = ['propertyFormula', 'underwritingFormula', 'rule'];

/** A version's children of one kind in display order. */
export async function listChildren<K extends ChildKind>(
  db: Executor,
  kind: K,
  versionId: number,
): Promise<ChildRow<K>[]> {
  const t = tableOf(kind);
  const order = sortedKinds.includes(kind) ? [asc(sql`sort_order`), asc(t.id)] : [asc(t.id)];
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.versionId, versionId))
    .orderBy(...order);
  return rows as unknown as ChildRow<K>[];
}

/** One child of a version of the company, or undefined. */
export async function findChild<K extends ChildKind>(
  db: Executor,
  kind: K,
  companyId: number,
  versionId: number,
  id: number,
): Promise<ChildRow<K> | undefined> {
  const t = tableOf(kind);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.versionId, versionId), eq(t.id, id)));
  return row as unknown as ChildRow<K> | undefined;
}

/** Inserts a child. */
export async function insertChild<K extends ChildKind>(
  db: Executor,
  kind: K,
  values: ChildInsert<K>,
): Promise<ChildRow<K>> {
  const t = tableOf(kind);
  const [row] = await db
    .insert(t)
    .values(values as typeof productTestCases.$inferInsert)
    .returning();
  return row as unknown as ChildRow<K>;
}

/** Updates a child's columns. */
export async function updateChild<K extends ChildKind>(
  db: Executor,
  kind: K,
  id: number,
  values: Partial<ChildInsert<K>>,
): Promise<ChildRow<K>> {
  const t = tableOf(kind);
  const [row] = await db
    .update(t)
    .set(values as Partial<typeof productTestCases.$inferInsert>)
    .where(eq(t.id, id))
    .returning();
  return row as unknown as ChildRow<K>;
}

/** Deletes a child. */
export async function deleteChild(db: Executor, kind: ChildKind, id: number): Promise<void> {
  const t = tableOf(kind);
  await db.delete(t).where(eq(t.id, id));
}

/** Copies every child of one version to another (a new version starts as an exact copy). */
export async function copyChildren(
  db: Executor,
  fromVersionId: number,
  toVersionId: number,
): Promise<Record<ChildKind, number>> {
  const counts = {} as Record<ChildKind, number>;
  for (const kind of Object.keys(childTables) as ChildKind[]) {
    const rows = await listChildren(db, kind, fromVersionId);
    counts[kind] = rows.length;
    if (!rows.length) continue;
    const copies = rows.map(({ id: _id, ...rest }) => ({ ...rest, versionId: toVersionId }));
    // Chunked: a multi-row insert binds rows × columns parameters (STACK-NOTES: 65,535 at most).
    for (let i = 0; i < copies.length; i += 500) {
      await db
        .insert(tableOf(kind))
        .values(copies.slice(i, i + 500) as (typeof productTestCases.$inferInsert)[]);
    }
  }
  return counts;
}
