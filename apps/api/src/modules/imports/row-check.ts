import {
  countries,
  ImportMessages as M,
  isValidAbn,
  isValidNzbn,
  TransactionType,
  type ImportRowErrorDto,
  type InsuredDetails,
} from '@turbine/domain';
import type { AgreementEntry, ProductEntry } from './catalogue.repository.ts';
import type { ImportCatalogue } from './import-catalogue.ts';

/** A row that passed every check of its own (the policy's order is checked by `PolicySequence`). */
export interface CheckedRow {
  row: number;
  reference: string;
  key: string;
  type: number;
  insured: InsuredDetails;
  brokerId: number;
  product: ProductEntry;
  versionId: number;
  agreement: AgreementEntry;
  sectionId: number;
  effectiveDate: string;
  inceptionDate: string;
  expiryDate: string;
  boundAt: Date;
  reasonForCancellation: string | null;
  money: Record<MoneyColumn, string | null>;
  proposal: Record<string, string>;
}

const moneyColumns = [
  'base_premium',
  'gross_premium',
  'broker_commission',
  'net_premium',
  'administration_fee',
  'taxes',
  'total_premium',
  'premium_change',
  'limit_of_indemnity',
  'deductible',
  'overseas_tax_incurred',
] as const;
export type MoneyColumn = (typeof moneyColumns)[number];
const requiredMoney = new Set<MoneyColumn>([
  'base_premium',
  'gross_premium',
  'broker_commission',
  'net_premium',
  'administration_fee',
  'taxes',
  'total_premium',
]);

