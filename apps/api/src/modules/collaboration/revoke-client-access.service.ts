import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  assertCanChange,
  recordActivity,
  riskPackageFor,
  updateClientAccess,
} from '../risks/index.ts';
import { checkPackageAction } from './client-package.service.ts';

/** Revokes the client's editing access (lifecycle revokeClient): the link stops working, the broker may edit again. */
export async function revokeClientAccess(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertCanChange(viewerRole);
    await checkPackageAction(
      tx,
      pkg,
      viewerRole === 'broker' ? 'broker' : 'underwriter',
      actor.user.id,
      'revokeClient',
    );
    await updateClientAccess(tx, pkg.id, { clientAccess: false, clientTokenHash: null });
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: "Client's access revoked",
      data: { action: 'revokeClient' },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'client_access_revoked',
      actorUserId: actor.user.id,
      companyId: scope.id,
    });
  });
}
