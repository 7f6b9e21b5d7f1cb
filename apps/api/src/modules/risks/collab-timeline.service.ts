import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  CompanyType,
  type ActivityKind,
  type RiskActivityDto,
  type RiskViewerRole,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { assignedUsersIn, queueRiskEvent } from './collab-events.ts';
import { assertCanChange, riskPackageFor } from './risk-scope.ts';
import { riskActivities } from './risks.tables.ts';

/** Notes, files kept private, adjustments and the rating trace belong to the underwriting company. */
export const UNDERWRITER_ONLY = 'Only the underwriting company can do this.';

/** §2 the timeline shows at most this many entries, newest first. */
export const TIMELINE_LIMIT = 200;

type ActivityRow = {
  a: typeof riskActivities.$inferSelect;
  userName: string | null;
  userTemporary: boolean | null;
  companyType: number | null;
};

function presentActivity(r: ActivityRow): RiskActivityDto {
  const { a } = r;
  // §1 participant colours: a temporary user with no company is the client (the insured).
  const companyType = r.companyType ?? (r.userTemporary ? CompanyType.Client : null);
  return {
    id: a.id,
    kind: a.kind as ActivityKind,
    actor:
      a.actorUserId !== null && r.userName !== null
        ? { id: a.actorUserId, name: r.userName, companyType }
        : null,
    body: a.body,
    data: (a.data ?? {}) as Record<string, unknown>,
    createdAt: Math.floor(a.createdAt.getTime() / 1000),
  };
}

async function activityRows(
  db: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<ActivityRow[]> {
  return db
    .select({
      a: riskActivities,
      userName: users.name,
      userTemporary: users.isTemporaryUser,
      companyType: companies.refCompanyTypeId,
    })
    .from(riskActivities)
    .leftJoin(users, eq(users.id, riskActivities.actorUserId))
    .leftJoin(companies, eq(companies.id, riskActivities.actorCompanyId))
    .where(where)
    .orderBy(desc(riskActivities.createdAt), desc(riskActivities.id))
    .limit(limit);
}

/** Only the underwriting company reads notes and underwriter-only entries (decision 090 "Who sees what"). */
const seesInternal = (role: RiskViewerRole) => role === 'underwriter';

/**
 * §2 Timeline: the package's activities of the asked kinds, newest first (at most 200). Brokers (and the
 * insurer, a read-only outsider to the underwriter's working) never get notes or underwriter-only entries.
 */
export async function listActivities(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
  kinds: readonly ActivityKind[] | undefined,
): Promise<RiskActivityDto[]> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  const internal = seesInternal(viewerRole);
  const wanted = (kinds ?? []).filter((k) => internal || k !== 'note');
  if (kinds && wanted.length === 0) return [];
  const rows = await activityRows(
    ctx.db,
    and(
      eq(riskActivities.riskPackageId, pkg.id),
      kinds ? inArray(riskActivities.kind, wanted) : undefined,
      internal ? undefined : eq(riskActivities.visibleToBroker, true),
    ),
    TIMELINE_LIMIT,
  );
  return rows.map(presentActivity);
}

async function insertActivity(
  db: Executor,
  values: typeof riskActivities.$inferInsert,
): Promise<RiskActivityDto> {
  const [created] = await db
    .insert(riskActivities)
    .values(values)
    .returning({ id: riskActivities.id });
  const [row] = await activityRows(db, eq(riskActivities.id, created!.id), 1);
  return presentActivity(row!);
}

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
    const dto = await insertActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'message',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: true,
      body,
    });
    const otherCompanyId = viewerRole === 'broker' ? pkg.underwriterCompanyId : pkg.brokerCompanyId;
    const recipients = new Set(await assignedUsersIn(tx, pkg.id, otherCompanyId));
    if (viewerRole === 'broker' && pkg.assignedUnderwriterId !== null)
      recipients.add(pkg.assignedUnderwriterId);
    recipients.delete(actor.user.id);
    queueRiskEvent(ctx, after, {
      type: 'risk.message',
      pkg,
      companyId: otherCompanyId,
      actorUserId: actor.user.id,
      userIds: [...recipients],
    });
    return dto;
  });
}

/** §2 Notes: the underwriting company's own notes on a risk (403 for anyone else); never shown to brokers. */
export async function postNote(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  body: string,
): Promise<RiskActivityDto> {
  return inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    if (viewerRole !== 'underwriter')
      throw new AppError('FORBIDDEN', { message: UNDERWRITER_ONLY });
    return insertActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'note',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: false,
      body,
    });
  });
}
