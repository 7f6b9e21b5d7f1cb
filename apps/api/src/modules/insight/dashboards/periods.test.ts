import { describe, expect, it } from 'vitest';
import { nearestSize } from '@turbine/domain';
import { bucketsOf, periodRange, previousRange, todayIn } from './periods.ts';

describe('§9 time periods as local date ranges', () => {
  it('this financial year (AU) runs 1 July to 30 June, turning over on 1 July', () => {
    expect(periodRange('thisFinancialYear', '2026-06-30')).toEqual({
      from: '2025-07-01',
      to: '2026-07-01',
    });
    expect(periodRange('thisFinancialYear', '2026-07-01')).toEqual({
      from: '2026-07-01',
      to: '2027-07-01',
    });
    expect(periodRange('thisFinancialYear', '2027-01-15')).toEqual({
      from: '2026-07-01',
      to: '2027-07-01',
    });
    expect(previousRange('thisFinancialYear', { from: '2026-07-01', to: '2027-07-01' })).toEqual({
      from: '2025-07-01',
      to: '2026-07-01',
    });
  });

  it('this week starts on Monday, whatever day today is', () => {
    expect(periodRange('thisWeek', '2026-04-05')).toEqual({ from: '2026-03-30', to: '2026-04-06' }); // a Sunday
    expect(periodRange('thisWeek', '2026-04-06')).toEqual({ from: '2026-04-06', to: '2026-04-13' }); // a Monday
    expect(previousRange('thisWeek', { from: '2026-04-06', to: '2026-04-13' })).toEqual({
      from: '2026-03-30',
      to: '2026-04-06',
    });
  });

  it('calendar month, quarter and year; rolling past periods end today', () => {
    expect(periodRange('thisMonth', '2026-02-14')).toEqual({
      from: '2026-02-01',
      to: '2026-03-01',
    });
    expect(periodRange('thisQuarter', '2026-06-30')).toEqual({
      from: '2026-04-01',
      to: '2026-07-01',
    });
    expect(periodRange('thisYear', '2026-06-30')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(periodRange('today', '2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-01-01' });
    expect(periodRange('pastMonth', '2026-03-31')).toEqual({
      from: '2026-03-01',
      to: '2026-04-01',
    });
    expect(periodRange('pastMonth', '2026-03-15')).toEqual({
      from: '2026-02-16',
      to: '2026-03-16',
    });
    expect(periodRange('past3Months', '2026-05-31')).toEqual({
      from: '2026-03-01',
      to: '2026-06-01',
    });
    expect(periodRange('past2Years', '2026-02-28')).toEqual({
      from: '2024-02-29',
      to: '2026-03-01',
    });
    expect(periodRange('custom', '2026-01-01', { from: '2025-01-01', to: '2025-01-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-02-01',
    });
    expect(previousRange('custom', { from: '2025-01-01', to: '2025-02-01' })).toEqual({
      from: '2024-12-01',
      to: '2025-01-01',
    });
  });

  it("today is the zone's calendar date", () => {
    const instant = new Date('2026-06-30T14:30:00Z');
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-07-01');
    expect(todayIn('Australia/Perth', instant)).toBe('2026-06-30');
  });

  it('a drag snaps to the nearest §9 size', () => {
    expect(nearestSize(4, 3)).toBe('4x3');
    expect(nearestSize(5, 2)).toBe('5x3'); // a tie between 4x2 and 5x3: the larger
    expect(nearestSize(8, 8)).toBe('8x7');
    expect(nearestSize(1, 1)).toBe('2x2');
  });

  it('cuts a range into Monday weeks, quarters and one bucket for none, clipped to the range', () => {
    // 2026-04-01 is a Wednesday: its week starts Monday 30 March but the bucket covers 1–5 April only.
    expect(bucketsOf('week', { from: '2026-04-01', to: '2026-04-15' })).toEqual([
      { key: '2026-03-30', from: '2026-04-01', to: '2026-04-06' },
      { key: '2026-04-06', from: '2026-04-06', to: '2026-04-13' },
      { key: '2026-04-13', from: '2026-04-13', to: '2026-04-15' },
    ]);
    // The AU financial year by quarter: Q3 2025 to Q2 2026.
    expect(
      bucketsOf('quarter', { from: '2025-07-01', to: '2026-07-01' }).map((b) => b.key),
    ).toEqual(['2025-07-01', '2025-10-01', '2026-01-01', '2026-04-01']);
    expect(bucketsOf('month', { from: '2026-01-31', to: '2026-03-01' })).toEqual([
      { key: '2026-01-01', from: '2026-01-31', to: '2026-02-01' },
      { key: '2026-02-01', from: '2026-02-01', to: '2026-03-01' },
    ]);
    expect(bucketsOf('none', { from: '2026-01-31', to: '2026-03-01' })).toEqual([
      { key: '2026-01-31', from: '2026-01-31', to: '2026-03-01' },
    ]);
    expect(bucketsOf('year', { from: '2025-12-31', to: '2026-01-02' }).map((b) => b.key)).toEqual([
      '2025-01-01',
      '2026-01-01',
    ]);
    expect(bucketsOf('day', { from: '2026-01-01', to: '2026-01-01' })).toEqual([]);
  });
});
