import { createHash, randomUUID } from 'node:crypto';
import type { ImportMode } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { CheckedUpload } from '../../platform/files/upload-guard.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertMayImport } from './import-access.ts';
import {
  findByIdempotencyKey,
  findImportedChecksum,
  findPolicyImport,
  insertPolicyImport,
  setImportJob,
} from './imports.repository.ts';
import { presentPolicyImport } from './imports.presenter.ts';
import { POLICY_IMPORT_JOB, type PolicyImportInput } from './run-policy-import.ts';

/**
 * POST …/woodina-bulk-import/validate and POST …/woodina-bulk-import (§7): keeps the checked file, records the
 * import and queues its job; answers at once (202) with the import and its job id. The same Idempotency-Key
 * answers the first request's import (200) and queues nothing; a file whose checksum this company already
 * imported is refused (409) before anything is queued.
 */
export async function startPolicyImport(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  mode: ImportMode,
  upload: CheckedUpload,
  opts: { name?: string; idempotencyKey?: string },
) {
  assertMayImport(actor, scope);
  const key = opts.idempotencyKey?.trim() || null;
  const replay = async () => {
    const earlier = key ? await findByIdempotencyKey(ctx.db, scope.id, mode, key) : null;
    const row = earlier && (await findPolicyImport(ctx.db, scope.id, earlier.id));
    return row ? { status: 200 as const, body: presentPolicyImport(row) } : null;
  };
  const replayed = await replay();
  if (replayed) return replayed;
  const checksum = createHash('sha256').update(upload.body).digest('hex');
  if (mode === 'import' && (await findImportedChecksum(ctx.db, scope.id, checksum)))
    throw new AppError('IMPORT_ALREADY_DONE');
  const storageKey = `companies/${scope.id}/imports/${randomUUID()}.csv`;
  await ctx.storage.put(storageKey, upload.body, 'text/csv');
  let row;
  try {
    row = await insertPolicyImport(ctx.db, {
      companyId: scope.id,
      mode,
      fileName: (opts.name ?? 'policies.csv').slice(0, 255),
      checksum,
      byteSize: upload.body.length,
      storageKey,
      idempotencyKey: key,
      createdByUserId: actor.user.id,
    });
  } catch (error) {
    // A concurrent request with the same key won the insert: answer its import.
    const again = isUniqueViolation(error) ? await replay() : null;
    await ctx.storage.delete(storageKey).catch(() => undefined);
    if (again) return again;
    throw error;
  }
  const input: PolicyImportInput = { importId: row.id, companyId: scope.id };
  const job = await ctx.trackedJobs.enqueue({
    kind: POLICY_IMPORT_JOB,
    companyId: scope.id,
    userId: actor.user.id,
    data: input,
  });
  await setImportJob(ctx.db, row.id, job.id);
  const saved = await findPolicyImport(ctx.db, scope.id, row.id);
  return { status: 202 as const, body: presentPolicyImport(saved!) };
}
