import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { AfterCommitTask } from '../../platform/db/unit-of-work.ts';
import type { RiskPackageRow } from '../risks/index.ts';

/** The risk notification event types (the API helpers' shared contract). */
export type RiskEventType =
  | 'risk.submitted'
  | 'risk.quoted'
  | 'risk.referred'
  | 'risk.declined'
  | 'risk.approval_requested'
  | 'risk.approved'
  | 'risk.approval_denied'
  | 'risk.bound'
  | 'risk.assigned'
  | 'risk.message'
  | 'risk.client_done';

/**
 * Records a risk event in the caller's transaction (the outbox delivers it after commit): `companyId` is the recipients' company (its bell lists it), data
 * carries the package id, reference and the page to open.
 */
export async function queueRiskEvent(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  e: {
    type: RiskEventType;
    pkg: Pick<RiskPackageRow, 'id' | 'reference'>;
    companyId: number;
    actorUserId: number | null;
    userIds: number[];
    reasons?: string[];
  },
): Promise<void> {
  if (e.userIds.length === 0) return;
  const data: Record<string, unknown> = {
    riskPackageId: e.pkg.id,
    reference: e.pkg.reference,
    frontendUrl: `/risks/${e.pkg.id}`,
  };
  if (e.reasons?.length) data.reasons = e.reasons;
  await ctx.events.record(tx, after, {
    type: e.type,
    companyId: e.companyId,
    actorUserId: e.actorUserId,
    userIds: e.userIds,
    data,
  });
}
