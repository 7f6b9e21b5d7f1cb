import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { propertyFormulas, productVersions } from '../../products/products.tables.ts';

/** A product version by its id and number. */
export interface VersionRef {
  id: number;
  versionNumber: number;
}

const published = inArray(productVersions.status, ['live', 'locked']);

/**
 * The product version in force on a calendar date (§4 exchange "by inception date"): the highest live or
 * locked version published before the end of that day in the version's own time zone. A date before the
 * first publication (a backdated inception) gets the oldest published version, the first that ever
 * applied. Null when the product has no published version at all.
 */
export async function versionLiveAt(
  db: Executor,
  productId: number,
  date: string,
): Promise<VersionRef | null> {
  const columns = { id: productVersions.id, versionNumber: productVersions.versionNumber };
  // The day's end in the version's zone is the next local midnight; Postgres reads the IANA zone itself.
  const byEndOfDay = or(
    isNull(productVersions.publishedAt),
    lt(
      productVersions.publishedAt,
      sql`((${date}::date + 1)::timestamp at time zone ${productVersions.timezone})`,
    ),
  );
  const [inForce] = await db
    .select(columns)
    .from(productVersions)
    .where(and(eq(productVersions.productId, productId), published, byEndOfDay))
    .orderBy(desc(productVersions.versionNumber))
    .limit(1);
  if (inForce) return inForce;
  const [first] = await db
    .select(columns)
    .from(productVersions)
    .where(and(eq(productVersions.productId, productId), published))
    .orderBy(asc(productVersions.versionNumber))
    .limit(1);
  return first ?? null;
}

/** The number of a product version, or null when there is no such version. */
export async function versionNumberOf(db: Executor, versionId: number): Promise<number | null> {
  const [row] = await db
    .select({ versionNumber: productVersions.versionNumber })
    .from(productVersions)
    .where(eq(productVersions.id, versionId));
  return row?.versionNumber ?? null;
}

/** The names of a version's overridable property formulas. */
export async function overridableFormulaNames(
  db: Executor,
  versionId: number,
): Promise<Set<string>> {
  const rows = await db
    .select({ name: propertyFormulas.name })
    .from(propertyFormulas)
    .where(and(eq(propertyFormulas.versionId, versionId), eq(propertyFormulas.overridable, true)));
  return new Set(rows.map((f) => f.name));
}
