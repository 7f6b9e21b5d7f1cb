import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../testing/issues.ts';
import {
  DATASET_MAX_COLUMNS,
  DATASET_MAX_ROWS,
  datasetBody,
  datasetImportQuery,
  expectedOutputsSchema,
  premiumFields,
  productRuleBody,
  propertyFormulaBody,
  proposalFormBody,
  rateBody,
  ratingContextBody,
  testCaseBody,
  underwritingFormulaBody,
} from './product-version-items.ts';

const required = 'This field is required';
const maxLength = (n: number) => `This field has a maximum length of ${n}`;
const maxItems = (n: number) => `The maximum selected items must not exceed ${n}`;
const dateMessage = 'Enter a date as YYYY-MM-DD.';

describe('product version items', () => {
  it('proposal forms and property formulas', () => {
    expect(parsed(proposalFormBody, { schema: {} })).toEqual({ schema: {}, layout: {} });
    const formula = { name: 'base', title: 'Base', dataType: 'currency', formula: ' 1 + 1 ' };
    expect(parsed(propertyFormulaBody, formula)).toEqual({
      ...formula,
      formula: '1 + 1',
      description: null,
      kind: 'standard',
      overridable: false,
      required: false,
      showOnPremiumSummary: false,
      showOnQuoteSummary: false,
      sortOrder: 0,
    });
    expect(issuesOf(propertyFormulaBody, { ...formula, formula: '  ' })).toEqual({
      formula: required,
    });
    expect(issuesOf(propertyFormulaBody, { ...formula, formula: undefined })).toEqual({
      formula: required,
    });
    expect(issuesOf(propertyFormulaBody, { ...formula, formula: '1'.repeat(10_001) })).toEqual({
      formula: maxLength(10_000),
    });
    expect(issuesOf(propertyFormulaBody, { ...formula, formula: '1'.repeat(10_000) })).toBe('ok');
    for (const dataType of ['currency', 'number', 'text', 'textarea'])
      expect(issuesOf(propertyFormulaBody, { ...formula, dataType })).toBe('ok');
    for (const kind of ['standard', 'otherCharge', 'discountCharge'])
      expect(issuesOf(propertyFormulaBody, { ...formula, kind })).toBe('ok');
    expect(
      issuesOf(propertyFormulaBody, { ...formula, kind: 'tax', dataType: 'date' }),
    ).toMatchObject({
      kind: expect.any(String) as string,
      dataType: expect.any(String) as string,
    });
    expect(issuesOf(propertyFormulaBody, { ...formula, sortOrder: 100_000 })).toBe('ok');
    expect(issuesOf(propertyFormulaBody, { ...formula, sortOrder: 100_001 })).toHaveProperty(
      'sortOrder',
    );
    expect(issuesOf(propertyFormulaBody, { ...formula, sortOrder: -1 })).toHaveProperty(
      'sortOrder',
    );
    expect(
      issuesOf(propertyFormulaBody, {
        ...formula,
        title: 'a'.repeat(161),
        description: 'd'.repeat(1001),
      }),
    ).toEqual({
      title: maxLength(160),
      description: maxLength(1000),
    });
  });

  it('underwriting formulas and rules', () => {
    expect(parsed(underwritingFormulaBody, { name: 'u', steps: [] })).toEqual({
      name: 'u',
      title: null,
      steps: [],
      sortOrder: 0,
    });
    expect(
      issuesOf(underwritingFormulaBody, {
        name: 'u',
        steps: Array.from({ length: 501 }, () => ({})),
      }),
    ).toEqual({
      steps: maxItems(500),
    });
    const rule = { name: 'R', condition: ' x > 1 ', outcome: 'refer', message: 'M' };
    expect(parsed(productRuleBody, rule)).toEqual({
      ...rule,
      condition: 'x > 1',
      visibleToBroker: true,
      endorsementId: null,
      sortOrder: 0,
    });
    expect(
      parsed(productRuleBody, { ...rule, outcome: 'endorse', endorsementId: 4 }).endorsementId,
    ).toBe(4);
    expect(issuesOf(productRuleBody, { ...rule, outcome: 'decline' })).toBe('ok');
    expect(issuesOf(productRuleBody, { ...rule, outcome: 'quote' })).toHaveProperty('outcome');
    expect(issuesOf(productRuleBody, { ...rule, condition: ' ' })).toEqual({ condition: required });
    expect(issuesOf(productRuleBody, { ...rule, condition: undefined })).toEqual({
      condition: required,
    });
    expect(issuesOf(productRuleBody, { ...rule, condition: '1'.repeat(10_001) })).toEqual({
      condition: maxLength(10_000),
    });
    expect(issuesOf(productRuleBody, { ...rule, message: 'm'.repeat(2001) })).toEqual({
      message: maxLength(2000),
    });
  });

  it('datasets: distinct columns, rows as wide as the columns, bounded', () => {
    expect(DATASET_MAX_ROWS).toBe(5000);
    expect(DATASET_MAX_COLUMNS).toBe(50);
    const data = {
      name: 'Rates',
      columns: ['a', 'b'],
      rows: [
        ['x', 1],
        [null, 2.5],
      ],
    };
    expect(parsed(datasetBody, data)).toEqual(data);
    expect(issuesOf(datasetBody, { ...data, rows: [['x'], ['x', 1, 2], ['y', 2]] })).toEqual({
      'rows.0': 'Row 1 has 1 cells; expected 2.',
      'rows.1': 'Row 2 has 3 cells; expected 2.',
    });
    expect(issuesOf(datasetBody, { ...data, columns: [], rows: [] })).toEqual({
      columns: required,
    });
    expect(issuesOf(datasetBody, { ...data, columns: ['a', 'a'] })).toEqual({
      columns: 'Duplicate values are not allowed',
    });
    expect(issuesOf(datasetBody, { ...data, columns: ['a', ' '] })).toEqual({
      'columns.1': required,
    });
    expect(
      issuesOf(datasetBody, {
        ...data,
        columns: Array.from({ length: 51 }, (_, i) => `c${i}`),
        rows: [],
      }),
    ).toEqual({ columns: maxItems(50) });
    expect(
      issuesOf(datasetBody, {
        name: 'R',
        columns: ['a'],
        rows: Array.from({ length: 5001 }, () => [1]),
      }),
    ).toEqual({ rows: maxItems(5000) });
    expect(issuesOf(datasetBody, { ...data, rows: [['x'.repeat(1001), 1]] })).toMatchObject({
      'rows.0.0': maxLength(1000),
    });
    expect(issuesOf(datasetBody, { ...data, rows: [['x', Infinity]] })).toHaveProperty('rows.0.1');
    expect(parsed(datasetImportQuery, { name: 'R' })).toEqual({ name: 'R', replace: 'false' });
    expect(issuesOf(datasetImportQuery, { name: 'R', replace: 'true' })).toBe('ok');
    expect(issuesOf(datasetImportQuery, { name: 'R', replace: 'yes' })).toHaveProperty('replace');
  });

  it('rating contexts: the transaction, dates, overrides, commission and fee', () => {
    expect(parsed(ratingContextBody, { inceptionDate: '2025-01-01' })).toEqual({
      transactionType: 'newBusiness',
      inceptionDate: '2025-01-01',
    });
    for (const transactionType of ['newBusiness', 'adjustment', 'cancellation', 'renewal'])
      expect(issuesOf(ratingContextBody, { inceptionDate: '2025-01-01', transactionType })).toBe(
        'ok',
      );
    expect(issuesOf(ratingContextBody, {})).toEqual({ inceptionDate: required });
    expect(
      issuesOf(ratingContextBody, {
        inceptionDate: '2025-1-1',
        expiryDate: 'x2025-01-01',
        effectiveDate: '2025-01-0x',
        today: '2025/01/01',
      }),
    ).toEqual({
      inceptionDate: dateMessage,
      expiryDate: maxLength(10),
      effectiveDate: dateMessage,
      today: dateMessage,
    });
    expect(
      issuesOf(ratingContextBody, {
        inceptionDate: '2025-01-01',
        overrides: { f: 'x'.repeat(1001) },
        brokerCommissionPercent: '100.5',
        administrationFee: '-1',
      }),
    ).toEqual({
      'overrides.f': maxLength(1000),
      brokerCommissionPercent: 'The value must be less than or equal to 100',
      administrationFee: 'The value must be greater than or equal to 0',
    });
    expect(
      issuesOf(ratingContextBody, { inceptionDate: '2025-01-01', brokerCommissionPercent: '-0.1' }),
    ).toEqual({ brokerCommissionPercent: 'The value must be greater than or equal to 0' });
    expect(
      issuesOf(rateBody, { proposal: { a: 1 }, context: { inceptionDate: '2025-01-01' } }),
    ).toBe('ok');
  });

  it('test cases: expected premium fields, formulas, decision and rules', () => {
    expect(premiumFields).toEqual([
      'base',
      'otherCharges',
      'discountCharges',
      'gross',
      'fees',
      'commission',
      'net',
      'taxes',
      'total',
    ]);
    const expected = {
      premium: Object.fromEntries(premiumFields.map((f) => [f, '1.5'])),
      formulas: { a: 'x', b: true, c: null },
      decision: 'refer',
      rules: ['R'],
    };
    expect(issuesOf(expectedOutputsSchema, expected)).toBe('ok');
    expect(issuesOf(expectedOutputsSchema, { premium: { tax: '1' } })).toHaveProperty('premium');
    expect(issuesOf(expectedOutputsSchema, { premium: { base: 'x' } })).toEqual({
      'premium.base': 'Enter a number such as 12.50.',
    });
    expect(issuesOf(expectedOutputsSchema, { formulas: { a: 'x'.repeat(10_001) } })).toMatchObject({
      'formulas.a': maxLength(10_000),
    });
    for (const decision of ['quote', 'refer', 'decline'])
      expect(issuesOf(expectedOutputsSchema, { decision })).toBe('ok');
    expect(issuesOf(expectedOutputsSchema, { decision: 'bind' })).toHaveProperty('decision');
    expect(issuesOf(expectedOutputsSchema, { rules: ['r'.repeat(161)] })).toHaveProperty('rules.0');
    expect(
      issuesOf(expectedOutputsSchema, { rules: Array.from({ length: 201 }, () => 'r') }),
    ).toHaveProperty('rules');
    expect(
      issuesOf(testCaseBody, {
        name: ' ',
        proposal: {},
        context: { inceptionDate: '2025-01-01' },
        expected: {},
      }),
    ).toEqual({ name: required });
  });
});
