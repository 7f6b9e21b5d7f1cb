import {
  CompanyType,
  isMember,
  isSystemUser,
  type ListResponse,
  type StartSupportBody,
  type SupportSessionDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { findCompanyScope } from './companies.repository.ts';
import {
  findOpenSupportSession,
  insertSupportAction,
  insertSupportSession,
  listCompanySupportSessions,
  listSupportActions,
  updateSupportSession,
  type SupportActionRow,
  type SupportSessionRow,
} from './support.repository.ts';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

function presentSupport(row: SupportSessionRow, actions: SupportActionRow[]): SupportSessionDto {
  return {
    id: row.id,
    companyId: row.companyId,
    supportUser: { id: row.userId, name: row.userName },
    reason: row.reason,
    acting: row.acting,
    startedAt: epoch(row.startedAt),
    endedAt: row.endedAt ? epoch(row.endedAt) : null,
    actions: actions
      .filter((a) => a.supportSessionId === row.id)
      .map((a) => ({ id: a.id, method: a.method, route: a.route, at: epoch(a.at) })),
  };
}

async function supportedCompany(db: Executor, companyId: number): Promise<CompanyScope> {
  const company = await findCompanyScope(db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  if (company.refCompanyTypeId === CompanyType.System) throw new AppError('SUPPORT_SELF');
  return company;
}

async function audit(db: Executor, actor: Actor, row: SupportSessionRow, action: string) {
  await recordEvent(db, {
    entityType: 'support_session',
    entityId: row.id,
    action,
    actorUserId: actor.user.id,
    companyId: row.companyId,
    after: { supportUser: row.userName, reason: row.reason, acting: row.acting },
  });
}

/** Opens a company in support mode (POST /system/companies/{id}/support): read-only unless `acting`. */
export async function startSupport(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  body: StartSupportBody,
): Promise<SupportSessionDto> {
  return inTransaction(ctx, async (tx) => {
    await supportedCompany(tx, companyId);
    const open = await findOpenSupportSession(tx, actor.user.id, companyId);
    const row = open
      ? await updateSupportSession(tx, open.id, { acting: body.acting, reason: body.reason })
      : await insertSupportSession(tx, {
          companyId,
          userId: actor.user.id,
          userName: actor.user.name,
          reason: body.reason,
          acting: body.acting,
        });
    await audit(tx, actor, row, open ? 'mode_changed' : 'started');
    return presentSupport(row, []);
  });
}

/** Switches an open visit between read-only and acting (PUT /system/companies/{id}/support). */
export async function setSupportActing(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  acting: boolean,
): Promise<SupportSessionDto> {
  return inTransaction(ctx, async (tx) => {
    const open = await findOpenSupportSession(tx, actor.user.id, companyId);
    if (!open) throw new AppError('NOT_FOUND');
    const row = await updateSupportSession(tx, open.id, { acting });
    await audit(tx, actor, row, 'mode_changed');
    return presentSupport(row, await listSupportActions(tx, [row.id]));
  });
}

/** Ends the caller's visit (DELETE /system/companies/{id}/support); ending none is a no-op. */
export async function endSupport(ctx: AppContext, actor: Actor, companyId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const open = await findOpenSupportSession(tx, actor.user.id, companyId);
    if (!open) return;
    const row = await updateSupportSession(tx, open.id, { endedAt: new Date(), acting: false });
    await audit(tx, actor, row, 'ended');
  });
}

/** The caller's open visit to a company, or null (GET /system/companies/{id}/support). */
export async function currentSupport(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<{ data: SupportSessionDto | null }> {
  await supportedCompany(ctx.db, companyId);
  const open = await findOpenSupportSession(ctx.db, actor.user.id, companyId);
  if (!open) return { data: null };
  return { data: presentSupport(open, await listSupportActions(ctx.db, [open.id])) };
}

/** Who supported a company and when, with what they changed (GET /companies/{id}/support-sessions). */
export async function listSupportVisits(
  ctx: AppContext,
  scope: CompanyScope,
  q: { page: number; perPage: number },
): Promise<ListResponse<SupportSessionDto>> {
  const { rows, total } = await listCompanySupportSessions(ctx.db, scope.id, q);
  const actions = await listSupportActions(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => presentSupport(r, actions)),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

/**
 * The guard's support check (decision 136): a system user changing a company they are not a member of
 * must have opened it in support mode and chosen to act; each such write is recorded before it runs.
 */
export async function authorizeSupportWrite(
  ctx: AppContext,
  actor: Actor,
  company: CompanyScope,
  method: string,
  route: string,
): Promise<void> {
  if (!isSystemUser(actor.user) || isMember(actor.user, company.id)) return;
  const open = await findOpenSupportSession(ctx.db, actor.user.id, company.id);
  if (!open?.acting) throw new AppError('SUPPORT_READ_ONLY');
  await insertSupportAction(ctx.db, {
    supportSessionId: open.id,
    method,
    route: route.slice(0, 300),
  });
}
