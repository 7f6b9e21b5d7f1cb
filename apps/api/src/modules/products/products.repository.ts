import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import {
  productPackageAddOns,
  productPackages,
  productProductCodes,
  products,
  productVersions,
} from './products.tables.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A page of a company's products, optionally searched by name. */
export async function listProductRows(
  db: Executor,
  companyId: number,
  q: { page: number; perPage: number; search?: string },
) {
  const where = and(
    eq(products.companyId, companyId),
    q.search
      ? ilike(products.name, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
  );
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A product of the company, or undefined; `lock` takes a row lock for version numbering and deletion. */
export async function findProduct(
  db: Executor,
  companyId: number,
  id: number,
  lock = false,
): Promise<ProductRow | undefined> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A company's product with the given name ignoring case. */
export async function findProductByName(
  db: Executor,
  companyId: number,
  name: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(eq(products.companyId, companyId), sql`lower(${products.name}) = ${name.toLowerCase()}`),
    );
  return row;
}

/** Products of the company among the ids. */
export async function findProductsByIds(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<ProductRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
}

/** Inserts a product with its product codes. */
export async function insertProduct(
  db: Executor,
  values: ProductValues,
  codeIds: number[],
): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  await setProductCodes(db, row!.id, codeIds);
  return row!;
}

/** Updates a product and replaces its product codes. */
export async function updateProductRow(
  db: Executor,
  id: number,
  values: Partial<ProductValues>,
  codeIds: number[],
): Promise<ProductRow> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  await setProductCodes(db, id, codeIds);
  return row!;
}

async function setProductCodes(db: Executor, productId: number, codeIds: number[]): Promise<void> {
  await db.delete(productProductCodes).where(eq(productProductCodes.productId, productId));
  if (codeIds.length)
    await db
      .insert(productProductCodes)
      .values(codeIds.map((productCodeId) => ({ productId, productCodeId })));
}

/** Product code ids per product. */
export async function productCodeIdsOf(
  db: Executor,
  productIds: number[],
): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!productIds.length) return map;
  const rows = await db
    .select()
    .from(productProductCodes)
    .where(inArray(productProductCodes.productId, productIds))
    .orderBy(asc(productProductCodes.productCodeId));
  for (const r of rows) map.set(r.productId, [...(map.get(r.productId) ?? []), r.productCodeId]);
  return map;
}

/** True when a package names the product as its main product or an add-on. */
export async function productInPackage(db: Executor, productId: number): Promise<boolean> {
  const [main] = await db
    .select({ id: productPackages.id })
    .from(productPackages)
    .where(eq(productPackages.mainProductId, productId))
    .limit(1);
  if (main) return true;
  const [addOn] = await db
    .select({ id: productPackageAddOns.packageId })
    .from(productPackageAddOns)
    .where(eq(productPackageAddOns.productId, productId))
    .limit(1);
  return addOn !== undefined;
}

/** True when any version of the product is used by a risk or locked. */
export async function productInUse(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productVersions.id })
    .from(productVersions)
    .where(
      and(
        eq(productVersions.productId, productId),
        or(eq(productVersions.inUse, true), eq(productVersions.status, 'locked')),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Deletes a product; its versions and their children go with it. */
export async function deleteProductRow(db: Executor, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}
