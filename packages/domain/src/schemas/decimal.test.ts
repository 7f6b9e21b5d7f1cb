import { describe, expect, it } from 'vitest';
import { decimalString } from './decimal.ts';
import { productDecimal } from './product-versions.ts';
import { ratingContextBody } from './product-version-items.ts';
import { moneySchema, percentageSchema } from './authority.ts';
import { adjustmentValue } from './risk-underwriting.ts';
import { Messages } from '../messages.ts';

describe('decimalString', () => {
  const percent = decimalString({
    integerDigits: 3,
    scale: 2,
    min: '0',
    max: '100',
    message: 'Bad.',
  });

  it('refuses text that is not a decimal before decimal.js parses it (no DecimalError)', () => {
    for (const text of ['abc', '1e5', 'NaN', 'Infinity', '0x10', '1.2.3', ' ', '-'])
      expect(percent.safeParse(text).success).toBe(false);
    expect(percent.safeParse('abc').error?.issues.map((i) => i.message)).toEqual(['Bad.']);
  });

  it('checks scale, digits and bounds in decimal', () => {
    expect(percent.safeParse('12.5').data).toBe('12.5');
    expect(percent.safeParse('12.555').success).toBe(false);
    expect(percent.safeParse('100.01').error?.issues[0]?.message).toBe(
      'The value must be less than or equal to 100',
    );
    expect(percent.safeParse('-1').success).toBe(false);
  });

  it('is used by every decimal schema of the domain', () => {
    expect(productDecimal({ min: '0', max: '100' }).safeParse('abc').success).toBe(false);
    expect(
      ratingContextBody
        .safeParse({
          inceptionDate: '2026-01-01',
          brokerCommissionPercent: 'abc',
          administrationFee: 'abc',
        })
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['brokerCommissionPercent', 'administrationFee']);
    expect(moneySchema.safeParse('abc').success).toBe(false);
    expect(percentageSchema.safeParse('abc').success).toBe(false);
    expect(moneySchema.safeParse('').error?.issues[0]?.message).toBe('This field is required');
  });
});

describe('adjustmentValue (decision 108)', () => {
  it('allows 0.00 and refuses -0.01 with the spec message; 2 decimal places at most', () => {
    expect(adjustmentValue.safeParse('0.00').success).toBe(true);
    expect(adjustmentValue.safeParse('0').success).toBe(true);
    expect(adjustmentValue.safeParse('9999999999999999.99').success).toBe(true);
    expect(adjustmentValue.safeParse('-0.01').error?.issues.map((i) => i.message)).toEqual([
      Messages.min(0),
    ]);
    expect(adjustmentValue.safeParse('-1').success).toBe(false);
    expect(adjustmentValue.safeParse('1.234').success).toBe(false);
    for (const text of ['abc', '1e5', 'NaN'])
      expect(adjustmentValue.safeParse(text).success).toBe(false);
  });
});
