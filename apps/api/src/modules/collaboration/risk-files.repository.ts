import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';
import { riskFiles } from './collaboration.tables.ts';
import { folderFiles } from './documents.tables.ts';

/** A package's file with every version (newest first) and each uploader's name (decision 184). */
export interface RiskFileRow {
  file: typeof files.$inferSelect;
  versions: { version: typeof fileVersions.$inferSelect; uploadedBy: string | null }[];
}

/** The package's files of the given visibilities (one file when `fileId` is given), newest first. */
export async function riskFileRows(
  db: Executor,
  riskPackageId: number,
  visibilities: number[],
  fileId?: number,
): Promise<RiskFileRow[]> {
  const list = await db
    .select({ file: files })
    .from(riskFiles)
    .innerJoin(files, eq(files.id, riskFiles.fileId))
    .where(
      and(
        eq(riskFiles.riskPackageId, riskPackageId),
        inArray(files.visibility, visibilities),
        fileId === undefined ? undefined : eq(files.id, fileId),
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id));
  if (list.length === 0) return [];
  const versions = await db
    .select({ version: fileVersions, uploadedBy: users.name })
    .from(fileVersions)
    .leftJoin(users, eq(users.id, fileVersions.createdByUserId))
    .where(
      inArray(
        fileVersions.fileId,
        list.map((r) => r.file.id),
      ),
    )
    .orderBy(desc(fileVersions.versionNumber));
  return list
    .map(({ file }) => ({ file, versions: versions.filter((v) => v.version.fileId === file.id) }))
    .filter((r) => r.versions.length > 0);
}

/** The package's file of that name (regardless of case) and visibility, which a same-name upload versions. */
export async function sameNameRiskFile(
  db: Executor,
  riskPackageId: number,
  name: string,
  visibility: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: files.id })
    .from(riskFiles)
    .innerJoin(files, eq(files.id, riskFiles.fileId))
    .where(
      and(
        eq(riskFiles.riskPackageId, riskPackageId),
        eq(files.visibility, visibility),
        sql`lower(${files.name}) = lower(${name})`,
      ),
    )
    .orderBy(files.id)
    .limit(1);
  return row?.id;
}

/** The package's files not yet in a store folder (uploaded before decision 184). */
export async function unplacedRiskFileIds(db: Executor, riskPackageId: number): Promise<number[]> {
  const rows = await db
    .select({ id: riskFiles.fileId })
    .from(riskFiles)
    .leftJoin(folderFiles, eq(folderFiles.fileId, riskFiles.fileId))
    .where(and(eq(riskFiles.riskPackageId, riskPackageId), sql`${folderFiles.fileId} is null`));
  return rows.map((r) => r.id);
}

/**
 * Packages (with their underwriting company and reference) that still have files outside the store, the
 * ones uploaded before decision 184, oldest package first (decision 204's backfill).
 */
export async function packagesWithUnplacedFiles(
  db: Executor,
  limit: number,
): Promise<{ id: number; underwriterCompanyId: number; reference: string }[]> {
  return db
    .selectDistinct({
      id: riskPackages.id,
      underwriterCompanyId: riskPackages.underwriterCompanyId,
      reference: riskPackages.reference,
    })
    .from(riskFiles)
    .innerJoin(riskPackages, eq(riskPackages.id, riskFiles.riskPackageId))
    .leftJoin(folderFiles, eq(folderFiles.fileId, riskFiles.fileId))
    .where(sql`${folderFiles.fileId} is null`)
    .orderBy(riskPackages.id)
    .limit(limit);
}

/** Attaches a stored file to a package. */
export async function linkRiskFile(
  db: Executor,
  riskPackageId: number,
  fileId: number,
): Promise<void> {
  await db.insert(riskFiles).values({ riskPackageId, fileId });
}
