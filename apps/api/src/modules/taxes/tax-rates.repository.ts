import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { taxRates } from './tax-rates.tables.ts';

export type TaxRateRecord = typeof taxRates.$inferSelect;
export type TaxRateValues = Omit<typeof taxRates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Every rate row, by jurisdiction, kind and start date (what rating and the operator's page read). */
export async function listTaxRateRows(db: Executor): Promise<TaxRateRecord[]> {
  return db
    .select()
    .from(taxRates)
    .orderBy(
      asc(taxRates.jurisdiction),
      asc(taxRates.kind),
      asc(taxRates.effectiveFrom),
      asc(taxRates.id),
    );
}

export async function countTaxRateRows(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taxRates);
  return row?.n ?? 0;
}

export async function findTaxRateRow(db: Executor, id: number): Promise<TaxRateRecord | undefined> {
  const [row] = await db.select().from(taxRates).where(eq(taxRates.id, id));
  return row;
}

export async function insertTaxRateRows(
  db: Executor,
  values: TaxRateValues[],
): Promise<TaxRateRecord[]> {
  if (values.length === 0) return [];
  return db.insert(taxRates).values(values).returning();
}

export async function updateTaxRateRow(
  db: Executor,
  id: number,
  values: TaxRateValues,
): Promise<TaxRateRecord | undefined> {
  const [row] = await db
    .update(taxRates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(taxRates.id, id))
    .returning();
  return row;
}

export async function deleteTaxRateRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(taxRates).where(eq(taxRates.id, id)).returning({ id: taxRates.id });
  return rows.length > 0;
}
