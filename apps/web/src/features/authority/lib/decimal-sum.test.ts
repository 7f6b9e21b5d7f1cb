import { describe, expect, it } from 'vitest';
import { sumDecimals, totalsExactly100 } from './decimal-sum.ts';

describe('decimal sums', () => {
  it('adds exactly where floats would not', () => {
    expect(sumDecimals(['33.333333', '33.333333', '33.333333'])).toBe('99.999999');
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['60', '40'])).toBe('100');
  });

  it('answers 100 only for an exact total', () => {
    expect(totalsExactly100(['33.333333', '33.333333', '33.333333'])).toBe(false);
    expect(totalsExactly100(['33.333334', '33.333333', '33.333333'])).toBe(true);
    expect(totalsExactly100(['50', '50.000000'])).toBe(true);
    expect(totalsExactly100(['60', '30'])).toBe(false);
  });

  it('refuses what is not a decimal of at most 6 places', () => {
    expect(sumDecimals(['abc'])).toBeNull();
    expect(sumDecimals(['1.1234567'])).toBeNull();
    expect(sumDecimals(['-5'])).toBeNull();
    expect(totalsExactly100([''])).toBe(false);
  });
});
