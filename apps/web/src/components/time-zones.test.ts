import { describe, expect, it } from 'vitest';
import { australianTimeZones, timeZoneOptions } from './time-zones.ts';

describe('timeZoneOptions', () => {
  const [australia, others] = timeZoneOptions('Other zones');

  it('offers the Australian zones first, in the spec order, with readable labels', () => {
    expect(australia?.group).toBe('Australia');
    expect(australia?.items.map((i) => i.value)).toEqual([...australianTimeZones]);
    expect(australia?.items.find((i) => i.value === 'Australia/Lord_Howe')?.label).toBe(
      'Australia/Lord Howe',
    );
  });

  it('lists every other zone once, sorted, with UTC, under the given group', () => {
    const values = others?.items.map((i) => i.value) ?? [];
    expect(others?.group).toBe('Other zones');
    expect(values).toContain('UTC');
    expect(values).toEqual([...new Set(values)].sort());
    expect(values.some((z) => (australianTimeZones as readonly string[]).includes(z))).toBe(false);
  });
});
