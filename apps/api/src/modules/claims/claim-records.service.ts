import type {
  ClaimActivityDto,
  ClaimDto,
  ClaimMovementDto,
  ClaimPolicyOptionDto,
  ClaimSummaryDto,
  ClaimTaskDto,
  ClaimViewerRole,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertAccepted, assertHandler, assertNotClient, claimFor } from './claim-scope.ts';
import { followersOf, queueClaimEvent } from './claim-events.ts';
import {
  claimRoleOf,
  claimRowsFor,
  legalCompanyRows,
  reportablePolicies,
  type ClaimFilter,
} from './claims.repository.ts';
import {
  claimActivityRows,
  claimTaskRows,
  insertClaimActivity,
  insertClaimTask,
  setClaimTaskDone,
} from './claim-records.repository.ts';
import { claimBalances, claimMovementRows } from './claim-movements.repository.ts';
import {
  presentClaim,
  presentClaimActivity,
  presentClaimSummary,
  presentMovement,
  presentTask,
} from './claims.presenter.ts';

/** The claims the company may see (the legal firm: those it is appointed on). */
export async function listClaims(
  ctx: AppContext,
  scope: CompanyScope,
  filter: ClaimFilter,
): Promise<ClaimSummaryDto[]> {
  const rows = await claimRowsFor(ctx.db, scope.id, filter);
  const balances = await claimBalances(
    ctx.db,
    rows.map((r) => r.claim.id),
  );
  return rows.map((r) =>
    presentClaimSummary(r, balances.get(r.claim.id)!, claimRoleOf(r, scope.id)!),
  );
}

export async function readClaim(
  ctx: AppContext,
  scope: CompanyScope,
  claimId: number,
): Promise<ClaimDto> {
  const { row, role } = await claimFor(ctx.db, scope, claimId);
  return presentClaim(row, (await claimBalances(ctx.db, [claimId])).get(claimId)!, role);
}

export async function listMovements(
  ctx: AppContext,
  scope: CompanyScope,
  claimId: number,
): Promise<ClaimMovementDto[]> {
  const { role } = await claimFor(ctx.db, scope, claimId);
  assertNotClient(role);
  return (await claimMovementRows(ctx.db, claimId)).map(presentMovement);
}

/** Which timeline kinds a role reads: legal notes never reach the broker; the client reads none. */
const kindsFor = (role: ClaimViewerRole): string[] =>
  role === 'broker' ? ['message', 'update'] : ['message', 'note', 'update'];

export async function listClaimActivities(
  ctx: AppContext,
  scope: CompanyScope,
  claimId: number,
): Promise<ClaimActivityDto[]> {
  const { role } = await claimFor(ctx.db, scope, claimId);
  assertNotClient(role);
  return (await claimActivityRows(ctx.db, claimId, kindsFor(role))).map(presentClaimActivity);
}

/** A message (handlers and the broker; the others are notified) or a note (handlers; read by the insurer too). */
export async function postClaimText(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  kind: 'message' | 'note',
  body: string,
): Promise<ClaimActivityDto> {
  return inTransaction(ctx, async (tx, after) => {
    const { row, role } = await claimFor(tx, scope, claimId, { forUpdate: true });
    if (kind === 'note' || role !== 'broker') assertHandler(role);
    const id = await insertClaimActivity(tx, {
      claimId,
      kind,
      body,
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
    });
    if (kind === 'message')
      await queueClaimEvent(ctx, tx, after, {
        type: 'claim.message',
        claim: row.claim,
        companyIds: followersOf(row).filter((c) => c !== scope.id),
        actor,
      });
    const [entry] = await claimActivityRows(tx, claimId, [kind], id);
    return presentClaimActivity(entry!);
  });
}

/** Tasks are the handlers' (the insurer reads them). */
export async function listClaimTasks(
  ctx: AppContext,
  scope: CompanyScope,
  claimId: number,
): Promise<ClaimTaskDto[]> {
  const { role } = await claimFor(ctx.db, scope, claimId);
  if (role === 'broker' || role === 'client') throw new AppError('FORBIDDEN');
  return (await claimTaskRows(ctx.db, claimId)).map(presentTask);
}

export async function addClaimTask(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  body: { title: string; dueDate: string },
): Promise<ClaimTaskDto> {
  return inTransaction(ctx, async (tx) => {
    const { row, role } = await claimFor(tx, scope, claimId, { forUpdate: true });
    assertHandler(role);
    assertAccepted(row);
    const id = await insertClaimTask(tx, { claimId, ...body, createdByUserId: actor.user.id });
    const [task] = await claimTaskRows(tx, claimId, id);
    return presentTask(task!);
  });
}

export async function completeClaimTask(
  ctx: AppContext,
  scope: CompanyScope,
  claimId: number,
  taskId: number,
  done: boolean,
): Promise<ClaimTaskDto> {
  return inTransaction(ctx, async (tx) => {
    const { role } = await claimFor(tx, scope, claimId, { forUpdate: true });
    assertHandler(role);
    if (!(await setClaimTaskDone(tx, claimId, taskId, done ? new Date() : null)))
      throw new AppError('NOT_FOUND');
    const [task] = await claimTaskRows(tx, claimId, taskId);
    return presentTask(task!);
  });
}

/** Bound policies an incident may be reported on, found by reference or insured. */
export async function findReportablePolicies(
  ctx: AppContext,
  scope: CompanyScope,
  q: string | undefined,
): Promise<ClaimPolicyOptionDto[]> {
  const rows = await reportablePolicies(ctx.db, scope.id, { q });
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    insuredName: r.insuredName,
    currency: r.currency,
    inceptionDate: r.inceptionDate,
    expiryDate: r.expiryDate,
  }));
}

export async function listLegalFirms(ctx: AppContext) {
  return legalCompanyRows(ctx.db);
}
