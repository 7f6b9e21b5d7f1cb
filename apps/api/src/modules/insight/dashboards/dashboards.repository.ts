import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { dashboards, dashboardWidgets } from './dashboards.tables.ts';

export type DashboardRow = typeof dashboards.$inferSelect;
export type WidgetRow = typeof dashboardWidgets.$inferSelect;

/** The company's shared dashboards and the user's own, oldest first. */
export function findDashboards(db: Executor, companyId: number, userId: number) {
  return db
    .select()
    .from(dashboards)
    .where(
      and(
        eq(dashboards.companyId, companyId),
        or(isNull(dashboards.userId), eq(dashboards.userId, userId)),
      ),
    )
    .orderBy(asc(dashboards.id));
}

/** One dashboard the user may see in the company (another company's or user's: none). */
export async function findDashboard(
  db: Executor,
  companyId: number,
  userId: number,
  id: number,
  forUpdate = false,
): Promise<DashboardRow | undefined> {
  const query = db
    .select()
    .from(dashboards)
    .where(
      and(
        eq(dashboards.id, id),
        eq(dashboards.companyId, companyId),
        or(isNull(dashboards.userId), eq(dashboards.userId, userId)),
      ),
    );
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertDashboard(db: Executor, values: typeof dashboards.$inferInsert) {
  const [row] = await db.insert(dashboards).values(values).returning();
  return row!;
}

export async function updateDashboard(
  db: Executor,
  id: number,
  set: Partial<Pick<DashboardRow, 'name' | 'timeZone'>>,
) {
  const [row] = await db
    .update(dashboards)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(dashboards.id, id))
    .returning();
  return row!;
}

export async function deleteDashboard(db: Executor, id: number): Promise<void> {
  await db.delete(dashboards).where(eq(dashboards.id, id));
}

export function findWidgets(db: Executor, dashboardId: number) {
  return db
    .select()
    .from(dashboardWidgets)
    .where(eq(dashboardWidgets.dashboardId, dashboardId))
    .orderBy(asc(dashboardWidgets.y), asc(dashboardWidgets.x), asc(dashboardWidgets.id));
}

export async function findWidget(db: Executor, dashboardId: number, id: number) {
  const [row] = await db
    .select()
    .from(dashboardWidgets)
    .where(and(eq(dashboardWidgets.dashboardId, dashboardId), eq(dashboardWidgets.id, id)));
  return row;
}

export async function insertWidget(db: Executor, values: typeof dashboardWidgets.$inferInsert) {
  const [row] = await db.insert(dashboardWidgets).values(values).returning();
  return row!;
}

export async function updateWidget(
  db: Executor,
  id: number,
  set: Partial<Pick<WidgetRow, 'title' | 'size' | 'config' | 'x' | 'y'>>,
) {
  const [row] = await db
    .update(dashboardWidgets)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(dashboardWidgets.id, id))
    .returning();
  return row!;
}

export async function deleteWidget(db: Executor, id: number): Promise<void> {
  await db.delete(dashboardWidgets).where(eq(dashboardWidgets.id, id));
}

/** Widget ids of the dashboard among `ids` (a layout naming another dashboard's widget is refused). */
export async function widgetIdsIn(db: Executor, dashboardId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: dashboardWidgets.id })
    .from(dashboardWidgets)
    .where(and(eq(dashboardWidgets.dashboardId, dashboardId), inArray(dashboardWidgets.id, ids)));
  return rows.map((r) => r.id);
}
