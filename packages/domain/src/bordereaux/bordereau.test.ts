// The premium bordereau's mapping (issue 14, decision 151): rows checked by hand, to the cent.
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  bordereauColumns,
  bordereauCsv,
  bordereauTotals,
  mapBordereau,
  mapTransaction,
  movementOf,
  splitByShares,
  taxBlocksOf,
  transactionCode,
  validateRow,
  type BordereauHeader,
  type BordereauRow,
  type BordereauTransaction,
  type PremiumFigures,
} from './bordereau.ts';

const header: BordereauHeader = {
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  umr: 'B0999MER2026',
  agreementNumber: 'BA-1',
  coverholder: 'Meridian Underwriting',
  yearOfAccount: '2026',
  currency: 'AUD',
};

const gst = (base: string, amount: string) => ({
  jurisdiction: 'AU',
  type: 'GST',
  taxablePremium: base,
  rate: '10',
  amount,
});
const duty = (base: string, amount: string) => ({
  jurisdiction: 'NSW',
  type: 'NSW stamp duty',
  taxablePremium: base,
  rate: '9',
  amount,
});
const original: PremiumFigures = {
  gross: '1000.00',
  commissionPercent: '20',
  fees: '50.00',
  taxes: [gst('1000.00', '100.00'), duty('1100.00', '99.00')],
};
const amended: PremiumFigures = {
  gross: '1200.00',
  commissionPercent: '20',
  fees: '50.00',
  taxes: [gst('1200.00', '120.00'), duty('1320.00', '118.80')],
};
const shares = [
  { syndicate: 'Harbour Line Syndicate (HLS 4471)', sharePercent: '60' },
  { syndicate: 'Southern Star Syndicate (SSS 5820)', sharePercent: '40' },
];

const tx = (over: Partial<BordereauTransaction> = {}): BordereauTransaction => ({
  transactionId: 11,
  reference: 'MER-0001',
  type: 1,
  section: 'Professional indemnity',
  riskCode: 'E7',
  classOfBusiness: 'Professional indemnity',
  insuredName: 'Wattle Holdings Pty Ltd',
  insuredState: 'NSW',
  insuredPostcode: '2000',
  insuredCountry: 'AU',
  inceptionDate: '2026-10-05',
  expiryDate: '2027-10-05',
  effectiveDate: '2026-10-05',
  boundDate: '2026-10-04',
  sumInsured: '2000000',
  reasonForCancellation: null,
  current: original,
  previous: null,
  proRataFactor: null,
  quotaShares: shares,
  ...over,
});

const pick = (row: BordereauRow, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));
const money = [
  'transactionType',
  'grossPremium',
  'commission',
  'netPremium',
  'fees',
  'totalTaxes',
  'tax1TaxablePremium',
  'tax1Amount',
  'tax2TaxablePremium',
  'tax2Amount',
];

