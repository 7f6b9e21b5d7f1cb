import {
  CompanyType,
  hasCompanyPermission,
  isSystemUser,
  Messages,
  Permission,
  type CompanyDto,
  type CreateCompanyBody,
  type ListResponse,
  type UpdateCompanyBody,
} from '@turbine/domain';
import type { z } from 'zod';
import type { companyListQuery } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { createDefaultRoles } from './company-roles.ts';
import { presentCompany, presentPublicCompany } from './companies.presenter.ts';
import {
  findCompany,
  findCompanyByHandle,
  insertCompany,
  listCompanies,
  listCompanyNames,
  listCompanyTypePermissions,
  updateCompanyRow,
  type CompanyRow,
} from './companies.repository.ts';
import { addUserToCompany } from './memberships.repository.ts';

type ListQuery = z.infer<typeof companyListQuery>;

const profileColumns = (p: CreateCompanyBody['profile']) => (p ? { ...p } : {});

export async function present(db: Executor, id: number): Promise<CompanyDto> {
  const found = await findCompany(db, id);
  if (!found) throw new AppError('NOT_FOUND');
  return presentCompany(
    found.company,
    found.creator,
    await listCompanyTypePermissions(db, found.company.refCompanyTypeId),
  );
}

/** Companies the actor may see (§7 GET /companies): all for system users; else their own and those their companies created. */
export async function listCompaniesFor(
  ctx: AppContext,
  actor: Actor,
  q: ListQuery,
): Promise<ListResponse<CompanyDto>> {
  const filter = {
    visibleToUserId: isSystemUser(actor.user) ? null : actor.user.id,
    ...(q.search ? { search: q.search } : {}),
    ...(q.type ? { type: q.type } : {}),
    ...(q.isActive ? { isActive: q.isActive === 'true' } : {}),
    ...(q.hasAdmin ? { hasAdmin: q.hasAdmin === 'true' } : {}),
    ...(q.createdByCompanyId ? { createdByCompanyId: q.createdByCompanyId } : {}),
  };
  const { rows, total } = await listCompanies(ctx.db, filter, q);
  const permsByType = new Map<number, { id: number; refPermissionId: number }[]>();
  for (const type of new Set(rows.map((r) => r.company.refCompanyTypeId)))
    permsByType.set(type, await listCompanyTypePermissions(ctx.db, type));
  return {
    data: rows.map((r) =>
      presentCompany(r.company, r.creator, permsByType.get(r.company.refCompanyTypeId) ?? []),
    ),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

/** One company (the guard has checked the actor may see it). */
export async function getCompany(ctx: AppContext, scope: CompanyScope): Promise<CompanyDto> {
  return present(ctx.db, scope.id);
}

/** Company names for pickers (§7 GET /company-names). */
export async function companyNames(
  ctx: AppContext,
  actor: Actor,
  q: { search?: string; type?: number },
) {
  const open = namesVisibleToAll(actor, q.type);
  const onlyActive = open && !isSystemUser(actor.user);
  const data = await listCompanyNames(
    ctx.db,
    {
      visibleToUserId: open ? null : actor.user.id,
      ...q,
      ...(onlyActive ? { isActive: true } : {}),
    },
    50,
  );
  return {
    data: data.map((c) => ({ ...c, refCompanyTypeId: c.refCompanyTypeId as CompanyType })),
  };
}

/**
 * Underwriting agencies trade with every broker and insurer on the platform: they whitelist brokers on
 * product packages and name the managing insurer of an agreement. Those names are public business
 * names, so an underwriter's users may look up all active brokers and insurers (and nothing else).
 */
function namesVisibleToAll(actor: Actor, type: number | undefined): boolean {
  if (isSystemUser(actor.user)) return true;
  const tradingPartner = type === CompanyType.Broker || type === CompanyType.Insurer;
  return (
    tradingPartner &&
    actor.user.roles.some((r) => r.company.refCompanyTypeId === CompanyType.Underwriter)
  );
}

/** A company's public branding by handle, for its subdomain (404 when unknown or inactive). */
export async function getCompanyByHandle(ctx: AppContext, handle: string) {
  const company = await findCompanyByHandle(ctx.db, handle.toLowerCase());
  if (!company?.isActive || company.handle === null) throw new AppError('NOT_FOUND');
  return presentPublicCompany({ ...company, handle: company.handle });
}

/** The permissions a company's roles may grant (§3 companyTypePermissions). */
export async function companyTypePermissionsOf(ctx: AppContext, scope: CompanyScope) {
  const rows = await listCompanyTypePermissions(ctx.db, scope.refCompanyTypeId);
  return {
    data: rows.map((p) => ({ id: p.id, refPermissionId: p.refPermissionId as Permission })),
  };
}

function assertMayCreateOnBehalf(actor: Actor, creatorId: number, type: number): void {
  // A company creating another acts through its own permissions: brokers add clients, underwriters and
  // the system operator add any company.
  const needed =
    type === CompanyType.Client
      ? [Permission.ManageClients, Permission.ManageCompanies]
      : [Permission.ManageCompanies];
  if (
    !needed.some((p) => hasCompanyPermission(actor.user, creatorId, p)) ||
    (!isSystemUser(actor.user) && !actor.user.roles.some((r) => r.companyId === creatorId))
  ) {
    throw fieldError('createdByCompanyId', Messages.noPermissionAccess);
  }
}

export async function guardHandle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'companies_handle_unique'))
      throw fieldError('handle', Messages.handleTaken);
    throw error;
  }
}

