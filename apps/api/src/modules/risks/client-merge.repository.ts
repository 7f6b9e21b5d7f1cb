import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { riskPackages } from './risks.tables.ts';

/** Makes one client the insured of every risk package of another (a client merge, decision 169). */
export async function moveInsuredCompany(
  db: Executor,
  fromCompanyId: number,
  intoCompanyId: number,
): Promise<number> {
  const rows = await db
    .update(riskPackages)
    .set({ insuredCompanyId: intoCompanyId })
    .where(eq(riskPackages.insuredCompanyId, fromCompanyId))
    .returning({ id: riskPackages.id });
  return rows.length;
}
