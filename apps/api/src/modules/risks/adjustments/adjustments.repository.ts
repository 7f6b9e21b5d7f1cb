import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import {
  endorsements,
  endorsementVersions,
} from '../../authority/endorsements/endorsements.tables.ts';
import { users } from '../../identity/identity.tables.ts';
import { riskTransactions } from '../risks.tables.ts';
import { clauses, clauseVersions } from '../../authority/clauses/clauses.tables.ts';
import {
  riskEndorsementClauses,
  riskEndorsements,
  riskManualAdjustments,
} from './adjustments.tables.ts';

type AdjustmentValues = typeof riskManualAdjustments.$inferInsert;
type RiskEndorsementValues = typeof riskEndorsements.$inferInsert;

/** Every manual adjustment on a risk's transactions with the adjusting user's name, oldest first. */
export async function adjustmentRows(db: Executor, riskId: number) {
  return db
    .select({ a: riskManualAdjustments, userName: users.name })
    .from(riskManualAdjustments)
    .innerJoin(riskTransactions, eq(riskTransactions.id, riskManualAdjustments.riskTransactionId))
    .innerJoin(users, eq(users.id, riskManualAdjustments.userId))
    .where(eq(riskTransactions.riskId, riskId))
    .orderBy(asc(riskManualAdjustments.createdAt), asc(riskManualAdjustments.id));
}

/** Records a manual adjustment; returns its id. */
export async function insertAdjustment(db: Executor, values: AdjustmentValues): Promise<number> {
  const [row] = await db
    .insert(riskManualAdjustments)
    .values(values)
    .returning({ id: riskManualAdjustments.id });
  return row!.id;
}

/** The stored engine result of one of the risk's transactions (undefined when no such transaction). */
export async function transactionRating(db: Executor, transactionId: number, riskId: number) {
  const [row] = await db
    .select({ rating: riskTransactions.rating })
    .from(riskTransactions)
    .where(and(eq(riskTransactions.id, transactionId), eq(riskTransactions.riskId, riskId)));
  return row;
}

/** The latest published (live or locked) version of an endorsement. */
export async function latestPublishedVersion(db: Executor, endorsementId: number) {
  const [v] = await db
    .select()
    .from(endorsementVersions)
    .where(
      and(
        eq(endorsementVersions.endorsementId, endorsementId),
        inArray(endorsementVersions.status, ['live', 'locked']),
      ),
    )
    .orderBy(desc(endorsementVersions.version))
    .limit(1);
  return v;
}

/** An endorsement version by id. */
export async function endorsementVersionById(db: Executor, id: number) {
  const [v] = await db.select().from(endorsementVersions).where(eq(endorsementVersions.id, id));
  return v;
}

/** The endorsements on a transaction with their names, oldest first. */
export async function riskEndorsementRows(db: Executor, riskTransactionId: number) {
  return db
    .select({ e: riskEndorsements, name: endorsements.name })
    .from(riskEndorsements)
    .innerJoin(endorsements, eq(endorsements.id, riskEndorsements.endorsementId))
    .where(eq(riskEndorsements.riskTransactionId, riskTransactionId))
    .orderBy(asc(riskEndorsements.createdAt), asc(riskEndorsements.id));
}

/** An endorsement of the company (the underwriting company's own library). */
export async function companyEndorsement(db: Executor, id: number, companyId: number) {
  const [row] = await db
    .select()
    .from(endorsements)
    .where(and(eq(endorsements.id, id), eq(endorsements.companyId, companyId)));
  return row;
}

/** The transaction's endorsement row of an endorsement, or of an id. */
export async function riskEndorsementOn(
  db: Executor,
  riskTransactionId: number,
  by: { endorsementId: number } | { id: number },
) {
  const match =
    'id' in by
      ? eq(riskEndorsements.id, by.id)
      : eq(riskEndorsements.endorsementId, by.endorsementId);
  const [row] = await db
    .select()
    .from(riskEndorsements)
    .where(and(eq(riskEndorsements.riskTransactionId, riskTransactionId), match));
  return row;
}

/** Adds an endorsement to a transaction; returns its id. */
export async function insertRiskEndorsement(
  db: Executor,
  values: RiskEndorsementValues,
): Promise<number> {
  const [row] = await db
    .insert(riskEndorsements)
    .values(values)
    .returning({ id: riskEndorsements.id });
  return row!.id;
}

export async function deleteRiskEndorsement(db: Executor, id: number): Promise<void> {
  await db.delete(riskEndorsements).where(eq(riskEndorsements.id, id));
}

/** The clause wordings pinned on a bound endorsement, in order (decision 233). */
export async function pinnedClauseRows(db: Executor, riskEndorsementId: number) {
  return db
    .select({
      clauseId: clauses.id,
      code: clauses.code,
      name: clauses.name,
      version: clauseVersions.version,
      content: clauseVersions.content,
    })
    .from(riskEndorsementClauses)
    .innerJoin(clauseVersions, eq(clauseVersions.id, riskEndorsementClauses.clauseVersionId))
    .innerJoin(clauses, eq(clauses.id, clauseVersions.clauseId))
    .where(eq(riskEndorsementClauses.riskEndorsementId, riskEndorsementId))
    .orderBy(asc(riskEndorsementClauses.position));
}

/** Pins clause versions on a risk endorsement, in order. */
export async function insertPinnedClauses(
  db: Executor,
  riskEndorsementId: number,
  clauseVersionIds: number[],
): Promise<void> {
  if (clauseVersionIds.length === 0) return;
  await db.insert(riskEndorsementClauses).values(
    clauseVersionIds.map((clauseVersionId, position) => ({
      riskEndorsementId,
      position,
      clauseVersionId,
    })),
  );
}
