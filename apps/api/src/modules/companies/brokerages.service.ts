import {
  CompanyType,
  Messages,
  type BrokerageDto,
  type OnboardBrokerageBody,
  type UpdateBrokerageBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inEnclosingTransaction, inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  findAgencyBrokerage,
  insertAgencyBrokerage,
  listAgencyBrokerages,
  listBrokerageUsers,
  updateAgencyBrokerage,
  type AgencyBrokerageListRow,
} from './brokerages.repository.ts';
import { findCompanyByHandle, findCompanyScope, insertCompany } from './companies.repository.ts';
import { guardHandle, snapshot } from './companies.service.ts';
import { createDefaultRoles } from './company-roles.ts';
import { createInvitation } from './invitations.service.ts';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** The Brokerages screen is an underwriting agency's (§2); any other company has none. */
function requireAgency(scope: CompanyScope): void {
  if (scope.refCompanyTypeId !== CompanyType.Underwriter) throw new AppError('NOT_FOUND');
}

function presentBrokerage(agencyId: number, r: AgencyBrokerageListRow): BrokerageDto {
  return {
    id: r.company.id,
    name: r.company.name,
    handle: r.company.handle,
    isActive: r.company.isActive,
    hasAdmin: r.company.hasAdmin,
    onboardedByAgency: r.company.createdByCompanyId === agencyId,
    status: r.link.status as BrokerageDto['status'],
    statusReason: r.link.statusReason,
    commissionPercent: r.link.commissionPercent,
    userCount: r.userCount,
    connectedAt: epoch(r.link.createdAt),
  };
}

async function presentOne(db: Executor, agencyId: number, brokerId: number): Promise<BrokerageDto> {
  const rows = await listAgencyBrokerages(db, agencyId, {});
  const row = rows.find((r) => r.company.id === brokerId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentBrokerage(agencyId, row);
}

/** The brokerages an underwriting agency works with (GET /companies/{id}/brokerages). */
export async function listBrokerages(
  ctx: AppContext,
  scope: CompanyScope,
  q: { search?: string; status?: string },
): Promise<{ data: BrokerageDto[] }> {
  requireAgency(scope);
  const rows = await listAgencyBrokerages(ctx.db, scope.id, q);
  return { data: rows.map((r) => presentBrokerage(scope.id, r)) };
}

/**
 * Onboards a brokerage (POST /companies/{id}/brokerages): either creates a broker company on the agency's
 * behalf and invites its first admin (a §6 admin handover, as decision 136), or connects an existing
 * active broker company. Company, roles, invitation and link commit together.
 */
export async function onboardBrokerage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: OnboardBrokerageBody,
): Promise<BrokerageDto> {
  requireAgency(scope);
  return guardHandle(() =>
    inEnclosingTransaction(ctx, async (tx) => {
      let brokerId: number;
      if (body.mode === 'connect') {
        const broker = await findCompanyScope(tx, body.brokerCompanyId!);
        if (!broker || broker.refCompanyTypeId !== CompanyType.Broker || !broker.isActive)
          throw fieldError('brokerCompanyId', Messages.notFound);
        brokerId = broker.id;
      } else {
        if (body.handle && (await findCompanyByHandle(tx, body.handle)))
          throw fieldError('handle', Messages.handleTaken);
        const company = await insertCompany(tx, {
          name: body.name!,
          handle: body.handle,
          refCompanyTypeId: CompanyType.Broker,
          createdByCompanyId: scope.id,
          hasAdmin: false,
        });
        const { admin } = await createDefaultRoles(tx, company.id, CompanyType.Broker);
        await recordEvent(tx, {
          entityType: 'company',
          entityId: company.id,
          action: 'created',
          actorUserId: actor.user.id,
          companyId: scope.id,
          after: snapshot(company),
        });
        await createInvitation(
          ctx,
          actor,
          {
            id: company.id,
            refCompanyTypeId: CompanyType.Broker,
            createdByCompanyId: scope.id,
            isActive: true,
            hasAdmin: false,
          },
          { email: body.adminEmail!, roleId: admin.id, expiresInDays: 7 },
        );
        brokerId = company.id;
      }
      const linked = await insertAgencyBrokerage(tx, {
        underwriterCompanyId: scope.id,
        brokerCompanyId: brokerId,
        connectedByUserId: actor.user.id,
      });
      if (!linked) throw fieldError('brokerCompanyId', Messages.alreadyExists);
      await recordEvent(tx, {
        entityType: 'company',
        entityId: scope.id,
        action: 'brokerage_onboarded',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: { brokerCompanyId: brokerId, mode: body.mode },
      });
      return presentOne(tx, scope.id, brokerId);
    }),
  );
}

/**
 * Suspends or reinstates a brokerage, or sets its commission override (PUT /companies/{id}/brokerages/
 * {brokerId}). A suspended brokerage starts no new business with the agency (its packages leave the
 * brokerage's catalogue); its existing policies are still serviced. Audited with the reason.
 */
export async function updateBrokerage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  brokerId: number,
  body: UpdateBrokerageBody,
): Promise<BrokerageDto> {
  requireAgency(scope);
  return inTransaction(ctx, async (tx) => {
    const before = await findAgencyBrokerage(tx, scope.id, brokerId, true);
    if (!before) throw new AppError('NOT_FOUND');
    const values: Parameters<typeof updateAgencyBrokerage>[3] = {};
    if (body.status !== undefined && body.status !== before.status) {
      values.status = body.status;
      values.statusReason = body.status === 'suspended' ? (body.reason ?? null) : null;
    }
    if (body.commissionPercent !== undefined) values.commissionPercent = body.commissionPercent;
    if (Object.keys(values).length > 0) {
      await updateAgencyBrokerage(tx, scope.id, brokerId, values);
      await recordEvent(tx, {
        entityType: 'company',
        entityId: scope.id,
        action: values.status ? `brokerage_${values.status}` : 'brokerage_updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: { status: before.status, commissionPercent: before.commissionPercent },
        after: { brokerCompanyId: brokerId, ...values, reason: body.reason ?? null },
      });
    }
    return presentOne(tx, scope.id, brokerId);
  });
}

/** The users of a brokerage the agency works with (404 for any other company). */
export async function brokerageUsers(ctx: AppContext, scope: CompanyScope, brokerId: number) {
  requireAgency(scope);
  if (!(await findAgencyBrokerage(ctx.db, scope.id, brokerId))) throw new AppError('NOT_FOUND');
  return { data: await listBrokerageUsers(ctx.db, brokerId) };
}

/** Throws 404 unless the broker is one of the agency's brokerages (for other modules' brokerage routes). */
export async function requireAgencyBrokerage(
  db: Executor,
  scope: CompanyScope,
  brokerId: number,
): Promise<void> {
  requireAgency(scope);
  if (!(await findAgencyBrokerage(db, scope.id, brokerId))) throw new AppError('NOT_FOUND');
}
