import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { riskFiles } from './collaboration.tables.ts';

/** A package's file with its first version and the uploader's name. */
export type RiskFileRow = Awaited<ReturnType<typeof riskFileRows>>[number];

/** The package's files of the given visibilities (one file when `fileId` is given), newest first. */
export async function riskFileRows(
  db: Executor,
  riskPackageId: number,
  visibilities: number[],
  fileId?: number,
) {
  return db
    .select({ file: files, version: fileVersions, uploadedBy: users.name })
    .from(riskFiles)
    .innerJoin(files, eq(files.id, riskFiles.fileId))
    .innerJoin(
      fileVersions,
      and(eq(fileVersions.fileId, files.id), eq(fileVersions.versionNumber, 1)),
    )
    .leftJoin(users, eq(users.id, fileVersions.createdByUserId))
    .where(
      and(
        eq(riskFiles.riskPackageId, riskPackageId),
        inArray(files.visibility, visibilities),
        fileId === undefined ? undefined : eq(files.id, fileId),
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** Attaches a stored file to a package. */
export async function linkRiskFile(
  db: Executor,
  riskPackageId: number,
  fileId: number,
): Promise<void> {
  await db.insert(riskFiles).values({ riskPackageId, fileId });
}

/** Deletes a file (its versions and its link to the package cascade). */
export async function deleteFileRow(db: Executor, fileId: number): Promise<void> {
  await db.delete(files).where(eq(files.id, fileId));
}
