import { Messages, type RiskEndorsementClauseDto, type RiskEndorsementDto } from '@turbine/domain';
import { clauseWordings, listVersionClauseIds, lockClauseVersions } from '../../authority/index.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor, Tx } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import {
  companyEndorsement,
  deleteRiskEndorsement,
  endorsementVersionById,
  insertPinnedClauses,
  pinnedClauseRows,
  insertRiskEndorsement,
  latestPublishedVersion,
  riskEndorsementOn,
  riskEndorsementRows,
} from './adjustments.repository.ts';
import { assertOpen, underwriterRisk } from './adjustments.service.ts';
import { riskPackageFor } from '../risk-scope.ts';
import { loadPackage, riskIn } from '../risk-snapshot.ts';

type VersionRow = NonNullable<Awaited<ReturnType<typeof endorsementVersionById>>>;

/** The current wording of each clause a version includes (a clause that lost its wording is left out). */
async function currentClauses(db: Executor, version: VersionRow) {
  const ids = await listVersionClauseIds(db, version.id);
  return (await clauseWordings(db, version.companyId, ids)).wordings;
}

/**
 * The clauses an endorsement on the risk carries (decision 233): the versions pinned when it was bound,
 * else the current wording of the clauses its version includes.
 */
async function clausesOf(
  db: Executor,
  riskEndorsementId: number,
  version: VersionRow | undefined,
): Promise<RiskEndorsementClauseDto[]> {
  const pinned = await pinnedClauseRows(db, riskEndorsementId);
  if (pinned.length || !version) return pinned;
  return (await currentClauses(db, version)).map((w) => ({
    clauseId: w.clauseId,
    code: w.code,
    name: w.name,
    version: w.version,
    content: w.content,
  }));
}

/**
 * Binding pins the clause wordings of the transaction's endorsements and locks those versions (decision
 * 233, as a generated document does for a template's clauses), in the bind's transaction.
 */
export async function pinEndorsementClauses(tx: Tx, riskTransactionId: number): Promise<void> {
  for (const { e } of await riskEndorsementRows(tx, riskTransactionId)) {
    if ((await pinnedClauseRows(tx, e.id)).length) continue;
    const version =
      e.endorsementVersionId === null
        ? await latestPublishedVersion(tx, e.endorsementId)
        : await endorsementVersionById(tx, e.endorsementVersionId);
    if (!version) continue;
    const wordings = await currentClauses(tx, version);
    await insertPinnedClauses(
      tx,
      e.id,
      wordings.map((w) => w.versionId),
    );
    await lockClauseVersions(
      tx,
      version.companyId,
      wordings.map((w) => w.versionId),
    );
  }
}

/** The endorsements on a transaction with their wording: the version pinned on the risk, else the latest published one. */
async function endorsementsOf(
  db: Executor,
  riskTransactionId: number,
): Promise<RiskEndorsementDto[]> {
  const rows = await riskEndorsementRows(db, riskTransactionId);
  const result: RiskEndorsementDto[] = [];
  for (const { e, name } of rows) {
    const pinned =
      e.endorsementVersionId === null
        ? undefined
        : await endorsementVersionById(db, e.endorsementVersionId);
    const version = pinned ?? (await latestPublishedVersion(db, e.endorsementId));
    result.push({
      id: e.id,
      endorsementId: e.endorsementId,
      name,
      content: version?.content ?? '',
      source: e.source === 'rule' ? 'rule' : 'manual',
      ruleName: e.ruleName,
      clauses: await clausesOf(db, e.id, version),
      createdAt: Math.floor(e.createdAt.getTime() / 1000),
    });
  }
  return result;
}

/**
 * §2 Endorsements tab: the endorsements on the risk's current transaction with their wording. Brokers see
 * them only where the product version shows endorsement messages (§3 rule message visibility).
 */
export async function listRiskEndorsements(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
  riskId: number,
): Promise<RiskEndorsementDto[]> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  const item = riskIn(await loadPackage(ctx.db, pkg), riskId);
  if (viewerRole === 'broker' && !item.version.showEndorsementMessages) return [];
  return endorsementsOf(ctx.db, item.current.id);
}

/** The underwriter adds one of the company's published endorsements to the risk's open transaction. */
export async function addRiskEndorsement(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  riskId: number,
  endorsementId: number,
): Promise<RiskEndorsementDto> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const { pkg, item } = await underwriterRisk(tx, scope, riskPackageId, riskId, {
        forUpdate: true,
      });
      assertOpen(item.current, 'Endorsement changes');
      const endorsement = await companyEndorsement(tx, endorsementId, pkg.underwriterCompanyId);
      if (!endorsement)
        throw fieldError('endorsementId', 'Choose an endorsement of the underwriting company.');
      const version = await latestPublishedVersion(tx, endorsement.id);
      if (!version) throw fieldError('endorsementId', 'This endorsement has no published version.');
      const existing = await riskEndorsementOn(tx, item.current.id, {
        endorsementId: endorsement.id,
      });
      if (existing) throw new AppError('ALREADY_EXISTS');
      const createdId = await insertRiskEndorsement(tx, {
        riskTransactionId: item.current.id,
        endorsementId: endorsement.id,
        endorsementVersionId: version.id,
        source: 'manual',
        addedByUserId: actor.user.id,
      });
      await recordActivity(tx, {
        riskPackageId: pkg.id,
        riskId: item.risk.id,
        kind: 'update',
        actorUserId: actor.user.id,
        actorCompanyId: scope.id,
        visibleToBroker: false,
        body: `Endorsement added: ${endorsement.name}`,
        data: { action: 'endorsement_added', endorsementId: endorsement.id },
      });
      await recordEvent(tx, {
        entityType: 'risk_transaction',
        entityId: item.current.id,
        action: 'endorsement_added',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: { endorsementId: endorsement.id, endorsementVersionId: version.id },
      });
      return (await endorsementsOf(tx, item.current.id)).find((e) => e.id === createdId)!;
    });
  } catch (error) {
    // Two adds of one endorsement at once: the unique index decides.
    if (isUniqueViolation(error, 'risk_endorsements_unique'))
      throw new AppError('ALREADY_EXISTS', { message: Messages.alreadyExists });
    throw error;
  }
}

/** The underwriter removes an endorsement from the risk's open transaction. */
export async function removeRiskEndorsement(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  riskId: number,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { pkg, item } = await underwriterRisk(tx, scope, riskPackageId, riskId, {
      forUpdate: true,
    });
    const row = await riskEndorsementOn(tx, item.current.id, { id });
    if (!row) throw new AppError('NOT_FOUND');
    assertOpen(item.current, 'Endorsement changes');
    await deleteRiskEndorsement(tx, id);
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      riskId: item.risk.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: false,
      body: 'Endorsement removed',
      data: { action: 'endorsement_removed', endorsementId: row.endorsementId },
    });
    await recordEvent(tx, {
      entityType: 'risk_transaction',
      entityId: item.current.id,
      action: 'endorsement_removed',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { endorsementId: row.endorsementId, source: row.source },
    });
  });
}