describe('new business', () => {
  it('one row per syndicate with its share of every amount', () => {
    const rows = mapTransaction(header, tx());
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.errors)).toEqual([[], []]);
    expect(rows.map((r) => r.transactionId)).toEqual([11, 11]);
    expect(rows[0]!.row).toEqual({
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      umr: 'B0999MER2026',
      agreementNumber: 'BA-1',
      section: 'Professional indemnity',
      yearOfAccount: '2026',
      coverholder: 'Meridian Underwriting',
      riskCode: 'E7',
      classOfBusiness: 'Professional indemnity',
      typeOfInsurance: 'Direct',
      currency: 'AUD',
      wholeRiskGross: '1000.00',
      riskTransactionType: 'New Business',
      certificateReference: 'MER-0001',
      inceptionDate: '2026-10-05',
      expiryDate: '2027-10-05',
      insuredName: 'Wattle Holdings Pty Ltd',
      insuredState: 'NSW',
      insuredPostcode: '2000',
      insuredCountry: 'AU',
      locationState: 'NSW',
      locationCountry: 'AU',
      sumInsuredCurrency: 'AUD',
      sumInsured: '2000000.00',
      transactionType: 'OP',
      effectiveDate: '2026-10-05',
      transactionExpiryDate: '2027-10-05',
      grossPremium: '600.00',
      commissionPercent: '20.00',
      commission: '120.00',
      totalTaxes: '119.40',
      netPremium: '480.00',
      tax1Jurisdiction: 'AU',
      tax1Type: 'GST',
      tax1TaxablePremium: '600.00',
      tax1Rate: '10',
      tax1Amount: '60.00',
      tax2Jurisdiction: 'NSW',
      tax2Type: 'NSW stamp duty',
      tax2TaxablePremium: '660.00',
      tax2Rate: '9',
      tax2Amount: '59.40',
      tax3Jurisdiction: '',
      tax3Type: '',
      tax3TaxablePremium: '',
      tax3Rate: '',
      tax3Amount: '',
      tax4Jurisdiction: '',
      tax4Type: '',
      tax4TaxablePremium: '',
      tax4Rate: '',
      tax4Amount: '',
      tax5Jurisdiction: '',
      tax5Type: '',
      tax5TaxablePremium: '',
      tax5Rate: '',
      tax5Amount: '',
      feesDescription: 'Administration fee',
      fees: '30.00',
      syndicate: 'Harbour Line Syndicate (HLS 4471)',
      sharePercent: '60.00',
      transactionNumber: '11',
      reasonForCancellation: '',
      issuanceDate: '2026-10-04',
    });
    expect(pick(rows[1]!.row, [...money, 'syndicate', 'sharePercent'])).toEqual({
      transactionType: 'OP',
      grossPremium: '400.00',
      commission: '80.00',
      netPremium: '320.00',
      fees: '20.00',
      totalTaxes: '79.60',
      tax1TaxablePremium: '400.00',
      tax1Amount: '40.00',
      tax2TaxablePremium: '440.00',
      tax2Amount: '39.60',
      syndicate: 'Southern Star Syndicate (SSS 5820)',
      sharePercent: '40.00',
    });
  });

  it('a renewal is original premium too; a section without syndicates has one row at 100 %', () => {
    const rows = mapTransaction(header, tx({ type: 4, quotaShares: [] }));
    expect(rows).toHaveLength(1);
    expect(
      pick(rows[0]!.row, [...money, 'riskTransactionType', 'syndicate', 'sharePercent']),
    ).toEqual({
      transactionType: 'OP',
      grossPremium: '1000.00',
      commission: '200.00',
      netPremium: '800.00',
      fees: '50.00',
      totalTaxes: '199.00',
      tax1TaxablePremium: '1000.00',
      tax1Amount: '100.00',
      tax2TaxablePremium: '1100.00',
      tax2Amount: '99.00',
      riskTransactionType: 'Renewal',
      syndicate: '',
      sharePercent: '100.00',
    });
    expect(rows[0]!.errors).toEqual([]);
  });

  it('blanks what the risk lacks: no sum insured, no fees, no postcode', () => {
    const [row] = mapTransaction(
      header,
      tx({
        quotaShares: [],
        sumInsured: null,
        insuredPostcode: null,
        current: { ...original, fees: '0.00', taxes: [] },
      }),
    );
    expect(
      pick(row!.row, [
        'sumInsured',
        'sumInsuredCurrency',
        'insuredPostcode',
        'feesDescription',
        'fees',
        'totalTaxes',
        'tax1Type',
        'tax1Amount',
      ]),
    ).toEqual({
      sumInsured: '',
      sumInsuredCurrency: '',
      insuredPostcode: '',
      feesDescription: '',
      fees: '0.00',
      totalTaxes: '0.00',
      tax1Type: '',
      tax1Amount: '',
    });
  });
});

