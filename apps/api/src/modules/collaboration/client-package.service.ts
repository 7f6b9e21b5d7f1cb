import type { LifecycleAction, RiskPackageDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/http/guard.ts';
import {
  allowOrRefuse,
  findPackageById,
  lifecycleActorOf,
  loadPackage,
  mainOf,
  presentRiskPackage,
  type RiskPackageRow,
} from '../risks/index.ts';

/**
 * Runs a package-level lifecycle action on the main risk's current transaction (send to client, revoke,
 * proposal done are decisions about the whole proposal), refusing with the guard's code and status.
 */
export async function checkPackageAction(
  tx: Executor,
  pkg: RiskPackageRow,
  role: 'broker' | 'underwriter' | 'client',
  userId: number,
  action: LifecycleAction,
): Promise<void> {
  const loaded = await loadPackage(tx, pkg);
  if (loaded.risks.length === 0) throw new AppError('NOT_FOUND');
  allowOrRefuse(loaded, mainOf(loaded), action, lifecycleActorOf(role, userId));
}

/** The package a temporary user was sent, while their access lasts; anything else is 404. */
export async function clientPackageFor(
  db: Executor,
  actor: Actor,
  riskPackageId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<RiskPackageRow> {
  if (!actor.user.isTemporaryUser) throw new AppError('NOT_FOUND');
  const pkg = await findPackageById(db, riskPackageId, opts);
  if (!pkg || pkg.clientUserId !== actor.user.id || !pkg.clientAccess)
    throw new AppError('NOT_FOUND');
  return pkg;
}

/** What the client sees of the package: the broker's view of it (§4; what brokers may see, §6). */
export const clientViewer = (actor: Actor, pkg: RiskPackageRow) => ({
  role: 'client' as const,
  userId: actor.user.id,
  companyId: pkg.brokerCompanyId,
});

/** The package a temporary client was sent, as the client may see it (§4; what brokers may see, §6). */
export async function getClientPackage(
  ctx: AppContext,
  actor: Actor,
  riskPackageId: number,
): Promise<RiskPackageDto> {
  const pkg = await clientPackageFor(ctx.db, actor, riskPackageId);
  return presentRiskPackage(ctx.db, pkg, clientViewer(actor, pkg));
}
