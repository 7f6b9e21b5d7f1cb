import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AfterCommitTask } from '../../platform/db/unit-of-work.ts';
import { userRoles } from '../companies/companies.tables.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import { riskPackageAssignments } from './risks.tables.ts';

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

/** Users assigned to the package who belong to `companyId` (the broker's or the underwriter's side). */
export async function assignedUsersIn(
  db: Executor,
  riskPackageId: number,
  companyId: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: riskPackageAssignments.userId })
    .from(riskPackageAssignments)
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, riskPackageAssignments.userId), eq(userRoles.companyId, companyId)),
    )
    .where(eq(riskPackageAssignments.riskPackageId, riskPackageId));
  return rows.map((r) => r.userId);
}

/**
 * Queues a risk event for after commit: `companyId` is the recipients' company (its bell lists it), data
 * carries the package id, reference and the page to open.
 */
export function queueRiskEvent(
  ctx: AppContext,
  after: (task: AfterCommitTask) => void,
  e: {
    type: RiskEventType;
    pkg: Pick<RiskPackageRow, 'id' | 'reference'>;
    companyId: number;
    actorUserId: number | null;
    userIds: number[];
    reasons?: string[];
  },
): void {
  if (e.userIds.length === 0) return;
  const data: Record<string, unknown> = {
    riskPackageId: e.pkg.id,
    reference: e.pkg.reference,
    frontendUrl: `/risks/${e.pkg.id}`,
  };
  if (e.reasons?.length) data.reasons = e.reasons;
  after(() =>
    ctx.events.publish({
      type: e.type,
      companyId: e.companyId,
      actorUserId: e.actorUserId,
      userIds: e.userIds,
      data,
    }),
  );
}
