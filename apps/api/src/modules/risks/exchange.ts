import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { lifecycleGuards, ProductRole, TransactionStatus, type ErrorCode } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { propertyFormulas, productVersions } from '../products/products.tables.ts';
import { recordActivity } from './activities.repository.ts';
import { assertCanChange, riskPackageFor } from './risk-scope.ts';
import { riskPackageAssignments, riskPackages, risks, riskTransactions } from './risks.tables.ts';

export interface VersionRef {
  id: number;
  versionNumber: number;
}

const published = inArray(productVersions.status, ['live', 'locked']);

/**
 * The product version in force on a calendar date (§4 exchange "by inception date"): the highest live or
 * locked version published before the end of that day in the version's own time zone. A date before the
 * first publication (a backdated inception) gets the oldest published version, the first that ever
 * applied. Null when the product has no published version at all.
 */
export async function versionLiveAt(
  db: Executor,
  productId: number,
  date: string,
): Promise<VersionRef | null> {
  const columns = { id: productVersions.id, versionNumber: productVersions.versionNumber };
  // The day's end in the version's zone is the next local midnight; Postgres reads the IANA zone itself.
  const byEndOfDay = or(
    isNull(productVersions.publishedAt),
    lt(
      productVersions.publishedAt,
      sql`((${date}::date + 1)::timestamp at time zone ${productVersions.timezone})`,
    ),
  );
  const [inForce] = await db
    .select(columns)
    .from(productVersions)
    .where(and(eq(productVersions.productId, productId), published, byEndOfDay))
    .orderBy(desc(productVersions.versionNumber))
    .limit(1);
  if (inForce) return inForce;
  const [first] = await db
    .select(columns)
    .from(productVersions)
    .where(and(eq(productVersions.productId, productId), published))
    .orderBy(asc(productVersions.versionNumber))
    .limit(1);
  return first ?? null;
}

/**
 * The version a risk must be exchanged to before quoting (§4): the version in force at its inception date
 * when that is newer than the pinned one, else null.
 */
export async function newerVersionFor(
  db: Executor,
  risk: { productId: number; productVersionId: number },
  inceptionDate: string,
): Promise<VersionRef | null> {
  const [pinned] = await db
    .select({ versionNumber: productVersions.versionNumber })
    .from(productVersions)
    .where(eq(productVersions.id, risk.productVersionId));
  const live = await versionLiveAt(db, risk.productId, inceptionDate);
  if (!live || !pinned || live.versionNumber <= pinned.versionNumber) return null;
  return live;
}

