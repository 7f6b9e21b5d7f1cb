import {
  CompanyType,
  Messages,
  type CompanyDto,
  type CompanyStatusBody,
  type InvitationDto,
  type OperatorCreateCompanyBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inEnclosingTransaction, inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { deleteSessionsOfUsers } from '../identity/index.ts';
import { guardHandle, present, snapshot } from './companies.service.ts';
import {
  findCompanyByHandle,
  findCompanySummary,
  insertCompany,
  lockCompany,
  updateCompanyRow,
} from './companies.repository.ts';
import { createDefaultRoles } from './company-roles.ts';
import { createInvitation } from './invitations.service.ts';
import { listMemberIds } from './memberships.repository.ts';

/**
 * The operator creates a company of any type, on behalf of another company or of nobody, and invites
 * its first administrator (POST /system/companies, decision 136). The company starts without an admin;
 * the invitation is a §6 admin handover. Company, roles and invitation commit together.
 */
export async function operatorCreateCompany(
  ctx: AppContext,
  actor: Actor,
  body: OperatorCreateCompanyBody,
): Promise<{ company: CompanyDto; invitation: InvitationDto }> {
  return guardHandle(() =>
    inEnclosingTransaction(ctx, async (tx) => {
      if (body.handle && (await findCompanyByHandle(tx, body.handle)))
        throw fieldError('handle', Messages.handleTaken);
      if (body.createdByCompanyId && !(await findCompanySummary(tx, body.createdByCompanyId)))
        throw fieldError('createdByCompanyId', Messages.notFound);
      const company = await insertCompany(tx, {
        name: body.name,
        handle: body.handle,
        refCompanyTypeId: body.refCompanyTypeId,
        createdByCompanyId: body.createdByCompanyId ?? null,
        hasAdmin: false,
      });
      const { admin } = await createDefaultRoles(tx, company.id, body.refCompanyTypeId);
      await recordEvent(tx, {
        entityType: 'company',
        entityId: company.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: company.id,
        after: { ...snapshot(company), byOperator: true },
      });
      const scope = {
        id: company.id,
        refCompanyTypeId: company.refCompanyTypeId,
        createdByCompanyId: company.createdByCompanyId,
        isActive: true,
        hasAdmin: false,
      };
      const invitation = await createInvitation(ctx, actor, scope, {
        email: body.adminEmail,
        roleId: admin.id,
        expiresInDays: body.expiresInDays,
      });
      return { company: await present(tx, company.id), invitation };
    }),
  );
}

/**
 * Activates or deactivates a company (PUT /system/companies/{id}/status). Deactivating deletes nothing:
 * its users can no longer represent it (the guard answers 404) and every session of its members ends,
 * so each signs in again and sees only the companies still open to them.
 */
export async function setCompanyActive(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  body: CompanyStatusBody,
): Promise<CompanyDto & { sessionsEnded: number }> {
  const result = await inTransaction(ctx, async (tx) => {
    const before = await lockCompany(tx, companyId);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.refCompanyTypeId === CompanyType.System) throw new AppError('FORBIDDEN_EDIT');
    if (before.isActive === body.isActive) return { sessionsEnded: 0 };
    await updateCompanyRow(tx, companyId, { isActive: body.isActive });
    const sessionsEnded = body.isActive
      ? 0
      : await deleteSessionsOfUsers(tx, await listMemberIds(tx, companyId));
    await recordEvent(tx, {
      entityType: 'company',
      entityId: companyId,
      action: body.isActive ? 'activated' : 'deactivated',
      actorUserId: actor.user.id,
      companyId,
      after: { reason: body.reason, sessionsEnded },
    });
    return { sessionsEnded };
  });
  ctx.actorCache.clear();
  return { ...(await present(ctx.db, companyId)), sessionsEnded: result.sessionsEnded };
}
