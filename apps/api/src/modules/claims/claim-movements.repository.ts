import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { agreementPeriods } from '../authority/agreements.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { riskPackages, risks } from '../risks/risks.tables.ts';
import { claimMovements, claims } from './claims.tables.ts';

/** Paid and outstanding reserve per head, as decimal strings (numeric sums, never floats). */
export interface ClaimBalances {
  indemnityPaid: string;
  indemnityReserve: string;
  feesPaid: string;
  feesReserve: string;
}

const sumOf = (head: 'indemnity' | 'fees', column: 'paid_delta' | 'reserve_delta') =>
  sql<string>`coalesce(sum(${sql.raw(column)}) filter (where ${claimMovements.head} = ${head}), 0)::numeric(18,2)::text`;

const balanceColumns = {
  claimId: claimMovements.claimId,
  indemnityPaid: sumOf('indemnity', 'paid_delta'),
  indemnityReserve: sumOf('indemnity', 'reserve_delta'),
  feesPaid: sumOf('fees', 'paid_delta'),
  feesReserve: sumOf('fees', 'reserve_delta'),
};

const zero: ClaimBalances = {
  indemnityPaid: '0.00',
  indemnityReserve: '0.00',
  feesPaid: '0.00',
  feesReserve: '0.00',
};

/** Each claim's balances (claims without movements get zeros). */
export async function claimBalances(
  db: Executor,
  claimIds: number[],
): Promise<Map<number, ClaimBalances>> {
  const result = new Map<number, ClaimBalances>(claimIds.map((id) => [id, zero]));
  if (claimIds.length === 0) return result;
  const rows = await db
    .select(balanceColumns)
    .from(claimMovements)
    .where(inArray(claimMovements.claimId, claimIds))
    .groupBy(claimMovements.claimId);
  for (const { claimId, ...b } of rows) result.set(claimId, b);
  return result;
}

export async function insertClaimMovement(
  db: Executor,
  values: typeof claimMovements.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(claimMovements).values(values).returning({ id: claimMovements.id });
  return row!.id;
}

/** A claim's movements, oldest first, with who made them. */
export async function claimMovementRows(db: Executor, claimId: number) {
  return db
    .select({ movement: claimMovements, byName: users.name })
    .from(claimMovements)
    .leftJoin(users, eq(users.id, claimMovements.createdByUserId))
    .where(eq(claimMovements.claimId, claimId))
    .orderBy(asc(claimMovements.createdAt), asc(claimMovements.id));
}
export type ClaimMovementRow = Awaited<ReturnType<typeof claimMovementRows>>[number];

/**
 * For a claims bordereau (decision 120): every accepted claim on policies whose main risk is covered by
 * the binding agreement, with its movements cumulated at the end of the month `[monthStart, monthEnd)`:
 * paid this month, previously paid and the reserve at month end, for indemnity and fees. Claims are
 * listed each month once accepted (the bordereau is cumulative); claims closed before the month are
 * left to the bordereau's own rule (it gets `closedAt`).
 */
export async function claimMovementsForAgreementMonth(
  db: Executor,
  bindingAgreementId: number,
  monthStart: Date,
  monthEnd: Date,
) {
  const inMonth = sql`cm.created_at >= ${monthStart} and cm.created_at < ${monthEnd}`;
  const before = sql`cm.created_at < ${monthStart}`;
  const sumIf = (head: string, column: 'paid_delta' | 'reserve_delta', when: SQL) =>
    sql<string>`coalesce(sum(${sql.raw(`cm.${column}`)}) filter (where cm.head = ${head} and ${when}), 0)::numeric(18,2)::text`;
  const upToEnd = sql`cm.created_at < ${monthEnd}`;
  return db
    .select({
      claimId: claims.id,
      reference: claims.reference,
      status: claims.status,
      policyReference: riskPackages.reference,
      insuredName: riskPackages.insuredName,
      currency: claims.currency,
      dateOfLoss: claims.dateOfLoss,
      dateFirstAdvised: claims.dateFirstAdvised,
      lossDescription: claims.lossDescription,
      lossState: claims.lossState,
      claimant: claims.claimant,
      amountClaimed: claims.amountClaimed,
      acceptedAt: claims.acceptedAt,
      closedAt: claims.closedAt,
      indemnityPaidThisMonth: sumIf('indemnity', 'paid_delta', inMonth),
      feesPaidThisMonth: sumIf('fees', 'paid_delta', inMonth),
      indemnityPreviouslyPaid: sumIf('indemnity', 'paid_delta', before),
      feesPreviouslyPaid: sumIf('fees', 'paid_delta', before),
      indemnityReserve: sumIf('indemnity', 'reserve_delta', upToEnd),
      feesReserve: sumIf('fees', 'reserve_delta', upToEnd),
    })
    .from(claims)
    .innerJoin(riskPackages, eq(riskPackages.id, claims.riskPackageId))
    .innerJoin(risks, and(eq(risks.riskPackageId, riskPackages.id), eq(risks.productRole, 1)))
    .innerJoin(agreementPeriods, eq(agreementPeriods.id, risks.agreementPeriodId))
    .leftJoin(sql`${claimMovements} cm`, sql`cm.claim_id = ${claims.id}`)
    .where(
      and(
        eq(agreementPeriods.bindingAgreementId, bindingAgreementId),
        eq(claims.stage, 2),
        lt(claims.acceptedAt, monthEnd),
      ),
    )
    .groupBy(claims.id, riskPackages.id)
    .orderBy(asc(claims.reference));
}
