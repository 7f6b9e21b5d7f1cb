import { Decimal } from 'decimal.js';
import { TransactionType } from '../enums.ts';
import { neutraliseSpreadsheetCell } from '../spreadsheet.ts';

/**
 * The premium bordereau of a binding agreement for a reporting month, after Lloyd's Coverholder Reporting
 * Standards v5.2 (decision 151). Pure: the bound transactions go in, the rows come out, money as decimal
 * strings with two places, each amount rounded half-up to the cent once.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;
const ZERO = new D(0);
const HUNDRED = new D(100);

/** A tax or levy as the tax engine charged it (CR0077–0085). */
export interface TaxBlock {
  jurisdiction: string;
  type: string;
  /** The amount the rate applies to; empty when the line is a flat amount. */
  taxablePremium: string;
  /** Percent (or cents per $100 for the NZ levies); null for a flat amount. */
  rate: string | null;
  amount: string;
}

/** One bound transaction's premium as rated: gross includes commission, taxes are on top. */
export interface PremiumFigures {
  gross: string;
  commissionPercent: string;
  fees: string;
  taxes: readonly TaxBlock[];
}

export interface QuotaShare {
  syndicate: string;
  /** Percent of the section, the shares of a section add up to 100. */
  sharePercent: string;
}

/** The agreement and month every row repeats. */
export interface BordereauHeader {
  periodStart: string;
  periodEnd: string;
  umr: string;
  agreementNumber: string;
  coverholder: string;
  yearOfAccount: string;
  currency: string;
}

export interface BordereauTransaction {
  transactionId: number;
  /** The risk's reference (certificate reference, CR0029). */
  reference: string;
  type: number;
  section: string;
  riskCode: string;
  classOfBusiness: string;
  insuredName: string;
  insuredState: string | null;
  insuredPostcode: string | null;
  insuredCountry: string | null;
  inceptionDate: string;
  expiryDate: string;
  effectiveDate: string;
  /** The day it was bound, in the agreement's zone (policy issuance date, CR0315). */
  boundDate: string;
  sumInsured: string | null;
  reasonForCancellation: string | null;
  /** The transaction's own figures; for a cancellation (not re-rated) null. */
  current: PremiumFigures | null;
  /** The policy's figures before this transaction (adjustments and cancellations). */
  previous: PremiumFigures | null;
  /** Share of the term remaining (adjustments and cancellations), 8 places. */
  proRataFactor: string | null;
  quotaShares: readonly QuotaShare[];
}

export const MAX_TAX_BLOCKS = 5;

/** The columns in file order: key, CR code (blank for our own), header. */
export const bordereauColumns: readonly (readonly [key: string, cr: string, header: string])[] = [
  ['periodStart', 'CR0001', 'Reporting period start date'],
  ['periodEnd', 'CR0002', 'Reporting period end date'],
  ['umr', 'CR0005', 'Unique Market Reference (UMR)'],
  ['agreementNumber', 'CR0006', 'Agreement number'],
  ['section', 'CR0007', 'Section'],
  ['yearOfAccount', 'CR0010', 'Year of account'],
  ['coverholder', 'CR0013', 'Coverholder name'],
  ['riskCode', 'CR0016', 'Risk code'],
  ['classOfBusiness', 'CR0017', 'Class of business'],
  ['typeOfInsurance', 'CR0019', 'Type of insurance'],
  ['currency', 'CR0020', 'Original currency'],
  ['wholeRiskGross', 'CR0021', 'Total gross written premium'],
  ['riskTransactionType', 'CR0022', 'Risk transaction type'],
  ['certificateReference', 'CR0029', 'Certificate reference'],
  ['inceptionDate', 'CR0030', 'Risk inception date'],
  ['expiryDate', 'CR0031', 'Risk expiry date'],
  ['insuredName', 'CR0035', 'Insured full name or company name'],
  ['insuredState', 'CR0039', 'Insured state'],
  ['insuredPostcode', 'CR0040', 'Insured postcode'],
  ['insuredCountry', 'CR0041', 'Insured country'],
  ['locationState', 'CR0048', 'Location of risk state'],
  ['locationCountry', 'CR0050', 'Location of risk country'],
  ['sumInsuredCurrency', 'CR0051', 'Sum insured currency'],
  ['sumInsured', 'CR0052', 'Sum insured amount'],
  ['transactionType', 'CR0056', 'Transaction type'],
  ['effectiveDate', 'CR0057', 'Effective date of transaction'],
  ['transactionExpiryDate', 'CR0058', 'Expiry date of transaction'],
  ['grossPremium', 'CR0059', 'Gross premium paid this time'],
  ['commissionPercent', 'CR0061', 'Commission %'],
  ['commission', 'CR0062', 'Commission amount'],
  ['totalTaxes', 'CR0064', 'Total taxes and levies'],
  ['netPremium', 'CR0065', 'Net premium to capacity provider'],
  ...[1, 2, 3, 4, 5].flatMap((n): (readonly [string, string, string])[] => [
    [`tax${n}Jurisdiction`, 'CR0077', `Tax ${n} jurisdiction`],
    [`tax${n}Type`, 'CR0078', `Tax ${n} type`],
    [`tax${n}TaxablePremium`, 'CR0079', `Tax ${n} taxable premium`],
    [`tax${n}Rate`, 'CR0080', `Tax ${n} %`],
    [`tax${n}Amount`, 'CR0083', `Tax ${n} amount`],
  ]),
  ['feesDescription', 'CR0086', 'Other fees or deductions description'],
  ['fees', 'CR0087', 'Other fees or deductions amount'],
  ['syndicate', '', 'Quota share syndicate'],
  ['sharePercent', '', 'Syndicate share %'],
  ['transactionNumber', 'CR0230', 'Transaction number'],
  ['reasonForCancellation', 'CR0299', 'Reason for cancellation'],
  ['issuanceDate', 'CR0315', 'Policy issuance date'],
];