const transactionTypes: Record<string, number> = {
  'new business': TransactionType.NewBusiness,
  newbusiness: TransactionType.NewBusiness,
  amendment: TransactionType.Adjustment,
  adjustment: TransactionType.Adjustment,
  cancellation: TransactionType.Cancellation,
  renewal: TransactionType.Renewal,
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^(-?)(\d{1,16})(?:\.(\d{1,2}))?$/;

/**
 * Money is checked in integer cents held as BigInt (decision 155): exact like decimal.js for these
 * 2-place amounts, without building a Decimal per cell (it was a tenth of the check's time).
 */
function centsOf(m: RegExpExecArray): bigint {
  return BigInt(`${m[1]}${m[2]}${(m[3] ?? '').padEnd(2, '0')}`);
}
export function centsText(c: bigint): string {
  const negative = c < 0n;
  const digits = (negative ? -c : c).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
}

const lengths: Record<string, number> = {
  reference: 120,
  insured_name: 200,
  insured_email: 254,
  insured_phone: 30,
  insured_registration_number: 20,
  insured_address_line1: 200,
  insured_address_line2: 200,
  insured_city: 100,
  insured_state: 40,
  insured_postcode: 10,
  reason_for_cancellation: 1000,
};

/** Checks one record (cells by column name) against the catalogue; the row, or its errors. */
export function checkRow(
  cells: Record<string, string>,
  row: number,
  cat: ImportCatalogue,
  now: number,
): { value: CheckedRow | null; errors: ImportRowErrorDto[] } {
  const errors: ImportRowErrorDto[] = [];
  const fail = (column: string, message: string) =>
    errors.push({ row, column, value: cells[column] ?? '', message });
  const text = (column: string, required: boolean): string | null => {
    const v = (cells[column] ?? '').trim();
    if (!v) {
      if (required) fail(column, M.required);
      return null;
    }
    const max = lengths[column] ?? 255;
    if (v.length > max) {
      fail(column, M.maxLength(max));
      return null;
    }
    return v;
  };
  const reference = text('reference', true);
  const typeText = text('transaction_type', true);
  const type = typeText ? transactionTypes[typeText.toLowerCase()] : undefined;
  if (typeText && !type) fail('transaction_type', M.unknownType);
  const insuredName = text('insured_name', true);
  const country = (text('insured_country', false) ?? 'AU').toUpperCase();
  if (!(countries as readonly string[]).includes(country))
    fail('insured_country', M.invalidCountry);
  const registration = text('insured_registration_number', false);
  if (registration && !(country === 'NZ' ? isValidNzbn(registration) : isValidAbn(registration)))
    fail('insured_registration_number', M.invalidRegistration);
  const email = text('insured_email', false);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    fail('insured_email', 'Enter a valid email address.');

  const brokerText = text('broker', true);
  const brokerId = brokerText ? cat.broker(brokerText) : null;
  if (brokerText && typeof brokerId === 'string') fail('broker', brokerId);
  const productText = text('product', true);
  const product = productText ? cat.product(productText) : undefined;
  if (productText && !product) fail('product', M.unknownProduct);
  else if (product && !product.packageId) fail('product', M.noPackage);
  if (product?.packageId && typeof brokerId === 'number' && !cat.brokerMay(product, brokerId))
    fail('broker', M.unknownBroker);
  const versionText = text('product_version', true);
  const version =
    product && versionText && /^\d{1,6}$/.test(versionText)
      ? product.versions.get(Number(versionText))
      : undefined;
  if (product && versionText && !version) fail('product_version', M.unknownVersion);
  const agreementText = text('binding_agreement', true);
  const agreement = agreementText ? cat.agreement(agreementText) : undefined;
  if (agreementText && !agreement) fail('binding_agreement', M.unknownAgreement);
  const sectionText = text('section', true);
  const section =
    agreement && sectionText ? agreement.sections.get(sectionText.toLowerCase()) : undefined;
  if (agreement && sectionText && !section) fail('section', M.unknownSection);
  const code = text('risk_code', true);
  if (section && code && !section.riskCodes.has(code.toLowerCase()))
    fail('risk_code', M.unknownRiskCode);

  const date = (column: string): string | null => {
    const v = text(column, true);
    if (v && !isCalendarDate(v)) {
      fail(column, M.invalidDate);
      return null;
    }
    return v;
  };
  const effective = date('effective_date');
  const inception = date('inception_date');
  const expiry = date('expiry_date');
  const bound = date('bound_date');
  if (inception && expiry && expiry <= inception) fail('expiry_date', M.expiryBeforeInception);
  if (agreement && inception && (inception < agreement.validFrom || inception > agreement.validTo))
    fail('inception_date', M.outsideAgreement);
  const fresh = type === TransactionType.NewBusiness || type === TransactionType.Renewal;
  if (effective && inception && fresh && effective !== inception)
    fail('effective_date', M.effectiveNotInception);
  else if (effective && inception && expiry && (effective < inception || effective > expiry))
    fail('effective_date', M.effectiveOutsideTerm);
  const zone = agreement?.timezone ?? 'Australia/Sydney';
  if (bound && bound > cat.today(now, zone)) fail('bound_date', M.boundInFuture);
  const reason = text('reason_for_cancellation', false);
  if (type === TransactionType.Cancellation && !reason)
    fail('reason_for_cancellation', M.reasonRequired);

  const money = {} as Record<MoneyColumn, string | null>;
  const cents = {} as Record<MoneyColumn, bigint | null>;
  for (const column of moneyColumns) {
    const raw = (cells[column] ?? '').trim();
    const v = raw.includes(',') ? raw.replace(/,/g, '') : raw;
    const m = v ? DECIMAL.exec(v) : null;
    cents[column] = null;
    money[column] = null;
    if (!v) {
      if (requiredMoney.has(column)) fail(column, M.required);
    } else if (!m) fail(column, M.invalidDecimal);
    else if (m[1] && column !== 'premium_change') fail(column, M.negative);
    else {
      const c = centsOf(m);
      cents[column] = c;
      money[column] = centsText(c);
    }
  }
  const { gross_premium: gross, broker_commission: commission, net_premium: net } = cents;
  if (gross !== null && commission !== null && net !== null && gross - commission !== net)
    fail('net_premium', M.netMismatch(centsText(gross - commission)));
  const { administration_fee: fee, taxes, total_premium: total } = cents;
  if (gross !== null && fee !== null && taxes !== null && total !== null) {
    const expected = gross + fee + taxes;
    if (expected !== total) fail('total_premium', M.totalMismatch(centsText(expected)));
  }

  const proposal: Record<string, string> = {};
  for (const column of cat.proposalColumns) {
    const v = cells[column] ?? '';
    if (v === '') continue;
    const field = column.slice('proposal.'.length);
    if (version && !version.fields.has(field)) fail(column, M.unknownProposalField);
    else if (v.length > 10_000) fail(column, M.maxLength(10_000));
    // Kept as text, never evaluated: a cell starting = + - @ is an answer like any other.
    else proposal[field] = v;
  }

  if (errors.length || !reference || !type || !insuredName || typeof brokerId !== 'number')
    return { value: null, errors };
  if (
    !product ||
    !version ||
    !agreement ||
    !section ||
    !effective ||
    !inception ||
    !expiry ||
    !bound
  )
    return { value: null, errors };
  return {
    errors,
    value: {
      row,
      reference,
      key: reference.toLowerCase(),
      type,
      insured: {
        name: insuredName,
        email,
        phone: text('insured_phone', false),
        contactMethod: email ? 1 : 3,
        registrationNumber: registration,
        addressLine1: text('insured_address_line1', false),
        addressLine2: text('insured_address_line2', false),
        city: text('insured_city', false),
        state: text('insured_state', false),
        postcode: text('insured_postcode', false),
        country: country as InsuredDetails['country'],
      },
      brokerId,
      product,
      versionId: version.id,
      agreement,
      sectionId: section.id,
      effectiveDate: effective,
      inceptionDate: inception,
      expiryDate: expiry,
      boundAt: new Date((cat.dayStart(bound, zone) + 12 * 3600) * 1000),
      reasonForCancellation: reason,
      money,
      proposal,
    },
  };
}
