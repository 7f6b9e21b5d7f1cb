import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../testing/issues.ts';
import {
  AuthorityMessages,
  AuthorityVisibility,
  isIsoDate,
  isoDateSchema,
  isValidTimeZone,
  moneySchema,
  overlappingPeriods,
  percentageSchema,
  sharesTotal100,
} from './authority.ts';
import {
  agreementPeriodBody,
  authorisedUnderwriterBody,
  authorityListQuery,
  bindingAgreementBody,
  createEndorsementBody,
  endorsementVersionBody,
  reinsurancePeriodBody,
  renameEndorsementBody,
  riskCodeBody,
  sectionBody,
  sectionGroupBody,
  sectionRiskCodeBody,
  syndicateBody,
} from './authority-bodies.ts';

const required = 'This field is required';
const maxLength = (n: number) => `This field has a maximum length of ${n}`;
const min = (n: number | string) => `The value must be greater than or equal to ${n}`;
const max = (n: number | string) => `The value must be less than or equal to ${n}`;
const duplicates = 'Duplicate values are not allowed';
const dateOrder = 'The end date must be on or after the start date.';

describe('authority fields', () => {
  it('its messages', () => {
    expect(AuthorityMessages).toMatchInlineSnapshot(`
      {
        "alreadyAuthorised": "This user is already an authorised underwriter of this period.",
        "alreadyLive": "This version is already live.",
        "codeInUse": "The code is already in use.",
        "dateOrder": "The end date must be on or after the start date.",
        "invalidAmount": "Enter an amount of at most 16 digits and 2 decimal places.",
        "invalidDate": "Enter a date as YYYY-MM-DD.",
        "invalidPercentage": "Enter a percentage of at most 6 decimal places.",
        "marketReferenceInUse": "The unique market reference is already in use.",
        "notCompanyProductCode": "Choose product codes of this company.",
        "notCompanyRiskCode": "Choose a risk code of this company.",
        "notCompanySyndicate": "Choose a syndicate of this company.",
        "notCompanyUser": "Choose a user of this company.",
        "notInsurer": "Choose an insurance company.",
        "notLive": "Only a live version can be unpublished.",
        "notPeriodSection": "Choose sections of this period.",
        "notSaved": "Save this version before publishing it.",
        "onlyDraftDeletable": "Only a draft version can be deleted.",
        "onlyUnderwritersPublish": "Only underwriters can publish a binding agreement version.",
        "periodNotLive": "Only a live version can be used.",
        "periodsOverlap": "Reinsurance periods of the same syndicate must not overlap.",
        "sectionInOtherGroup": "A section can belong to one group only.",
        "sectionsRequired": "At least one section is required.",
        "timezoneChangeLocked": "The currency and time zone cannot change once a risk uses the agreement.",
        "underwritersRequired": "At least one authorised underwriter is required.",
      }
    `);
    expect(AuthorityVisibility).toEqual({ Private: 1, Public: 2 });
  });

  it('money: at most 16 digits and 2 decimals, required', () => {
    const invalid = 'Enter an amount of at most 16 digits and 2 decimal places.';
    expect(parsed(moneySchema, ' 1234567890123456.12 ')).toBe('1234567890123456.12');
    expect(issuesOf(moneySchema, '12345678901234567')).toEqual({ '': invalid });
    expect(issuesOf(moneySchema, '1.123')).toEqual({ '': invalid });
    expect(issuesOf(moneySchema, '-1')).toEqual({ '': invalid });
    expect(issuesOf(moneySchema, '')).toEqual({ '': required });
  });

  it('percentage: 0 to 100 with at most 6 decimals', () => {
    const invalid = 'Enter a percentage of at most 6 decimal places.';
    expect(parsed(percentageSchema, '100')).toBe('100');
    expect(parsed(percentageSchema, '0.000001')).toBe('0.000001');
    expect(issuesOf(percentageSchema, '100.000001')).toEqual({ '': max(100) });
    expect(issuesOf(percentageSchema, '1.1234567')).toEqual({ '': invalid });
    expect(issuesOf(percentageSchema, ' ')).toEqual({ '': required });
  });

  it('calendar dates YYYY-MM-DD that exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('x2024-01-01')).toBe(false);
    expect(isIsoDate('2024-01-01x')).toBe(false);
    expect(parsed(isoDateSchema, ' 2024-01-31 ')).toBe('2024-01-31');
    expect(issuesOf(isoDateSchema, '2024-01-32')).toEqual({ '': 'Enter a date as YYYY-MM-DD.' });
    expect(issuesOf(isoDateSchema, '2024-01-011')).toEqual({ '': maxLength(10) });
    expect(issuesOf(isoDateSchema, undefined)).toEqual({ '': required });
  });

  it('time zones the runtime knows, and UTC', () => {
    expect(isValidTimeZone('Australia/Sydney')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('shares total exactly 100, in decimal', () => {
    expect(sharesTotal100(['33.333334', '33.333333', '33.333333'])).toBe(true);
    expect(sharesTotal100(['33.333333', '33.333333', '33.333333'])).toBe(false);
    expect(sharesTotal100(['100'])).toBe(true);
    expect(sharesTotal100(['60', '50'])).toBe(false);
    expect(sharesTotal100([])).toBe(false);
  });

  it('overlapping periods of the same syndicate, inclusive of both ends', () => {
    const p = (syndicateId: number, dateFrom: string, dateTo: string) => ({
      syndicateId,
      dateFrom,
      dateTo,
    });
    expect(
      overlappingPeriods([
        p(1, '2024-01-01', '2024-06-30'),
        p(1, '2024-06-30', '2024-12-31'), // shares a day
        p(2, '2024-01-01', '2024-12-31'), // another syndicate
        p(1, '2025-01-01', '2025-12-31'), // after
        p(1, '2023-01-01', '2024-01-01'), // ends on the first's start
        p(2, '2023-01-01', '2023-12-31'), // before
      ]),
    ).toEqual([1, 4]);
    expect(
      overlappingPeriods([p(1, '2024-01-01', '2024-01-31'), p(1, '2024-02-01', '2024-02-28')]),
    ).toEqual([]);
  });
});

describe('authority bodies', () => {
  it('syndicates', () => {
    expect(parsed(syndicateBody, { name: 'S', code: 'C' })).toEqual({
      name: 'S',
      code: 'C',
      description: null,
    });
    expect(issuesOf(syndicateBody, { name: '', code: 'a'.repeat(41) })).toEqual({
      name: required,
      code: maxLength(40),
    });
    expect(
      issuesOf(syndicateBody, { name: 'a'.repeat(161), code: 'c', description: 'd'.repeat(2001) }),
    ).toEqual({
      name: maxLength(160),
      description: maxLength(2000),
    });
  });

  it('reinsurance periods and risk codes: date order, overlaps, at most 200', () => {
    const period = {
      syndicateId: 1,
      dateFrom: '2024-01-01',
      dateTo: '2024-12-31',
      capacityProviderPercentage: '50',
      grossPremiumCommissionPercentage: '10',
    };
    expect(issuesOf(reinsurancePeriodBody, period)).toBe('ok');
    expect(issuesOf(reinsurancePeriodBody, { ...period, dateTo: '2024-01-01' })).toBe('ok');
    expect(issuesOf(reinsurancePeriodBody, { ...period, dateTo: '2023-12-31' })).toEqual({
      dateTo: dateOrder,
    });
    expect(
      issuesOf(reinsurancePeriodBody, { ...period, dateFrom: '2024-02-30', dateTo: '2023-12-31' }),
    ).toEqual({
      dateFrom: 'Enter a date as YYYY-MM-DD.',
    });
    expect(issuesOf(reinsurancePeriodBody, { ...period, dateTo: '2023-13-01' })).toEqual({
      dateTo: 'Enter a date as YYYY-MM-DD.',
    });
    expect(issuesOf(reinsurancePeriodBody, { ...period, syndicateId: undefined })).toEqual({
      syndicateId: required,
    });
    expect(parsed(riskCodeBody, { code: 'RC' })).toEqual({
      code: 'RC',
      description: null,
      reinsurancePeriods: [],
    });
    expect(
      issuesOf(riskCodeBody, {
        code: 'RC',
        reinsurancePeriods: [period, { ...period, dateFrom: '2024-12-31', dateTo: '2025-06-30' }],
      }),
    ).toEqual({
      'reinsurancePeriods.1.dateFrom':
        'Reinsurance periods of the same syndicate must not overlap.',
    });
    expect(
      issuesOf(riskCodeBody, {
        code: 'RC',
        reinsurancePeriods: Array.from({ length: 201 }, () => period),
      }),
    ).toMatchObject({ reinsurancePeriods: 'The maximum selected items must not exceed 200' });
  });

  it('binding agreements: currency, time zone, references, validity in order', () => {
    const body = {
      name: 'BA',
      managingInsuranceCompanyId: 3,
      currencyType: 'aud',
      timezone: ' Australia/Sydney ',
      uniqueMarketReference: 'UMR',
      agreementNumber: 'N1',
      validFrom: '2024-01-01',
      validTo: '2024-01-01',
    };
    expect(parsed(bindingAgreementBody, body).timezone).toBe('Australia/Sydney');
    expect(issuesOf(bindingAgreementBody, { ...body, currencyType: 'jpy' })).toEqual({
      currencyType: required,
    });
    expect(issuesOf(bindingAgreementBody, { ...body, timezone: 'Mars/Olympus' })).toEqual({
      timezone: 'Invalid timezone: Mars/Olympus',
    });
    expect(issuesOf(bindingAgreementBody, { ...body, timezone: '  ' })).toEqual({
      timezone: required,
    });
    expect(issuesOf(bindingAgreementBody, { ...body, timezone: undefined })).toEqual({
      timezone: required,
    });
    expect(issuesOf(bindingAgreementBody, { ...body, timezone: 'a'.repeat(65) })).toMatchObject({
      timezone: maxLength(64),
    });
    expect(issuesOf(bindingAgreementBody, { ...body, validTo: '2023-12-31' })).toEqual({
      validTo: dateOrder,
    });
    expect(
      issuesOf(bindingAgreementBody, { ...body, validFrom: 'x', validTo: '2023-12-31' }),
    ).toEqual({
      validFrom: 'Enter a date as YYYY-MM-DD.',
    });
    expect(
      issuesOf(bindingAgreementBody, {
        ...body,
        uniqueMarketReference: 'a'.repeat(61),
        agreementNumber: '',
      }),
    ).toEqual({ uniqueMarketReference: maxLength(60), agreementNumber: required });
  });

  it('periods, authorised underwriters and their bounds', () => {
    expect(parsed(agreementPeriodBody, {})).toEqual({ visibility: 1 });
    expect(parsed(agreementPeriodBody, { visibility: 2 })).toEqual({ visibility: 2 });
    expect(issuesOf(agreementPeriodBody, { visibility: 3 })).toHaveProperty('visibility');
    const au = {
      userId: 5,
      authorityLevel: 1,
      maximumBackdateDays: 1,
      maximumDiscountPercentage: '0',
    };
    expect(issuesOf(authorisedUnderwriterBody, au)).toBe('ok');
    expect(
      issuesOf(authorisedUnderwriterBody, { ...au, authorityLevel: 10, maximumBackdateDays: 100 }),
    ).toBe('ok');
    expect(
      issuesOf(authorisedUnderwriterBody, { ...au, authorityLevel: 0, maximumBackdateDays: 0 }),
    ).toEqual({
      authorityLevel: min(1),
      maximumBackdateDays: min(1),
    });
    expect(
      issuesOf(authorisedUnderwriterBody, { ...au, authorityLevel: 11, maximumBackdateDays: 101 }),
    ).toEqual({
      authorityLevel: max(10),
      maximumBackdateDays: max(100),
    });
    expect(
      issuesOf(authorisedUnderwriterBody, {
        ...au,
        authorityLevel: undefined,
        maximumBackdateDays: undefined,
      }),
    ).toEqual({ authorityLevel: required, maximumBackdateDays: required });
  });

  it('sections: limits in order, shares unique and totalling 100, risk codes unique', () => {
    const section = { name: 'S', minimumLimit: '1000', maximumLimit: '1000' };
    expect(parsed(sectionBody, section)).toEqual({
      ...section,
      coverholderCommissionAmount: null,
      claimsHandlingAmount: null,
      reinsuranceBrokerageCommissionAmount: null,
      reinsuranceBrokerageCommissionIncurred: null,
      maximumPremiumLimit: null,
      notifiablePremiumLimitPercentage: null,
      exchangeCommissionPercentage: null,
      quotaShares: [],
      riskCodes: [],
    });
    expect(issuesOf(sectionBody, { ...section, maximumLimit: '999.99' })).toEqual({
      maximumLimit: min('1000'),
    });
    expect(issuesOf(sectionBody, { ...section, maximumLimit: '99.999' })).toEqual({
      maximumLimit: 'Enter an amount of at most 16 digits and 2 decimal places.',
    });
    expect(issuesOf(sectionBody, { ...section, minimumLimit: 'x' })).toEqual({
      minimumLimit: 'Enter an amount of at most 16 digits and 2 decimal places.',
    });
    const share = (syndicateId: number, sharePercentage: string) => ({
      syndicateId,
      sharePercentage,
    });
    expect(
      issuesOf(sectionBody, { ...section, quotaShares: [share(1, '60'), share(2, '40')] }),
    ).toBe('ok');
    expect(
      issuesOf(sectionBody, { ...section, quotaShares: [share(1, '60'), share(2, '30')] }),
    ).toEqual({
      quotaShares: 'Total must equal 100%.',
    });
    expect(
      issuesOf(sectionBody, { ...section, quotaShares: [share(1, '50'), share(1, '50')] }),
    ).toEqual({
      quotaShares: duplicates,
    });
    expect(
      issuesOf(sectionBody, { ...section, quotaShares: [share(1, '50'), share(2, '5x')] }),
    ).toEqual({
      'quotaShares.1.sharePercentage': 'Enter a percentage of at most 6 decimal places.',
    });
    expect(
      issuesOf(sectionBody, {
        ...section,
        quotaShares: Array.from({ length: 51 }, (_, i) => share(i + 1, '1')),
      }),
    ).toMatchObject({ quotaShares: 'The maximum selected items must not exceed 50' });
    expect(
      issuesOf(sectionBody, { ...section, riskCodes: [{ riskCodeId: 1 }, { riskCodeId: 2 }] }),
    ).toBe('ok');
    expect(
      issuesOf(sectionBody, { ...section, riskCodes: [{ riskCodeId: 1 }, { riskCodeId: 1 }] }),
    ).toEqual({
      riskCodes: duplicates,
    });
    expect(
      issuesOf(sectionBody, {
        ...section,
        riskCodes: Array.from({ length: 201 }, (_, i) => ({ riskCodeId: i + 1 })),
      }),
    ).toMatchObject({ riskCodes: 'The maximum selected items must not exceed 200' });
    expect(parsed(sectionRiskCodeBody, { riskCodeId: 1 })).toEqual({
      riskCodeId: 1,
      productCodeIds: [],
      prerequisiteProductCodeIds: [],
    });
    expect(
      issuesOf(sectionRiskCodeBody, {
        riskCodeId: 1,
        productCodeIds: [2, 2],
        prerequisiteProductCodeIds: [3, 3],
      }),
    ).toEqual({ productCodeIds: duplicates, prerequisiteProductCodeIds: duplicates });
  });

  it('section groups: two to 50 distinct sections', () => {
    expect(issuesOf(sectionGroupBody, { name: 'G', sectionIds: [1, 2] })).toBe('ok');
    expect(issuesOf(sectionGroupBody, { name: 'G', sectionIds: [1] })).toEqual({
      sectionIds: min(2),
    });
    expect(issuesOf(sectionGroupBody, { name: 'G', sectionIds: [1, 1] })).toEqual({
      sectionIds: duplicates,
    });
    expect(
      issuesOf(sectionGroupBody, {
        name: 'G',
        sectionIds: Array.from({ length: 51 }, (_, i) => i + 1),
      }),
    ).toHaveProperty('sectionIds');
  });

  it('endorsements: content, product classes, visibility, rules; list query', () => {
    expect(parsed(endorsementVersionBody, {})).toEqual({
      content: '',
      productClasses: [],
      visibility: 1,
      rules: [],
      clauseIds: [],
    });
    // Decision 233: clauses in order, each once.
    expect(issuesOf(endorsementVersionBody, { clauseIds: [3, 1] })).toBe('ok');
    expect(issuesOf(endorsementVersionBody, { clauseIds: [3, 3] })).not.toBe('ok');
    expect(issuesOf(endorsementVersionBody, { productClasses: [1, 2, 3, 4] })).toBe('ok');
    expect(issuesOf(endorsementVersionBody, { productClasses: [5] })).toEqual({
      'productClasses.0': required,
    });
    expect(issuesOf(endorsementVersionBody, { productClasses: [1, 1] })).toEqual({
      productClasses: duplicates,
    });
    expect(issuesOf(endorsementVersionBody, { content: 'a'.repeat(100_001) })).toEqual({
      content: maxLength(100_000),
    });
    expect(issuesOf(endorsementVersionBody, { rules: [{ expression: '' }] })).toEqual({
      'rules.0.expression': required,
    });
    expect(
      issuesOf(endorsementVersionBody, {
        rules: Array.from({ length: 51 }, () => ({ expression: 'x' })),
      }),
    ).toEqual({ rules: 'The maximum selected items must not exceed 50' });
    expect(issuesOf(endorsementVersionBody, { visibility: 2 })).toBe('ok');
    expect(parsed(createEndorsementBody, { name: ' E ' })).toMatchObject({ name: 'E' });
    expect(issuesOf(createEndorsementBody, {})).toEqual({ name: required });
    expect(issuesOf(renameEndorsementBody, { name: 'a'.repeat(161) })).toEqual({
      name: maxLength(160),
    });
    expect(parsed(authorityListQuery, { search: ' x ' })).toEqual({
      page: 1,
      perPage: 25,
      search: 'x',
    });
    expect(issuesOf(authorityListQuery, { perPage: '101' })).toHaveProperty('perPage');
    expect(issuesOf(authorityListQuery, { search: 'a'.repeat(101) })).toHaveProperty('search');
  });
});
