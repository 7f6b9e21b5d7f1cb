import { D, ZERO, decimalText, parseDecimal, type Dec } from './decimal.ts';
import { parseIsoDate } from './dates.ts';
import { RatingError } from './errors.ts';

/** Rounds to cents, half away from zero: the only way the engine turns a number into money. */
export function roundMoney(value: Dec): Dec {
  return value.toDecimalPlaces(2, D.ROUND_HALF_UP);
}

/** Money as a decimal string with exactly two places ("1234.50"). */
export function formatMoney(value: Dec): string {
  // decimal.js toFixed on an already-rounded Decimal: exact, never a binary float.
  return roundMoney(value).toFixed(2);
}

/** Parses a money or percentage input given as a decimal string; throws INVALID_CONTEXT otherwise. */
export function parseAmount(text: string, what: string): Dec {
  const parsed = parseDecimal(text);
  if (parsed === undefined)
    throw new RatingError('INVALID_CONTEXT', `${what} must be a decimal string, got "${text}"`);
  return parsed;
}

/**
 * Share of amount for the days from fromDate to toDate within the term termStart..termEnd, rounded
 * to cents. Days are counted as end minus start (the end date is not an extra day), so a full term
 * gives back the full amount exactly.
 */
export function proRataDecimal(
  amount: Dec,
  from: number,
  to: number,
  termStart: number,
  termEnd: number,
): Dec {
  const termDays = termEnd - termStart;
  if (termDays <= 0) throw new RatingError('INVALID_ARGUMENT', 'The term must end after it starts');
  if (to < from)
    throw new RatingError('INVALID_ARGUMENT', 'The period must not end before it starts');
  // Refused rather than clipped (decision 127): a period outside the term is a formula's mistake.
  if (from < termStart || to > termEnd)
    throw new RatingError('INVALID_ARGUMENT', 'The period must lie within the term');
  if (from === termStart && to === termEnd) return roundMoney(amount);
  return roundMoney(amount.mul(to - from).div(termDays));
}

/** proRata over `YYYY-MM-DD` dates and a decimal-string amount; returns a 2-place decimal string. */
export function proRata(
  amount: string,
  fromDate: string,
  toDate: string,
  termStart: string,
  termEnd: string,
): string {
  const dates = [fromDate, toDate, termStart, termEnd].map((value) => {
    const days = parseIsoDate(value);
    if (days === undefined)
      throw new RatingError('INVALID_DATE', `"${value}" is not a date (YYYY-MM-DD)`);
    return days;
  });
  const [from = 0, to = 0, start = 0, end = 0] = dates;
  return formatMoney(proRataDecimal(parseAmount(amount, 'amount'), from, to, start, end));
}

/** Sum of decimals (empty is 0). */
export function sumDecimals(values: readonly Dec[]): Dec {
  return values.reduce((total, value) => total.add(value), ZERO);
}

/** Canonical text of a rate or percentage for results. */
export function formatRate(value: Dec): string {
  return decimalText(value);
}
