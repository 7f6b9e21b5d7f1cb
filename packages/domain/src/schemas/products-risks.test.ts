import { describe, expect, it } from 'vitest';
import { lifecycleActions } from '../lifecycle/types.ts';
import { issuesOf, parsed } from '../testing/issues.ts';
import {
  brokerAccessModes,
  productBody,
  productCodeBody,
  productListQuery,
  ProductMessages,
  productPackageBody,
  productTypes,
  referenceFormatSchema,
  referencePreviewBody,
} from './products.ts';
import {
  assignmentBody,
  createRiskBody,
  insuredDetailsSchema,
  riskActionBody,
  riskActionParam,
  saveProposalBody,
  updateRiskBody,
} from './risks.ts';
import { decimalString, isoDate } from './risk-fields.ts';

const required = 'This field is required';
const maxLength = (n: number) => `This field has a maximum length of ${n}`;
const duplicates = 'Duplicate values are not allowed';

describe('products', () => {
  it('messages and choices', () => {
    expect({
      ...ProductMessages,
      testCasesFailed: ProductMessages.testCasesFailed(['A', 'B']),
    }).toMatchInlineSnapshot(`
      {
        "addOnMustBeAddOn": "Only add-on products can be added here.",
        "alreadyLive": "This version is already published.",
        "brokerNotFound": "Choose broker companies only.",
        "deleteOnlyDrafts": "Only a draft version can be deleted; unpublish it first.",
        "formulasInvalid": "The version cannot be published because its formulas have errors.",
        "mainProductMustBeMain": "Choose a main product.",
        "notLive": "This version is not published.",
        "notSaved": "A product version must be saved once before publishing.",
        "parentClassOnlyForAddOns": "Only add-on products have a parent product class.",
        "productCodeNotFound": "The product code does not exist.",
        "productNotFound": "The product does not exist.",
        "testCasesFailed": "The version cannot be published because these test cases fail: A, B.",
        "underwriterOnly": "Only underwriting companies have products.",
      }
    `);
    expect(productTypes).toEqual(['wholesale', 'retail']);
    expect(brokerAccessModes).toEqual(['all', 'whitelist', 'blacklist']);
  });

  it('reference formats: trimmed, at most 120, the format’s own problem as the message', () => {
    expect(parsed(referenceFormatSchema, ' TUR-{id} ')).toBe('TUR-{id}');
    expect(issuesOf(referenceFormatSchema, 'TUR-{foo}')).toEqual({
      '': expect.stringContaining('foo') as string,
    });
    expect(issuesOf(referenceFormatSchema, `${'A'.repeat(117)}{id}`)).toMatchObject({
      '': maxLength(120),
    });
    expect(issuesOf(referenceFormatSchema, undefined)).toEqual({ '': required });
    expect(issuesOf(referencePreviewBody, { format: 'TUR-{id}' })).toBe('ok');
  });

  it('product packages: defaults, choices, unique id lists with their maximum', () => {
    const body = {
      name: 'PI',
      productType: 'retail',
      riskReferenceFormat: 'PI-{id}',
      targetCountry: 'NZ',
    };
    expect(parsed(productPackageBody, body)).toEqual({
      ...body,
      description: null,
      promotionalImageFileVersionId: null,
      mainProductId: null,
      addOnProductIds: [],
      brokerAccess: 'all',
      brokerCompanyIds: [],
    });
    expect(
      parsed(productPackageBody, { ...body, mainProductId: 3, promotionalImageFileVersionId: 4 }),
    ).toMatchObject({
      mainProductId: 3,
      promotionalImageFileVersionId: 4,
    });
    expect(
      issuesOf(productPackageBody, { ...body, addOnProductIds: [1, 1], brokerCompanyIds: [2, 2] }),
    ).toEqual({
      addOnProductIds: duplicates,
      brokerCompanyIds: duplicates,
    });
    expect(
      issuesOf(productPackageBody, {
        ...body,
        addOnProductIds: Array.from({ length: 51 }, (_, i) => i + 1),
      }),
    ).toEqual({ addOnProductIds: 'The maximum selected items must not exceed 50' });
    expect(
      issuesOf(productPackageBody, {
        ...body,
        brokerCompanyIds: Array.from({ length: 501 }, (_, i) => i + 1),
      }),
    ).toEqual({ brokerCompanyIds: 'The maximum selected items must not exceed 500' });
    expect(issuesOf(productPackageBody, { ...body, brokerAccess: 'whitelist' })).toBe('ok');
    expect(issuesOf(productPackageBody, { ...body, brokerAccess: 'some' })).toHaveProperty(
      'brokerAccess',
    );
    expect(issuesOf(productPackageBody, { ...body, productType: 'other' })).toHaveProperty(
      'productType',
    );
  });

  it('products: a parent class only for add-ons; product codes; list query', () => {
    const main = { name: 'P', offeringType: 1 };
    expect(parsed(productBody, main)).toEqual({
      ...main,
      description: null,
      productClass: null,
      parentProductClass: null,
      productCodeIds: [],
      productSubClassId: null,
    });
    expect(issuesOf(productBody, { ...main, parentProductClass: 2 })).toEqual({
      parentProductClass: 'Only add-on products have a parent product class.',
    });
    expect(
      parsed(productBody, { ...main, offeringType: 2, parentProductClass: 2, productClass: 4 }),
    ).toMatchObject({
      parentProductClass: 2,
      productClass: 4,
    });
    expect(issuesOf(productBody, { ...main, productClass: 5 })).toHaveProperty('productClass');
    expect(issuesOf(productBody, { ...main, offeringType: 3 })).toHaveProperty('offeringType');
    expect(issuesOf(productBody, { ...main, productCodeIds: [1, 1] })).toEqual({
      productCodeIds: duplicates,
    });
    expect(parsed(productCodeBody, { code: ' C ' })).toEqual({ code: 'C', description: null });
    expect(
      issuesOf(productCodeBody, { code: 'a'.repeat(41), description: 'd'.repeat(256) }),
    ).toEqual({
      code: maxLength(40),
      description: maxLength(255),
    });
    expect(parsed(productListQuery, { search: ' a ' })).toEqual({
      page: 1,
      perPage: 25,
      search: 'a',
    });
    expect(issuesOf(productListQuery, { search: 'a'.repeat(101) })).toHaveProperty('search');
    expect(issuesOf(productListQuery, { perPage: '101' })).toHaveProperty('perPage');
  });
});

