import { RiskMessages, type assignmentBody, type RiskPackageDto } from '@turbine/domain';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import { recordActivity } from '../activities.repository.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { lockedPackage, type ActionRun } from '../lifecycle/action-run.ts';
import { publishNotices } from '../lifecycle/notices.ts';
import { presentLoadedPackage } from '../risk-presenter.ts';
import { mainOf, withAssignedUsers, withRows, type LoadedPackage } from '../risk-snapshot.ts';
import {
  addAssignments,
  assignedUserIds,
  companyMemberIds,
  removeAssignments,
  updatePackage,
} from '../risks.repository.ts';

type AssignmentBody = z.infer<typeof assignmentBody>;

/** Messages of the assignment the contract does not word (decision 090 "Core behaviour"). */
export const AssignmentMessages = {
  assigneeNotInCompany: 'Choose users of your own company.',
} as const;

/**
 * PUT .../assignment: underwriters set the assigned underwriter (a user of the underwriting company);
 * brokers and underwriters set the assigned users of their own company. An 'assignment' activity, and
 * `risk.assigned` to a newly assigned underwriter after commit.
 */
export async function updateAssignment(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  body: AssignmentBody,
): Promise<RiskPackageDto> {
  return inTransaction(ctx, async (tx, after) => {
    const { run, loaded } = await lockedPackage(tx, actor, scope, riskPackageId);
    if (body.assignedUnderwriterId !== undefined)
      await assignUnderwriter(run, loaded, body.assignedUnderwriterId);
    if (body.assignedUserIds !== undefined) await assignUsers(run, loaded, body.assignedUserIds);
    const pkg = await updatePackage(tx, loaded.pkg.id, {});
    const next = withAssignedUsers(withRows(loaded, { pkg }), await assignedUserIds(tx, pkg.id));
    await publishNotices(ctx, tx, after, run, next, []);
    return presentLoadedPackage(tx, next, run.viewer);
  });
}

/** The assigned underwriter (underwriting company only): a member of it, or nobody. */
async function assignUnderwriter(
  run: ActionRun,
  loaded: LoadedPackage,
  id: number | null,
): Promise<void> {
  const { tx } = run;
  const pkg = loaded.pkg;
  if (run.viewer.role !== 'underwriter') throw new AppError('FORBIDDEN_EDIT');
  if (id !== null && (await companyMemberIds(tx, pkg.underwriterCompanyId, [id])).length === 0)
    throw fieldError('assignedUnderwriterId', RiskMessages.underwriterNotInCompany);
  if (id === pkg.assignedUnderwriterId) return;
  await updatePackage(tx, pkg.id, { assignedUnderwriterId: id, referredToTeam: false });
  await recordActivity(tx, {
    riskPackageId: pkg.id,
    kind: 'assignment',
    actorUserId: run.user.user.id,
    actorCompanyId: run.scope.id,
    body: 'Assigned underwriter changed',
    data: { assignedUnderwriterId: id, previous: pkg.assignedUnderwriterId },
  });
  await recordEvent(tx, {
    entityType: 'risk_package',
    entityId: pkg.id,
    action: 'assigned',
    actorUserId: run.user.user.id,
    companyId: run.scope.id,
    before: { assignedUnderwriterId: pkg.assignedUnderwriterId },
    after: { assignedUnderwriterId: id },
  });
  if (id !== null)
    run.notices.push({
      type: 'risk.assigned',
      audience: 'assignedUnderwriter',
      riskId: mainOf(loaded).risk.id,
      reasons: [],
    });
}

/** The assigned users of the caller's own company are replaced; each must be a user of it. */
async function assignUsers(
  run: ActionRun,
  loaded: LoadedPackage,
  userIds: number[],
): Promise<void> {
  const { tx, scope } = run;
  const pkg = loaded.pkg;
  const wanted = [...new Set(userIds)];
  if ((await companyMemberIds(tx, scope.id, wanted)).length !== wanted.length)
    throw fieldError('assignedUserIds', AssignmentMessages.assigneeNotInCompany);
  const own = await companyMemberIds(tx, scope.id, loaded.assignedUserIds);
  await removeAssignments(
    tx,
    pkg.id,
    own.filter((id) => !wanted.includes(id)),
  );
  await addAssignments(
    tx,
    pkg.id,
    wanted.filter((id) => !own.includes(id)),
  );
  await recordActivity(tx, {
    riskPackageId: pkg.id,
    kind: 'assignment',
    actorUserId: run.user.user.id,
    actorCompanyId: scope.id,
    body: 'Assigned users changed',
    data: { companyId: scope.id, userIds: wanted, previous: own },
  });
  await recordEvent(tx, {
    entityType: 'risk_package',
    entityId: pkg.id,
    action: 'assigned_users',
    actorUserId: run.user.user.id,
    companyId: scope.id,
    before: { userIds: own },
    after: { userIds: wanted },
  });
}
