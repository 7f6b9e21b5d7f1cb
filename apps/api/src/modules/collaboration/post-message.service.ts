import {
  AUTOMATION_EVENT_TOPIC,
  type AutomationRaise,
  type RiskActivityDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  assertCanChange,
  assignedUsersIn,
  findActivities,
  recordActivity,
  riskPackageFor,
} from '../risks/index.ts';
import { presentActivity } from './collaboration.presenter.ts';
import { queueRiskEvent } from './risk-events.publisher.ts';

/**
 * §2 Messages: broker and underwriter write to each other; both see them. The other side's assigned users
 * (for the underwriter: the assigned underwriter too) are notified with `risk.message`.
 */
export async function postMessage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  body: string,
): Promise<RiskActivityDto> {
  return inTransaction(ctx, async (tx, after) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertCanChange(viewerRole);
    const id = await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'message',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: true,
      body,
    });
    const [entry] = await findActivities(tx, { id, limit: 1 });
    const otherCompanyId = viewerRole === 'broker' ? pkg.underwriterCompanyId : pkg.brokerCompanyId;
    const recipients = new Set(await assignedUsersIn(tx, pkg.id, otherCompanyId));
    if (viewerRole === 'broker' && pkg.assignedUnderwriterId !== null)
      recipients.add(pkg.assignedUnderwriterId);
    recipients.delete(actor.user.id);
    await queueRiskEvent(ctx, tx, after, {
      type: 'risk.message',
      pkg,
      companyId: otherCompanyId,
      actorUserId: actor.user.id,
      userIds: [...recipients],
    });
    // The company event "message received" (issue 13), for the underwriting company's automations.
    const raised: AutomationRaise = {
      event: 'risk.message_received',
      riskPackageId: pkg.id,
      actorUserId: actor.user.id,
      extra: { messageId: id, fromCompanyId: scope.id },
    };
    await ctx.outbox.write(tx, after, AUTOMATION_EVENT_TOPIC, raised);
    return presentActivity(entry!);
  });
}
