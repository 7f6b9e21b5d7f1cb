import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { productCodes, productProductCodes } from './products.tables.ts';

export type ProductCodeRow = typeof productCodes.$inferSelect;

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of a company's product codes, optionally filtered by code or description. */
export async function listProductCodeRows(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; search?: string },
) {
  const where = and(
    eq(productCodes.companyId, companyId),
    q.search
      ? or(
          ilike(productCodes.code, like(q.search)),
          ilike(productCodes.description, like(q.search)),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(productCodes)
    .where(where)
    .orderBy(asc(sql`lower(${productCodes.code})`), asc(productCodes.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(productCodes).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A product code of the company, or undefined (another company's id finds nothing). */
export async function findProductCode(
  db: Executor,
  companyId: number,
  id: number,
): Promise<ProductCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(productCodes)
    .where(and(eq(productCodes.companyId, companyId), eq(productCodes.id, id)));
  return row;
}

/** A company's code equal to the given one ignoring case. */
export async function findProductCodeByCode(
  db: Executor,
  companyId: number,
  code: string,
): Promise<ProductCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(productCodes)
    .where(
      and(
        eq(productCodes.companyId, companyId),
        sql`lower(${productCodes.code}) = ${code.toLowerCase()}`,
      ),
    );
  return row;
}

/** Which of the ids are product codes of the company. */
export async function existingProductCodeIds(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: productCodes.id })
    .from(productCodes)
    .where(and(eq(productCodes.companyId, companyId), inArray(productCodes.id, ids)));
  return rows.map((r) => r.id);
}

/** Inserts a product code. */
export async function insertProductCode(
  db: Executor,
  values: { companyId: number; code: string; description: string | null },
): Promise<ProductCodeRow> {
  const [row] = await db.insert(productCodes).values(values).returning();
  return row!;
}

/** Updates a product code. */
export async function updateProductCodeRow(
  db: Executor,
  id: number,
  values: { code: string; description: string | null },
): Promise<ProductCodeRow> {
  const [row] = await db
    .update(productCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productCodes.id, id))
    .returning();
  return row!;
}

/** True when a product carries the code. */
export async function productCodeAssigned(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productProductCodes.productId })
    .from(productProductCodes)
    .where(eq(productProductCodes.productCodeId, id))
    .limit(1);
  return row !== undefined;
}

/** Deletes a product code. */
export async function deleteProductCodeRow(db: Executor, id: number): Promise<void> {
  await db.delete(productCodes).where(eq(productCodes.id, id));
}
