import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { supportActions, supportSessions } from './support.tables.ts';

export type SupportSessionRow = typeof supportSessions.$inferSelect;
export type SupportActionRow = typeof supportActions.$inferSelect;

/** The support user's open visit to a company, if any. */
export async function findOpenSupportSession(
  db: Executor,
  userId: number,
  companyId: number,
): Promise<SupportSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(supportSessions)
    .where(
      and(
        eq(supportSessions.userId, userId),
        eq(supportSessions.companyId, companyId),
        isNull(supportSessions.endedAt),
      ),
    )
    .orderBy(desc(supportSessions.startedAt))
    .limit(1);
  return row;
}

export async function insertSupportSession(
  db: Executor,
  values: typeof supportSessions.$inferInsert,
): Promise<SupportSessionRow> {
  const [row] = await db.insert(supportSessions).values(values).returning();
  return row!;
}

export async function updateSupportSession(
  db: Executor,
  id: number,
  values: Partial<Pick<SupportSessionRow, 'acting' | 'endedAt' | 'reason'>>,
): Promise<SupportSessionRow> {
  const [row] = await db
    .update(supportSessions)
    .set(values)
    .where(eq(supportSessions.id, id))
    .returning();
  return row!;
}

export async function insertSupportAction(
  db: Executor,
  values: typeof supportActions.$inferInsert,
): Promise<void> {
  await db.insert(supportActions).values(values);
}

/** A company's support visits, newest first, with the total. */
export async function listCompanySupportSessions(
  db: Executor,
  companyId: number,
  page: { page: number; perPage: number },
) {
  const where = eq(supportSessions.companyId, companyId);
  const rows = await db
    .select()
    .from(supportSessions)
    .where(where)
    .orderBy(desc(supportSessions.startedAt), desc(supportSessions.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(supportSessions)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** The actions of some support sessions, oldest first. */
export async function listSupportActions(
  db: Executor,
  sessionIds: number[],
): Promise<SupportActionRow[]> {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(supportActions)
    .where(inArray(supportActions.supportSessionId, sessionIds))
    .orderBy(asc(supportActions.at), asc(supportActions.id));
}
