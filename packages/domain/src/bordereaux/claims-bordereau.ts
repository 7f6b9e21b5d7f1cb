import { Decimal } from 'decimal.js';
import { claimStatusLabels, ClaimStatus, closedClaimStatuses } from '../schemas/claims.ts';
import type { BordereauRow, RowError } from './bordereau.ts';

/**
 * The claims bordereau of a binding agreement for a reporting month, after Lloyd's Coverholder Reporting
 * Standards v5.2 (reference §1.3; decision 227). Pure: the accepted claims with their movements cumulated
 * at the month's end go in, one row per claim comes out. Cumulative: every claim open at the month's end,
 * and a claim closed during the month (as "Closed this month"); a claim closed before the month is left out.
 */

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

/** The agreement and month every row repeats. */
export interface ClaimsBordereauHeader {
  periodStart: string;
  periodEnd: string;
  umr: string;
  agreementNumber: string;
  coverholder: string;
  agreementInception: string;
  agreementExpiry: string;
}

/** One accepted claim as the claims query returns it (money as decimal strings, dates in the agreement's zone). */
export interface BordereauClaim {
  claimId: number;
  reference: string;
  /** ClaimStatus (CR0105) now; null when none was set. */
  status: number | null;
  section: string;
  riskCode: string;
  certificateReference: string;
  insuredName: string;
  insuredCountry: string | null;
  inceptionDate: string;
  expiryDate: string;
  currency: string;
  lossState: string;
  lossCountry: string;
  lossDescription: string;
  dateOfLoss: string;
  dateFirstAdvised: string;
  claimant: string;
  amountClaimed: string;
  /** The day the claim was accepted (opened), in the agreement's zone. */
  dateOpened: string;
  /** The day it closed in the agreement's zone; null while open. */
  dateClosed: string | null;
  /** Closed before the month's end (closed_at before it). */
  closedByMonthEnd: boolean;
  /** Closed before the month began: not reported any more. */
  closedBeforeMonth: boolean;
  indemnityPaidThisMonth: string;
  feesPaidThisMonth: string;
  indemnityPreviouslyPaid: string;
  feesPreviouslyPaid: string;
  indemnityReserve: string;
  feesReserve: string;
}

/** The columns in file order: key, CR code (blank where the reference gives none), header. */
export const claimsBordereauColumns: readonly (readonly [
  key: string,
  cr: string,
  header: string,
])[] = [
  ['periodStart', 'CR0001', 'Reporting period start date'],
  ['periodEnd', 'CR0002', 'Reporting period end date'],
  ['umr', 'CR0005', 'Unique Market Reference (UMR)'],
  ['agreementNumber', 'CR0006', 'Agreement number'],
  ['agreementInception', '', 'Binding agreement inception date'],
  ['agreementExpiry', '', 'Binding agreement expiry date'],
  ['section', 'CR0007', 'Section'],
  ['coverholder', 'CR0013', 'Coverholder name'],
  ['riskCode', 'CR0016', 'Risk code'],
  ['certificateReference', 'CR0029', 'Certificate reference'],
  ['inceptionDate', 'CR0030', 'Risk inception date'],
  ['expiryDate', 'CR0031', 'Risk expiry date'],
  ['insuredName', 'CR0035', 'Insured full name or company name'],
  ['insuredCountry', 'CR0041', 'Insured country'],
  ['claimReference', 'CR0104', 'Claim reference'],
  ['claimStatus', 'CR0105', 'Claim status'],
  ['currency', 'CR0110', 'Settlement currency'],
  ['lossState', '', 'Loss state'],
  ['lossCountry', '', 'Loss country'],
  ['lossDescription', '', 'Loss description'],
  ['dateOfLoss', 'CR0119', 'Date of loss (from)'],
  ['dateFirstAdvised', 'CR0136', 'Date claim first advised / claim made'],
  ['denial', '', 'Denial (Y/N)'],
  ['claimant', '', 'Claimant name'],
  ['amountClaimed', '', 'Amount claimed'],
  ['indemnityPaidThisMonth', 'CR0126', 'Paid this month – indemnity'],
  ['feesPaidThisMonth', 'CR0127', 'Paid this month – fees'],
  ['indemnityPreviouslyPaid', 'CR0128', 'Previously paid – indemnity'],
  ['feesPreviouslyPaid', 'CR0129', 'Previously paid – fees'],
  ['indemnityReserve', 'CR0130', 'Reserve – indemnity'],
  ['feesReserve', 'CR0131', 'Reserve – fees'],
  ['indemnityIncurred', 'CR0134', 'Total incurred – indemnity'],
  ['feesIncurred', 'CR0135', 'Total incurred – fees'],
  ['totalIncurred', 'CR0155', 'Total incurred'],
  ['dateOpened', '', 'Date claim opened'],
  ['dateClosed', '', 'Date claim closed'],
];

export interface MappedClaimRow {
  claimId: number;
  row: BordereauRow;
  errors: RowError[];
}

export interface ClaimsBordereauTotals {
  paidThisMonth: string;
  previouslyPaid: string;
  reserve: string;
  totalIncurred: string;
}

const money = (value: Dec): string => (value.isZero() ? new D(0) : value).toFixed(2);
const dec = (value: string | undefined) => new D(value || '0');

/**
 * CR0105 at the month's end: a claim closed during the month is "Closed this month"; one closed only after
 * the month's end was open then (its status of that day is not kept, so "Open"); otherwise its status.
 */