describe('adjustments and cancellations', () => {
  it('an amendment reports the difference for the term remaining (AP)', () => {
    const [row, ...rest] = mapTransaction(
      header,
      tx({
        type: 2,
        current: amended,
        previous: original,
        proRataFactor: '0.50000000',
        quotaShares: [],
      }),
    );
    expect(rest).toEqual([]);
    expect(row!.errors).toEqual([]);
    expect(pick(row!.row, [...money, 'riskTransactionType', 'wholeRiskGross'])).toEqual({
      transactionType: 'AP',
      grossPremium: '100.00',
      commission: '20.00',
      netPremium: '80.00',
      fees: '0.00',
      totalTaxes: '19.90',
      tax1TaxablePremium: '100.00',
      tax1Amount: '10.00',
      tax2TaxablePremium: '110.00',
      tax2Amount: '9.90',
      riskTransactionType: 'Adjustment',
      wholeRiskGross: '1200.00',
    });
  });

  it('an amendment lowering the premium is a return premium (RP)', () => {
    const [row] = mapTransaction(
      header,
      tx({ type: 2, current: original, previous: amended, proRataFactor: '0.5', quotaShares: [] }),
    );
    expect(
      pick(row!.row, ['transactionType', 'grossPremium', 'commission', 'netPremium', 'tax2Amount']),
    ).toEqual({
      transactionType: 'RP',
      grossPremium: '-100.00',
      commission: '-20.00',
      netPremium: '-80.00',
      tax2Amount: '-9.90',
    });
    expect(row!.errors).toEqual([]);
  });

  it('a tax that appears or goes away is charged or returned whole for the term remaining', () => {
    const withLevy: PremiumFigures = {
      ...original,
      taxes: [
        original.taxes[0]!,
        {
          jurisdiction: 'NSW',
          type: 'NSW ESL',
          taxablePremium: '1000.00',
          rate: '20',
          amount: '200.00',
        },
      ],
    };
    const up = movementOf(
      tx({ type: 2, current: withLevy, previous: original, proRataFactor: '0.5' }),
    );
    expect(
      up.taxes.map((t) => [t.block.type, t.taxable?.toFixed(2) ?? null, t.amount.toFixed(2)]),
    ).toEqual([
      ['GST', '0.00', '0.00'],
      ['NSW ESL', '500.00', '100.00'],
      ['NSW stamp duty', '-550.00', '-49.50'],
    ]);
    const flat = {
      jurisdiction: '',
      type: 'Fire levy',
      taxablePremium: '',
      rate: null,
      amount: '30.00',
    };
    const down = movementOf(
      tx({
        type: 2,
        current: original,
        previous: { ...original, taxes: [flat] },
        proRataFactor: '0.5',
      }),
    );
    expect(
      down.taxes.map((t) => [t.block.type, t.taxable?.toFixed(2) ?? null, t.amount.toFixed(2)]),
    ).toEqual([
      ['GST', '500.00', '50.00'],
      ['NSW stamp duty', '550.00', '49.50'],
      ['Fire levy', null, '-15.00'],
    ]);
    const kept = movementOf(
      tx({
        type: 2,
        current: { ...original, taxes: [flat] },
        previous: { ...original, taxes: [flat] },
        proRataFactor: '0.5',
      }),
    );
    expect(kept.taxes.map((t) => [t.taxable, t.amount.toFixed(2)])).toEqual([[null, '0.00']]);
  });

  it('a cancellation returns the premium before it for the term remaining, split per syndicate', () => {
    const rows = mapTransaction(
      header,
      tx({
        type: 3,
        current: null,
        previous: original,
        proRataFactor: '0.33333333',
        reasonForCancellation: 'Sold the business',
      }),
    );
    expect(rows.map((r) => r.errors)).toEqual([[], []]);
    expect(
      rows.map((r) =>
        pick(r.row, [...money, 'riskTransactionType', 'reasonForCancellation', 'wholeRiskGross']),
      ),
    ).toEqual([
      {
        transactionType: 'RP',
        grossPremium: '-200.00',
        commission: '-40.00',
        netPremium: '-160.00',
        fees: '-10.00',
        totalTaxes: '-39.80',
        tax1TaxablePremium: '-200.00',
        tax1Amount: '-20.00',
        tax2TaxablePremium: '-220.00',
        tax2Amount: '-19.80',
        riskTransactionType: 'Cancellation',
        reasonForCancellation: 'Sold the business',
        wholeRiskGross: '1000.00',
      },
      {
        transactionType: 'RP',
        grossPremium: '-133.33',
        commission: '-26.67',
        netPremium: '-106.66',
        fees: '-6.67',
        totalTaxes: '-26.53',
        tax1TaxablePremium: '-133.33',
        tax1Amount: '-13.33',
        tax2TaxablePremium: '-146.67',
        tax2Amount: '-13.20',
        riskTransactionType: 'Cancellation',
        reasonForCancellation: 'Sold the business',
        wholeRiskGross: '1000.00',
      },
    ]);
  });

  it('without a stored factor the whole difference counts', () => {
    const m = movementOf(tx({ type: 3, current: null, previous: original, proRataFactor: null }));
    expect([m.gross.toFixed(2), m.fees.toFixed(2), m.commissionPercent.toFixed(0)]).toEqual([
      '-1000.00',
      '-50.00',
      '20',
    ]);
    const a = movementOf(
      tx({ type: 2, current: amended, previous: original, proRataFactor: null }),
    );
    expect(a.gross.toFixed(2)).toBe('200.00');
  });

  it('a cancellation with nothing left to return writes zero, not minus zero', () => {
    const [row] = mapTransaction(
      header,
      tx({ type: 3, current: null, previous: original, proRataFactor: '0', quotaShares: [] }),
    );
    expect(
      pick(row!.row, ['grossPremium', 'commission', 'netPremium', 'tax1Amount', 'transactionType']),
    ).toEqual({
      grossPremium: '0.00',
      commission: '0.00',
      netPremium: '0.00',
      tax1Amount: '0.00',
      transactionType: 'AP',
    });
  });
});