/** The proposal answers whose field the form still has (top-level properties of its JSON Schema). */
export function answersStillInForm(
  proposal: unknown,
  formSchema: unknown,
): Record<string, unknown> {
  const properties =
    isRecord(formSchema) && isRecord(formSchema.properties) ? formSchema.properties : {};
  if (!isRecord(proposal)) return {};
  return Object.fromEntries(
    Object.entries(proposal).filter(([name]) => Object.hasOwn(properties, name)),
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The lifecycle's guards for changing an Initiated risk (decision 080 `edit`: assigned user, latest in the
 * renewal chain, client not editing, proposal not done), with the same codes and messages.
 */
async function assertMayChangePackage(
  tx: Executor,
  pkg: typeof riskPackages.$inferSelect,
  userId: number,
): Promise<void> {
  const refuse = (guard: { code: ErrorCode; message: string }) =>
    new AppError(guard.code, { message: guard.message });
  const assigned = await tx
    .select({ userId: riskPackageAssignments.userId })
    .from(riskPackageAssignments)
    .where(
      and(
        eq(riskPackageAssignments.riskPackageId, pkg.id),
        eq(riskPackageAssignments.userId, userId),
      ),
    );
  if (pkg.assignedUnderwriterId !== userId && assigned.length === 0)
    throw refuse(lifecycleGuards.assignedUser);
  if (!pkg.isLatestInChain) throw refuse(lifecycleGuards.latestInRenewalChain);
  if (pkg.clientAccess) throw refuse(lifecycleGuards.clientNotEditing);
  if (pkg.proposalDone) throw refuse(lifecycleGuards.proposalNotDone);
}

export interface ExchangedRisk {
  riskId: number;
  fromVersion: number;
  toVersion: number;
}

/**
 * POST .../risks/{riskPackageId}/exchange (§4 "an older product version requires migrating a risk to the
 * newer version by inception date"): in one transaction, with the package row locked, every risk whose
 * open transaction is still Initiated and whose product has a newer version in force at the inception date
 * moves to it. The proposal answers are kept where the new form still has the field; overrides are kept
 * where the new version still has that overridable formula; the rating made on the old version is dropped
 * (it is rated again on the new one). 409 NO_NEWER_VERSION when nothing moves.
 */
export async function exchangePackage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<{ exchanged: ExchangedRisk[] }> {
  return inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertCanChange(viewerRole);
    await assertMayChangePackage(tx, pkg, actor.user.id);
    const candidates = await tx
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
      .where(eq(risks.riskPackageId, pkg.id))
      .orderBy(asc(risks.sortOrder), asc(risks.id));
    const exchanged: ExchangedRisk[] = [];
    for (const { risk, transaction, versionNumber } of candidates) {
      const newer = await newerVersionFor(tx, risk, transaction.inceptionDate);
      if (!newer) continue;
      const [target] = await tx
        .select({ formSchema: productVersions.formSchema })
        .from(productVersions)
        .where(eq(productVersions.id, newer.id));
      const overridable = new Set(
        (
          await tx
            .select({ name: propertyFormulas.name })
            .from(propertyFormulas)
            .where(
              and(eq(propertyFormulas.versionId, newer.id), eq(propertyFormulas.overridable, true)),
            )
        ).map((f) => f.name),
      );
      const proposal = answersStillInForm(transaction.proposal, target!.formSchema);
      const overrides = Object.fromEntries(
        Object.entries((transaction.overrides ?? {}) as Record<string, string>).filter(([name]) =>
          overridable.has(name),
        ),
      );
      await tx
        .update(risks)
        .set({ productVersionId: newer.id, updatedAt: new Date() })
        .where(eq(risks.id, risk.id));
      await tx
        .update(riskTransactions)
        .set({ proposal, overrides, ...unrated, updatedAt: new Date() })
        .where(eq(riskTransactions.id, transaction.id));
      const change = {
        riskId: risk.id,
        fromVersion: versionNumber,
        toVersion: newer.versionNumber,
      };
      const dropped = Object.keys(
        isRecord(transaction.proposal) ? transaction.proposal : {},
      ).filter((name) => !(name in proposal));
      await recordActivity(tx, {
        riskPackageId: pkg.id,
        riskId: risk.id,
        kind: 'update',
        actorUserId: actor.user.id,
        actorCompanyId: scope.id,
        body: `Exchanged to product version ${newer.versionNumber}`,
        data: { action: 'exchange', ...change, droppedAnswers: dropped },
      });
      await recordEvent(tx, {
        entityType: 'risk',
        entityId: risk.id,
        action: 'exchanged',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: { productVersionId: risk.productVersionId, versionNumber },
        after: {
          productVersionId: newer.id,
          versionNumber: newer.versionNumber,
          droppedAnswers: dropped,
        },
      });
      exchanged.push(change);
    }
    if (exchanged.length === 0) throw new AppError('NO_NEWER_VERSION');
    // The package caches the main risk's current premium, which was the old version's.
    const mainMoved = candidates.some(
      (c) =>
        c.risk.productRole === ProductRole.Main && exchanged.some((e) => e.riskId === c.risk.id),
    );
    await tx
      .update(riskPackages)
      .set({ updatedAt: new Date(), ...(mainMoved ? { totalPremium: null } : {}) })
      .where(eq(riskPackages.id, pkg.id));
    return { exchanged };
  });
}

/** What a rating on the old version left on the transaction: recomputed on the new version. */
const unrated = {
  rating: null,
  ratedAt: null,
  basePremium: null,
  calculatedPremium: null,
  grossPremium: null,
  netPremium: null,
  totalPremium: null,
  administrationFee: null,
  brokerCommission: null,
  deductible: null,
  limitOfIndemnity: null,
  overseasTaxIncurred: null,
} as const;
