import {
  ProductRole,
  transitionOf,
  TransactionStatus,
  TransactionType,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleCommand,
  type RiskPackageDto,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { presentLoadedPackage } from '../risk-presenter.ts';
import {
  actorOf,
  loadPackage,
  mainOf,
  riskIn,
  snapshotOf,
  withRows,
  type LoadedPackage,
  type LoadedRisk,
} from '../risk-snapshot.ts';
import { companyMemberIds, packageRowById, updatePackage } from '../risks.repository.ts';
import { lockedPackage, transition, type ActionRun, type Allowed } from './action-run.ts';
import { mainStateOf, recordDocumentsDue, recordPremiumWritten } from './documents-due.ts';
import { publishNotices } from './notices.ts';
import { raiseLifecycleEvents } from './automation-events.ts';

/** The answer of a lifecycle action: the package after it (a renewal's new package), or 204 when discarded. */
export interface ActionAnswer {
  status: number;
  body: RiskPackageDto | null;
}

/** The risk package and risk an action route names. */
export interface RiskIds {
  riskPackageId: number;
  riskId: number;
}

/**
 * One lifecycle verb (a use case in use-cases/): the command it gives the lifecycle for a risk, an
 * optional check made before the lifecycle is asked, and the work done once the lifecycle allowed it,
 * which returns the package after its writes.
 */
export interface LifecycleStep {
  action: LifecycleAction;
  command(run: ActionRun, loaded: LoadedPackage, r: LoadedRisk): Promise<LifecycleCommand>;
  check?(run: ActionRun, loaded: LoadedPackage, r: LoadedRisk): Promise<void>;
  apply(
    run: ActionRun,
    loaded: LoadedPackage,
    r: LoadedRisk,
    outcome: Allowed,
    command: LifecycleCommand,
  ): Promise<LoadedPackage>;
}

/** Actions on the main risk that carry over to the add-ons able to take them (decision 090 "Cascade"). */
const cascading: readonly LifecycleAction[] = ['submit', 'bind', 'notTakenUp', 'reopen'];

/**
 * POST .../risks/{riskId}/actions/{action} for one verb (decisions 080, 090): in one transaction that
 * first locks the package row and loads it once, the verb on the risk, its cascade from the main risk to
 * the add-ons, the package caches; notifications after commit.
 */
export async function runLifecycleAction(
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  step: LifecycleStep,
): Promise<ActionAnswer> {
  return inTransaction(ctx, async (tx, after) => {
    const { run, loaded } = await lockedPackage(tx, user, scope, ids.riskPackageId);
    const r = riskIn(loaded, ids.riskId);
    const before = mainStateOf(loaded);
    let next = await takeStep(run, loaded, r, step, await lifecycleActorOf(run, r));
    if (r.risk.productRole === ProductRole.Main && cascading.includes(step.action))
      next = await cascade(run, next, step);
    if (run.deletedPackage) return { status: 204, body: null };
    const synced = await syncPackageCaches(tx, next);
    await publishNotices(ctx, tx, after, run, synced, await noticeRecipients(tx, synced));
    await recordDocumentsDue(ctx, tx, after, before, synced);
    await recordPremiumWritten(ctx, tx, after, before, synced);
    await raiseLifecycleEvents(ctx, tx, after, step.action, before, synced, run.by.userId);
    return { status: 200, body: await presentAnswer(run, synced) };
  });
}

async function lifecycleActorOf(run: ActionRun, r: LoadedRisk): Promise<LifecycleActor> {
  // Insurers are no actor, and assertCanChange has refused them already.
  return (await actorOf(run.tx, run.viewer, r.risk))!;
}

/** The verb on one risk: its command, its check, the lifecycle's decision, then its work. */
async function takeStep(
  run: ActionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  step: LifecycleStep,
  actor: LifecycleActor,
): Promise<LoadedPackage> {
  const command = await step.command(run, loaded, r);
  await step.check?.(run, loaded, r);
  const outcome = transition(run, loaded, r, command, actor);
  return step.apply(run, loaded, r, outcome, command);
}

/** The main risk's verb carried over to each add-on whose current transaction accepts it from the same actor. */
async function cascade(
  run: ActionRun,
  loaded: LoadedPackage,
  step: LifecycleStep,
): Promise<LoadedPackage> {
  let next = loaded;
  const addOnIds = loaded.risks
    .filter((x) => x.risk.productRole === ProductRole.AddOn)
    .map((x) => x.risk.id);
  for (const id of addOnIds) {
    if (run.deletedPackage) break;
    const addOn = riskIn(next, id);
    const actor = await lifecycleActorOf(run, addOn);
    const command = await step.command(run, next, addOn);
    if (!transitionOf(snapshotOf(next, addOn), command, actor, run.now).ok) continue;
    const before = next;
    next = await withAddOnErrors(id, () => takeStep(run, before, addOn, step, actor));
  }
  return next;
}

/** An add-on's field errors are keyed under the add-on risk, so they do not read as the main risk's. */
async function withAddOnErrors<T>(riskId: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.errors) {
      const errors = Object.fromEntries(
        Object.entries(error.errors).map(([k, v]) => [`risks.${riskId}.${k}`, v]),
      );
      throw new AppError(error.code, { errors });
    }
    throw error;
  }
}

/** Keeps the package's list caches (status, type, dates, premium, bound time) on its main risk's current transaction. */
export async function syncPackageCaches(tx: Tx, loaded: LoadedPackage): Promise<LoadedPackage> {
  const mainRisk = mainOf(loaded);
  const main = mainRisk.current;
  const bound = loaded.risks
    .find((r) => r.risk.productRole === ProductRole.Main)
    ?.transactions.find(
      (t) => t.status === TransactionStatus.Bound && t.type !== TransactionType.Cancellation,
    );
  const pkg = await updatePackage(tx, loaded.pkg.id, {
    status: main.status,
    transactionType: main.type,
    inceptionDate: main.inceptionDate,
    expiryDate: main.expiryDate,
    totalPremium: main.totalPremium,
    boundAt: bound?.boundAt ?? null,
    // A draft stops being the broker's own once its main risk leaves Initiated, for good (decision 134).
    brokerDraft: loaded.pkg.brokerDraft && main.status === TransactionStatus.Initiated,
  });
  return withRows(loaded, { pkg });
}

/** The broker users assigned to the package (the 'broker' audience of notifications). */
export async function noticeRecipients(tx: Tx, loaded: LoadedPackage): Promise<number[]> {
  return companyMemberIds(tx, loaded.pkg.brokerCompanyId, loaded.assignedUserIds);
}

/** The package as the actor sees it after the action; after a renewal, the new package of the chain. */
async function presentAnswer(run: ActionRun, loaded: LoadedPackage): Promise<RiskPackageDto> {
  if (run.renewalId === null) return presentLoadedPackage(run.tx, loaded, run.viewer);
  const renewal = await packageRowById(run.tx, run.renewalId);
  return presentLoadedPackage(run.tx, await loadPackage(run.tx, renewal!), run.viewer);
}
