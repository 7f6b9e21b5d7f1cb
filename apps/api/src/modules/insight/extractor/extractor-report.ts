import {
  extractorColumnLabels,
  type ExtractorColumn,
  type ExtractorReportBody,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { JobFailure, type TrackedJobRun } from '../../../platform/jobs/tracked-jobs.ts';
import { csvField, reportLine, type ReportRecord } from '../bound-policy-report.format.ts';
import {
  boundTransactionBatches,
  countBoundTransactions,
  type ReportRange,
} from '../bound-policy-report.repository.ts';
import { reportRange } from '../bound-policy-report.service.ts';
import { checkAnswers } from './extractor-definitions.ts';
import { moneyCell, XLSX_CONTENT_TYPE, XlsxSheetWriter, type XlsxCell } from '../xlsx.ts';

/** The tracked job kind (and pg-boss queue) of the extractor report (decision 189). */
export const EXTRACTOR_REPORT = 'extractor-report';

type Column = ExtractorColumn;

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
  /** The version whose answers are columns, and each answer's key and header (decision 208). */
  productVersionId?: number | null;
  answers?: { key: string; label: string }[];
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

/** A report row with the extractor's own columns. */
const extractorLine = (record: ReportRecord): Record<Column, string | number | null> => ({
  ...reportLine(record),
  endorsements: record.endorsements ?? null,
});

/**
 * A proposal answer as a cell: text and numbers as they are, yes/no for booleans, lists joined with "; ",
 * anything else as JSON; blank when the row's risk is on another version or did not answer.
 */
export function answerValue(
  proposal: Record<string, unknown> | null | undefined,
  key: string,
): string | number | null {
  if (!proposal || !Object.hasOwn(proposal, key)) return null;
  const v = proposal[key];
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  // Numbers stay text when not exact as a double (the CSV and the XLSX show what was answered).
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'))
    return v.join('; ');
  return JSON.stringify(v);
}

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
  const version = await checkAnswers(ctx, scope, body);
  const labels = new Map(version?.questions.map((q) => [q.key, q.label]));
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
    productVersionId: body.productVersionId,
    answers: body.answers.map((key) => ({ key, label: labels.get(key) ?? key })),
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
        endorsements: input.columns.includes('endorsements'),
        answersOfVersionId: input.answers?.length ? input.productVersionId : null,
      };
      const columns = input.columns;
      const answers = input.answers ?? [];
      const header = [
        ...columns.map((c) => extractorColumnLabels[c]),
        ...answers.map((a) => a.label),
      ];
      const total = await countBoundTransactions(ctx.database, range);
      await run.report(0, total);
      const xlsx = input.format === 'xlsx' ? new XlsxSheetWriter('Extract') : null;
      const parts: string[] = [];
      if (xlsx) xlsx.add(header);
      else parts.push(`\uFEFF${header.map(csvField).join(',')}\r\n`);
      let done = 0;
      for await (const batch of boundTransactionBatches(ctx.database, range)) {
        for (const record of batch) {
          const line = extractorLine(record);
          const values = [
            ...columns.map((c) => line[c]),
            ...answers.map((a) => answerValue(record.proposal, a.key)),
          ];
          if (xlsx)
            xlsx.add(
              values.map((v, i): XlsxCell => {
                const c = columns[i];
                return c && moneyColumns.has(c) ? moneyCell(v as string | null) : v;
              }),
            );
          else parts.push(`${values.map(csvField).join(',')}\r\n`);
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