describe('pieces', () => {
  it('splits by shares to the cent, the last share taking the rest', () => {
    const parts = splitByShares(new Decimal('100.01'), [
      new Decimal(33.33),
      new Decimal(33.33),
      new Decimal(33.34),
    ]);
    expect(parts.map((p) => p.toFixed(2))).toEqual(['33.33', '33.33', '33.35']);
    expect(
      splitByShares(new Decimal('10.00'), [new Decimal(100)]).map((p) => p.toFixed(2)),
    ).toEqual(['10.00']);
    expect(
      splitByShares(new Decimal('0.05'), [new Decimal(50), new Decimal(50)]).map((p) =>
        p.toFixed(2),
      ),
    ).toEqual(['0.03', '0.02']);
  });

  it('codes each transaction type', () => {
    expect(transactionCode(1, new Decimal(-1))).toBe('OP');
    expect(transactionCode(4, new Decimal(-1))).toBe('OP');
    expect(transactionCode(2, new Decimal(0))).toBe('AP');
    expect(transactionCode(2, new Decimal('-0.01'))).toBe('RP');
    expect(transactionCode(3, new Decimal(5))).toBe('AP');
  });

  it('maps several transactions in order and totals the rows', () => {
    const rows = mapBordereau(header, [
      tx(),
      tx({
        transactionId: 12,
        type: 2,
        current: amended,
        previous: original,
        proRataFactor: '0.5',
        quotaShares: [],
      }),
    ]);
    expect(rows.map((r) => [r.transactionId, r.row.grossPremium])).toEqual([
      [11, '600.00'],
      [11, '400.00'],
      [12, '100.00'],
    ]);
    expect(bordereauTotals(rows.map((r) => r.row))).toEqual({
      grossPremium: '1100.00',
      commission: '220.00',
      totalTaxes: '218.90',
      netPremium: '880.00',
      fees: '50.00',
    });
    expect(bordereauTotals([])).toEqual({
      grossPremium: '0.00',
      commission: '0.00',
      totalTaxes: '0.00',
      netPremium: '0.00',
      fees: '0.00',
    });
    expect(bordereauTotals([{ grossPremium: '1.50' }]).commission).toBe('0.00');
  });
});

