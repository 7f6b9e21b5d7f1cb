import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { companies } from '../companies/companies.tables.ts';
import { companyTags, riskPackageTags, taggedCompanies } from './tags.tables.ts';

export type TagRow = typeof companyTags.$inferSelect;
export type TagChipRow = Pick<TagRow, 'id' | 'name' | 'colour'>;

const chip = { id: companyTags.id, name: companyTags.name, colour: companyTags.colour };

/** The company's tags by name, each with how many risk packages and companies carry it. */
export async function tagsWithCounts(db: Executor, companyId: number) {
  return db
    .select({
      tag: companyTags,
      riskPackages: sql<number>`(select count(*)::int from ${riskPackageTags} where ${riskPackageTags.tagId} = ${companyTags.id})`,
      companies: sql<number>`(select count(*)::int from ${taggedCompanies} where ${taggedCompanies.tagId} = ${companyTags.id})`,
    })
    .from(companyTags)
    .where(eq(companyTags.companyId, companyId))
    .orderBy(asc(sql`lower(${companyTags.name})`), asc(companyTags.id));
}

/** A tag of the company, or undefined (another company's tag is as missing). */
export async function companyTag(
  db: Executor,
  companyId: number,
  tagId: number,
): Promise<TagRow | undefined> {
  const [row] = await db
    .select()
    .from(companyTags)
    .where(and(eq(companyTags.id, tagId), eq(companyTags.companyId, companyId)));
  return row;
}

/** The id of the company's tag with this name (case-insensitive), if any. */
export async function tagIdNamed(
  db: Executor,
  companyId: number,
  name: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: companyTags.id })
    .from(companyTags)
    .where(
      and(eq(companyTags.companyId, companyId), sql`lower(${companyTags.name}) = lower(${name})`),
    );
  return row?.id;
}

export async function insertTag(
  db: Executor,
  values: typeof companyTags.$inferInsert,
): Promise<TagRow> {
  const [row] = await db.insert(companyTags).values(values).returning();
  return row!;
}

export async function updateTag(
  db: Executor,
  id: number,
  values: Pick<TagRow, 'name' | 'colour'>,
): Promise<TagRow> {
  const [row] = await db
    .update(companyTags)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companyTags.id, id))
    .returning();
  return row!;
}

/** Deletes a tag; what carried it loses it (cascade). */
export async function deleteTag(db: Executor, id: number): Promise<void> {
  await db.delete(companyTags).where(eq(companyTags.id, id));
}

/** The company's tags on a risk package. */
export async function packageTags(
  db: Executor,
  companyId: number,
  riskPackageId: number,
): Promise<TagChipRow[]> {
  return db
    .select(chip)
    .from(riskPackageTags)
    .innerJoin(companyTags, eq(companyTags.id, riskPackageTags.tagId))
    .where(
      and(eq(riskPackageTags.riskPackageId, riskPackageId), eq(companyTags.companyId, companyId)),
    )
    .orderBy(asc(sql`lower(${companyTags.name})`));
}

/** Puts a tag on a package; true when it was not there yet. */
export async function addPackageTag(
  db: Executor,
  tagId: number,
  riskPackageId: number,
): Promise<boolean> {
  const rows = await db
    .insert(riskPackageTags)
    .values({ tagId, riskPackageId })
    .onConflictDoNothing()
    .returning({ tagId: riskPackageTags.tagId });
  return rows.length > 0;
}

/** Takes a tag off a package; true when it was there. */
export async function removePackageTag(
  db: Executor,
  tagId: number,
  riskPackageId: number,
): Promise<boolean> {
  const rows = await db
    .delete(riskPackageTags)
    .where(and(eq(riskPackageTags.tagId, tagId), eq(riskPackageTags.riskPackageId, riskPackageId)))
    .returning({ tagId: riskPackageTags.tagId });
  return rows.length > 0;
}

export async function addCompanyTag(db: Executor, tagId: number, companyId: number) {
  const rows = await db
    .insert(taggedCompanies)
    .values({ tagId, companyId })
    .onConflictDoNothing()
    .returning({ tagId: taggedCompanies.tagId });
  return rows.length > 0;
}

export async function removeCompanyTag(db: Executor, tagId: number, companyId: number) {
  const rows = await db
    .delete(taggedCompanies)
    .where(and(eq(taggedCompanies.tagId, tagId), eq(taggedCompanies.companyId, companyId)))
    .returning({ tagId: taggedCompanies.tagId });
  return rows.length > 0;
}

/**
 * The companies `companyId` works with (decision 171): those it created (its clients, the brokerages it
 * onboarded), those linked to it as agency and brokerage, and those it shares a risk package with.
 */
const worksWith = (companyId: number) => sql`${companies.id} <> ${companyId} and (
  ${companies.createdByCompanyId} = ${companyId}
  or exists (select 1 from agency_brokerages ab where (ab.underwriter_company_id = ${companyId} and ab.broker_company_id = ${companies.id}) or (ab.broker_company_id = ${companyId} and ab.underwriter_company_id = ${companies.id}))
  or exists (select 1 from risk_packages p where ${companyId} in (p.broker_company_id, p.underwriter_company_id, p.insurer_company_id, p.insured_company_id) and ${companies.id} in (p.broker_company_id, p.underwriter_company_id, p.insurer_company_id, p.insured_company_id) and (not p.broker_draft or p.broker_company_id = ${companyId})))`;

/** The other company when the company works with it, else undefined. */
export async function partnerCompany(db: Executor, companyId: number, otherId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      refCompanyTypeId: companies.refCompanyTypeId,
    })
    .from(companies)
    .where(and(eq(companies.id, otherId), worksWith(companyId)));
  return row;
}

/** The companies it works with by name (first 200), optionally only those carrying one of its tags. */
export async function partnerCompanies(
  db: Executor,
  companyId: number,
  f: { tagId?: number | undefined; search?: string | undefined },
) {
  const conditions = [worksWith(companyId)];
  if (f.tagId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${taggedCompanies} where ${taggedCompanies.companyId} = ${companies.id} and ${taggedCompanies.tagId} = ${f.tagId})`,
    );
  if (f.search)
    conditions.push(
      sql`${companies.name} ilike ${`%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  return db
    .select({
      id: companies.id,
      name: companies.name,
      refCompanyTypeId: companies.refCompanyTypeId,
    })
    .from(companies)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(200);
}

/** The company's tags on each of these companies. */
export async function tagsOnCompanies(
  db: Executor,
  companyId: number,
  companyIds: number[],
): Promise<Map<number, TagChipRow[]>> {
  const byCompany = new Map<number, TagChipRow[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await db
    .select({ companyId: taggedCompanies.companyId, ...chip })
    .from(taggedCompanies)
    .innerJoin(companyTags, eq(companyTags.id, taggedCompanies.tagId))
    .where(
      and(eq(companyTags.companyId, companyId), inArray(taggedCompanies.companyId, companyIds)),
    )
    .orderBy(asc(sql`lower(${companyTags.name})`));
  for (const { companyId: id, ...tag } of rows)
    byCompany.set(id, [...(byCompany.get(id) ?? []), tag]);
  return byCompany;
}

/** The risk list's tag condition on the package alias `p`: the tag must be the acting company's (`$1`). */
export const packageTagCondition = (placeholder: string) =>
  `exists (select 1 from risk_package_tags rpt join company_tags ct on ct.id = rpt.tag_id where rpt.risk_package_id = p.id and rpt.tag_id = ${placeholder} and ct.company_id = $1)`;
