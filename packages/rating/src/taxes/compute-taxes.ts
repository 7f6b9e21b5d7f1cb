import { D, ZERO, type Dec } from '../decimal.ts';
import { parseIsoDate } from '../dates.ts';
import { RatingError } from '../errors.ts';
import { formatMoney, parseAmount, roundMoney } from '../money.ts';
import {
  AU_STATES,
  TAX_CLASSES,
  type AuState,
  type TaxClass,
  type TaxKind,
  type TaxRateRow,
} from './tax-table.ts';

/** What the tax engine needs of a transaction (decision 118). Money and rates are decimal text. */
export interface TaxInput {
  country: 'AU' | 'NZ';
  taxClass: TaxClass;
  /** The day the policy is effected or renewed, `YYYY-MM-DD` in the risk's time zone. */
  date: string;
  /** The premium including the coverholder's commission. */
  premium: string;
  /** AU: the states the risk is in, each with its share of the premium (shares sum to 1). */
  locations?: readonly { state: AuState; share: string }[];
  /** AU: the insurer's NSW emergency services levy loading, percent of the NSW premium. */
  nswEslRate?: string;
  /** AU: the TAS insurance fire levy, percent of the TAS premium (property, marine, aviation only). */
  tasFireLevyRate?: string;
  /** AU: the ARPC terrorism premium, an amount. */
  terrorismPremium?: string;
  /** NSW: the insured declared a turnover of $2m or less (small-business exemption). */
  smallBusinessDeclared?: boolean;
  /** The supply is GST-free (a zero-rated supply to a GST-registered insured). */
  gstFree?: boolean;
  /** NZ: the sum insured the FENZ and NHC levies are charged on. */
  sumInsured?: string;
}

export type TaxLineCode =
  'esl' | 'tasFireLevy' | 'terrorism' | 'gst' | 'stampDuty' | 'fenz' | 'nhc';

export interface TaxLine {
  code: TaxLineCode;
  jurisdiction: string;
  label: string;
  /** What the line is a percentage or a per-$100 charge of; a flat or given amount has its amount. */
  base: string;
  /** Percent (GST, duty, ESL, TAS levy) or cents per $100 (FENZ, NHC); null for a flat amount. */
  rate: string | null;
  amount: string;
}

export interface TaxResult {
  lines: TaxLine[];
  totalTaxes: string;
  /** Premium plus every line. */
  total: string;
}

const HUNDRED = new D(100);
const TEN_THOUSAND = new D(10_000);
const TAS_LEVY_CLASSES: readonly TaxClass[] = [
  'commercialProperty',
  'marineCargo',
  'marineHull',
  'aviation',
];

function invalid(message: string): never {
  throw new RatingError('INVALID_CONTEXT', message);
}

function dayOf(text: string, what: string): number {
  const day = parseIsoDate(text);
  if (day === undefined) invalid(`${what} must be a date (YYYY-MM-DD), got "${text}"`);
  return day;
}

function nonNegative(text: string, what: string): Dec {
  const value = parseAmount(text, what);
  if (value.isNegative()) invalid(`${what} must not be negative`);
  return value;
}

/**
 * The row of `table` for a jurisdiction, kind and class on a day: a row naming the class wins over a
 * general one, a conditional (small-business) row over an unconditional one, a later start over an
 * earlier one. Undefined when no row is in force.
 */
