import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../testing/issues.ts';
import {
  formulaNameSchema,
  isIanaTimeZone,
  premiumSettingsSchema,
  productDecimal,
  productTimeZoneSchema,
  productVersionBody,
} from './product-versions.ts';

const required = 'This field is required';
const maxLength = (n: number) => `This field has a maximum length of ${n}`;
const min = (n: number | string) => `The value must be greater than or equal to ${n}`;
const max = (n: number | string) => `The value must be less than or equal to ${n}`;
const number = 'Enter a number such as 12.50.';
const time = 'Enter a time as HH:MM.';

const version = {
  timezone: 'Australia/Sydney',
  bindTime: '16:00',
  expiryTimeMode: 'fixed',
  expiryTime: '16:00',
  futureInceptionDayLimit: 0,
  defaultTermMonths: 12,
  minTermMonths: 12,
  maxTermMonths: 12,
  maxBackdateDays: 1,
  maxDiscountPercent: '0',
  authorityLevel: 1,
  minUnderwriterAuthorityLevel: 10,
  currency: 'aud',
};

describe('product version settings', () => {
  it('decimals: 12 digits, 6 decimals, signed, within the bounds given', () => {
    expect(parsed(productDecimal(), '-123456789012.123456')).toBe('-123456789012.123456');
    expect(issuesOf(productDecimal(), '1234567890123')).toEqual({ '': number });
    expect(issuesOf(productDecimal(), '')).toEqual({ '': number });
    expect(issuesOf(productDecimal({ min: '0' }), '-0.000001')).toEqual({ '': min('0') });
    expect(issuesOf(productDecimal({ min: '0' }), '0')).toBe('ok');
    expect(issuesOf(productDecimal({ max: '100' }), '100')).toBe('ok');
    expect(issuesOf(productDecimal({ max: '100' }), '100.000001')).toEqual({ '': max('100') });
  });

  it('time zones: an IANA name the runtime knows', () => {
    expect(isIanaTimeZone('Australia/Sydney')).toBe(true);
    expect(isIanaTimeZone('Etc/GMT+10')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('Mars/Olympus')).toBe(false);
    expect(isIanaTimeZone('+10:00')).toBe(false); // Intl knows offsets; a product needs a zone
    expect(isIanaTimeZone('Australia/')).toBe(false);
    expect(isIanaTimeZone('Australia/Sydney x')).toBe(false);
    expect(isIanaTimeZone(' Australia/Sydney')).toBe(false);
    expect(isIanaTimeZone('1Australia/Sydney')).toBe(false);
    expect(parsed(productTimeZoneSchema, ' Australia/Perth ')).toBe('Australia/Perth');
    expect(issuesOf(productTimeZoneSchema, 'Mars/Olympus')).toEqual({
      '': 'Invalid timezone: Mars/Olympus',
    });
    expect(issuesOf(productTimeZoneSchema, `A/${'b'.repeat(63)}`)).toMatchObject({
      '': maxLength(64),
    });
    expect(issuesOf(productTimeZoneSchema, undefined)).toEqual({ '': required });
  });

  it('formula names: an identifier without periods', () => {
    const nameRequired = 'The name field is required';
    expect(parsed(formulaNameSchema, ' _base_1 ')).toBe('_base_1');
    expect(issuesOf(formulaNameSchema, ' ')).toEqual({ '': nameRequired });
    expect(issuesOf(formulaNameSchema, undefined)).toEqual({ '': nameRequired });
    expect(issuesOf(formulaNameSchema, 'a.b')).toEqual({ '': 'Period characters are not allowed' });
    const identifier = 'Use letters, digits and _ only, starting with a letter or _.';
    for (const bad of ['1a', 'a-b', 'a b', 'é'])
      expect(issuesOf(formulaNameSchema, bad)).toEqual({ '': identifier });
    expect(issuesOf(formulaNameSchema, 'a'.repeat(65))).toEqual({ '': maxLength(64) });
    expect(issuesOf(formulaNameSchema, 'A'.repeat(64))).toBe('ok');
  });

  it('premium settings: fees, taxes on their base, the tax engine', () => {
    expect(parsed(premiumSettingsSchema, {})).toEqual({ fees: [], taxes: [] });
    const tax = { name: 'GST', ratePercent: '10', base: 'grossAndFees' };
    expect(issuesOf(premiumSettingsSchema, { taxes: [tax, { ...tax, base: 'gross' }] })).toBe('ok');
    expect(issuesOf(premiumSettingsSchema, { taxes: [{ ...tax, base: 'net' }] })).toHaveProperty(
      'taxes.0.base',
    );
    expect(issuesOf(premiumSettingsSchema, { taxes: [{ ...tax, ratePercent: '100.1' }] })).toEqual({
      'taxes.0.ratePercent': max('100'),
    });
    expect(issuesOf(premiumSettingsSchema, { taxes: [{ ...tax, ratePercent: '-1' }] })).toEqual({
      'taxes.0.ratePercent': min('0'),
    });
    expect(
      issuesOf(premiumSettingsSchema, { taxes: Array.from({ length: 11 }, () => tax) }),
    ).toHaveProperty('taxes');
    const fee = { name: 'Fee', amount: '0' };
    expect(issuesOf(premiumSettingsSchema, { fees: [fee] })).toBe('ok');
    expect(issuesOf(premiumSettingsSchema, { fees: [{ ...fee, amount: '-0.01' }] })).toEqual({
      'fees.0.amount': min('0'),
    });
    expect(issuesOf(premiumSettingsSchema, { fees: [{ ...fee, name: 'a'.repeat(81) }] })).toEqual({
      'fees.0.name': maxLength(80),
    });
    expect(
      issuesOf(premiumSettingsSchema, { fees: Array.from({ length: 21 }, () => fee) }),
    ).toHaveProperty('fees');
    expect(issuesOf(premiumSettingsSchema, { commissionPercent: '100.5' })).toEqual({
      commissionPercent: max('100'),
    });
    expect(issuesOf(premiumSettingsSchema, { commissionPercent: '-1' })).toEqual({
      commissionPercent: min('0'),
    });
    const engine = { country: 'AU', taxClass: 'professionalIndemnity', stateFormula: 'state' };
    expect(issuesOf(premiumSettingsSchema, { taxEngine: engine })).toBe('ok');
    expect(issuesOf(premiumSettingsSchema, { taxEngine: { ...engine, country: 'NZ' } })).toBe('ok');
    expect(
      issuesOf(premiumSettingsSchema, { taxEngine: { ...engine, country: 'US' } }),
    ).toHaveProperty('taxEngine.country');
    expect(
      issuesOf(premiumSettingsSchema, { taxEngine: { ...engine, taxClass: 'boats' } }),
    ).toHaveProperty('taxEngine.taxClass');
    expect(
      issuesOf(premiumSettingsSchema, {
        taxEngine: {
          ...engine,
          nswEslRatePercent: '101',
          tasFireLevyRatePercent: '-1',
          sumInsuredFormula: 'a.b',
        },
      }),
    ).toEqual({
      'taxEngine.nswEslRatePercent': max('100'),
      'taxEngine.tasFireLevyRatePercent': min('0'),
      'taxEngine.sumInsuredFormula': 'Period characters are not allowed',
    });
    expect(issuesOf(premiumSettingsSchema, { basePremiumFormula: 'a.b' })).toEqual({
      basePremiumFormula: 'Period characters are not allowed',
    });
  });

  it('a version: defaults, times, terms in order, bounds', () => {
    expect(parsed(productVersionBody, version)).toEqual({
      ...version,
      autoAssignUnderwriterOnReferral: false,
      hideAssignedUnderwriterFromBrokers: false,
      ruleMessageVisibility: { decline: true, endorsement: true, referral: true },
      showQuoteSummaryPanel: true,
      premium: { fees: [], taxes: [] },
    });
    expect(issuesOf(productVersionBody, { ...version, expiryTime: null })).toEqual({
      expiryTime: required,
    });
    expect(
      parsed(productVersionBody, {
        ...version,
        expiryTimeMode: 'bindDeclaration',
        expiryTime: undefined,
      }).expiryTime,
    ).toBeNull();
    for (const ok of ['00:00', '09:59', '19:30', '23:59'])
      expect(issuesOf(productVersionBody, { ...version, bindTime: ok })).toBe('ok');
    for (const bad of ['24:00', '9:30', '12:60', '2:300', 'x12:30'])
      expect(issuesOf(productVersionBody, { ...version, bindTime: bad })).toHaveProperty(
        'bindTime',
      );
    expect(issuesOf(productVersionBody, { ...version, bindTime: '24:00' })).toEqual({
      bindTime: time,
    });
    expect(issuesOf(productVersionBody, { ...version, bindTime: '12:300' })).toEqual({
      bindTime: maxLength(5),
    });
    expect(issuesOf(productVersionBody, { ...version, bindTime: undefined })).toEqual({
      bindTime: required,
    });

    expect(
      issuesOf(productVersionBody, { ...version, minTermMonths: 13, defaultTermMonths: 13 }),
    ).toEqual({
      maxTermMonths: min(13),
      defaultTermMonths: max(12),
    });
    expect(
      issuesOf(productVersionBody, { ...version, minTermMonths: 6, defaultTermMonths: 5 }),
    ).toEqual({
      defaultTermMonths: min(6),
    });
    expect(
      issuesOf(productVersionBody, { ...version, maxTermMonths: 24, defaultTermMonths: 25 }),
    ).toEqual({
      defaultTermMonths: max(24),
    });
    expect(issuesOf(productVersionBody, { ...version, minTermMonths: 1, maxTermMonths: 120 })).toBe(
      'ok',
    );
    expect(
      issuesOf(productVersionBody, { ...version, minTermMonths: 0, maxTermMonths: 121 }),
    ).toMatchObject({
      minTermMonths: min(1),
      maxTermMonths: max(120),
    });
    expect(issuesOf(productVersionBody, { ...version, defaultTermMonths: undefined })).toEqual({
      defaultTermMonths: required,
    });
    expect(issuesOf(productVersionBody, { ...version, futureInceptionDayLimit: 3650 })).toBe('ok');
    expect(issuesOf(productVersionBody, { ...version, futureInceptionDayLimit: 3651 })).toEqual({
      futureInceptionDayLimit: max(3650),
    });
    expect(issuesOf(productVersionBody, { ...version, futureInceptionDayLimit: -1 })).toEqual({
      futureInceptionDayLimit: min(0),
    });
    expect(issuesOf(productVersionBody, { ...version, maxBackdateDays: 100 })).toBe('ok');
    expect(issuesOf(productVersionBody, { ...version, maxBackdateDays: 0 })).toEqual({
      maxBackdateDays: min(1),
    });
    expect(issuesOf(productVersionBody, { ...version, maxBackdateDays: 101 })).toEqual({
      maxBackdateDays: max(100),
    });
    expect(issuesOf(productVersionBody, { ...version, maxBackdateDays: undefined })).toEqual({
      maxBackdateDays: required,
    });
    expect(
      issuesOf(productVersionBody, {
        ...version,
        authorityLevel: 0,
        minUnderwriterAuthorityLevel: 11,
      }),
    ).toEqual({
      authorityLevel: min(1),
      minUnderwriterAuthorityLevel: max(10),
    });
    expect(issuesOf(productVersionBody, { ...version, authorityLevel: undefined })).toEqual({
      authorityLevel: required,
    });
    expect(issuesOf(productVersionBody, { ...version, maxDiscountPercent: '100.000001' })).toEqual({
      maxDiscountPercent: max('100'),
    });
    expect(issuesOf(productVersionBody, { ...version, currency: 'jpy' })).toHaveProperty(
      'currency',
    );
    expect(issuesOf(productVersionBody, { ...version, expiryTimeMode: 'later' })).toHaveProperty(
      'expiryTimeMode',
    );
  });
});
