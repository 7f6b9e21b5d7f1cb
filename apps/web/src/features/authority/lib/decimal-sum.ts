/**
 * Exact sums of decimal strings (§5 'Total must equal 100%.'): values are scaled to integers of
 * 10^-6 and added as BigInt, so 33.333333 × 3 is 99.999999 and never rounds to 100 as floats can.
 */
const SCALE = 6;
const decimalPattern = /^\s*(\d+)(?:\.(\d*))?\s*$/;

/** The value in millionths, or null when it is not a non-negative decimal with at most 6 places. */
export function toMillionths(value: string): bigint | null {
  const match = decimalPattern.exec(value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > SCALE) return null;
  return (
    BigInt(match[1] ?? '0') * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0') || '0')
  );
}

/** Millionths written back as the shortest exact decimal ("100", "99.999999", "12.5"). */
export function fromMillionths(value: bigint): string {
  const unit = 10n ** BigInt(SCALE);
  const whole = value / unit;
  const fraction = (value % unit).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** The exact total of the decimal strings, or null when any of them is not a valid decimal. */
export function sumDecimals(values: readonly string[]): string | null {
  let total = 0n;
  for (const v of values) {
    const scaled = toMillionths(v);
    if (scaled === null) return null;
    total += scaled;
  }
  return fromMillionths(total);
}

/** True when the shares add up to exactly 100. */
export function totalsExactly100(values: readonly string[]): boolean {
  const total = sumDecimals(values);
  return total !== null && toMillionths(total) === toMillionths('100');
}