export type BordereauRow = Record<string, string>;

export interface RowError {
  field: string;
  message: string;
}

export interface MappedRow {
  transactionId: number;
  row: BordereauRow;
  errors: RowError[];
}

export interface BordereauTotals {
  grossPremium: string;
  commission: string;
  totalTaxes: string;
  netPremium: string;
  fees: string;
}

const money = (value: Dec): string => (value.isZero() ? ZERO : value).toFixed(2);
const cents = (value: Dec): Dec => value.toDecimalPlaces(2);

const RISK_TRANSACTION_TYPES: Record<number, string> = {
  [TransactionType.NewBusiness]: 'New Business',
  [TransactionType.Renewal]: 'Renewal',
  [TransactionType.Adjustment]: 'Adjustment',
  [TransactionType.Cancellation]: 'Cancellation',
};

/** A movement of the policy's premium: what this transaction adds (+) or returns (−), before the split. */
interface Movement {
  gross: Dec;
  commissionPercent: Dec;
  fees: Dec;
  taxes: { block: TaxBlock; taxable: Dec | null; amount: Dec }[];
}

const figuresAsMovement = (f: PremiumFigures, factor: Dec): Movement => ({
  gross: cents(new D(f.gross).mul(factor)),
  commissionPercent: new D(f.commissionPercent),
  fees: cents(new D(f.fees).mul(factor)),
  taxes: f.taxes.map((block) => ({
    block,
    taxable: block.taxablePremium === '' ? null : cents(new D(block.taxablePremium).mul(factor)),
    amount: cents(new D(block.amount).mul(factor)),
  })),
});

const taxKey = (b: TaxBlock) => `${b.jurisdiction}|${b.type}`;

/**
 * The movement of a transaction: new business and renewals their own figures; an adjustment the
 * difference between its figures and the policy's before, times the share of the term remaining; a
 * cancellation the figures before, returned for the share of the term remaining.
 */
export function movementOf(t: BordereauTransaction): Movement {
  if (t.type === TransactionType.NewBusiness || t.type === TransactionType.Renewal)
    return figuresAsMovement(t.current!, new D(1));
  const factor = new D(t.proRataFactor ?? '1');
  if (t.type === TransactionType.Cancellation) return figuresAsMovement(t.previous!, factor.neg());
  const now = figuresAsMovement(t.current!, factor);
  const before = figuresAsMovement(t.previous!, factor);
  const taxes = now.taxes.map((line) => {
    const old = before.taxes.find((b) => taxKey(b.block) === taxKey(line.block));
    return {
      block: line.block,
      taxable: line.taxable === null ? null : line.taxable.sub(old?.taxable ?? ZERO),
      amount: line.amount.sub(old?.amount ?? ZERO),
    };
  });
  for (const old of before.taxes)
    if (!now.taxes.some((line) => taxKey(line.block) === taxKey(old.block)))
      taxes.push({
        block: old.block,
        taxable: old.taxable?.neg() ?? null,
        amount: old.amount.neg(),
      });
  return {
    gross: now.gross.sub(before.gross),
    commissionPercent: now.commissionPercent,
    fees: now.fees.sub(before.fees),
    taxes,
  };
}

/**
 * Splits an amount by percentage shares: each share rounded half-up to the cent, the last takes what is
 * left, so the parts always add up to the whole.
 */
export function splitByShares(amount: Dec, shares: readonly Dec[]): Dec[] {
  let allocated = ZERO;
  return shares.map((share, i) => {
    if (i === shares.length - 1) return amount.sub(allocated);
    const part = cents(amount.mul(share).div(HUNDRED));
    allocated = allocated.add(part);
    return part;
  });
}

