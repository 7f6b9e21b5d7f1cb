import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { products, productSubClasses } from './products.tables.ts';

export type ProductSubClassRow = typeof productSubClasses.$inferSelect & { products: number };

const columns = {
  id: productSubClasses.id,
  companyId: productSubClasses.companyId,
  productClass: productSubClasses.productClass,
  name: productSubClasses.name,
  createdAt: productSubClasses.createdAt,
  updatedAt: productSubClasses.updatedAt,
  // Qualified by hand: inside a select Drizzle prints a column without its table.
  products: sql<number>`(select count(*)::int from products pr where pr.product_sub_class_id = product_sub_classes.id)`,
};

/** A company's sub-classes by class then name, each with the number of products carrying it. */
export async function listProductSubClassRows(
  db: Executor,
  companyId: number,
): Promise<ProductSubClassRow[]> {
  return db
    .select(columns)
    .from(productSubClasses)
    .where(eq(productSubClasses.companyId, companyId))
    .orderBy(
      asc(productSubClasses.productClass),
      asc(sql`lower(${productSubClasses.name})`),
      asc(productSubClasses.id),
    );
}

/** A sub-class of the company, or undefined (another company's id finds nothing). */
export async function findProductSubClass(
  db: Executor,
  companyId: number,
  id: number,
): Promise<ProductSubClassRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(productSubClasses)
    .where(and(eq(productSubClasses.companyId, companyId), eq(productSubClasses.id, id)));
  return row;
}

/** The company's sub-class named so, ignoring case. */
export async function findProductSubClassByName(
  db: Executor,
  companyId: number,
  name: string,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: productSubClasses.id })
    .from(productSubClasses)
    .where(
      and(
        eq(productSubClasses.companyId, companyId),
        sql`lower(${productSubClasses.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row;
}

/** Inserts a sub-class. */
export async function insertProductSubClass(
  db: Executor,
  values: { companyId: number; productClass: number; name: string },
): Promise<number> {
  const [row] = await db
    .insert(productSubClasses)
    .values(values)
    .returning({ id: productSubClasses.id });
  return row!.id;
}

/** Renames a sub-class or maps it to another class. */
export async function updateProductSubClassRow(
  db: Executor,
  id: number,
  values: { productClass: number; name: string },
): Promise<void> {
  await db
    .update(productSubClasses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productSubClasses.id, id));
}

/** Deletes a sub-class. */
export async function deleteProductSubClassRow(db: Executor, id: number): Promise<void> {
  await db.delete(productSubClasses).where(eq(productSubClasses.id, id));
}

/** How many products carry the sub-class. */
export async function productsWithSubClass(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.productSubClassId, id));
  return row?.n ?? 0;
}
