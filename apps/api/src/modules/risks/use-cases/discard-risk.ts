import { ProductRole } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import type { ActionRun } from '../lifecycle/action-run.ts';
import {
  runLifecycleAction,
  type ActionAnswer,
  type LifecycleStep,
  type RiskIds,
} from '../lifecycle/run-action.ts';
import { withoutTransaction, type LoadedPackage, type LoadedRisk } from '../risk-snapshot.ts';
import { deletePackage, deleteRisk, deleteTransaction } from '../risks.repository.ts';

/**
 * Discard (§4, only Initiated): the transaction goes; the only transaction of an add-on takes the risk
 * with it, of the main risk the whole package (the answer is then 204).
 */
export const discardStep: LifecycleStep = {
  action: 'discard',
  command: async () => ({ action: 'discard' }),
  async apply(run, loaded, r) {
    await deleteTransaction(run.tx, r.current.id);
    if (r.transactions.length > 1) await recordDiscardedTransaction(run, loaded, r);
    else if (r.risk.productRole === ProductRole.Main) await discardPackage(run, loaded);
    else await discardAddOn(run, loaded, r);
    return withoutTransaction(loaded, r.current.id);
  },
};

/** POST .../risks/{riskId}/actions/discard. */
export const discardRisk = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
): Promise<ActionAnswer> => runLifecycleAction(ctx, user, scope, ids, discardStep);

const auditOf = (run: ActionRun) => ({ actorUserId: run.user.user.id, companyId: run.scope.id });

async function recordDiscardedTransaction(
  run: ActionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
): Promise<void> {
  await recordActivity(run.tx, {
    riskPackageId: loaded.pkg.id,
    riskId: r.risk.id,
    kind: 'status',
    actorUserId: run.user.user.id,
    actorCompanyId: run.scope.id,
    body: 'Transaction discarded',
    data: { action: 'discard', transactionId: r.current.id },
  });
  await recordEvent(run.tx, {
    entityType: 'risk_transaction',
    entityId: r.current.id,
    action: 'discarded',
    ...auditOf(run),
  });
}

async function discardPackage(run: ActionRun, loaded: LoadedPackage): Promise<void> {
  await deletePackage(run.tx, loaded.pkg.id);
  run.deletedPackage = true;
  await recordEvent(run.tx, {
    entityType: 'risk_package',
    entityId: loaded.pkg.id,
    action: 'discarded',
    ...auditOf(run),
    before: { reference: loaded.pkg.reference },
  });
}

async function discardAddOn(run: ActionRun, loaded: LoadedPackage, r: LoadedRisk): Promise<void> {
  await deleteRisk(run.tx, r.risk.id);
  await recordActivity(run.tx, {
    riskPackageId: loaded.pkg.id,
    kind: 'status',
    actorUserId: run.user.user.id,
    actorCompanyId: run.scope.id,
    body: 'Add-on removed',
    data: { action: 'discard', productId: r.risk.productId },
  });
  await recordEvent(run.tx, {
    entityType: 'risk',
    entityId: r.risk.id,
    action: 'discarded',
    ...auditOf(run),
  });
}