const commissionOf = (gross: Dec, percent: Dec): Dec => cents(gross.mul(percent).div(HUNDRED));

/** The CR0056 code: original premium for new business and renewals, else additional or return premium. */
export function transactionCode(type: number, gross: Dec): 'OP' | 'AP' | 'RP' {
  if (type === TransactionType.NewBusiness || type === TransactionType.Renewal) return 'OP';
  return gross.lt(0) ? 'RP' : 'AP';
}

const text = (value: string | null | undefined): string => value ?? '';

/** Validation before release (issue 14): mandatory fields, dates, commission and taxes add up. */
export function validateRow(row: BordereauRow): RowError[] {
  const errors: RowError[] = [];
  const mandatory = [
    'umr',
    'agreementNumber',
    'coverholder',
    'section',
    'riskCode',
    'currency',
    'certificateReference',
    'insuredName',
    'locationCountry',
    'inceptionDate',
    'expiryDate',
    'effectiveDate',
    'transactionType',
  ];
  for (const field of mandatory)
    if ((row[field] ?? '').trim() === '') errors.push({ field, message: 'Required' });
  if (row.locationCountry === 'AU' && (row.locationState ?? '') === '')
    errors.push({ field: 'locationState', message: 'An Australian risk needs its state' });
  if (
    (row.inceptionDate ?? '') !== '' &&
    (row.expiryDate ?? '') > '' &&
    row.expiryDate! < row.inceptionDate!
  )
    errors.push({ field: 'expiryDate', message: 'Expiry must not be before inception' });
  const gross = new D(row.grossPremium ?? '0');
  const expected = commissionOf(gross, new D(row.commissionPercent ?? '0'));
  if (!expected.eq(row.commission ?? '0'))
    errors.push({
      field: 'commission',
      message: `Commission must be gross × commission % (${money(expected)})`,
    });
  let taxes = ZERO;
  for (let n = 1; n <= MAX_TAX_BLOCKS; n++) taxes = taxes.add(row[`tax${n}Amount`] || '0');
  if (!taxes.eq(row.totalTaxes ?? '0'))
    errors.push({
      field: 'totalTaxes',
      message: `Total taxes must be the sum of the tax blocks (${money(taxes)})`,
    });
  const net = gross.sub(row.commission ?? '0');
  if (!net.eq(row.netPremium ?? '0'))
    errors.push({
      field: 'netPremium',
      message: `Net premium must be gross − commission (${money(net)})`,
    });
  return errors;
}

/**
 * The rows of one transaction: one per quota share syndicate of its section (one row with no syndicate
 * when the section has none), each carrying its share of every amount.
 */
export function mapTransaction(header: BordereauHeader, t: BordereauTransaction): MappedRow[] {
  const movement = movementOf(t);
  const shares = t.quotaShares.length ? t.quotaShares : [{ syndicate: '', sharePercent: '100' }];
  const percents = shares.map((s) => new D(s.sharePercent));
  const grossParts = splitByShares(movement.gross, percents);
  const feeParts = splitByShares(movement.fees, percents);
  const taxParts = movement.taxes.map((line) => ({
    line,
    taxable: line.taxable === null ? null : splitByShares(line.taxable, percents),
    amount: splitByShares(line.amount, percents),
  }));
  const whole = t.current ?? t.previous;
  const code = transactionCode(t.type, movement.gross);
  return shares.map((share, i) => {
    const gross = grossParts[i]!;
    const commission = commissionOf(gross, movement.commissionPercent);
    const taxes = taxParts.reduce((sum, tax) => sum.add(tax.amount[i]!), ZERO);
    const row: BordereauRow = {
      periodStart: header.periodStart,
      periodEnd: header.periodEnd,
      umr: header.umr,
      agreementNumber: header.agreementNumber,
      section: t.section,
      yearOfAccount: header.yearOfAccount,
      coverholder: header.coverholder,
      riskCode: t.riskCode,
      classOfBusiness: t.classOfBusiness,
      typeOfInsurance: 'Direct',
      currency: header.currency,
      wholeRiskGross: whole ? money(new D(whole.gross)) : '',
      riskTransactionType: RISK_TRANSACTION_TYPES[t.type] ?? '',
      certificateReference: t.reference,
      inceptionDate: t.inceptionDate,
      expiryDate: t.expiryDate,
      insuredName: t.insuredName,
      insuredState: text(t.insuredState),
      insuredPostcode: text(t.insuredPostcode),
      insuredCountry: text(t.insuredCountry),
      locationState: text(t.insuredState),
      locationCountry: text(t.insuredCountry),
      sumInsuredCurrency: t.sumInsured === null ? '' : header.currency,
      sumInsured: t.sumInsured === null ? '' : money(new D(t.sumInsured)),
      transactionType: code,
      effectiveDate: t.effectiveDate,
      transactionExpiryDate: t.expiryDate,
      grossPremium: money(gross),
      commissionPercent: movement.commissionPercent.toFixed(2),
      commission: money(commission),
      totalTaxes: money(taxes),
      netPremium: money(gross.sub(commission)),
      feesDescription: feeParts[i]!.isZero() ? '' : 'Administration fee',
      fees: money(feeParts[i]!),
      syndicate: share.syndicate,
      sharePercent: new D(share.sharePercent).toFixed(2),
      transactionNumber: String(t.transactionId),
      reasonForCancellation: text(t.reasonForCancellation),
      issuanceDate: t.boundDate,
    };
    for (let n = 1; n <= MAX_TAX_BLOCKS; n++) {
      const tax = taxParts[n - 1];
      row[`tax${n}Jurisdiction`] = tax ? tax.line.block.jurisdiction : '';
      row[`tax${n}Type`] = tax ? tax.line.block.type : '';
      row[`tax${n}TaxablePremium`] = tax?.taxable ? money(tax.taxable[i]!) : '';
      row[`tax${n}Rate`] = tax ? text(tax.line.block.rate) : '';
      row[`tax${n}Amount`] = tax ? money(tax.amount[i]!) : '';
    }
    const errors = validateRow(row);
    if (taxParts.length > MAX_TAX_BLOCKS)
      errors.push({
        field: 'totalTaxes',
        message: `More than ${MAX_TAX_BLOCKS} taxes: the file has room for ${MAX_TAX_BLOCKS}`,
      });
    return { transactionId: t.transactionId, row, errors };
  });
}

