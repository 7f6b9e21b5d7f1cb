import { CompanyType, Messages, RiskMessages, type UnderwritingStatusDto } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import { riskPackageFor } from '../risk-scope.ts';
import { updatePackage } from '../risks.repository.ts';
import {
  activePackageCount,
  companyStatus,
  deleteStatus,
  insertStatus,
  maxSortOrder,
  moveStatusPackages,
  packageCount,
  statusById,
  statusesWithActiveCounts,
  statusIdNamed,
  updateStatus,
  type StatusRow,
} from './statuses.repository.ts';
export interface UnderwritingStatusBody {
  name: string;
  colour: string;
  sortOrder?: number | undefined;
}

/** §4 workflow configuration belongs to underwriting companies. */
function assertUnderwritingCompany(scope: CompanyScope): void {
  if (scope.refCompanyTypeId !== CompanyType.Underwriter)
    throw new AppError('FORBIDDEN', {
      message: 'Only underwriting companies have underwriting statuses.',
    });
}

async function statusOf(db: Executor, scope: CompanyScope, statusId: number): Promise<StatusRow> {
  const row = await companyStatus(db, scope.id, statusId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const present = (s: StatusRow, activeRisks: number): UnderwritingStatusDto => ({
  id: s.id,
  name: s.name,
  colour: s.colour,
  sortOrder: s.sortOrder,
  activeRisks,
});

/** The company's underwriting statuses in workflow order, each with its number of active risks. */
export async function listUnderwritingStatuses(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<UnderwritingStatusDto[]> {
  assertUnderwritingCompany(scope);
  const rows = await statusesWithActiveCounts(ctx.db, scope.id);
  return rows.map((r) => present(r.s, r.active));
}

/** Creates (id null) or updates a status; names are unique per company ('The name is already in use'). */
export async function saveUnderwritingStatus(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  statusId: number | null,
  body: UnderwritingStatusBody,
): Promise<UnderwritingStatusDto> {
  assertUnderwritingCompany(scope);
  try {
    return await inTransaction(ctx, async (tx) => {
      const before = statusId === null ? null : await statusOf(tx, scope, statusId);
      const same = await statusIdNamed(tx, scope.id, body.name);
      if (same !== undefined && same !== statusId) throw fieldError('name', Messages.nameInUse);
      let row: StatusRow;
      if (before) {
        row = await updateStatus(tx, before.id, {
          name: body.name,
          colour: body.colour,
          sortOrder: body.sortOrder ?? before.sortOrder,
        });
      } else {
        const last = await maxSortOrder(tx, scope.id);
        const sortOrder = body.sortOrder ?? (last === null ? 0 : last + 1);
        row = await insertStatus(tx, {
          companyId: scope.id,
          name: body.name,
          colour: body.colour,
          sortOrder,
        });
      }
      await recordEvent(tx, {
        entityType: 'underwriting_status',
        entityId: row.id,
        action: before ? 'updated' : 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ?? undefined,
        after: row,
      });
      return present(row, await activePackageCount(tx, row.id));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'underwriting_statuses_company_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/**
 * Deletes a status (§4: deleting one that risks use requires moving them): in use and no `moveTo` → 409;
 * `moveTo` must be another status of the company; the move and the delete are one transaction.
 */
export async function deleteUnderwritingStatus(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  statusId: number,
  moveTo: number | undefined,
): Promise<void> {
  assertUnderwritingCompany(scope);
  await inTransaction(ctx, async (tx) => {
    const status = await statusOf(tx, scope, statusId);
    // Every package pointing at it counts (a declined one too): the foreign key would refuse the delete.
    const inUse = await packageCount(tx, status.id);
    if (moveTo !== undefined) {
      if (moveTo === status.id) throw fieldError('moveTo', RiskMessages.moveToSameStatus);
      const target = await companyStatus(tx, scope.id, moveTo);
      if (!target) throw fieldError('moveTo', RiskMessages.moveToSameStatus);
    } else if (inUse > 0) {
      throw new AppError('STATUS_IN_USE');
    }
    if (moveTo !== undefined && inUse > 0) {
      await moveStatusPackages(tx, status.id, moveTo);
    }
    await deleteStatus(tx, status.id);
    await recordEvent(tx, {
      entityType: 'underwriting_status',
      entityId: status.id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: status,
      after: moveTo !== undefined ? { movedTo: moveTo, moved: inUse } : undefined,
    });
  });
}

/** Sets a package's underwriting status (underwriting company; null clears it) with a 'status' timeline entry. */
export async function setPackageUnderwritingStatus(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  underwritingStatusId: number | null,
): Promise<{ underwritingStatus: { id: number; name: string; colour: string } | null }> {
  return inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    if (viewerRole !== 'underwriter')
      throw new AppError('FORBIDDEN', {
        message: 'Only the underwriting company sets the underwriting status.',
      });
    let next: StatusRow | null = null;
    if (underwritingStatusId !== null) {
      next = (await companyStatus(tx, pkg.underwriterCompanyId, underwritingStatusId)) ?? null;
      if (!next)
        throw fieldError(
          'underwritingStatusId',
          'Choose one of the company’s underwriting statuses.',
        );
    }
    const previous =
      pkg.underwritingStatusId === null
        ? null
        : ((await statusById(tx, pkg.underwritingStatusId)) ?? null);
    if (previous?.id === next?.id)
      return { underwritingStatus: next && { id: next.id, name: next.name, colour: next.colour } };
    await updatePackage(tx, pkg.id, { underwritingStatusId: next?.id ?? null });
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'status',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: false,
      body: `Underwriting status: ${previous?.name ?? 'none'} → ${next?.name ?? 'none'}`,
      data: { underwritingStatus: { from: previous?.id ?? null, to: next?.id ?? null } },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'underwriting_status_set',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { underwritingStatusId: previous?.id ?? null },
      after: { underwritingStatusId: next?.id ?? null },
    });
    return { underwritingStatus: next && { id: next.id, name: next.name, colour: next.colour } };
  });
}