describe('validation before release', () => {
  const good = () => mapTransaction(header, tx({ quotaShares: [] }))[0]!.row;

  it('a complete row passes', () => {
    expect(validateRow(good())).toEqual([]);
  });

  it.each([
    'umr',
    'agreementNumber',
    'coverholder',
    'section',
    'riskCode',
    'currency',
    'certificateReference',
    'insuredName',
    'locationCountry',
    'inceptionDate',
    'expiryDate',
    'effectiveDate',
    'transactionType',
  ])('%s is mandatory (blank or spaces)', (field) => {
    const errors = validateRow({ ...good(), [field]: '  ' });
    expect(errors).toContainEqual({ field, message: 'Required' });
    const { [field]: _gone, ...missing } = good();
    expect(validateRow(missing)).toContainEqual({ field, message: 'Required' });
  });

  it('an Australian risk needs its state; another country does not', () => {
    expect(validateRow({ ...good(), locationState: '' })).toEqual([
      { field: 'locationState', message: 'An Australian risk needs its state' },
    ]);
    const { locationState: _s, ...noState } = good();
    expect(validateRow(noState)).toHaveLength(1);
    expect(validateRow({ ...good(), locationCountry: 'NZ', locationState: '' })).toEqual([]);
  });

  it('expiry on or after inception', () => {
    expect(validateRow({ ...good(), expiryDate: '2026-10-04' })).toEqual([
      { field: 'expiryDate', message: 'Expiry must not be before inception' },
    ]);
    expect(validateRow({ ...good(), expiryDate: '2026-10-05' })).toEqual([]);
  });

  it('commission is gross × commission %, net is gross − commission', () => {
    expect(validateRow({ ...good(), commission: '200.01', netPremium: '799.99' })).toEqual([
      { field: 'commission', message: 'Commission must be gross × commission % (200.00)' },
    ]);
    expect(validateRow({ ...good(), netPremium: '800.01' })).toEqual([
      { field: 'netPremium', message: 'Net premium must be gross − commission (800.00)' },
    ]);
    const {
      grossPremium: _g,
      commissionPercent: _p,
      commission: _c,
      netPremium: _n,
      ...none
    } = good();
    expect(validateRow(none)).toEqual([]);
  });

  it('the tax blocks add up to the total taxes', () => {
    expect(validateRow({ ...good(), totalTaxes: '199.01' })).toEqual([
      { field: 'totalTaxes', message: 'Total taxes must be the sum of the tax blocks (199.00)' },
    ]);
    const noTotal: BordereauRow = { ...good(), tax1Amount: '', tax2Amount: '' };
    delete noTotal.totalTaxes;
    expect(validateRow(noTotal)).toEqual([]);
    expect(validateRow({ ...good(), tax5Amount: '1.00', totalTaxes: '200.00' })).toEqual([]);
  });

  it('more than five taxes is an error on the row', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ ...gst('10.00', '1.00'), type: `T${i}` }));
    const [row] = mapTransaction(
      header,
      tx({ quotaShares: [], current: { ...original, taxes: six } }),
    );
    expect(row!.errors).toEqual([
      { field: 'totalTaxes', message: 'Total taxes must be the sum of the tax blocks (5.00)' },
      { field: 'totalTaxes', message: 'More than 5 taxes: the file has room for 5' },
    ]);
    const five = mapTransaction(
      header,
      tx({ quotaShares: [], current: { ...original, taxes: six.slice(0, 5) } }),
    );
    expect(five[0]!.errors).toEqual([]);
  });

  it('an unmapped transaction type and a missing insured show on the row', () => {
    const [row] = mapTransaction(
      header,
      tx({ quotaShares: [], type: 1, insuredCountry: null, insuredState: null }),
    );
    expect(row!.row.locationCountry).toBe('');
    expect(row!.errors).toEqual([{ field: 'locationCountry', message: 'Required' }]);
    expect(
      mapTransaction(header, tx({ type: 9, current: original, previous: original }))[0]!.row
        .riskTransactionType,
    ).toBe('');
  });
});

