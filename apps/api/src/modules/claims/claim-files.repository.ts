import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { claimFiles } from './claims.tables.ts';

const latestVersion = sql`(select max(v2.version_number) from file_versions v2 where v2.file_id = ${files.id})`;

/**
 * A claim's documents (decisions 120, 143): files of the agency's document store (the claim's folder)
 * linked to the claim, each with its latest version; private or shared by the file's visibility.
 */
export async function claimFileRows(
  db: Executor,
  claimId: number,
  visibilities: number[],
  fileId?: number,
) {
  return db
    .select({ file: files, version: fileVersions, uploadedBy: users.name })
    .from(claimFiles)
    .innerJoin(files, eq(files.id, claimFiles.fileId))
    .innerJoin(
      fileVersions,
      and(eq(fileVersions.fileId, files.id), eq(fileVersions.versionNumber, latestVersion)),
    )
    .leftJoin(users, eq(users.id, fileVersions.createdByUserId))
    .where(
      and(
        eq(claimFiles.claimId, claimId),
        inArray(files.visibility, visibilities),
        fileId === undefined ? undefined : eq(files.id, fileId),
      ),
    )
    .orderBy(desc(files.createdAt), desc(files.id));
}
export type ClaimFileRow = Awaited<ReturnType<typeof claimFileRows>>[number];

export async function linkClaimFile(db: Executor, claimId: number, fileId: number): Promise<void> {
  await db.insert(claimFiles).values({ claimId, fileId });
}

/** Every file linked to the claim (the documents the claim's folder should hold). */
export async function claimFileIds(db: Executor, claimId: number): Promise<number[]> {
  const rows = await db
    .select({ fileId: claimFiles.fileId })
    .from(claimFiles)
    .where(eq(claimFiles.claimId, claimId));
  return rows.map((r) => r.fileId);
}
