import {
  afsEntryProblem,
  afsNumberProblem,
  normaliseAfsNumber,
  parseAfsRegister,
  type AfsKind,
  type AfsRegisterUploadDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import {
  afsEntriesFor,
  companyAfs,
  insertAfsRegister,
  latestAfsUploads,
  type AfsRegisterUploadRow,
} from './afs-register.repository.ts';

const present = (r: AfsRegisterUploadRow): AfsRegisterUploadDto => ({
  id: r.id,
  register: r.register as AfsKind,
  fileName: r.fileName,
  rowCount: r.rowCount,
  uploadedAt: Math.floor(r.createdAt.getTime() / 1000),
});

/** The latest extract of each register the operator loaded (GET /system/afs-register). */
export async function listAfsRegisters(ctx: AppContext): Promise<AfsRegisterUploadDto[]> {
  return (await latestAfsUploads(ctx.db)).map(present);
}

/**
 * The operator loads an ASIC register extract (POST /system/afs-register): the whole file is parsed
 * first and refused as a whole on any unreadable line (422 under `file`), then stored as the register's
 * latest upload, audited.
 */
export async function uploadAfsRegister(
  ctx: AppContext,
  actor: Actor,
  fileName: string,
  body: Buffer,
): Promise<AfsRegisterUploadDto> {
  const parsed = parseAfsRegister(body.toString('utf8'));
  if (!parsed.ok) throw fieldError('file', parsed.problem);
  return inTransaction(ctx, async (tx) => {
    const row = await insertAfsRegister(
      tx,
      {
        register: parsed.register,
        fileName: fileName.slice(0, 255),
        uploadedByUserId: actor.user.id,
      },
      parsed.entries,
    );
    await recordEvent(tx, {
      entityType: 'afsRegister',
      entityId: row.id,
      action: 'uploaded',
      actorUserId: actor.user.id,
      after: present(row),
    });
    return present(row);
  });
}

/**
 * Why a brokerage may not bind on `today` (decision 219), or null when it may: its number's format, and
 * where the operator loaded the register of its kind, a current entry for it. Without that register
 * there is nothing to check a well-formed number against, and a brokerage with no number is not held up.
 */
export async function afsAuthorisationProblem(
  db: Executor,
  brokerCompanyId: number,
  today: string,
): Promise<string | null> {
  const company = await companyAfs(db, brokerCompanyId);
  if (!company) throw new AppError('NOT_FOUND');
  const kind = company.afsKind as AfsKind | null;
  const upload = (await latestAfsUploads(db)).find((u) => u.register === (kind ?? 'licensee'));
  if (!company.afsNumber || !kind) {
    return upload
      ? 'The brokerage has no AFS licence or authorised representative number in its company profile.'
      : null;
  }
  const label = kind === 'licensee' ? 'AFS licence' : 'authorised representative number';
  const format = afsNumberProblem(kind, company.afsNumber);
  if (format) return `The brokerage's ${label} ${company.afsNumber} is not valid: ${format}`;
  if (!upload) return null;
  const entries = await afsEntriesFor(db, upload.id, normaliseAfsNumber(company.afsNumber));
  if (entries.length === 0)
    return `The brokerage's ${label} ${company.afsNumber} is not on the ASIC register.`;
  const problems = entries.map((e) => afsEntryProblem(e, today));
  if (problems.includes(null)) return null;
  return `The brokerage's ${label} ${company.afsNumber} is not current on the ASIC register: ${problems[0]}.`;
}
