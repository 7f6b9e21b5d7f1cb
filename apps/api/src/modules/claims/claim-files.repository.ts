import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { files, fileVersions } from '../../platform/files/files.tables.ts';
import { users } from '../identity/identity.tables.ts';
import { claimFiles } from './claims.tables.ts';

/**
 * Where a claim's documents live (decision 120): the file platform's files linked to the claim. The
 * one place that knows it, so the company document store (folders) can take its place later.
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
      and(eq(fileVersions.fileId, files.id), eq(fileVersions.versionNumber, 1)),
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
