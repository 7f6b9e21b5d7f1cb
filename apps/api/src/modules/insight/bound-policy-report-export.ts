import type { AppContext } from '../../platform/context.ts';
import type { CompanyScope, Actor } from '../../platform/http/guard.ts';
import { JobFailure, type TrackedJobRun } from '../../platform/jobs/tracked-jobs.ts';
import { reportEncoders, reportLine } from './bound-policy-report.format.ts';
import {
  boundTransactionBatches,
  countBoundTransactions,
  type ReportRange,
} from './bound-policy-report.repository.ts';
import { reportRange } from './bound-policy-report.service.ts';
import { boundPolicyReportColumns } from '@turbine/domain';
import { xlsxValue } from './extractor/extractor-report.ts';
import { XLSX_CONTENT_TYPE, XlsxSheetWriter } from './xlsx.ts';

/** The tracked job kind (and pg-boss queue) of the background CSV export (decision 106). */
export const BOUND_POLICY_EXPORT = 'bound-policy-report-export';

/** What the job keeps of the request: the checked range, as ISO instants. */
interface ExportInput {
  companyId: number;
  companyType: number;
  from: string;
  toExclusive: string;
  /** The generation time in the file name, as the synchronous report names it. */
  stamp: number;
  /** Absent on jobs queued before XLSX (decision 189): CSV. */
  format?: 'csv' | 'xlsx';
}

/**
 * POST /companies/{companyId}/report/bound-policies/exports: checks the range as the synchronous report
 * does (§5, §9 messages) and queues the export; the job's state follows on the user's channel.
 */
export async function startBoundPolicyExport(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  q: { date_from: number; date_to: number; format?: 'csv' | 'xlsx' },
) {
  const range = reportRange(scope, q);
  const input: ExportInput = {
    companyId: range.companyId,
    companyType: range.companyType,
    from: range.from.toISOString(),
    toExclusive: range.toExclusive.toISOString(),
    stamp: Math.floor(Date.now() / 1000),
    format: q.format ?? 'csv',
  };
  return ctx.trackedJobs.enqueue({
    kind: BOUND_POLICY_EXPORT,
    companyId: scope.id,
    userId: actor.user.id,
    data: input,
  });
}

/**
 * The export job: the report as CSV (the same encoder, so the same columns, quoting and spreadsheet
 * neutralising as the download), a batch at a time, reporting rows done of the range's count.
 */
export function defineBoundPolicyExport(ctx: AppContext): void {
  ctx.trackedJobs.define<ExportInput>({
    kind: BOUND_POLICY_EXPORT,
    handler: async (run: TrackedJobRun<ExportInput>) => {
      const { input } = run;
      if (input.companyId !== run.companyId) throw new JobFailure('The export is not valid.');
      const range: ReportRange = {
        companyId: input.companyId,
        companyType: input.companyType,
        from: new Date(input.from),
        toExclusive: new Date(input.toExclusive),
      };
      const encoder = reportEncoders.csv;
      const total = await countBoundTransactions(ctx.database, range);
      await run.report(0, total);
      // XLSX: the CSV's header and values, money as number cells where exact (decision 189).
      const xlsx = input.format === 'xlsx' ? new XlsxSheetWriter('Bound policies') : null;
      const parts = xlsx ? [] : [encoder.head()];
      xlsx?.add(boundPolicyReportColumns);
      let done = 0;
      for await (const batch of boundTransactionBatches(ctx.database, range)) {
        if (xlsx)
          for (const line of batch.map(reportLine))
            xlsx.add(boundPolicyReportColumns.map((c) => xlsxValue(c, line[c])));
        else parts.push(encoder.batch(batch.map(reportLine), done === 0));
        done += batch.length;
        // The count and the batches are two reads: rows bound in between may add a few.
        await run.report(done, Math.max(total, done));
      }
      if (xlsx)
        return {
          body: await xlsx.finish(),
          name: `bound_policy_report_${input.stamp}.xlsx`,
          contentType: XLSX_CONTENT_TYPE,
        };
      parts.push(encoder.tail());
      return {
        body: Buffer.from(parts.join(''), 'utf8'),
        name: `bound_policy_report_${input.stamp}.csv`,
        contentType: encoder.contentType,
      };
    },
  });
}