describe('risks', () => {
  it('risk fields: dates as YYYY-MM-DD, signed decimals', () => {
    expect(parsed(isoDate, '2024-02-30')).toBe('2024-02-30'); // the API checks the calendar
    expect(issuesOf(isoDate, '24-02-03')).toEqual({ '': 'Enter a date as YYYY-MM-DD.' });
    expect(issuesOf(isoDate, 'x2024-02-03')).toMatchObject({ '': maxLength(10) });
    expect(issuesOf(isoDate, '2024-02-0x')).toEqual({ '': 'Enter a date as YYYY-MM-DD.' });
    expect(issuesOf(isoDate, undefined)).toEqual({ '': required });
    expect(parsed(decimalString, '-12.123456')).toBe('-12.123456');
    expect(issuesOf(decimalString, '1.1234567')).toEqual({ '': 'Enter a number.' });
    expect(issuesOf(decimalString, '')).toEqual({ '': 'Enter a number.' });
  });

  it('insured details: defaults and maxima', () => {
    expect(parsed(insuredDetailsSchema, { name: 'Ann' })).toEqual({
      name: 'Ann',
      email: null,
      phone: null,
      contactMethod: 1,
      registrationNumber: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      state: null,
      postcode: null,
      country: 'AU',
    });
    for (const method of [1, 2, 3])
      expect(issuesOf(insuredDetailsSchema, { name: 'A', contactMethod: method })).toBe('ok');
    expect(issuesOf(insuredDetailsSchema, { name: 'A', contactMethod: 4 })).toHaveProperty(
      'contactMethod',
    );
    expect(parsed(insuredDetailsSchema, { name: 'A', email: 'A@B.CO' }).email).toBe('a@b.co');
    expect(
      issuesOf(insuredDetailsSchema, {
        name: 'a'.repeat(201),
        phone: '1'.repeat(31),
        registrationNumber: '1'.repeat(21),
        addressLine1: 'a'.repeat(201),
        addressLine2: 'a'.repeat(201),
        city: 'a'.repeat(101),
        state: 'a'.repeat(41),
        postcode: '1'.repeat(11),
        country: 'US',
      }),
    ).toEqual({
      name: maxLength(200),
      phone: maxLength(30),
      registrationNumber: maxLength(20),
      addressLine1: maxLength(200),
      addressLine2: maxLength(200),
      city: maxLength(100),
      state: maxLength(40),
      postcode: maxLength(10),
      country: expect.any(String) as string,
    });
  });

  it('create and update a risk', () => {
    expect(parsed(createRiskBody, { productPackageId: 1 })).toEqual({
      productPackageId: 1,
      addOnProductIds: [],
    });
    expect(issuesOf(createRiskBody, { productPackageId: 1, termMonths: 120 })).toBe('ok');
    expect(issuesOf(createRiskBody, { productPackageId: 1, termMonths: 1 })).toBe('ok');
    expect(issuesOf(createRiskBody, { productPackageId: 1, termMonths: 121 })).toHaveProperty(
      'termMonths',
    );
    expect(issuesOf(createRiskBody, { productPackageId: 1, termMonths: 0 })).toHaveProperty(
      'termMonths',
    );
    expect(
      issuesOf(createRiskBody, {
        productPackageId: 1,
        addOnProductIds: Array.from({ length: 21 }, (_, i) => i + 1),
      }),
    ).toHaveProperty('addOnProductIds');
    expect(issuesOf(createRiskBody, { productPackageId: 1, inceptionDate: '2024/01/01' })).toEqual({
      inceptionDate: 'Enter a date as YYYY-MM-DD.',
    });
    expect(
      issuesOf(updateRiskBody, { inceptionDate: '2024-01-01', expiryDate: '2025-01-01' }),
    ).toBe('ok');
    expect(issuesOf(updateRiskBody, { expiryDate: '2025' })).toEqual({
      expiryDate: 'Enter a date as YYYY-MM-DD.',
    });
  });

  it('proposal, actions and assignment', () => {
    expect(
      issuesOf(saveProposalBody, {
        proposal: { a: 1 },
        overrides: { f: '2' },
        discountPercent: '5',
      }),
    ).toBe('ok');
    expect(
      issuesOf(saveProposalBody, { proposal: {}, overrides: { f: 'a'.repeat(1001) } }),
    ).toEqual({
      'overrides.f': maxLength(1000),
    });
    expect(issuesOf(saveProposalBody, { proposal: {}, brokerCommissionPercent: 'x' })).toEqual({
      brokerCommissionPercent: 'Enter a number.',
    });
    expect(issuesOf(saveProposalBody, { proposal: { ['k'.repeat(256)]: 1 } })).not.toBe('ok');
    expect(parsed(riskActionBody, { reasons: [' Outside appetite '] })).toEqual({
      reasons: ['Outside appetite'],
      reasonForCancellation: null,
      afsOverrideReason: null,
    });
    expect(issuesOf(riskActionBody, { reasons: [' '] })).toEqual({ 'reasons.0': required });
    expect(issuesOf(riskActionBody, { reasons: ['a'.repeat(501)] })).toEqual({
      'reasons.0': maxLength(500),
    });
    expect(
      issuesOf(riskActionBody, { reasons: Array.from({ length: 21 }, () => 'r') }),
    ).toHaveProperty('reasons');
    expect(issuesOf(riskActionBody, { reasonForCancellation: 'a'.repeat(1001) })).toEqual({
      reasonForCancellation: maxLength(1000),
    });
    expect(issuesOf(riskActionBody, { effectiveDate: '1.1.2024' })).toEqual({
      effectiveDate: 'Enter a date as YYYY-MM-DD.',
    });
    for (const action of lifecycleActions) expect(riskActionParam.parse(action)).toBe(action);
    expect(riskActionParam.safeParse('delete').success).toBe(false);
    expect(issuesOf(assignmentBody, { assignedUnderwriterId: null, assignedUserIds: [1, 2] })).toBe(
      'ok',
    );
    expect(
      issuesOf(assignmentBody, { assignedUserIds: Array.from({ length: 51 }, (_, i) => i + 1) }),
    ).toHaveProperty('assignedUserIds');
  });
});
