import {
  boundPolicyReportColumns,
  extractorColumnLabels,
  type ExtractorReportBody,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { JobFailure, type TrackedJobRun } from '../../../platform/jobs/tracked-jobs.ts';
import { csvField, reportLine } from '../bound-policy-report.format.ts';
import {
  boundTransactionBatches,
  countBoundTransactions,
  type ReportRange,
} from '../bound-policy-report.repository.ts';
import { reportRange } from '../bound-policy-report.service.ts';
import { moneyCell, XLSX_CONTENT_TYPE, XlsxSheetWriter, type XlsxCell } from '../xlsx.ts';

/** The tracked job kind (and pg-boss queue) of the extractor report (decision 189). */
export const EXTRACTOR_REPORT = 'extractor-report';

type Column = (typeof boundPolicyReportColumns)[number];

/** What the job keeps of the request: the checked range as ISO instants, the columns and the filters. */
interface ExtractorInput {
  companyId: number;
  companyType: number;
  from: string;
  toExclusive: string;
  columns: Column[];
  transactionTypes: number[];
  productIds: number[];
  brokerageIds: number[];
  format: ExtractorReportBody['format'];
  stamp: number;
}

/** The money columns: number cells in XLSX (exact to 15 significant digits), decimal text in CSV. */
const moneyColumns = new Set<Column>([
  'basePremium',
  'grossPremium',
  'netPremium',
  'totalPremium',
  'packageTotalPremium',
  'mainPremium',
  'addOnsPremium',
  'premiumChange',
  'administrationFee',
  'brokerCommission',
  'limitOfIndemnity',
  'deductible',
]);

/** A report value as an XLSX cell: money as a number where exact, the rest as it is. */
export const xlsxValue = (column: Column, value: string | number | null): XlsxCell =>
  moneyColumns.has(column) && typeof value === 'string' ? moneyCell(value) : value;

/**
 * POST /companies/{companyId}/report/extracts: checks the range with the bound-policy report's §5 rules and
 * queues the extract; the job's progress follows on the user's channel and the Jobs list (decision 106).
 */
export async function startExtractorReport(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: ExtractorReportBody,
) {
  const range = reportRange(scope, body);
  const input: ExtractorInput = {
    companyId: range.companyId,
    companyType: range.companyType,
    from: range.from.toISOString(),
    toExclusive: range.toExclusive.toISOString(),
    columns: body.columns,
    transactionTypes: body.transactionTypes,
    productIds: body.productIds,
    brokerageIds: body.brokerageIds,
    format: body.format,
    stamp: Math.floor(Date.now() / 1000),
  };
  return ctx.trackedJobs.enqueue({
    kind: EXTRACTOR_REPORT,
    companyId: scope.id,
    userId: actor.user.id,
    data: input,
  });
}

/**
 * The job: the company's transactions bound in the range (the bound-policy report's rows and access scope)
 * narrowed by the filters, a batch at a time, written as CSV (the report's quoting and spreadsheet
 * neutralising, labelled header) or streamed XLSX, reporting rows done of the count.
 */
export function defineExtractorReport(ctx: AppContext): void {
  ctx.trackedJobs.define<ExtractorInput>({
    kind: EXTRACTOR_REPORT,
    handler: async (run: TrackedJobRun<ExtractorInput>) => {
      const { input } = run;
      if (input.companyId !== run.companyId) throw new JobFailure('The report is not valid.');
      const range: ReportRange = {
        companyId: input.companyId,
        companyType: input.companyType,
        from: new Date(input.from),
        toExclusive: new Date(input.toExclusive),
        transactionTypes: input.transactionTypes,
        productIds: input.productIds,
        brokerageIds: input.brokerageIds,
      };
      const columns = input.columns;
      const header = columns.map((c) => extractorColumnLabels[c]);
      const total = await countBoundTransactions(ctx.database, range);
      await run.report(0, total);
      const xlsx = input.format === 'xlsx' ? new XlsxSheetWriter('Extract') : null;
      const parts: string[] = [];
      if (xlsx) xlsx.add(header);
      else parts.push(`\uFEFF${header.map(csvField).join(',')}\r\n`);
      let done = 0;
      for await (const batch of boundTransactionBatches(ctx.database, range)) {
        for (const record of batch) {
          const line = reportLine(record);
          if (xlsx)
            xlsx.add(
              columns.map((c): XlsxCell =>
                moneyColumns.has(c) ? moneyCell(line[c] as string | null) : line[c],
              ),
            );
          else parts.push(`${columns.map((c) => csvField(line[c])).join(',')}\r\n`);
        }
        done += batch.length;
        // The count and the batches are two reads: rows bound in between may add a few.
        await run.report(done, Math.max(total, done));
      }
      const name = `extractor_report_${input.stamp}.${input.format}`;
      return xlsx
        ? { body: await xlsx.finish(), name, contentType: XLSX_CONTENT_TYPE }
        : {
            body: Buffer.from(parts.join(''), 'utf8'),
            name,
            contentType: 'text/csv; charset=utf-8',
          };
    },
  });
}
