import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { companies } from '../companies/companies.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { claimActivities, claimTasks } from './claims.tables.ts';

/** The claim's timeline entries of the given kinds, newest first. */
export async function claimActivityRows(
  db: Executor,
  claimId: number,
  kinds: string[],
  id?: number,
) {
  return db
    .select({
      activity: claimActivities,
      userName: users.name,
      companyType: companies.refCompanyTypeId,
    })
    .from(claimActivities)
    .leftJoin(users, eq(users.id, claimActivities.actorUserId))
    .leftJoin(companies, eq(companies.id, claimActivities.actorCompanyId))
    .where(
      and(
        eq(claimActivities.claimId, claimId),
        inArray(claimActivities.kind, kinds),
        id === undefined ? undefined : eq(claimActivities.id, id),
      ),
    )
    .orderBy(desc(claimActivities.createdAt), desc(claimActivities.id));
}
export type ClaimActivityRow = Awaited<ReturnType<typeof claimActivityRows>>[number];

export async function insertClaimActivity(
  db: Executor,
  values: typeof claimActivities.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(claimActivities)
    .values(values)
    .returning({ id: claimActivities.id });
  return row!.id;
}

export async function claimTaskRows(db: Executor, claimId: number, id?: number) {
  return db
    .select({ task: claimTasks, createdBy: users.name })
    .from(claimTasks)
    .leftJoin(users, eq(users.id, claimTasks.createdByUserId))
    .where(
      and(eq(claimTasks.claimId, claimId), id === undefined ? undefined : eq(claimTasks.id, id)),
    )
    .orderBy(asc(claimTasks.doneAt), asc(claimTasks.dueDate), asc(claimTasks.id));
}
export type ClaimTaskRow = Awaited<ReturnType<typeof claimTaskRows>>[number];

export async function insertClaimTask(db: Executor, values: typeof claimTasks.$inferInsert) {
  const [row] = await db.insert(claimTasks).values(values).returning({ id: claimTasks.id });
  return row!.id;
}

export async function setClaimTaskDone(
  db: Executor,
  claimId: number,
  taskId: number,
  doneAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(claimTasks)
    .set({ doneAt })
    .where(and(eq(claimTasks.claimId, claimId), eq(claimTasks.id, taskId)))
    .returning({ id: claimTasks.id });
  return rows.length > 0;
}
