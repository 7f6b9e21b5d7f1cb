import { Decimal as BaseDecimal } from 'decimal.js';

/**
 * Our own Decimal constructor, so the engine never depends on (or changes) the global decimal.js
 * configuration another package may set. 34 significant digits is IEEE decimal128: enough for any
 * premium, and intermediate division (1/3) stays exact to far below a cent. Exponents are bounded
 * so that runaway powers overflow to Infinity, which the interpreter reports, instead of building
 * numbers with millions of digits.
 */
export const D = BaseDecimal.clone({
  precision: 34,
  rounding: BaseDecimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 60,
  maxE: 60,
  minE: -60,
  // MOD: the remainder of a floor-rounded integer quotient, computed exactly whatever its length, with
  // the sign of the divisor (a spreadsheet's MOD).
  modulo: BaseDecimal.ROUND_FLOOR,
});

/** A value of our Decimal constructor. */
export type Dec = InstanceType<typeof D>;

export const ZERO: Dec = new D(0);
export const ONE: Dec = new D(1);
export const HUNDRED: Dec = new D(100);

const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Parses strict decimal text ("12", "-0.5"); no exponents, no thousands separators, no floats. */
export function parseDecimal(text: string): Dec | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 80 || !DECIMAL_TEXT.test(trimmed)) return undefined;
  return new D(trimmed);
}

/** Significant digits every engine number keeps (IEEE decimal128). */
export const SIGNIFICANT_DIGITS = 34;

/**
 * A formula's number literal, rounded to 34 significant digits when read like the result of any
 * arithmetic, so two literals that differ past the 34th digit are equal. Undefined when the literal is
 * out of range (too large, or non-zero but below the smallest representable magnitude).
 */
export function literalDecimal(text: string): Dec | undefined {
  const value = new D(text).toSignificantDigits(SIGNIFICANT_DIGITS);
  if (!value.isFinite()) return undefined;
  if (value.isZero() && /[1-9]/.test(text)) return undefined;
  return value;
}

/** Canonical text of a decimal: no exponent, no trailing zeros, "-0" printed as "0". */
export function decimalText(value: Dec): string {
  if (value.isZero()) return '0';
  // decimal.js toFixed() without arguments never uses exponent notation (this is not Number#toFixed).
  return value.toFixed();
}
