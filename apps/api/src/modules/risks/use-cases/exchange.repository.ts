import { and, asc, eq } from 'drizzle-orm';
import { TransactionStatus } from '@turbine/domain';
import type { Executor } from '../../../platform/db/client.ts';
import { productVersions } from '../../products/products.tables.ts';
import type { RiskRow, TransactionRow } from '../risks.repository.ts';
import { risks, riskTransactions } from '../risks.tables.ts';

/** The package's risks with an Initiated transaction, that transaction and the pinned version's number. */
export async function initiatedRisks(
  db: Executor,
  riskPackageId: number,
): Promise<{ risk: RiskRow; transaction: TransactionRow; versionNumber: number }[]> {
  return db
    .select({
      risk: risks,
      transaction: riskTransactions,
      versionNumber: productVersions.versionNumber,
    })
    .from(risks)
    .innerJoin(
      riskTransactions,
      and(
        eq(riskTransactions.riskId, risks.id),
        eq(riskTransactions.status, TransactionStatus.Initiated),
      ),
    )
    .innerJoin(productVersions, eq(productVersions.id, risks.productVersionId))
    .where(eq(risks.riskPackageId, riskPackageId))
    .orderBy(asc(risks.sortOrder), asc(risks.id));
}
