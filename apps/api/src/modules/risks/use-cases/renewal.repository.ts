import { and, asc, desc, eq } from 'drizzle-orm';
import { TransactionStatus } from '@turbine/domain';
import type { Executor } from '../../../platform/db/client.ts';
import { productPackages } from '../../products/products.tables.ts';
import type { RiskRow, TransactionRow } from '../risks.repository.ts';
import { risks, riskTransactions } from '../risks.tables.ts';

/** The policies to carry over: risks placed and not cancelled, each with its latest bound transaction (its term). */
export async function policiesInForce(
  db: Executor,
  riskPackageId: number,
): Promise<{ risk: RiskRow; bound: TransactionRow }[]> {
  const rows = await db
    .select({ risk: risks, bound: riskTransactions })
    .from(risks)
    .innerJoin(
      riskTransactions,
      and(
        eq(riskTransactions.riskId, risks.id),
        eq(riskTransactions.status, TransactionStatus.Bound),
      ),
    )
    .where(
      and(
        eq(risks.riskPackageId, riskPackageId),
        eq(risks.placed, true),
        eq(risks.cancelled, false),
      ),
    )
    .orderBy(asc(risks.sortOrder), asc(risks.id), desc(riskTransactions.sequence));
  const latest = new Map<number, { risk: RiskRow; bound: TransactionRow }>();
  for (const row of rows) if (!latest.has(row.risk.id)) latest.set(row.risk.id, row);
  return [...latest.values()];
}

/** The risk reference format of a product package (§5, §9). */
export async function riskReferenceFormat(db: Executor, productPackageId: number): Promise<string> {
  const [row] = await db
    .select({ format: productPackages.riskReferenceFormat })
    .from(productPackages)
    .where(eq(productPackages.id, productPackageId));
  return row!.format;
}