describe('tax blocks of a stored rating', () => {
  it('reads jurisdiction, base and rate from the engine trace; a flat tax keeps its name', () => {
    const rating = {
      premium: {
        taxLines: [
          { name: 'Fire levy', amount: '12.00' },
          { name: 'GST', amount: '52.50' },
          { name: 'VIC stamp duty', amount: '57.75' },
          { name: 'FENZ levy', amount: '9.53' },
        ],
      },
      trace: [
        { kind: 'premium', name: 'GST', expression: 'gross', inputs: [], note: 'not the engine' },
        { kind: 'premium', name: 'GST', expression: '1 × 99%', note: 'flat GST gst, rounded' },
        {
          kind: 'property',
          name: 'GST',
          expression: '525.00 × 10%',
          note: 'AU gst, rounded half-up to cents',
        },
        {
          kind: 'premium',
          name: 'GST',
          expression: '525.00 × 10%',
          inputs: [{ name: 'base', value: '525.00' }],
          note: 'AU gst, rounded half-up to cents',
        },
        {
          kind: 'premium',
          name: 'VIC stamp duty',
          expression: '577.50 × 10%',
          inputs: [{ name: 'base', value: '577.50' }],
          note: 'VIC stampDuty, rounded half-up to cents',
        },
        {
          kind: 'premium',
          name: 'FENZ levy',
          expression: '9.53',
          inputs: [{ name: 'base', value: '9.53' }],
          note: 'NZ fenz, rounded half-up to cents',
        },
      ],
    };
    expect(taxBlocksOf(rating)).toEqual([
      { jurisdiction: '', type: 'Fire levy', taxablePremium: '', rate: null, amount: '12.00' },
      { jurisdiction: 'AU', type: 'GST', taxablePremium: '525.00', rate: '10', amount: '52.50' },
      {
        jurisdiction: 'VIC',
        type: 'VIC stamp duty',
        taxablePremium: '577.50',
        rate: '10',
        amount: '57.75',
      },
      { jurisdiction: 'NZ', type: 'FENZ levy', taxablePremium: '', rate: null, amount: '9.53' },
    ]);
  });

  it('a levy in cents per $100 of the sum insured is a percentage of it (FENZ 11.95c = 0.1195 %)', () => {
    expect(
      taxBlocksOf({
        premium: { taxLines: [{ name: 'FENZ levy', amount: '119.50' }] },
        trace: [
          {
            kind: 'premium',
            name: 'FENZ levy',
            expression: '100000.00 × 11.95c per $100',
            inputs: [{ name: 'base', value: '100000.00' }],
            note: 'NZ fenz, rounded half-up to cents',
          },
        ],
      }),
    ).toEqual([
      {
        jurisdiction: 'NZ',
        type: 'FENZ levy',
        taxablePremium: '100000.00',
        rate: '0.1195',
        amount: '119.50',
      },
    ]);
  });

  it('nothing rated, nothing taxed; a trace without its base leaves the base blank', () => {
    expect(taxBlocksOf(null)).toEqual([]);
    expect(taxBlocksOf({})).toEqual([]);
    expect(taxBlocksOf({ premium: {} })).toEqual([]);
    expect(taxBlocksOf({ premium: { taxLines: [{ name: 'GST', amount: '1.00' }] } })).toEqual([
      { jurisdiction: '', type: 'GST', taxablePremium: '', rate: null, amount: '1.00' },
    ]);
    expect(
      taxBlocksOf({
        premium: { taxLines: [{ name: 'GST', amount: '1.00' }] },
        trace: [
          {
            kind: 'premium',
            name: 'GST',
            expression: '10.00 × 10%',
            note: 'AU gst, rounded half-up to cents',
          },
        ],
      }),
    ).toEqual([
      { jurisdiction: 'AU', type: 'GST', taxablePremium: '', rate: '10', amount: '1.00' },
    ]);
    expect(
      taxBlocksOf({
        premium: { taxLines: [{ name: 'GST', amount: '1.00' }] },
        trace: [
          {
            kind: 'premium',
            name: 'GST',
            note: 'AU gst, rounded half-up to cents',
            inputs: [{ value: 10 }],
          },
        ],
      }),
    ).toEqual([
      { jurisdiction: 'AU', type: 'GST', taxablePremium: '', rate: null, amount: '1.00' },
    ]);
  });
});

