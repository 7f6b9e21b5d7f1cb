import { ImportMessages as M } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { JobCancelled, JobFailure, type TrackedJobRun } from '../../platform/jobs/tracked-jobs.ts';
import { lockProductVersion } from '../products/index.ts';
import { checkFile, PROGRESS_EVERY, type CheckOutcome } from './check-file.ts';
import { csvRecords, estimateRows } from './csv-records.ts';
import {
  findImportedChecksum,
  findPolicyImport,
  updatePolicyImport,
  writeBatch,
  type WriteState,
} from './imports.repository.ts';
import type { PolicyImportRow } from './imports.tables.ts';
import { checkRow, type CheckedRow } from './row-check.ts';

/** The tracked job kind (and pg-boss queue) that validates or imports one uploaded file. */
export const POLICY_IMPORT_JOB = 'policy-import';
/** Rows written per multi-row insert. */
export const WRITE_BATCH = 1000;

export interface PolicyImportInput {
  importId: number;
  companyId: number;
}

const RUNNING = ['queued', 'checking', 'importing'] as const;

/**
 * The job (decision 128): checks the whole file; a validation stops there. An import of a clean file then
 * reads it again and writes every policy in ONE database transaction with the import's `imported` mark, so
 * a failure, a cancel or a killed process leaves none of the file's rows. Progress: rows checked, then (on
 * PostgreSQL) rows written, of twice the file's rows.
 */
export function definePolicyImportJob(ctx: AppContext): void {
  ctx.trackedJobs.define<PolicyImportInput>({
    kind: POLICY_IMPORT_JOB,
    handler: async (run: TrackedJobRun<PolicyImportInput>) => {
      const imp = await findPolicyImport(ctx.db, run.input.companyId, run.input.importId);
      if (!imp || imp.companyId !== run.companyId) throw new JobFailure('The import is not valid.');
      const body = await ctx.storage.get(imp.storageKey);
      if (!body) throw new JobFailure('The uploaded file is no longer available. Upload it again.');
      const estimate = estimateRows(body);
      const total = imp.mode === 'import' ? estimate * 2 : estimate;
      await updatePolicyImport(ctx.db, imp.id, RUNNING, { status: 'checking' });
      await run.report(0, total);
      const now = Math.floor(Date.now() / 1000);
      try {
        const outcome = await checkFile(ctx.db, imp.companyId, body, now, (rows) =>
          run.report(rows, Math.max(total, rows)),
        );
        const counts = {
          rows: outcome.rows,
          policies: outcome.policies.size,
          transactions: outcome.transactions,
          errorCount: outcome.errorCount,
          errors: outcome.errors,
          message: outcome.fileMessage,
        };
        if (outcome.fileMessage || outcome.errorCount || imp.mode === 'validate') {
          const ok = !outcome.fileMessage && !outcome.errorCount;
          await updatePolicyImport(ctx.db, imp.id, RUNNING, {
            ...counts,
            status: ok ? 'valid' : 'invalid',
            finishedAt: new Date(),
          });
          await run.report(outcome.rows, outcome.rows);
          return;
        }
        if (await findImportedChecksum(ctx.db, imp.companyId, imp.checksum))
          return void (await refuse(ctx, imp, counts, M.alreadyImported));
        await updatePolicyImport(ctx.db, imp.id, RUNNING, { ...counts, status: 'importing' });
        try {
          await writeFile(ctx, run, imp, body, outcome, now);
        } catch (error) {
          // Another import of the same file, or a policy of the same reference, committed meanwhile.
          if (!isUniqueViolation(error)) throw error;
          const message = isUniqueViolation(error, 'policy_imports_imported_checksum_unique')
            ? M.alreadyImported
            : M.duplicateInCompany;
          return void (await refuse(ctx, imp, counts, message));
        }
        // The risk list answers from each node's cache: the new policies must show at once everywhere.
        await ctx.caches.invalidate();
        await run.report(outcome.rows * 2, outcome.rows * 2);
      } catch (error) {
        const message =
          error instanceof JobCancelled
            ? 'The import was cancelled; nothing was written.'
            : error instanceof JobFailure
              ? error.message
              : 'The import failed; nothing was written.';
        await updatePolicyImport(ctx.db, imp.id, RUNNING, {
          status: 'failed',
          message,
          finishedAt: new Date(),
        });
        throw error;
      }
    },
  });
}

async function refuse(
  ctx: AppContext,
  imp: PolicyImportRow,
  counts: object,
  message: string,
): Promise<void> {
  await updatePolicyImport(ctx.db, imp.id, RUNNING, {
    ...counts,
    status: 'invalid',
    message,
    finishedAt: new Date(),
  });
}

async function writeFile(
  ctx: AppContext,
  run: TrackedJobRun<PolicyImportInput>,
  imp: PolicyImportRow,
  body: Buffer,
  outcome: CheckOutcome,
  now: number,
): Promise<void> {
  const catalogue = outcome.catalogue!;
  // PGlite has one connection, held by the transaction: progress is reported after it, not during.
  const reportsDuring = ctx.database.kind === 'postgres';
  await ctx.db.transaction(async (tx) => {
    const state: WriteState = {
      companyId: imp.companyId,
      userId: imp.createdByUserId,
      importId: imp.id,
      policies: outcome.policies,
      written: new Map(),
    };
    const versions = new Set<number>();
    let batch: CheckedRow[] = [];
    let written = 0;
    const flush = async () => {
      if (!batch.length) return;
      await writeBatch(tx, batch, state);
      written += batch.length;
      batch = [];
      if (reportsDuring && written % PROGRESS_EVERY === 0)
        await run.report(outcome.rows + written, outcome.rows * 2);
    };
    for await (const { row, cells } of csvRecords(
      body,
      () => undefined,
      () => undefined,
    )) {
      const { value } = checkRow(cells, row, catalogue, now);
      // The bytes are the checked file's: a row cannot fail now unless the catalogue changed meanwhile.
      if (!value)
        throw new JobFailure(
          "The company's products or agreements changed during the import. Validate the file again.",
        );
      versions.add(value.versionId);
      batch.push(value);
      if (batch.length >= WRITE_BATCH) await flush();
    }
    await flush();
    for (const versionId of versions) await lockProductVersion(tx, versionId, imp.createdByUserId);
    const done = await updatePolicyImport(tx, imp.id, ['importing'], {
      status: 'imported',
      finishedAt: new Date(),
    });
    if (!done) throw new JobCancelled();
  });
}
