import { describe, expect, it } from 'vitest';
import { D } from './decimal.ts';
import { formatMoney, proRata, roundMoney } from './money.ts';

describe('money', () => {
  it('rounds half away from zero to cents', () => {
    expect(formatMoney(new D('2.345'))).toBe('2.35');
    expect(formatMoney(new D('2.344999'))).toBe('2.34');
    expect(formatMoney(new D('-2.345'))).toBe('-2.35');
    expect(formatMoney(new D('0.005'))).toBe('0.01');
    expect(formatMoney(new D('10'))).toBe('10.00');
    expect(roundMoney(new D('1.005')).toString()).toBe('1.01');
  });

  it('pro-rates over days, giving a full term back exactly', () => {
    expect(proRata('1000.00', '2024-01-01', '2025-01-01', '2024-01-01', '2025-01-01')).toBe(
      '1000.00',
    );
    expect(proRata('1000', '2024-07-01', '2025-01-01', '2024-01-01', '2025-01-01')).toBe('502.73');
    expect(proRata('365', '2023-01-01', '2023-01-02', '2023-01-01', '2024-01-01')).toBe('1.00');
    expect(proRata('100', '2024-03-01', '2024-03-01', '2024-01-01', '2025-01-01')).toBe('0.00');
    expect(proRata('-120', '2024-01-01', '2024-02-01', '2024-01-01', '2025-01-01')).toBe('-10.16');
  });

  it('rejects bad dates, amounts and terms', () => {
    expect(() => proRata('100', '2024-02-30', '2024-03-01', '2024-01-01', '2025-01-01')).toThrow(
      '"2024-02-30" is not a date',
    );
    expect(() => proRata('1e3', '2024-01-01', '2024-03-01', '2024-01-01', '2025-01-01')).toThrow(
      'amount must be a decimal string',
    );
    expect(() => proRata('100', '2024-01-01', '2024-03-01', '2025-01-01', '2025-01-01')).toThrow(
      'The term must end after it starts',
    );
    expect(() => proRata('100', '2024-03-01', '2024-01-01', '2024-01-01', '2025-01-01')).toThrow(
      'must not end before it starts',
    );
  });
});