const expectedColumns = [
  'periodStart|CR0001|Reporting period start date',
  'periodEnd|CR0002|Reporting period end date',
  'umr|CR0005|Unique Market Reference (UMR)',
  'agreementNumber|CR0006|Agreement number',
  'section|CR0007|Section',
  'yearOfAccount|CR0010|Year of account',
  'coverholder|CR0013|Coverholder name',
  'riskCode|CR0016|Risk code',
  'classOfBusiness|CR0017|Class of business',
  'typeOfInsurance|CR0019|Type of insurance',
  'currency|CR0020|Original currency',
  'wholeRiskGross|CR0021|Total gross written premium',
  'riskTransactionType|CR0022|Risk transaction type',
  'certificateReference|CR0029|Certificate reference',
  'inceptionDate|CR0030|Risk inception date',
  'expiryDate|CR0031|Risk expiry date',
  'insuredName|CR0035|Insured full name or company name',
  'insuredState|CR0039|Insured state',
  'insuredPostcode|CR0040|Insured postcode',
  'insuredCountry|CR0041|Insured country',
  'locationState|CR0048|Location of risk state',
  'locationCountry|CR0050|Location of risk country',
  'sumInsuredCurrency|CR0051|Sum insured currency',
  'sumInsured|CR0052|Sum insured amount',
  'transactionType|CR0056|Transaction type',
  'effectiveDate|CR0057|Effective date of transaction',
  'transactionExpiryDate|CR0058|Expiry date of transaction',
  'grossPremium|CR0059|Gross premium paid this time',
  'commissionPercent|CR0061|Commission %',
  'commission|CR0062|Commission amount',
  'totalTaxes|CR0064|Total taxes and levies',
  'netPremium|CR0065|Net premium to capacity provider',
  'tax1Jurisdiction|CR0077|Tax 1 jurisdiction',
  'tax1Type|CR0078|Tax 1 type',
  'tax1TaxablePremium|CR0079|Tax 1 taxable premium',
  'tax1Rate|CR0080|Tax 1 %',
  'tax1Amount|CR0083|Tax 1 amount',
  'tax2Jurisdiction|CR0077|Tax 2 jurisdiction',
  'tax2Type|CR0078|Tax 2 type',
  'tax2TaxablePremium|CR0079|Tax 2 taxable premium',
  'tax2Rate|CR0080|Tax 2 %',
  'tax2Amount|CR0083|Tax 2 amount',
  'tax3Jurisdiction|CR0077|Tax 3 jurisdiction',
  'tax3Type|CR0078|Tax 3 type',
  'tax3TaxablePremium|CR0079|Tax 3 taxable premium',
  'tax3Rate|CR0080|Tax 3 %',
  'tax3Amount|CR0083|Tax 3 amount',
  'tax4Jurisdiction|CR0077|Tax 4 jurisdiction',
  'tax4Type|CR0078|Tax 4 type',
  'tax4TaxablePremium|CR0079|Tax 4 taxable premium',
  'tax4Rate|CR0080|Tax 4 %',
  'tax4Amount|CR0083|Tax 4 amount',
  'tax5Jurisdiction|CR0077|Tax 5 jurisdiction',
  'tax5Type|CR0078|Tax 5 type',
  'tax5TaxablePremium|CR0079|Tax 5 taxable premium',
  'tax5Rate|CR0080|Tax 5 %',
  'tax5Amount|CR0083|Tax 5 amount',
  'feesDescription|CR0086|Other fees or deductions description',
  'fees|CR0087|Other fees or deductions amount',
  'syndicate||Quota share syndicate',
  'sharePercent||Syndicate share %',
  'transactionNumber|CR0230|Transaction number',
  'reasonForCancellation|CR0299|Reason for cancellation',
  'issuanceDate|CR0315|Policy issuance date',
];

describe('the CSV file', () => {
  it('has the CRS columns in this order, each with its CR code and header', () => {
    expect(bordereauColumns.map((c) => c.join('|'))).toEqual(expectedColumns);
  });

  it('a CR-code line, the header line, a line per row; quotes and formulas made safe', () => {
    const row = mapTransaction(
      header,
      tx({ quotaShares: [], insuredName: '=HYPERLINK("x"), Pty' }),
    )[0]!.row;
    const csv = bordereauCsv([row]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['CR0001', 'CR0002', 'CR0005', 'CR0006']);
    expect(lines[0]!.split(',')).toHaveLength(bordereauColumns.length);
    expect(lines[1]!.startsWith('Reporting period start date,Reporting period end date,')).toBe(
      true,
    );
    expect(lines[2]).toContain(',"\'=HYPERLINK(""x""), Pty",');
    expect(lines[2]!.startsWith('2026-10-01,2026-10-31,B0999MER2026,BA-1,')).toBe(true);
    const negative = mapTransaction(
      header,
      tx({ type: 3, current: null, previous: original, proRataFactor: '1', quotaShares: [] }),
    )[0]!.row;
    expect(bordereauCsv([negative]).split('\r\n')[2]).toContain(',-1000.00,');
    expect(bordereauCsv([{ insuredName: 'a\nb' }]).split('\r\n')[2]).toContain('"a\nb"');
    expect(bordereauCsv([{ insuredName: 'a\rb' }])).toContain('"a\rb"');
    // A key the row lacks is an empty cell.
    expect(bordereauCsv([{ umr: 'U' }]).split('\r\n')[2]).toBe(
      bordereauColumns.map(([key]) => (key === 'umr' ? 'U' : '')).join(','),
    );
    expect(bordereauCsv([])).toBe(
      `${bordereauColumns.map((c) => c[1]).join(',')}\r\n${bordereauColumns.map((c) => c[2]).join(',')}\r\n`,
    );
  });
});
