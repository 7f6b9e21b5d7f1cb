import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { userRoles } from '../companies/companies.tables.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import { riskPackageAssignments, riskPackages, riskTransactions } from './risks.tables.ts';
import { riskInterestedParties } from './package-records.tables.ts';

/*
 * The writes the collaboration module asks of the risk aggregate's tables (client access, declaration,
 * the client's proposal, interested parties, assignments). Risks owns these tables (they are columns of
 * risk_packages or cascade with it); collaboration reaches them only through risks/index.ts.
 */

export type InterestedPartyRow = typeof riskInterestedParties.$inferSelect;
export type InterestedPartyValues = Pick<
  InterestedPartyRow,
  'name' | 'interest' | 'email' | 'address'
>;

/** The client access columns of a package (§4 send to client), as one change. */
export type ClientAccessChange = Partial<
  Pick<
    RiskPackageRow,
    | 'clientUserId'
    | 'clientTokenHash'
    | 'clientTokenExpiresAt'
    | 'clientAccess'
    | 'clientAccessGrantedAt'
    | 'proposalDone'
  >
>;

/** A package by id, locked `FOR NO KEY UPDATE` when asked (inserts referencing it are not blocked; decision 110). */
export async function findPackageById(
  db: Executor,
  riskPackageId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<RiskPackageRow | undefined> {
  const query = db.select().from(riskPackages).where(eq(riskPackages.id, riskPackageId));
  const [pkg] = opts.forUpdate ? await query.for('no key update') : await query;
  return pkg;
}

/** Changes the package's client access columns (and its updated time). */
export async function updateClientAccess(
  db: Executor,
  riskPackageId: number,
  change: ClientAccessChange,
): Promise<void> {
  await db
    .update(riskPackages)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(riskPackages.id, riskPackageId));
}

/** Records who confirmed the package's declaration and when (§5 Declaration). */
export async function confirmPackageDeclaration(
  db: Executor,
  riskPackageId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await db
    .update(riskPackages)
    .set({ declarationConfirmedAt: at, declarationConfirmedByUserId: userId, updatedAt: at })
    .where(eq(riskPackages.id, riskPackageId));
}

/** Stores the proposal answers on a transaction and touches its package. */
export async function saveTransactionProposal(
  db: Executor,
  ids: { riskPackageId: number; transactionId: number },
  proposal: Record<string, unknown>,
): Promise<void> {
  await db
    .update(riskTransactions)
    .set({ proposal, updatedAt: new Date() })
    .where(eq(riskTransactions.id, ids.transactionId));
  await db
    .update(riskPackages)
    .set({ updatedAt: new Date() })
    .where(eq(riskPackages.id, ids.riskPackageId));
}

export async function insertInterestedPartyRow(
  db: Executor,
  riskPackageId: number,
  values: InterestedPartyValues,
): Promise<InterestedPartyRow> {
  const [row] = await db
    .insert(riskInterestedParties)
    .values({ riskPackageId, ...values })
    .returning();
  return row!;
}

/** Replaces a party of the package; undefined when the package has no such party. */
export async function updateInterestedPartyRow(
  db: Executor,
  riskPackageId: number,
  partyId: number,
  values: InterestedPartyValues,
): Promise<InterestedPartyRow | undefined> {
  const [row] = await db
    .update(riskInterestedParties)
    .set(values)
    .where(
      and(
        eq(riskInterestedParties.id, partyId),
        eq(riskInterestedParties.riskPackageId, riskPackageId),
      ),
    )
    .returning();
  return row;
}

/** Removes a party of the package; the removed row, or undefined when there was none. */
export async function deleteInterestedPartyRow(
  db: Executor,
  riskPackageId: number,
  partyId: number,
): Promise<InterestedPartyRow | undefined> {
  const [row] = await db
    .delete(riskInterestedParties)
    .where(
      and(
        eq(riskInterestedParties.id, partyId),
        eq(riskInterestedParties.riskPackageId, riskPackageId),
      ),
    )
    .returning();
  return row;
}

/** Users assigned to the package who belong to `companyId` (the broker's or the underwriter's side). */
export async function assignedUsersIn(
  db: Executor,
  riskPackageId: number,
  companyId: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: riskPackageAssignments.userId })
    .from(riskPackageAssignments)
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, riskPackageAssignments.userId), eq(userRoles.companyId, companyId)),
    )
    .where(eq(riskPackageAssignments.riskPackageId, riskPackageId));
  return rows.map((r) => r.userId);
}
