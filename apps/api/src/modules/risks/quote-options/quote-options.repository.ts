import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { riskQuoteOptions } from './quote-options.tables.ts';

export type QuoteOptionRow = typeof riskQuoteOptions.$inferSelect;
export type QuoteOptionValues = typeof riskQuoteOptions.$inferInsert;

/** The options of a transaction, in the broker's order. */
export async function optionsOfTransaction(
  db: Executor,
  transactionId: number,
): Promise<QuoteOptionRow[]> {
  return db
    .select()
    .from(riskQuoteOptions)
    .where(eq(riskQuoteOptions.riskTransactionId, transactionId))
    .orderBy(asc(riskQuoteOptions.position));
}

/** One option of a package (the package scopes it to the acting company's view). */
export async function optionOfPackage(
  db: Executor,
  riskPackageId: number,
  optionId: number,
): Promise<QuoteOptionRow | undefined> {
  const [row] = await db
    .select()
    .from(riskQuoteOptions)
    .where(
      and(eq(riskQuoteOptions.id, optionId), eq(riskQuoteOptions.riskPackageId, riskPackageId)),
    );
  return row;
}

/** Replaces a transaction's options with a new set. */
export async function replaceOptions(
  db: Executor,
  transactionId: number,
  values: QuoteOptionValues[],
): Promise<QuoteOptionRow[]> {
  await db.delete(riskQuoteOptions).where(eq(riskQuoteOptions.riskTransactionId, transactionId));
  return values.length ? db.insert(riskQuoteOptions).values(values).returning() : [];
}

/** Marks one option (bound or chosen) and lapses the transaction's others. */
export async function settleOptions(
  db: Executor,
  transactionId: number,
  optionId: number,
  status: 'bound' | 'chosen',
): Promise<void> {
  await db.update(riskQuoteOptions).set({ status }).where(eq(riskQuoteOptions.id, optionId));
  await db
    .update(riskQuoteOptions)
    .set({ status: 'lapsed' })
    .where(
      and(eq(riskQuoteOptions.riskTransactionId, transactionId), ne(riskQuoteOptions.id, optionId)),
    );
}
