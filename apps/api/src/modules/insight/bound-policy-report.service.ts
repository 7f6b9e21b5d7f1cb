import { Readable } from 'node:stream';
import type { ReportType } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { reportEncoders, reportLine } from './bound-policy-report.format.ts';
import { boundTransactionBatches, type ReportRange } from './bound-policy-report.repository.ts';

const DAY = 86_400;
/** §9 Report minimum date 2020-01-01 (UTC). */
export const REPORT_MIN_EPOCH = Date.UTC(2020, 0, 1) / 1000;

/** The report's range messages (§5 report form; the spec words only 'Required'). */
export const ReportMessages = {
  beforeMinimum: 'The date must be on or after 1 Jan 2020.',
  startAfterEnd: 'The start date must be on or before the end date.',
  invalidDate: 'Enter the date as epoch seconds.',
} as const;

/**
 * §7 date_from / date_to are epoch seconds at the UTC start / end of a day: the range is whole UTC days,
 * from the start of date_from's day to the end of date_to's day, so a policy bound at 23:59:59.999 is in.
 */
export function reportRange(
  scope: CompanyScope,
  q: { date_from: number; date_to: number },
): ReportRange {
  const errors: Record<string, string[]> = {};
  if (q.date_from < REPORT_MIN_EPOCH) errors.date_from = [ReportMessages.beforeMinimum];
  if (q.date_to < REPORT_MIN_EPOCH) errors.date_to = [ReportMessages.beforeMinimum];
  if (!errors.date_from && !errors.date_to && q.date_from > q.date_to)
    errors.date_from = [ReportMessages.startAfterEnd];
  if (Object.keys(errors).length) throw new AppError('VALIDATION', { errors });
  const fromDay = Math.floor(q.date_from / DAY);
  const toDay = Math.floor(q.date_to / DAY);
  return {
    companyId: scope.id,
    companyType: scope.refCompanyTypeId,
    from: new Date(fromDay * DAY * 1000),
    toExclusive: new Date((toDay + 1) * DAY * 1000),
  };
}

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * GET /companies/{companyId}/report/bound-policies (§2, §7, §9): the transactions bound in the range of
 * the packages the company brokers, underwrites or insures, oldest first, streamed from the database a
 * batch at a time in the asked format. The first batch is read before answering, so a failing query is an
 * error response rather than a cut-off file.
 */
export async function boundPolicyReport(
  ctx: AppContext,
  scope: CompanyScope,
  q: { date_from: number; date_to: number; type: ReportType },
): Promise<ReportFile> {
  const range = reportRange(scope, q);
  const encoder = reportEncoders[q.type];
  const batches = boundTransactionBatches(ctx.database, range);
  const first = await batches.next();
  async function* chunks(): AsyncGenerator<string> {
    yield encoder.head();
    if (!first.done) {
      yield encoder.batch(first.value.map(reportLine), true);
      for (let next = await batches.next(); !next.done; next = await batches.next())
        yield encoder.batch(next.value.map(reportLine), false);
    }
    yield encoder.tail();
  }
  const body = Readable.from(chunks(), { objectMode: false });
  // An abandoned download closes the batches (and so the cursor and its connection), even before the body
  // has started.
  body.on('close', () => void batches.return(undefined).catch(() => undefined));
  return {
    fileName: `bound_policy_report_${Math.floor(Date.now() / 1000)}.${q.type}`,
    contentType: encoder.contentType,
    body,
  };
}
