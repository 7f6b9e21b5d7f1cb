import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SectionGroupBody } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { sectionGroupMembers, sectionGroups } from './agreements.tables.ts';

export type SectionGroupRow = typeof sectionGroups.$inferSelect;

/** A section group of the period. */
export async function findSectionGroup(
  db: Executor,
  periodId: number,
  id: number,
): Promise<SectionGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(sectionGroups)
    .where(and(eq(sectionGroups.periodId, periodId), eq(sectionGroups.id, id)));
  return row;
}

/** The period's group with this name (case-insensitive). */
export async function findSectionGroupByName(
  db: Executor,
  periodId: number,
  name: string,
): Promise<SectionGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(sectionGroups)
    .where(
      and(
        eq(sectionGroups.periodId, periodId),
        sql`lower(${sectionGroups.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row;
}

/** Which of the sections already belong to a group other than `exceptGroupId`. */
export async function groupedElsewhere(
  db: Executor,
  sectionIds: number[],
  exceptGroupId: number | null,
): Promise<Set<number>> {
  if (sectionIds.length === 0) return new Set();
  const where = inArray(sectionGroupMembers.sectionId, sectionIds);
  const rows = await db
    .select({ id: sectionGroupMembers.sectionId })
    .from(sectionGroupMembers)
    .where(
      exceptGroupId === null ? where : and(where, ne(sectionGroupMembers.groupId, exceptGroupId)),
    );
  return new Set(rows.map((r) => r.id));
}

/** Inserts or updates a group and replaces its members. */
export async function saveSectionGroupRows(
  db: Executor,
  companyId: number,
  periodId: number,
  id: number | null,
  body: SectionGroupBody,
): Promise<SectionGroupRow> {
  const fields = { name: body.name, description: body.description };
  let group: SectionGroupRow;
  if (id === null) {
    [group] = (await db
      .insert(sectionGroups)
      .values({ companyId, periodId, ...fields })
      .returning()) as [SectionGroupRow];
  } else {
    [group] = (await db
      .update(sectionGroups)
      .set(fields)
      .where(eq(sectionGroups.id, id))
      .returning()) as [SectionGroupRow];
    await db.delete(sectionGroupMembers).where(eq(sectionGroupMembers.groupId, id));
  }
  await db
    .insert(sectionGroupMembers)
    .values(body.sectionIds.map((sectionId) => ({ groupId: group.id, sectionId })));
  return group;
}

/** Deletes a group (its member rows go with it; the sections stay). */
export async function deleteSectionGroupRow(db: Executor, id: number): Promise<void> {
  await db.delete(sectionGroups).where(eq(sectionGroups.id, id));
}