/** Every transaction's rows in the order given. */
export function mapBordereau(
  header: BordereauHeader,
  transactions: readonly BordereauTransaction[],
): MappedRow[] {
  return transactions.flatMap((t) => mapTransaction(header, t));
}

/** The file's totals: sums of the rows' amounts. */
export function bordereauTotals(rows: readonly BordereauRow[]): BordereauTotals {
  const sum = (key: string) => money(rows.reduce((acc, row) => acc.add(row[key] || '0'), ZERO));
  return {
    grossPremium: sum('grossPremium'),
    commission: sum('commission'),
    totalTaxes: sum('totalTaxes'),
    netPremium: sum('netPremium'),
    fees: sum('fees'),
  };
}

/**
 * The tax blocks of a stored rating (the engine's `RatingResult`): each of the premium's tax lines, with
 * its jurisdiction, base and rate read from the engine's trace entry of the same name (decision 118); a
 * flat tax of the product's settings keeps its name as the type and no jurisdiction.
 */
export function taxBlocksOf(rating: unknown): TaxBlock[] {
  const r = rating as {
    premium?: { taxLines?: { name: string; amount: string }[] };
    trace?: {
      kind: string;
      name: string;
      expression?: string;
      inputs?: { value?: unknown }[];
      note?: string;
    }[];
  } | null;
  const lines = r?.premium?.taxLines ?? [];
  return lines.map((line) => {
    const entry = (r?.trace ?? []).find(
      (e) => e.kind === 'premium' && e.name === line.name && /^\S+ \w+, rounded/.test(e.note ?? ''),
    );
    if (!entry)
      return {
        jurisdiction: '',
        type: line.name,
        taxablePremium: '',
        rate: null,
        amount: line.amount,
      };
    const jurisdiction = entry.note!.split(' ')[0]!;
    // The NZ levies are rated in cents per $100 of the sum insured (their base): the block's % is that / 100.
    const rated = /× ([\d.]+)(c per \$100)?/.exec(entry.expression ?? '');
    const rate = !rated ? null : rated[2] ? new D(rated[1]!).div(100).toString() : rated[1]!;
    const base = entry.inputs?.[0]?.value;
    return {
      jurisdiction,
      type: line.name,
      taxablePremium: rate === null || typeof base !== 'string' ? '' : base,
      rate,
      amount: line.amount,
    };
  });
}

/** A CSV field: quoted when it holds a comma, quote or line break; a formula start is neutralised. */
function csvField(value: string): string {
  const safe = neutraliseSpreadsheetCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: a CR-code line, the header line, then one line per row (CRLF, as spreadsheets expect); the premium columns unless others are given (the claims bordereau's). */
export function bordereauCsv(
  rows: readonly BordereauRow[],
  columns: readonly (readonly [key: string, cr: string, header: string])[] = bordereauColumns,
): string {
  const lines = [
    columns.map(([, cr]) => cr),
    columns.map(([, , header]) => header),
    ...rows.map((row) => columns.map(([key]) => row[key] ?? '')),
  ];
  return lines.map((cells) => cells.map(csvField).join(',')).join('\r\n') + '\r\n';
}
