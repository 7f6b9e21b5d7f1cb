import { ImportMessages as M } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { JobCancelled, JobFailure, type TrackedJobRun } from '../../platform/jobs/tracked-jobs.ts';
import { lockProductVersion } from '../products/index.ts';
import { checkFile, type CheckOutcome } from './check-file.ts';
import { estimateRows } from './csv-records.ts';
import {
  findImportedChecksum,
  findPolicyImport,
  updatePolicyImport,
  writePolicies,
  type PolicyImportWithUser,
  type WriteState,
} from './imports.repository.ts';
import type { PolicyImportRow } from './imports.tables.ts';

/** The tracked job kind (and pg-boss queue) that validates or imports one uploaded file. */
export const POLICY_IMPORT_JOB = 'policy-import';

export interface PolicyImportInput {
  importId: number;
  companyId: number;
}

const RUNNING = ['queued', 'checking', 'importing'] as const;

/** Thrown inside the import's transaction when the file has an error: everything written rolls back. */
export class FileRefused extends Error {
  constructor(readonly outcome: CheckOutcome) {
    super('the file has errors');
  }
}

const countsOf = (outcome: CheckOutcome) => ({
  rows: outcome.rows,
  policies: outcome.policies,
  transactions: outcome.transactions,
  errorCount: outcome.errorCount,
  errors: outcome.errors,
  message: outcome.fileMessage,
});

/**
 * The job (decisions 128, 155): a validation checks the whole file, streamed. An import makes the same single
 * pass inside ONE database transaction, writing each batch of complete policies as soon as it is checked; the
 * first error stops the writing (the rest is still checked for the report) and the transaction is rolled
 * back, so a bad file, a failure, a cancel or a killed process leaves none of the file's rows. Progress:
 * rows checked (and, for an import, written) of the file's rows.
 */
export function definePolicyImportJob(ctx: AppContext): void {
  ctx.trackedJobs.define<PolicyImportInput>({
    kind: POLICY_IMPORT_JOB,
    handler: async (run: TrackedJobRun<PolicyImportInput>) => {
      const imp = await findPolicyImport(ctx.db, run.input.companyId, run.input.importId);
      if (!imp || imp.companyId !== run.companyId) throw new JobFailure('The import is not valid.');
      const body = await ctx.storage.get(imp.storageKey);
      if (!body) throw new JobFailure('The uploaded file is no longer available. Upload it again.');
      const total = estimateRows(body);
      const now = Math.floor(Date.now() / 1000);
      const report = (rows: number) => run.report(rows, Math.max(total, rows));
      try {
        if (imp.mode === 'validate') {
          await updatePolicyImport(ctx.db, imp.id, RUNNING, { status: 'checking' });
          await run.report(0, total);
          const outcome = await checkFile(ctx.db, imp.companyId, body, now, report);
          const ok = !outcome.fileMessage && !outcome.errorCount;
          await updatePolicyImport(ctx.db, imp.id, RUNNING, {
            ...countsOf(outcome),
            status: ok ? 'valid' : 'invalid',
            finishedAt: new Date(),
          });
          await run.report(outcome.rows, outcome.rows);
          return;
        }
        if (await findImportedChecksum(ctx.db, imp.companyId, imp.checksum))
          return void (await refuse(ctx, imp, {}, M.alreadyImported));
        await updatePolicyImport(ctx.db, imp.id, RUNNING, { status: 'importing' });
        await run.report(0, total);
        let rows = 0;
        try {
          rows = await importFile(ctx, imp, body, now, report);
        } catch (error) {
          if (error instanceof FileRefused) {
            await updatePolicyImport(ctx.db, imp.id, RUNNING, {
              ...countsOf(error.outcome),
              status: 'invalid',
              finishedAt: new Date(),
            });
            await run.report(error.outcome.rows, error.outcome.rows);
            return;
          }
          // Another import of the same file, or a policy of the same reference, committed meanwhile.
          if (!isUniqueViolation(error)) throw error;
          const message = isUniqueViolation(error, 'policy_imports_imported_checksum_unique')
            ? M.alreadyImported
            : M.duplicateInCompany;
          return void (await refuse(ctx, imp, {}, message));
        }
        // The risk list answers from each node's cache: the new policies must show at once everywhere.
        await ctx.caches.invalidate();
        await run.report(rows, rows);
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

/**
 * Checks and writes the file in one transaction, the import turning `imported` in it; its rows, or
 * `FileRefused` (rolled back). Exported for bench/policy-import.bench.ts, which times it without the queue.
 */
export async function importFile(
  ctx: AppContext,
  imp: PolicyImportWithUser,
  body: Buffer,
  now: number,
  report: (rows: number) => Promise<void>,
): Promise<number> {
  // PGlite has one connection, held by the transaction: progress is reported after it, not during.
  const progress = ctx.database.kind === 'postgres' ? report : async () => undefined;
  const state: WriteState = {
    companyId: imp.companyId,
    userId: imp.createdByUserId,
    importId: imp.id,
    note: M.importedFrom(imp.fileName, imp.createdByName),
  };
  return ctx.db.transaction(async (tx) => {
    const versions = new Set<number>();
    const outcome = await checkFile(tx, imp.companyId, body, now, progress, async (policies) => {
      for (const p of policies) versions.add(p.summary.versionId);
      await writePolicies(tx, policies, state);
    });
    if (outcome.fileMessage || outcome.errorCount) throw new FileRefused(outcome);
    for (const versionId of versions) await lockProductVersion(tx, versionId, imp.createdByUserId);
    const done = await updatePolicyImport(tx, imp.id, ['importing'], {
      ...countsOf(outcome),
      status: 'imported',
      finishedAt: new Date(),
    });
    if (!done) throw new JobCancelled();
    return outcome.rows;
  });
}
