import {
  boundPolicyReportColumns,
  neutraliseSpreadsheetCell,
  transactionTypeLabels,
  type ReportType,
} from '@turbine/domain';

/** One line of the bound-policy report, keyed by `boundPolicyReportColumns` (decision 092). */
export type ReportLine = Record<(typeof boundPolicyReportColumns)[number], string | number | null>;

/** The report's row as the repository reads it: text casts only, so no engine turns money into floats. */
export interface ReportRecord {
  transaction_id: number;
  /** The exact bound_at as PostgreSQL prints it: the keyset position of the next batch. */
  bound_key: string;
  reference: string;
  type: number;
  product: string;
  product_role: number;
  insured: string;
  broker: string;
  underwriter: string;
  insurer: string | null;
  bound_at: string;
  effective_date: string;
  inception_date: string;
  expiry_date: string;
  currency: string;
  base_premium: string | null;
  gross_premium: string | null;
  net_premium: string | null;
  total_premium: string | null;
  package_total_premium: string | null;
  main_premium: string | null;
  add_ons_premium: string | null;
  premium_change: string | null;
  administration_fee: string | null;
  broker_commission: string | null;
  limit_of_indemnity: string | null;
  deductible: string | null;
  reason_for_cancellation: string | null;
  /** Extractor extras (decision 208), present only when asked. */
  endorsements?: string | null;
  proposal?: Record<string, unknown> | null;
}

/** The report's values of one transaction: §4 type names (Adjustment shown as Amendment), decimal strings. */
export function reportLine(r: ReportRecord): ReportLine {
  return {
    reference: r.reference,
    transactionId: r.transaction_id,
    transactionType:
      transactionTypeLabels[r.type as keyof typeof transactionTypeLabels] ?? String(r.type),
    product: r.product,
    productRole: r.product_role === 1 ? 'Main' : 'Add-on',
    insured: r.insured,
    broker: r.broker,
    underwriter: r.underwriter,
    insurer: r.insurer,
    boundAt: r.bound_at,
    effectiveDate: r.effective_date,
    inceptionDate: r.inception_date,
    expiryDate: r.expiry_date,
    currency: r.currency,
    basePremium: r.base_premium,
    grossPremium: r.gross_premium,
    netPremium: r.net_premium,
    totalPremium: r.total_premium,
    packageTotalPremium: r.package_total_premium,
    mainPremium: r.main_premium,
    addOnsPremium: r.add_ons_premium,
    premiumChange: r.premium_change,
    administrationFee: r.administration_fee,
    brokerCommission: r.broker_commission,
    limitOfIndemnity: r.limit_of_indemnity,
    deductible: r.deductible,
    reasonForCancellation: r.reason_for_cancellation,
  };
}

/** One RFC 4180 field: quoted when it holds a quote, comma, CR or LF; inner quotes doubled. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = neutraliseSpreadsheetCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A tab-separated cell, formula-neutralised like CSV (spreadsheets open tab-separated text the same way),
 * then tabs and line breaks inside the value become single spaces.
 */
const txtField = (value: string | number | null) =>
  value === null
    ? ''
    : typeof value === 'number'
      ? String(value)
      : neutraliseSpreadsheetCell(value).replace(/[\t\r\n]+/g, ' ');

/** Encodes the report piece by piece: the head, each batch of lines, and the tail. */
export interface ReportEncoder {
  contentType: string;
  head(): string;
  batch(lines: ReportLine[], first: boolean): string;
  tail(): string;
}

const columns = boundPolicyReportColumns;

/**
 * CSV: RFC 4180 with CRLF and a header row of the column keys, after a UTF-8 byte order mark so
 * spreadsheet programs read names such as "Zoë" correctly. JSON: an array of objects, one per line.
 * TXT: tab-separated lines under the same header; a fixed-width table would need every row's width
 * before the first byte, which a streamed report does not have.
 */
export const reportEncoders: Record<ReportType, ReportEncoder> = {
  csv: {
    contentType: 'text/csv; charset=utf-8',
    head: () => `\uFEFF${columns.join(',')}\r\n`,
    batch: (lines) =>
      lines.map((l) => `${columns.map((c) => csvField(l[c])).join(',')}\r\n`).join(''),
    tail: () => '',
  },
  json: {
    contentType: 'application/json',
    head: () => '[',
    batch: (lines, first) =>
      lines.map((l, i) => `${first && i === 0 ? '' : ','}\n${JSON.stringify(l)}`).join(''),
    tail: () => '\n]\n',
  },
  txt: {
    contentType: 'text/plain; charset=utf-8',
    head: () => `${columns.join('\t')}\n`,
    batch: (lines) =>
      lines.map((l) => `${columns.map((c) => txtField(l[c])).join('\t')}\n`).join(''),
    tail: () => '',
  },
};