/**
 * Creates a company (POST /companies). On their own behalf the creator becomes its administrator;
 * created on behalf of another company it starts with no admin until an admin invitation is accepted.
 */
export async function createCompany(
  ctx: AppContext,
  actor: Actor,
  body: CreateCompanyBody,
): Promise<CompanyDto> {
  if (body.createdByCompanyId)
    assertMayCreateOnBehalf(actor, body.createdByCompanyId, body.refCompanyTypeId);
  return guardHandle(() =>
    inTransaction(ctx, async (tx) => {
      if (body.handle && (await findCompanyByHandle(tx, body.handle)))
        throw fieldError('handle', Messages.handleTaken);
      const onBehalf = Boolean(body.createdByCompanyId);
      const company = await insertCompany(tx, {
        name: body.name,
        handle: body.handle,
        refCompanyTypeId: body.refCompanyTypeId,
        createdByCompanyId: body.createdByCompanyId ?? null,
        hasAdmin: !onBehalf,
        ...profileColumns(body.profile),
      });
      const { admin } = await createDefaultRoles(tx, company.id, body.refCompanyTypeId);
      if (!onBehalf) await addUserToCompany(tx, actor.user.id, company.id, admin.id);
      await recordEvent(tx, {
        entityType: 'company',
        entityId: company.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: company.id,
        after: snapshot(company),
      });
      return present(tx, company.id);
    }),
  );
}

export function snapshot(c: CompanyRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = c;
  return rest;
}

/** Updates details, profile and appearance (PUT /companies/{id}); only system users may (de)activate; creators only until handover. */
export async function updateCompany(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: UpdateCompanyBody,
): Promise<CompanyDto> {
  if (body.isActive !== undefined && !isSystemUser(actor.user))
    throw fieldError('isActive', Messages.noPermissionEdit);
  return guardHandle(() =>
    inTransaction(ctx, async (tx) => {
      const before = await findCompany(tx, scope.id);
      if (!before) throw new AppError('NOT_FOUND');
      if (body.handle) {
        const other = await findCompanyByHandle(tx, body.handle);
        if (other && other.id !== scope.id) throw fieldError('handle', Messages.handleTaken);
      }
      const updated = await updateCompanyRow(tx, scope.id, {
        name: body.name,
        handle: body.handle,
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        ...profileColumns(body.profile),
        ...(body.appearance ? { ...body.appearance } : {}),
      });
      await recordEvent(tx, {
        entityType: 'company',
        entityId: scope.id,
        action: 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: snapshot(before.company),
        after: snapshot(updated),
      });
      return present(tx, scope.id);
    }),
  );
}
