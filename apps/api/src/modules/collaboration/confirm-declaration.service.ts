import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  confirmPackageDeclaration,
  loadPackage,
  mainOf,
  openStatuses,
  recordActivity,
  riskPackageFor,
} from '../risks/index.ts';
import { assertBrokerMayEdit } from './collaboration.policy.ts';

/**
 * §5 Declaration: the broker or underwriter confirms a signed and dated proposal was received (the body
 * schema refuses anything but `confirmed: true`). Recorded with who and when, on an open risk only.
 */
export async function confirmDeclaration(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<{ confirmedAt: number; confirmedBy: { id: number; name: string } }> {
  return inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertBrokerMayEdit(pkg, viewerRole);
    const loaded = await loadPackage(tx, pkg);
    const main = loaded.risks.length ? mainOf(loaded) : undefined;
    if (!main || !openStatuses.includes(main.current.status))
      throw new AppError('TRANSACTION_CLOSED');
    const now = new Date();
    await confirmPackageDeclaration(tx, pkg.id, actor.user.id, now);
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: 'Declaration confirmed: a signed and dated proposal was received',
      data: { action: 'declaration' },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'declaration_confirmed',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { confirmedAt: now.toISOString() },
    });
    return {
      confirmedAt: Math.floor(now.getTime() / 1000),
      confirmedBy: { id: actor.user.id, name: actor.user.name },
    };
  });
}
