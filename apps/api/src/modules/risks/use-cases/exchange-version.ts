import { lifecycleGuards, ProductRole, type ErrorCode } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor, Tx } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import { assertCanChange, riskPackageFor, type RiskPackageRow } from '../risk-scope.ts';
import {
  assignedUserIds,
  updatePackage,
  updateRisk,
  updateTransaction,
  type RiskRow,
  type TransactionRow,
} from '../risks.repository.ts';
import { versionById } from '../catalogue.repository.ts';
import { overridableFormulaNames, type VersionRef } from '../rules/product-versions.repository.ts';
import { answersStillInForm, isRecord, newerVersionFor } from '../rules/product-versions.ts';
import { initiatedRisks } from './exchange.repository.ts';

/** One risk moved to a newer product version. */
export interface ExchangedRisk {
  riskId: number;
  fromVersion: number;
  toVersion: number;
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

/**
 * POST .../risks/{riskPackageId}/exchange (§4 "an older product version requires migrating a risk to the
 * newer version by inception date"): in one transaction, with the package row locked, every risk whose
 * open transaction is still Initiated and whose product has a newer version in force at the inception date
 * moves to it. The proposal answers are kept where the new form still has the field; overrides are kept
 * where the new version still has that overridable formula; the rating made on the old version is dropped
 * (it is rated again on the new one). 409 NO_NEWER_VERSION when nothing moves.
 */
export async function exchangeVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<{ exchanged: ExchangedRisk[] }> {
  return inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertCanChange(viewerRole);
    await assertMayChangePackage(tx, pkg, actor.user.id);
    const candidates = await initiatedRisks(tx, pkg.id);
    const exchanged: ExchangedRisk[] = [];
    for (const { risk, transaction, versionNumber } of candidates) {
      const newer = await newerVersionFor(tx, risk, transaction.inceptionDate);
      if (!newer) continue;
      const change = {
        riskId: risk.id,
        fromVersion: versionNumber,
        toVersion: newer.versionNumber,
      };
      await moveRisk(tx, { actor, scope, pkg }, { risk, transaction, newer, change });
      exchanged.push(change);
    }
    if (exchanged.length === 0) throw new AppError('NO_NEWER_VERSION');
    // The package caches the main risk's current premium, which was the old version's.
    const mainMoved = candidates.some(
      (c) =>
        c.risk.productRole === ProductRole.Main && exchanged.some((e) => e.riskId === c.risk.id),
    );
    await updatePackage(tx, pkg.id, mainMoved ? { totalPremium: null } : {});
    return { exchanged };
  });
}

/**
 * The lifecycle's guards for changing an Initiated risk (decision 080 `edit`: assigned user, latest in the
 * renewal chain, client not editing, proposal not done), with the same codes and messages.
 */
async function assertMayChangePackage(
  tx: Executor,
  pkg: RiskPackageRow,
  userId: number,
): Promise<void> {
  const refuse = (guard: { code: ErrorCode; message: string }) =>
    new AppError(guard.code, { message: guard.message });
  const assigned = (await assignedUserIds(tx, pkg.id)).includes(userId);
  if (pkg.assignedUnderwriterId !== userId && !assigned) throw refuse(lifecycleGuards.assignedUser);
  if (!pkg.isLatestInChain) throw refuse(lifecycleGuards.latestInRenewalChain);
  if (pkg.clientAccess) throw refuse(lifecycleGuards.clientNotEditing);
  if (pkg.proposalDone) throw refuse(lifecycleGuards.proposalNotDone);
}

/** One risk onto the newer version: the answers and overrides it still has, unrated, with its 'update' entry and `exchanged` audit event. */
async function moveRisk(
  tx: Tx,
  by: { actor: Actor; scope: CompanyScope; pkg: RiskPackageRow },
  move: { risk: RiskRow; transaction: TransactionRow; newer: VersionRef; change: ExchangedRisk },
): Promise<void> {
  const { risk, transaction, newer, change } = move;
  const target = await versionById(tx, newer.id);
  const overridable = await overridableFormulaNames(tx, newer.id);
  const proposal = answersStillInForm(transaction.proposal, target!.formSchema);
  const overrides = Object.fromEntries(
    Object.entries((transaction.overrides ?? {}) as Record<string, string>).filter(([name]) =>
      overridable.has(name),
    ),
  );
  await updateRisk(tx, risk.id, { productVersionId: newer.id });
  await updateTransaction(tx, transaction.id, { proposal, overrides, ...unrated });
  const dropped = Object.keys(isRecord(transaction.proposal) ? transaction.proposal : {}).filter(
    (name) => !(name in proposal),
  );
  await recordActivity(tx, {
    riskPackageId: by.pkg.id,
    riskId: risk.id,
    kind: 'update',
    actorUserId: by.actor.user.id,
    actorCompanyId: by.scope.id,
    body: `Exchanged to product version ${newer.versionNumber}`,
    data: { action: 'exchange', ...change, droppedAnswers: dropped },
  });
  await recordEvent(tx, {
    entityType: 'risk',
    entityId: risk.id,
    action: 'exchanged',
    actorUserId: by.actor.user.id,
    companyId: by.scope.id,
    before: { productVersionId: risk.productVersionId, versionNumber: change.fromVersion },
    after: {
      productVersionId: newer.id,
      versionNumber: newer.versionNumber,
      droppedAnswers: dropped,
    },
  });
}
