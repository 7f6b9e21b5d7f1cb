import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  civilFromDays,
  daysFromCivil,
  formatIsoDate,
  parseIsoDate,
  wholeMonthsBetween,
} from './dates.ts';
import { runs } from './testing/runs.ts';

describe('civil dates', () => {
  it('agree with the calendar', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(2000, 3, 1)).toBe(11017);
    expect(formatIsoDate(daysFromCivil(2024, 2, 29))).toBe('2024-02-29');
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('1900-02-29')).toBeUndefined();
    expect(parseIsoDate('2000-02-29')).toBe(11016);
    expect(parseIsoDate('2024-1-01')).toBeUndefined();
  });

  it('round-trip every day from 1900 to 9999 (sampled) and match JavaScript UTC dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: daysFromCivil(1900, 1, 1), max: daysFromCivil(9999, 12, 31) }),
        (days) => {
          const { year, month, day } = civilFromDays(days);
          expect(daysFromCivil(year, month, day)).toBe(days);
          expect(formatIsoDate(days)).toBe(new Date(days * 86_400_000).toISOString().slice(0, 10));
        },
      ),
      runs(2000),
    );
  });

  it('add months clamping to month end, and count whole months', () => {
    const d = (text: string) => parseIsoDate(text) ?? Number.NaN;
    expect(formatIsoDate(addMonths(d('2024-01-31'), 1))).toBe('2024-02-29');
    expect(formatIsoDate(addMonths(d('2024-01-31'), -2))).toBe('2023-11-30');
    expect(formatIsoDate(addMonths(d('2024-12-15'), 1))).toBe('2025-01-15');
    expect(wholeMonthsBetween(d('2024-01-31'), d('2024-02-29'))).toBe(0);
    expect(wholeMonthsBetween(d('2024-01-15'), d('2025-01-15'))).toBe(12);
  });
});
