import { describe, expect, it } from 'vitest';
import { riskCountText } from './risk-count.ts';

describe('riskCountText (decision 134)', () => {
  it('counts a list that fits on one page', () => {
    expect(riskCountText({ page: 1, perPage: 50, total: 1 }, 1)).toBe('1 risk');
    expect(riskCountText({ page: 1, perPage: 50, total: 7 }, 7)).toBe('7 risks');
  });
  it('shows the page’s range of an exact total', () => {
    expect(riskCountText({ page: 3, perPage: 50, total: 120 }, 20)).toBe('101–120 of 120 risks');
  });
  it('says "about" when the total is the API’s estimate', () => {
    expect(riskCountText({ page: 1, perPage: 50, total: 100_000, estimated: true }, 50)).toBe(
      '1–50 of about 100,000 risks',
    );
    expect(riskCountText({ page: 2, perPage: 50, total: 1_001, estimated: true }, 50)).toBe(
      '51–100 of about 1,001 risks',
    );
  });
});
