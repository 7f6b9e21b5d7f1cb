import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { placeInStoreFolder } from './placed-documents.service.ts';
import { packagesWithUnplacedFiles, unplacedRiskFileIds } from './risk-files.repository.ts';
import { riskStorePath } from './upload-risk-file.service.ts';

/** Queue name of the backfill, run once each time a process starts the workers (decision 204). */
export const RISK_FILES_BACKFILL_JOB = 'risk-files-to-store';

const BATCH = 200;

/**
 * Places every risk file still outside the store (uploaded before decision 184) in its underwriting
 * company's store, Documents › Risks › {reference}, as the next upload to the package would have. One
 * transaction per package; a package already placed is not found again, so a second run does nothing.
 * Answers how many files were placed.
 */
export async function placeAllRiskFilesInStore(ctx: AppContext): Promise<number> {
  let placed = 0;
  for (;;) {
    const packages = await packagesWithUnplacedFiles(ctx.db, BATCH);
    if (packages.length === 0) return placed;
    for (const pkg of packages)
      placed += await inTransaction(ctx, async (tx) => {
        const fileIds = await unplacedRiskFileIds(tx, pkg.id);
        await placeInStoreFolder(
          tx,
          pkg.underwriterCompanyId,
          riskStorePath(pkg.reference),
          fileIds,
          null,
        );
        return fileIds.length;
      });
  }
}

/** The backfill as a job that runs at every start of the workers (it finds nothing once done). */
export function defineRiskFilesBackfill(ctx: AppContext): void {
  ctx.jobs.define({
    name: RISK_FILES_BACKFILL_JOB,
    // One at a time across processes; a failed run is retried, and the next start runs it again anyway.
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 30 },
    runAtStart: true,
    handler: async () => {
      const placed = await placeAllRiskFilesInStore(ctx);
      if (placed > 0) ctx.log.info({ placed }, 'risk files placed in the document store');
    },
  });
}
