import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  backdatedDays,
  bindDates,
  brokerInceptionDate,
  dateInZone,
  daysBetween,
  isQuoteValid,
  quoteExpiresAt,
  startOfDayInZone,
  termOf,
} from './dates.ts';

const iso = (s: string) => Date.parse(s) / 1000;
const zones = [
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Australia/Perth',
  'Australia/Adelaide',
  'Pacific/Auckland',
  'UTC',
];
// 2024-01-01 to 2028-01-01: four Australian DST starts and ends, and a leap day.
const instant = fc.integer({ min: iso('2024-01-01T00:00:00Z'), max: iso('2028-01-01T00:00:00Z') });
const date = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2020-01-01', n));

describe('calendar arithmetic', () => {
  it('adds days and months, clamping to the end of the month', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
  });
  it('reads a term in whole months when it is one, otherwise in days', () => {
    expect(termOf('2025-07-01', '2026-07-01')).toEqual({ months: 12 });
    expect(termOf('2025-01-31', '2025-02-28')).toEqual({ months: 1 });
    expect(termOf('2025-07-01', '2025-07-31')).toEqual({ days: 30 });
  });
});

describe('day boundaries in a zone', () => {
  it('starts a day at local midnight, also on DST change days', () => {
    // Sydney: DST ends 2025-04-06 03:00 → 02:00, starts 2025-10-05 02:00 → 03:00.
    expect(startOfDayInZone('2025-04-06', 'Australia/Sydney')).toBe(iso('2025-04-05T13:00:00Z'));
    expect(startOfDayInZone('2025-04-07', 'Australia/Sydney')).toBe(iso('2025-04-06T14:00:00Z'));
    expect(startOfDayInZone('2025-10-06', 'Australia/Sydney')).toBe(iso('2025-10-05T13:00:00Z'));
    // Lord Howe moves by half an hour: +11 in summer, +10:30 in winter.
    expect(startOfDayInZone('2025-04-07', 'Australia/Lord_Howe')).toBe(iso('2025-04-06T13:30:00Z'));
    expect(startOfDayInZone('2025-10-06', 'Australia/Lord_Howe')).toBe(iso('2025-10-05T13:00:00Z'));
  });
  it('the start of a day is the first instant on that day', () => {
    fc.assert(
      fc.property(date, fc.constantFrom(...zones), (d, zone) => {
        const start = startOfDayInZone(d, zone);
        expect(dateInZone(start, zone)).toBe(d);
        expect(dateInZone(start - 1, zone)).toBe(addDays(d, -1));
      }),
    );
  });
});

describe('quote validity (§9: 30 days, to the end of the day in the risk zone)', () => {
  it('a quote issued across the end of Sydney DST lasts to the end of the 30th day', () => {
    const quotedAt = iso('2025-03-09T23:00:00Z'); // 10:00 on 10 March in Sydney (+11)
    const expires = quoteExpiresAt(quotedAt, 'Australia/Sydney');
    expect(expires).toBe(iso('2025-04-09T14:00:00Z')); // 00:00 on 10 April (+10)
    expect(isQuoteValid(quotedAt, 'Australia/Sydney', expires - 1)).toBe(true);
    expect(isQuoteValid(quotedAt, 'Australia/Sydney', expires)).toBe(false);
  });
  it('a quote issued late in the evening in Lord Howe counts the local day, not the UTC day', () => {
    const quotedAt = iso('2025-09-20T12:00:00Z'); // 22:30 on 20 September (+10:30)
    expect(quoteExpiresAt(quotedAt, 'Australia/Lord_Howe')).toBe(iso('2025-10-20T13:00:00Z')); // 00:00 21 Oct (+11)
  });
  it('no quote, or a time before it, is not valid', () => {
    expect(isQuoteValid(null, 'UTC', 0)).toBe(false);
    expect(isQuoteValid(1000, 'UTC', 999)).toBe(false);
  });
  it('expires exactly when the 31st local day after issue starts, in every zone', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (quotedAt, zone) => {
        const issued = dateInZone(quotedAt, zone);
        const expires = quoteExpiresAt(quotedAt, zone);
        expect(dateInZone(expires, zone)).toBe(addDays(issued, 31));
        expect(dateInZone(expires - 1, zone)).toBe(addDays(issued, 30));
        // 30 whole days plus the rest of the day of issue; a DST change moves it by at most an hour.
        expect(expires - quotedAt).toBeGreaterThan(30 * 86_400 - 3600);
        expect(expires - quotedAt).toBeLessThanOrEqual(31 * 86_400 + 3600);
        expect(isQuoteValid(quotedAt, zone, expires - 1)).toBe(true);
        expect(isQuoteValid(quotedAt, zone, expires)).toBe(false);
      }),
    );
  });
});

describe('bind and broker dates (§4)', () => {
  it('moves a backdated inception to today keeping a 12-month term across a leap day', () => {
    expect(bindDates('2024-02-20', '2025-02-20', '2024-02-29')).toEqual({
      inceptionDate: '2024-02-29',
      expiryDate: '2025-02-28',
    });
    expect(bindDates('2025-06-01', '2025-07-01', '2025-06-15')).toEqual({
      inceptionDate: '2025-06-15',
      expiryDate: '2025-07-15',
    });
  });
  it('keeps a term in days when it is not whole months', () => {
    expect(bindDates('2025-06-01', '2025-06-11', '2025-06-15')).toEqual({
      inceptionDate: '2025-06-15',
      expiryDate: '2025-06-25',
    });
  });
  it('leaves dates from today on alone', () => {
    expect(bindDates('2025-06-15', '2026-06-15', '2025-06-15')).toEqual({
      inceptionDate: '2025-06-15',
      expiryDate: '2026-06-15',
    });
    expect(bindDates('2025-08-01', '2026-08-01', '2025-06-15')).toEqual({
      inceptionDate: '2025-08-01',
      expiryDate: '2026-08-01',
    });
  });
  it('moves a broker inception before today to today only', () => {
    expect(brokerInceptionDate('2025-06-01', '2025-06-15')).toBe('2025-06-15');
    expect(brokerInceptionDate('2025-06-20', '2025-06-15')).toBe('2025-06-20');
    expect(backdatedDays('2025-06-01', '2025-06-15')).toBe(14);
    expect(backdatedDays('2025-06-20', '2025-06-15')).toBe(0);
  });
  it('preserves the term: whole months stay whole months, otherwise days', () => {
    const term = fc.oneof(
      fc.integer({ min: 1, max: 36 }).map((m) => ({ months: m })),
      fc.integer({ min: 1, max: 800 }).map((d) => ({ days: d })),
    );
    fc.assert(
      fc.property(date, date, term, (inception, today, t) => {
        const expiry = 'months' in t ? addMonths(inception, t.months) : addDays(inception, t.days);
        const before = termOf(inception, expiry);
        const moved = bindDates(inception, expiry, today);
        expect(moved.inceptionDate).toBe(inception < today ? today : inception);
        expect(moved.inceptionDate >= today).toBe(true);
        if ('months' in before)
          expect(addMonths(moved.inceptionDate, before.months)).toBe(moved.expiryDate);
        else expect(daysBetween(moved.inceptionDate, moved.expiryDate)).toBe(before.days);
        expect(brokerInceptionDate(inception, today)).toBe(moved.inceptionDate);
      }),
    );
  });
});
