import { describe, expect, it } from 'vitest';
import { RatingError } from '../errors.ts';
import { computeTaxes, findRate, type TaxInput } from './compute-taxes.ts';
import { DEFAULT_TAX_TABLE, type AuState, type TaxClass } from './tax-table.ts';

// Every figure below is computed by hand from shared/reference §2 (decision 118): premium 500 plus 25
// commission = 525, GST on premium and levies, duty on premium, levies and GST, each line to the cent.
const au = (state: AuState, taxClass: TaxClass, extra: Partial<TaxInput> = {}): TaxInput => ({
  country: 'AU',
  taxClass,
  date: '2025-03-01',
  premium: '525',
  locations: [{ state, share: '1' }],
  ...extra,
});
const taxes = (input: TaxInput) => computeTaxes(input, DEFAULT_TAX_TABLE);
const amounts = (input: TaxInput) =>
  Object.fromEntries(taxes(input).lines.map((l) => [`${l.code}:${l.jurisdiction}`, l.amount]));

describe('Australian premium taxes, one state at a time', () => {
  it("reproduces the reference's VIC example: GST 52.50, duty 57.75, total 635.25", () => {
    const result = taxes(au('VIC', 'householders'));
    expect(result.lines).toEqual([
      {
        code: 'gst',
        jurisdiction: 'AU',
        label: 'GST',
        base: '525.00',
        rate: '10',
        amount: '52.50',
      },
      {
        code: 'stampDuty',
        jurisdiction: 'VIC',
        label: 'VIC stamp duty',
        base: '577.50',
        rate: '10',
        amount: '57.75',
      },
    ]);
    expect(result.totalTaxes).toBe('110.25');
    expect(result.total).toBe('635.25');
  });

  it('steps VIC business insurance down one point a year from 1 Jul 2024', () => {
    const pl = (date: string) => amounts(au('VIC', 'publicLiability', { date }))['stampDuty:VIC'];
    expect(pl('2024-06-30')).toBe('57.75'); // 10 %
    expect(pl('2024-07-01')).toBe('51.98'); // 9 % of 577.50 = 51.975
    expect(pl('2025-06-30')).toBe('51.98');
    expect(pl('2025-07-01')).toBe('46.20'); // 8 %
    expect(pl('2026-07-01')).toBe('40.43'); // 7 % of 577.50 = 40.425
    expect(pl('2033-06-30')).toBe('5.78'); // 1 %
    expect(pl('2033-07-01')).toBe('0.00');
    // Householders stay at 10 % whatever the date.
    expect(amounts(au('VIC', 'householders', { date: '2030-01-01' }))['stampDuty:VIC']).toBe(
      '57.75',
    );
  });

  it('counts cyber and D&O as VIC business insurance from 1 Jan 2025 only', () => {
    const cyber = (date: string) => amounts(au('VIC', 'cyber', { date }))['stampDuty:VIC'];
    expect(cyber('2024-12-31')).toBe('57.75');
    expect(cyber('2025-01-01')).toBe('51.98');
    expect(amounts(au('VIC', 'directorsOfficers', { date: '2025-01-01' }))['stampDuty:VIC']).toBe(
      '51.98',
    );
  });

  it('charges NSW type A 9 %, type B 5 %, and exempts declared small businesses from 2018', () => {
    expect(amounts(au('NSW', 'publicLiability'))['stampDuty:NSW']).toBe('51.98');
    expect(amounts(au('NSW', 'professionalIndemnity'))['stampDuty:NSW']).toBe('28.88');
    expect(
      amounts(au('NSW', 'professionalIndemnity', { smallBusinessDeclared: true }))['stampDuty:NSW'],
    ).toBe('0.00');
    expect(
      amounts(au('NSW', 'publicLiability', { smallBusinessDeclared: true, date: '2017-12-31' }))[
        'stampDuty:NSW'
      ],
    ).toBe('51.98');
    // Not a class the exemption covers.
    expect(
      amounts(au('NSW', 'householders', { smallBusinessDeclared: true }))['stampDuty:NSW'],
    ).toBe('51.98');
    expect(amounts(au('NSW', 'crop', { date: '2017-12-31' }))['stampDuty:NSW']).toBe('51.98');
    expect(amounts(au('NSW', 'crop', { date: '2018-01-01' }))['stampDuty:NSW']).toBe('0.00');
  });

  it('adds the NSW ESL before GST and duty', () => {
    const result = taxes(au('NSW', 'commercialProperty', { nswEslRate: '20' }));
    expect(result.lines.map((l) => [l.code, l.base, l.amount])).toEqual([
      ['esl', '525.00', '105.00'],
      ['gst', '630.00', '63.00'],
      ['stampDuty', '693.00', '62.37'],
    ]);
    expect(result.total).toBe('755.37');
  });

  it('charges QLD 9 %, SA 11 %, WA 10 %, NT 10 % and ACT nothing on premium plus GST', () => {
    expect(taxes(au('QLD', 'publicLiability')).total).toBe('629.48');
    expect(taxes(au('SA', 'publicLiability')).total).toBe('641.03'); // 63.525 → 63.53
    expect(taxes(au('WA', 'publicLiability')).total).toBe('635.25');
    expect(taxes(au('NT', 'publicLiability')).total).toBe('635.25');
    expect(amounts(au('ACT', 'publicLiability'))['stampDuty:ACT']).toBe('0.00');
    expect(taxes(au('ACT', 'publicLiability')).total).toBe('577.50');
  });

  it('adds the TAS fire levy on property, marine and aviation only, before GST and duty', () => {
    const property = taxes(au('TAS', 'commercialProperty', { tasFireLevyRate: '10' }));
    expect(property.lines.map((l) => [l.code, l.base, l.amount])).toEqual([
      ['tasFireLevy', '525.00', '52.50'],
      ['gst', '577.50', '57.75'],
      ['stampDuty', '635.25', '63.53'],
    ]);
    expect(property.total).toBe('698.78');
    const liability = taxes(au('TAS', 'publicLiability', { tasFireLevyRate: '10' }));
    expect(liability.lines.map((l) => l.code)).toEqual(['gst', 'stampDuty']);
    expect(liability.total).toBe('635.25');
  });

  it('adds the ARPC terrorism premium before GST and duty', () => {
    const result = taxes(au('NSW', 'publicLiability', { terrorismPremium: '10' }));
    expect(result.lines.map((l) => [l.code, l.amount])).toEqual([
      ['terrorism', '10.00'],
      ['gst', '53.50'],
      ['stampDuty', '52.97'], // 588.50 × 9 % = 52.965
    ]);
    expect(result.total).toBe('641.47');
  });

  it('leaves GST out of a GST-free supply and out of the duty base', () => {
    const result = taxes(au('VIC', 'householders', { gstFree: true }));
    expect(result.lines.map((l) => [l.code, l.base, l.amount])).toEqual([
      ['stampDuty', '525.00', '52.50'],
    ]);
    expect(result.total).toBe('577.50');
  });

  it('exempts CTP, workers compensation and reinsurance from duty in every state', () => {
    for (const state of ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT'] as const)
      for (const taxClass of ['ctp', 'workersCompensation', 'reinsurance'] as const)
        expect(amounts(au(state, taxClass))[`stampDuty:${state}`], `${state} ${taxClass}`).toBe(
          '0.00',
        );
  });
});

describe('Australian risks in several states', () => {
  it('apportions duty by share, each state at its own rate, GST once on the whole', () => {
    const result = taxes(
      au('NSW', 'publicLiability', {
        locations: [
          { state: 'NSW', share: '0.6' },
          { state: 'VIC', share: '0.4' },
        ],
      }),
    );
    expect(result.lines.map((l) => [l.code, l.jurisdiction, l.base, l.amount])).toEqual([
      ['gst', 'AU', '525.00', '52.50'],
      ['stampDuty', 'NSW', '346.50', '31.19'], // 31.185
      ['stampDuty', 'VIC', '231.00', '20.79'],
    ]);
    expect(result.total).toBe('629.48');
  });

  it('refuses shares that do not add up to 1, a state named twice, an unknown state, none at all', () => {
    const shares = (locations: TaxInput['locations']) => () =>
      taxes(au('NSW', 'publicLiability', { locations }));
    expect(
      shares([
        { state: 'NSW', share: '0.6' },
        { state: 'VIC', share: '0.5' },
      ]),
    ).toThrow(/add up to 1, not 1.1/);
    expect(
      shares([
        { state: 'NSW', share: '0.5' },
        { state: 'NSW', share: '0.5' },
      ]),
    ).toThrow(/named twice/);
    expect(shares([{ state: 'XX' as AuState, share: '1' }])).toThrow(/Unknown state "XX"/);
    expect(shares([])).toThrow(/at least one state/);
    expect(shares([{ state: 'NSW', share: '-1' }])).toThrow(/must not be negative/);
  });
});

describe('New Zealand levies and GST', () => {
  const nz = (
    taxClass: TaxClass,
    sumInsured: string | undefined,
    date = '2025-03-01',
  ): TaxInput => ({
    country: 'NZ',
    taxClass,
    date,
    premium: '1000',
    ...(sumInsured !== undefined ? { sumInsured } : {}),
  });

  it('caps FENZ at $100,000 and NHC at $300,000 on a home, then GST 15 % on premium and levies', () => {
    const result = taxes(nz('residentialBuilding', '500000'));
    expect(result.lines.map((l) => [l.code, l.base, l.rate, l.amount])).toEqual([
      ['fenz', '100000.00', '11.95', '119.50'],
      ['nhc', '300000.00', '16', '480.00'],
      ['gst', '1599.50', '15', '239.93'], // 239.925
    ]);
    expect(result.total).toBe('1839.43');
  });

  it('charges commercial property FENZ uncapped, contents capped at $20,000', () => {
    expect(taxes(nz('commercialProperty', '2000000')).total).toBe('3898.50');
    expect(amounts(nz('residentialContents', '15000'))['fenz:NZ']).toBe('17.93'); // 17.925
    expect(amounts(nz('residentialContents', '50000'))['fenz:NZ']).toBe('23.90');
  });

  it('charges motor a flat FENZ levy: $9.53 to 30 Jun 2026, $25 from 1 Jul 2026', () => {
    expect(taxes(nz('privateMotor', undefined)).total).toBe('1160.96');
    expect(taxes(nz('privateMotor', undefined, '2026-06-30')).total).toBe('1160.96');
    expect(taxes(nz('privateMotor', undefined, '2026-07-01')).total).toBe('1178.75');
  });

  it('charges only GST on a class without levies, and no stamp duty', () => {
    const result = taxes(nz('publicLiability', undefined));
    expect(result.lines.map((l) => [l.code, l.amount])).toEqual([['gst', '150.00']]);
  });

  it('needs the sum insured for a levy charged on it', () => {
    expect(() => taxes(nz('residentialBuilding', undefined))).toThrow(/needs the sum insured/);
  });
});

describe('bad input is a RatingError, never a wrong figure', () => {
  it.each([
    [{ premium: '-1' }, /premium must not be negative/],
    [{ premium: '1e5' }, /decimal string/],
    [{ date: '2025-13-01' }, /must be a date/],
    [{ taxClass: 'pets' as TaxClass }, /Unknown tax class "pets"/],
    [{ country: 'US' as 'AU' }, /Unknown country "US"/],
    [{ nswEslRate: 'x' }, /NSW ESL rate must be a decimal string/],
    [{ terrorismPremium: '-5' }, /terrorism premium must not be negative/],
  ])('%o', (extra, message) => {
    let error: unknown;
    try {
      taxes(au('NSW', 'publicLiability', extra as Partial<TaxInput>));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RatingError);
    expect((error as RatingError).code).toBe('INVALID_CONTEXT');
    expect((error as Error).message).toMatch(message);
  });
});

describe('findRate', () => {
  it('applies a row from its first day, not on its end day', () => {
    expect(findRate(DEFAULT_TAX_TABLE, 'ACT', 'stampDuty', 'publicLiability', '2016-06-30')).toBe(
      undefined,
    );
    expect(
      findRate(DEFAULT_TAX_TABLE, 'ACT', 'stampDuty', 'publicLiability', '2016-07-01')?.rate,
    ).toBe('0');
    expect(findRate(DEFAULT_TAX_TABLE, 'NZ', 'fenz', 'privateMotor', '2026-06-30')?.flat).toBe(
      '9.53',
    );
    expect(findRate(DEFAULT_TAX_TABLE, 'NZ', 'fenz', 'privateMotor', '2026-07-01')?.flat).toBe(
      '25',
    );
  });

  it('prefers the row naming the class, then the declared exemption, then the later start', () => {
    expect(findRate(DEFAULT_TAX_TABLE, 'NSW', 'stampDuty', 'aviation', '2025-01-01')?.rate).toBe(
      '5',
    );
    expect(
      findRate(DEFAULT_TAX_TABLE, 'NSW', 'stampDuty', 'aviation', '2025-01-01', {
        smallBusiness: true,
      })?.rate,
    ).toBe('0');
    const table = [
      {
        jurisdiction: 'SA' as const,
        kind: 'stampDuty' as const,
        rate: '11',
        from: '2000-01-01',
        status: 'V' as const,
      },
      {
        jurisdiction: 'SA' as const,
        kind: 'stampDuty' as const,
        rate: '12',
        from: '2030-01-01',
        status: 'U' as const,
      },
    ];
    expect(findRate(table, 'SA', 'stampDuty', 'travel', '2029-12-31')?.rate).toBe('11');
    expect(findRate(table, 'SA', 'stampDuty', 'travel', '2030-01-01')?.rate).toBe('12');
    expect(taxes({ ...au('SA', 'travel', { date: '2030-01-01' }) }).total).toBe('641.03');
    // This table has no GST row: duty on the bare premium, 12 % of 525.
    expect(computeTaxes(au('SA', 'travel', { date: '2030-01-01' }), table).total).toBe('588.00');
  });
});

describe('each line names its jurisdiction and label; each refusal names what is wrong', () => {
  it('labels the ESL, TAS levy, terrorism and NZ lines', () => {
    const nsw = taxes(au('NSW', 'commercialProperty', { nswEslRate: '1', terrorismPremium: '2' }));
    expect(nsw.lines.slice(0, 2).map((l) => [l.code, l.jurisdiction, l.label])).toEqual([
      ['esl', 'NSW', 'NSW emergency services levy'],
      ['terrorism', 'AU', 'ARPC terrorism premium'],
    ]);
    const tas = taxes(au('TAS', 'aviation', { tasFireLevyRate: '2' }));
    expect([tas.lines[0]!.jurisdiction, tas.lines[0]!.label]).toEqual([
      'TAS',
      'TAS insurance fire levy',
    ]);
    const nz = taxes({
      country: 'NZ',
      taxClass: 'residentialBuilding',
      date: '2025-03-01',
      premium: '100',
      sumInsured: '1000',
    });
    expect(nz.lines.map((l) => [l.jurisdiction, l.label])).toEqual([
      ['NZ', 'FENZ levy'],
      ['NZ', 'Natural Hazards Commission levy'],
      ['NZ', 'GST'],
    ]);
    const motor = taxes({
      country: 'NZ',
      taxClass: 'privateMotor',
      date: '2025-03-01',
      premium: '1',
    });
    expect(motor.lines[0]).toMatchObject({ jurisdiction: 'NZ', rate: null, base: '9.53' });
  });

  it('charges the NSW ESL on the NSW share only and the TAS levy on the TAS share only', () => {
    const split = taxes(
      au('NSW', 'commercialProperty', {
        nswEslRate: '10',
        tasFireLevyRate: '10',
        locations: [
          { state: 'VIC', share: '0.5' },
          { state: 'NSW', share: '0.25' },
          { state: 'TAS', share: '0.25' },
        ],
      }),
    );
    // 525 × 0.25 = 131.25 each; 10 % = 13.13 (13.125) for the ESL and for the TAS levy.
    expect(split.lines.filter((l) => l.code === 'esl' || l.code === 'tasFireLevy')).toEqual([
      expect.objectContaining({ code: 'esl', base: '131.25', amount: '13.13' }),
      expect.objectContaining({ code: 'tasFireLevy', base: '131.25', amount: '13.13' }),
    ]);
  });

  it('names the field in every refusal', () => {
    const message = (input: TaxInput) => {
      try {
        taxes(input);
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(message(au('NSW', 'cyber', { locations: [{ state: 'NSW', share: '-1' }] }))).toBe(
      'The share of NSW must not be negative',
    );
    expect(message(au('TAS', 'aviation', { tasFireLevyRate: 'x' }))).toMatch(
      /^The TAS fire levy rate must be a decimal string/,
    );
    expect(message(au('NSW', 'cyber', { date: 'soon' }))).toBe(
      'The date must be a date (YYYY-MM-DD), got "soon"',
    );
    expect(
      message({
        country: 'NZ',
        taxClass: 'commercialProperty',
        date: '2025-01-01',
        premium: '1',
        sumInsured: '-5',
      }),
    ).toBe('The sum insured must not be negative');
    expect(() => findRate(DEFAULT_TAX_TABLE, 'NSW', 'gst', 'cyber', '2025-02-30')).toThrow(
      'date must be a date (YYYY-MM-DD), got "2025-02-30"',
    );
    const badRow = [
      {
        jurisdiction: 'SA' as const,
        kind: 'stampDuty' as const,
        rate: '1',
        from: 'x',
        status: 'U' as const,
      },
    ];
    expect(() => findRate(badRow, 'SA', 'stampDuty', 'cyber', '2025-01-01')).toThrow(
      'from must be a date (YYYY-MM-DD), got "x"',
    );
    const badEnd = [{ ...badRow[0]!, from: '2000-01-01', to: 'y' }];
    expect(() => findRate(badEnd, 'SA', 'stampDuty', 'cyber', '2025-01-01')).toThrow(
      'to must be a date (YYYY-MM-DD), got "y"',
    );
  });

  it('ends a row on its end day, and prefers a declared exemption even when it started earlier', () => {
    const table = [
      {
        jurisdiction: 'SA' as const,
        kind: 'stampDuty' as const,
        rate: '1',
        from: '2000-01-01',
        to: '2030-01-01',
        status: 'U' as const,
      },
      {
        jurisdiction: 'SA' as const,
        kind: 'stampDuty' as const,
        classes: ['cyber'] as const,
        rate: '0',
        from: '2000-01-01',
        when: 'smallBusiness' as const,
        status: 'U' as const,
      },
      {
        jurisdiction: 'SA' as const,
        kind: 'stampDuty' as const,
        classes: ['cyber'] as const,
        rate: '5',
        from: '2010-01-01',
        status: 'U' as const,
      },
    ];
    expect(findRate(table, 'SA', 'stampDuty', 'travel', '2029-12-31')?.rate).toBe('1');
    expect(findRate(table, 'SA', 'stampDuty', 'travel', '2030-01-01')).toBeUndefined();
    expect(findRate(table, 'SA', 'stampDuty', 'cyber', '2025-01-01')?.rate).toBe('5');
    expect(
      findRate(table, 'SA', 'stampDuty', 'cyber', '2025-01-01', { smallBusiness: true })?.rate,
    ).toBe('0');
  });
});
