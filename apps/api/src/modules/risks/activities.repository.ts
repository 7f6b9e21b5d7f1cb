import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ActivityKind } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { riskActivities } from './package-records.tables.ts';

export interface ActivityRecord {
  riskPackageId: number;
  riskId?: number | null;
  kind: ActivityKind;
  actorUserId: number | null;
  actorCompanyId: number | null;
  /** False for notes and underwriter-only entries: brokers and clients never receive them. */
  visibleToBroker?: boolean;
  body?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Appends an entry to a risk's timeline in the caller's transaction (§2 underwriter panel Timeline):
 * every status change, assignment change and update to the risk writes one, beside the audit event.
 * Returns the new entry's id.
 */
export async function recordActivity(db: Executor, a: ActivityRecord): Promise<number> {
  const [created] = await db
    .insert(riskActivities)
    .values({
      riskPackageId: a.riskPackageId,
      riskId: a.riskId ?? null,
      kind: a.kind,
      actorUserId: a.actorUserId,
      actorCompanyId: a.actorCompanyId,
      visibleToBroker: a.visibleToBroker ?? a.kind !== 'note',
      body: a.body ?? null,
      data: a.data ?? {},
    })
    .returning({ id: riskActivities.id });
  return created!.id;
}

/** A timeline entry with who wrote it: the actor's name, whether a temporary user, their company's type. */
export interface ActivityEntry {
  activity: typeof riskActivities.$inferSelect;
  userName: string | null;
  userTemporary: boolean | null;
  companyType: number | null;
}

/** Which entries of the log to read: one package's (or one entry), of some kinds, shared ones only. */
export interface ActivityFilter {
  riskPackageId?: number;
  id?: number;
  kinds?: readonly ActivityKind[];
  brokerVisibleOnly?: boolean;
  limit: number;
}

/** Timeline entries matching the filter, newest first. */
export async function findActivities(db: Executor, f: ActivityFilter): Promise<ActivityEntry[]> {
  return db
    .select({
      activity: riskActivities,
      userName: users.name,
      userTemporary: users.isTemporaryUser,
      companyType: companies.refCompanyTypeId,
    })
    .from(riskActivities)
    .leftJoin(users, eq(users.id, riskActivities.actorUserId))
    .leftJoin(companies, eq(companies.id, riskActivities.actorCompanyId))
    .where(
      and(
        f.riskPackageId === undefined
          ? undefined
          : eq(riskActivities.riskPackageId, f.riskPackageId),
        f.id === undefined ? undefined : eq(riskActivities.id, f.id),
        f.kinds ? inArray(riskActivities.kind, [...f.kinds]) : undefined,
        f.brokerVisibleOnly ? eq(riskActivities.visibleToBroker, true) : undefined,
      ),
    )
    .orderBy(desc(riskActivities.createdAt), desc(riskActivities.id))
    .limit(f.limit);
}
