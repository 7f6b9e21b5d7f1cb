import {
  transitionOf,
  type Audience,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleCommand,
  type TransitionOutcome,
} from '@turbine/domain';
import type { Tx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { assertCanChange, riskPackageFor } from '../risk-scope.ts';
import {
  loadPackage,
  snapshotOf,
  type LoadedPackage,
  type LoadedRisk,
  type RiskViewer,
} from '../risk-snapshot.ts';

/** A notification the lifecycle asked for, resolved to recipients after the action. */
export interface Notice {
  type: string;
  audience: Audience;
  riskId: number;
  reasons: readonly string[];
}

/**
 * What carrying out a transition needs (apply-effects, notices): the transaction, who the timeline, the
 * audit trail and the notifications name as acting (null ids for the system, e.g. the quote expiry job),
 * the clock, and the notices to publish after commit.
 */
export interface TransitionRun {
  tx: Tx;
  by: { userId: number | null; companyId: number | null };
  now: number;
  notices: Notice[];
}

/**
 * One change request on a package by a user: its transaction, the acting user, company and viewer, the
 * clock, and what to publish after commit. The package itself is not here: each step receives the loaded
 * package and returns the package after its writes, so nothing reloads it.
 */
export interface ActionRun extends TransitionRun {
  user: Actor;
  scope: CompanyScope;
  viewer: RiskViewer;
  /** Set when a discard removed the whole package (the answer is 204). */
  deletedPackage: boolean;
  /** Set by renew: the answer is the new package of the renewal chain. */
  renewalId: number | null;
}

/** An allowed transition of the lifecycle (decision 080). */
export type Allowed = Extract<TransitionOutcome, { ok: true }>;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The viewer for an acting company's user. */
export const viewerFor = (
  actor: Actor,
  scope: CompanyScope,
  role: RiskViewer['role'],
): RiskViewer => ({
  role,
  userId: actor.user.id,
  companyId: scope.id,
  // The insured's company reads through its company (not a client link): it is offered no action.
  ...(role === 'client' ? { readOnly: true } : {}),
});

/**
 * Locks the package row (decision 090 "Every change": concurrent changes of a package are serialised, so
 * of two binds of one quote the second finds it Bound), checks the company may change it, and loads it
 * once for the request.
 */
export async function lockedPackage(
  tx: Tx,
  user: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<{ run: ActionRun; loaded: LoadedPackage }> {
  const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
  assertCanChange(viewerRole);
  const run: ActionRun = {
    tx,
    user,
    scope,
    by: { userId: user.user.id, companyId: scope.id },
    viewer: viewerFor(user, scope, viewerRole),
    now: nowSeconds(),
    notices: [],
    deletedPackage: false,
    renewalId: null,
  };
  return { run, loaded: await loadPackage(tx, pkg) };
}

/** The lifecycle's answer for an action at `now`, or its refusal as an AppError (code, status and message of the guard). */
export function allowedTransition(
  loaded: LoadedPackage,
  r: LoadedRisk,
  command: LifecycleAction | LifecycleCommand,
  actor: LifecycleActor,
  now: number,
): Allowed {
  const outcome = transitionOf(snapshotOf(loaded, r), command, actor, now);
  if (!outcome.ok) throw new AppError(outcome.code, { message: outcome.message });
  return outcome;
}

/** The lifecycle's answer for an action of the run (at the run's clock). */
export function transition(
  run: ActionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  command: LifecycleAction | LifecycleCommand,
  actor: LifecycleActor,
): Allowed {
  return allowedTransition(loaded, r, command, actor, run.now);
}
