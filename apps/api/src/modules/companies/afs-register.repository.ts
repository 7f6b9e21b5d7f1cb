import { and, desc, eq } from 'drizzle-orm';
import type { AfsKind, AfsRegisterEntry } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { afsRegisterEntries, afsRegisterUploads } from './afs-register.tables.ts';
import { companies } from './companies.tables.ts';

export type AfsRegisterUploadRow = typeof afsRegisterUploads.$inferSelect;

const CHUNK = 5000;

/** Stores an upload and its entries (chunked: a multi-row insert binds rows × columns parameters). */
export async function insertAfsRegister(
  db: Executor,
  upload: { register: AfsKind; fileName: string; uploadedByUserId: number },
  entries: AfsRegisterEntry[],
): Promise<AfsRegisterUploadRow> {
  const [row] = await db
    .insert(afsRegisterUploads)
    .values({ ...upload, rowCount: entries.length })
    .returning();
  for (let i = 0; i < entries.length; i += CHUNK)
    await db
      .insert(afsRegisterEntries)
      .values(entries.slice(i, i + CHUNK).map((e) => ({ ...e, uploadId: row!.id })));
  return row!;
}

/** The latest upload of each register, newest first. */
export async function latestAfsUploads(db: Executor): Promise<AfsRegisterUploadRow[]> {
  const rows = await db.select().from(afsRegisterUploads).orderBy(desc(afsRegisterUploads.id));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.register) && seen.add(r.register));
}

/** The entries of an upload for one (normalised) number. */
export async function afsEntriesFor(
  db: Executor,
  uploadId: number,
  number: string,
): Promise<AfsRegisterEntry[]> {
  return db
    .select({
      number: afsRegisterEntries.number,
      name: afsRegisterEntries.name,
      licenceNumber: afsRegisterEntries.licenceNumber,
      status: afsRegisterEntries.status,
      startDate: afsRegisterEntries.startDate,
      endDate: afsRegisterEntries.endDate,
    })
    .from(afsRegisterEntries)
    .where(and(eq(afsRegisterEntries.uploadId, uploadId), eq(afsRegisterEntries.number, number)));
}

/** A company's stored AFS authorisation. */
export async function companyAfs(
  db: Executor,
  companyId: number,
): Promise<{ afsKind: string | null; afsNumber: string | null } | undefined> {
  const [row] = await db
    .select({ afsKind: companies.afsKind, afsNumber: companies.afsNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
