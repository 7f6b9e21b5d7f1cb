import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { riskPackages } from './risks.tables.ts';

/**
 * The client companies insured on an agency's risk packages (decision 232: the clients it may grade),
 * or only `clientId` when it is one of them.
 */
export async function agencyClientIds(
  db: Executor,
  agencyId: number,
  clientId?: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: riskPackages.insuredCompanyId })
    .from(riskPackages)
    .where(
      and(
        eq(riskPackages.underwriterCompanyId, agencyId),
        clientId === undefined
          ? isNotNull(riskPackages.insuredCompanyId)
          : eq(riskPackages.insuredCompanyId, clientId),
      ),
    );
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

/** The client company insured on a package, or null when the insured was entered as details only. */
export async function insuredCompanyOf(
  db: Executor,
  riskPackageId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: riskPackages.insuredCompanyId })
    .from(riskPackages)
    .where(eq(riskPackages.id, riskPackageId));
  return row?.id ?? null;
}