export function claimStatusAtMonthEnd(c: BordereauClaim): string {
  if (c.dateClosed !== null && c.closedByMonthEnd)
    return claimStatusLabels[ClaimStatus.ClosedThisMonth];
  const status = c.status as ClaimStatus | null;
  if (status === null || closedClaimStatuses.includes(status))
    return claimStatusLabels[ClaimStatus.Open];
  return claimStatusLabels[status];
}

/** Validation before release: mandatory fields, dates in order, incurred = paid + previously paid + reserve. */
export function validateClaimRow(row: BordereauRow): RowError[] {
  const errors: RowError[] = [];
  const mandatory = [
    'umr',
    'agreementNumber',
    'coverholder',
    'section',
    'riskCode',
    'certificateReference',
    'insuredName',
    'claimReference',
    'claimStatus',
    'currency',
    'dateOfLoss',
    'dateFirstAdvised',
  ];
  for (const field of mandatory)
    if ((row[field] ?? '').trim() === '') errors.push({ field, message: 'Required' });
  if ((row.dateOfLoss ?? '') !== '' && (row.dateFirstAdvised ?? '') < row.dateOfLoss!)
    errors.push({
      field: 'dateFirstAdvised',
      message: 'The claim cannot be advised before the loss',
    });
  let total = new D(0);
  for (const head of ['indemnity', 'fees'] as const) {
    const sum = dec(row[`${head}PaidThisMonth`])
      .add(dec(row[`${head}PreviouslyPaid`]))
      .add(dec(row[`${head}Reserve`]));
    total = total.add(sum);
    if (!sum.eq(dec(row[`${head}Incurred`])))
      errors.push({
        field: `${head}Incurred`,
        message: `Total incurred must be paid this month + previously paid + reserve (${money(sum)})`,
      });
  }
  if (!total.eq(dec(row.totalIncurred)))
    errors.push({
      field: 'totalIncurred',
      message: `Total incurred must be indemnity plus fees (${money(total)})`,
    });
  return errors;
}

/** One claim's row. */
export function mapClaim(header: ClaimsBordereauHeader, c: BordereauClaim): MappedClaimRow {
  const incurred = (head: 'indemnity' | 'fees') =>
    dec(c[`${head}PaidThisMonth`])
      .add(dec(c[`${head}PreviouslyPaid`]))
      .add(dec(c[`${head}Reserve`]));
  const indemnity = incurred('indemnity');
  const fees = incurred('fees');
  const row: BordereauRow = {
    periodStart: header.periodStart,
    periodEnd: header.periodEnd,
    umr: header.umr,
    agreementNumber: header.agreementNumber,
    agreementInception: header.agreementInception,
    agreementExpiry: header.agreementExpiry,
    section: c.section,
    coverholder: header.coverholder,
    riskCode: c.riskCode,
    certificateReference: c.certificateReference,
    inceptionDate: c.inceptionDate,
    expiryDate: c.expiryDate,
    insuredName: c.insuredName,
    insuredCountry: c.insuredCountry ?? '',
    claimReference: c.reference,
    claimStatus: claimStatusAtMonthEnd(c),
    currency: c.currency.toUpperCase(),
    lossState: c.lossState,
    lossCountry: c.lossCountry,
    lossDescription: c.lossDescription,
    dateOfLoss: c.dateOfLoss,
    dateFirstAdvised: c.dateFirstAdvised,
    denial: 'N',
    claimant: c.claimant,
    amountClaimed: money(dec(c.amountClaimed)),
    indemnityPaidThisMonth: money(dec(c.indemnityPaidThisMonth)),
    feesPaidThisMonth: money(dec(c.feesPaidThisMonth)),
    indemnityPreviouslyPaid: money(dec(c.indemnityPreviouslyPaid)),
    feesPreviouslyPaid: money(dec(c.feesPreviouslyPaid)),
    indemnityReserve: money(dec(c.indemnityReserve)),
    feesReserve: money(dec(c.feesReserve)),
    indemnityIncurred: money(indemnity),
    feesIncurred: money(fees),
    totalIncurred: money(indemnity.add(fees)),
    dateOpened: c.dateOpened,
    dateClosed: c.closedByMonthEnd ? (c.dateClosed ?? '') : '',
  };
  return { claimId: c.claimId, row, errors: validateClaimRow(row) };
}

/** The month's rows: claims closed before the month are dropped, the rest in the order given. */
export function mapClaimsBordereau(
  header: ClaimsBordereauHeader,
  claims: readonly BordereauClaim[],
): MappedClaimRow[] {
  return claims.filter((c) => !c.closedBeforeMonth).map((c) => mapClaim(header, c));
}

/** The file's totals (indemnity plus fees): paid this month, previously paid, reserve, incurred. */
export function claimsBordereauTotals(rows: readonly BordereauRow[]): ClaimsBordereauTotals {
  const sum = (...keys: string[]) =>
    money(rows.reduce((acc, row) => keys.reduce((a, k) => a.add(dec(row[k])), acc), new D(0)));
  return {
    paidThisMonth: sum('indemnityPaidThisMonth', 'feesPaidThisMonth'),
    previouslyPaid: sum('indemnityPreviouslyPaid', 'feesPreviouslyPaid'),
    reserve: sum('indemnityReserve', 'feesReserve'),
    totalIncurred: sum('totalIncurred'),
  };
}
