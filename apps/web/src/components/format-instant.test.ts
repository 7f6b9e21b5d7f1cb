import { describe, expect, it } from 'vitest';
import { formatInstant } from './format-instant.ts';

const now = new Date(2025, 5, 18, 15, 0, 0); // Wednesday 18 June 2025, 3 pm local time
const at = (y: number, m: number, d: number, h = 9, min = 5) =>
  Math.floor(new Date(y, m, d, h, min).getTime() / 1000);

describe('timestamp display (§9)', () => {
  it('shows only the time today', () =>
    expect(formatInstant(at(2025, 5, 18), now)).toBe('9:05 am'));
  it('labels yesterday', () =>
    expect(formatInstant(at(2025, 5, 17, 22, 30), now)).toBe('Yesterday 10:30 pm'));
  it('shows the weekday within a week', () =>
    expect(formatInstant(at(2025, 5, 13), now)).toBe('Friday 9:05 am'));
  it('shows weekday, day and month earlier in the year', () =>
    expect(formatInstant(at(2025, 2, 3), now)).toBe('Mon 3 Mar 9:05 am'));
  it('adds the year for other years', () =>
    expect(formatInstant(at(2024, 11, 24), now)).toBe('Tue 24 Dec 2024 9:05 am'));
  it('shows a dash for no time', () => expect(formatInstant(null, now)).toBe('—'));
});