export function findRate(
  table: readonly TaxRateRow[],
  jurisdiction: TaxRateRow['jurisdiction'],
  kind: TaxKind,
  taxClass: TaxClass,
  date: string,
  declarations: { smallBusiness?: boolean } = {},
): TaxRateRow | undefined {
  const day = dayOf(date, 'date');
  let best: TaxRateRow | undefined;
  let bestScore = -1;
  for (const row of table) {
    if (row.jurisdiction !== jurisdiction || row.kind !== kind) continue;
    if (row.classes !== undefined && !row.classes.includes(taxClass)) continue;
    if (row.when === 'smallBusiness' && declarations.smallBusiness !== true) continue;
    if (dayOf(row.from, 'from') > day) continue;
    if (row.to !== undefined && dayOf(row.to, 'to') <= day) continue;
    const score =
      (row.classes !== undefined ? 2 : 0) +
      (row.when !== undefined ? 4 : 0) +
      dayOf(row.from, 'from') / 1e7;
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

function line(
  code: TaxLineCode,
  jurisdiction: string,
  label: string,
  base: Dec,
  rate: Dec | null,
  amount: Dec,
): TaxLine {
  return {
    code,
    jurisdiction,
    label,
    base: formatMoney(base),
    rate: rate === null ? null : rate.toFixed(),
    amount: formatMoney(amount),
  };
}

function percentOf(base: Dec, rate: Dec): Dec {
  return roundMoney(base.times(rate).dividedBy(HUNDRED));
}

function checkedLocations(input: TaxInput): { state: AuState; share: Dec }[] {
  const given = input.locations ?? [];
  if (given.length === 0) invalid('An Australian risk names at least one state');
  const seen = new Set<string>();
  const locations = given.map(({ state, share }) => {
    if (!AU_STATES.includes(state)) invalid(`Unknown state "${String(state)}"`);
    if (seen.has(state)) invalid(`The state ${state} is named twice`);
    seen.add(state);
    const value = nonNegative(share, `The share of ${state}`);
    return { state, share: value };
  });
  const sum = locations.reduce((acc, l) => acc.plus(l.share), ZERO);
  if (!sum.equals(1)) invalid(`The states' shares must add up to 1, not ${sum.toFixed()}`);
  return locations;
}

/**
 * AU, in the reference's order (§2.4): the premium (with commission); the NSW ESL, TAS fire levy and
 * ARPC terrorism premium; GST on all of that; each state's duty on its share of all of that plus GST.
 */
function australianTaxes(input: TaxInput, table: readonly TaxRateRow[], premium: Dec): TaxLine[] {
  const locations = checkedLocations(input);
  const lines: TaxLine[] = [];
  let beforeGst = premium;
  const levyByState = new Map<AuState, Dec>();
  for (const { state, share } of locations) {
    const statePremium = premium.times(share);
    let levy = ZERO;
    if (state === 'NSW' && input.nswEslRate !== undefined) {
      const rate = nonNegative(input.nswEslRate, 'The NSW ESL rate');
      levy = percentOf(statePremium, rate);
      lines.push(line('esl', 'NSW', 'NSW emergency services levy', statePremium, rate, levy));
    }
    if (
      state === 'TAS' &&
      input.tasFireLevyRate !== undefined &&
      TAS_LEVY_CLASSES.includes(input.taxClass)
    ) {
      const rate = nonNegative(input.tasFireLevyRate, 'The TAS fire levy rate');
      levy = percentOf(statePremium, rate);
      lines.push(line('tasFireLevy', 'TAS', 'TAS insurance fire levy', statePremium, rate, levy));
    }
    levyByState.set(state, levy);
    beforeGst = beforeGst.plus(levy);
  }
  const terrorism =
    input.terrorismPremium === undefined
      ? ZERO
      : roundMoney(nonNegative(input.terrorismPremium, 'The terrorism premium'));
  if (!terrorism.isZero()) {
    lines.push(line('terrorism', 'AU', 'ARPC terrorism premium', terrorism, null, terrorism));
    beforeGst = beforeGst.plus(terrorism);
  }
  const gstRow = input.gstFree
    ? undefined
    : findRate(table, 'AU', 'gst', input.taxClass, input.date);
  const gstRate = gstRow === undefined ? ZERO : new D(gstRow.rate);
  if (gstRow !== undefined)
    lines.push(line('gst', 'AU', 'GST', beforeGst, gstRate, percentOf(beforeGst, gstRate)));
  for (const { state, share } of locations) {
    const row = findRate(table, state, 'stampDuty', input.taxClass, input.date, {
      smallBusiness: input.smallBusinessDeclared === true,
    });
    if (row === undefined || share.isZero()) continue;
    const rate = new D(row.rate);
    const stateBase = premium
      .times(share)
      .plus(levyByState.get(state) ?? ZERO)
      .plus(terrorism.times(share))
      .times(gstRate.dividedBy(HUNDRED).plus(1));
    lines.push(
      line('stampDuty', state, `${state} stamp duty`, stateBase, rate, percentOf(stateBase, rate)),
    );
  }
  return lines;
}

/** A per-$100 levy on the sum insured up to its cap, or a flat amount. */
function nzLevy(row: TaxRateRow, input: TaxInput, code: 'fenz' | 'nhc', label: string): TaxLine {
  if (row.flat !== undefined) {
    const flat = new D(row.flat);
    return line(code, 'NZ', label, flat, null, flat);
  }
  if (input.sumInsured === undefined) invalid(`The ${label} needs the sum insured`);
  const sumInsured = nonNegative(input.sumInsured, 'The sum insured');
  const base = row.cap !== undefined ? D.min(sumInsured, new D(row.cap)) : sumInsured;
  const rate = new D(row.rate);
  return line(code, 'NZ', label, base, rate, roundMoney(base.times(rate).dividedBy(TEN_THOUSAND)));
}

/** NZ (§2.5): no stamp duty; FENZ and NHC levies on the sum insured; GST 15 % on premium plus levies. */
function newZealandTaxes(input: TaxInput, table: readonly TaxRateRow[], premium: Dec): TaxLine[] {
  const lines: TaxLine[] = [];
  const fenz = findRate(table, 'NZ', 'fenz', input.taxClass, input.date);
  if (fenz !== undefined) lines.push(nzLevy(fenz, input, 'fenz', 'FENZ levy'));
  const nhc = findRate(table, 'NZ', 'nhc', input.taxClass, input.date);
  if (nhc !== undefined) lines.push(nzLevy(nhc, input, 'nhc', 'Natural Hazards Commission levy'));
  const gstRow = input.gstFree
    ? undefined
    : findRate(table, 'NZ', 'gst', input.taxClass, input.date);
  if (gstRow !== undefined) {
    const base = lines.reduce((acc, l) => acc.plus(l.amount), premium);
    const rate = new D(gstRow.rate);
    lines.push(line('gst', 'NZ', 'GST', base, rate, percentOf(base, rate)));
  }
  return lines;
}

/**
 * The premium taxes and levies of one transaction, each a line with its base, rate and amount to the
 * cent, from a rate table (the default is `DEFAULT_TAX_TABLE`). Pure: same input, same lines.
 */
export function computeTaxes(input: TaxInput, table: readonly TaxRateRow[]): TaxResult {
  if (!TAX_CLASSES.includes(input.taxClass))
    invalid(`Unknown tax class "${String(input.taxClass)}"`);
  dayOf(input.date, 'The date');
  const premium = nonNegative(input.premium, 'The premium');
  let lines: TaxLine[];
  if (input.country === 'AU') lines = australianTaxes(input, table, premium);
  else if (input.country === 'NZ') lines = newZealandTaxes(input, table, premium);
  else invalid(`Unknown country "${String(input.country)}"`);
  const totalTaxes = lines.reduce((acc, l) => acc.plus(l.amount), ZERO);
  return {
    lines,
    totalTaxes: formatMoney(totalTaxes),
    total: formatMoney(premium.plus(totalTaxes)),
  };
}
