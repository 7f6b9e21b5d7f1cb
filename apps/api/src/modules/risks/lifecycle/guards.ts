import type {
  LifecycleAction,
  LifecycleActor,
  LifecycleCommand,
  RiskViewerRole,
} from '@turbine/domain';
import type { LoadedPackage, LoadedRisk } from '../risk-snapshot.ts';
import { allowedTransition, nowSeconds } from './action-run.ts';

export { openStatuses } from '../risks.repository.ts';
export { riskIn, type LoadedPackage, type LoadedRisk } from '../risk-snapshot.ts';
export { UNDERWRITER_ONLY } from '../risk-scope.ts';

/**
 * The lifecycle actor of a user acting on a package's collaboration features: send to client, revoke,
 * proposal done and the client's edit need no underwriter authority (decision 080 actor model).
 */
export function lifecycleActorOf(
  role: Exclude<RiskViewerRole, 'insurer'>,
  userId: number,
): LifecycleActor {
  return { kind: role, userId, authority: null };
}

/** The lifecycle's decision on a risk's current transaction, or its refusal as the guard's AppError. */
export function allowOrRefuse(
  loaded: LoadedPackage,
  r: LoadedRisk,
  command: LifecycleAction | LifecycleCommand,
  actor: LifecycleActor,
): void {
  allowedTransition(loaded, r, command, actor, nowSeconds());
}
