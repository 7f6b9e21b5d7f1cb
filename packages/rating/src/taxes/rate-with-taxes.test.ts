import { describe, expect, it } from 'vitest';
import { checkFormulaSet } from '../check.ts';
import { RatingError } from '../errors.ts';
import { rate } from '../rate.ts';
import { piContext, piProposal, piVersion, property } from '../testing/pi-product.ts';
import type { RatingVersion, TaxEngineSetting } from '../types.ts';
import { parseLocations } from './premium-taxes.ts';
import { DEFAULT_TAX_TABLE } from './tax-table.ts';

// The PI product's gross is 17,783.32 with 15 % commission and 75.00 of fees (rate.test.ts); here its
// flat GST setting is replaced by the tax engine (decision 118) and every figure is worked by hand.
function withEngine(taxEngine: TaxEngineSetting, extra = {}): RatingVersion {
  return {
    ...piVersion,
    propertyFormulas: [
      ...piVersion.propertyFormulas,
      property('riskState', 'business.state', { dataType: 'text' }),
      property('smallBusiness', 'IF(turnover <= 2000000, 1, 0)'),
    ],
    premium: { ...piVersion.premium, taxes: [], taxEngine, ...extra },
  };
}
const nswPi: TaxEngineSetting = {
  country: 'AU',
  taxClass: 'professionalIndemnity',
  stateFormula: 'riskState',
};

describe('rate() with the tax engine', () => {
  it('adds GST and NSW type B duty to the breakdown, each line named and traced', () => {
    const result = rate(withEngine(nswPi), piProposal, piContext);
    expect(result.premium.gross).toBe('17783.32');
    // GST 10 % of 17,783.32 = 1,778.332; duty 5 % of 19,561.652 = 978.0826.
    expect(result.premium.taxLines).toEqual([
      { name: 'GST', amount: '1778.33' },
      { name: 'NSW stamp duty', amount: '978.08' },
    ]);
    expect(result.premium.taxes).toBe('2756.41');
    expect(result.premium.total).toBe('20614.73');
    const traced = result.trace.filter((t) => t.kind === 'premium' && t.name === 'NSW stamp duty');
    expect(traced).toEqual([
      expect.objectContaining({
        expression: '19561.65 × 5%',
        result: '978.08',
        note: 'NSW stampDuty, rounded half-up to cents',
      }),
    ]);
  });

  it("reads the rates from the context's table when one is given (the operator's table, decision 197)", () => {
    const table = DEFAULT_TAX_TABLE.map((row) =>
      row.jurisdiction === 'AU' && row.kind === 'gst' ? { ...row, rate: '12' } : row,
    );
    const result = rate(withEngine(nswPi), piProposal, { ...piContext, taxTable: table });
    // GST 12 % of 17,783.32 = 2,133.9984; duty 5 % of 19,917.3184 = 995.86592.
    expect(result.premium.taxLines).toEqual([
      { name: 'GST', amount: '2134.00' },
      { name: 'NSW stamp duty', amount: '995.87' },
    ]);
    // A table without NSW rows charges no NSW duty: the rows decide, not the code.
    const noNsw = rate(withEngine(nswPi), piProposal, {
      ...piContext,
      taxTable: table.filter((row) => row.jurisdiction !== 'NSW'),
    });
    expect(noNsw.premium.taxLines).toEqual([{ name: 'GST', amount: '2134.00' }]);
  });

  it('reads the rates on the effective date and the small-business declaration from a formula', () => {
    const vic = rate(
      withEngine(nswPi),
      { ...piProposal, business: { name: 'Acme', state: 'VIC' } },
      piContext,
    );
    // VIC business insurance from 1 Jul 2024: 9 % of 19,561.652 = 1,760.54868.
    expect(vic.premium.taxLines[1]).toEqual({ name: 'VIC stamp duty', amount: '1760.55' });
    const before = rate(
      withEngine(nswPi),
      { ...piProposal, business: { name: 'Acme', state: 'VIC' } },
      { ...piContext, effectiveDate: '2024-06-30' },
    );
    expect(before.premium.taxLines[1]).toEqual({ name: 'VIC stamp duty', amount: '1956.17' });
    const exempt = rate(
      withEngine({ ...nswPi, smallBusinessFormula: 'smallBusiness' }),
      piProposal,
      piContext,
    );
    expect(exempt.premium.taxLines[1]).toEqual({ name: 'NSW stamp duty', amount: '0.00' });
  });

  it('refuses to rate without the state rather than leave the duty out', () => {
    let error: unknown;
    try {
      rate(withEngine(nswPi), { ...piProposal, business: { name: 'Acme' } }, piContext);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RatingError);
    expect((error as RatingError).code).toBe('INVALID_CONTEXT');
  });

  it('refuses a setting with an unknown class, a missing formula or an AU engine without a state', () => {
    const messages = (setting: TaxEngineSetting) =>
      checkFormulaSet(withEngine(setting)).issues.map((issue) => issue.message);
    expect(messages(nswPi)).toEqual([]);
    expect(messages({ ...nswPi, taxClass: 'pets' })).toContain(
      'Tax engine class "pets" is not known',
    );
    expect(messages({ ...nswPi, sumInsuredFormula: 'nope' })).toContain(
      'Tax engine formula "nope" does not exist',
    );
    const { stateFormula: _unused, ...noState } = nswPi;
    expect(messages(noState)).toContain('Tax engine for AU needs the formula giving the state');
    expect(messages({ ...nswPi, nswEslRatePercent: 'ten' })).toContain(
      'Tax engine NSW ESL rate must be a decimal string',
    );
  });
});

describe('parseLocations', () => {
  it('reads one state as the whole premium, several with their shares', () => {
    expect(parseLocations(' nsw ')).toEqual([{ state: 'NSW', share: '1' }]);
    expect(parseLocations('NSW:0.6; VIC:0.4')).toEqual([
      { state: 'NSW', share: '0.6' },
      { state: 'VIC', share: '0.4' },
    ]);
    expect(parseLocations('NSW,VIC')).toEqual([
      { state: 'NSW', share: '' },
      { state: 'VIC', share: '' },
    ]);
  });
});

describe('rate() hands every setting to the engine', () => {
  it('passes the NSW ESL and TAS levy rates, and the NZ sum insured from its formula', () => {
    const commercial = withEngine({
      ...nswPi,
      taxClass: 'commercialProperty',
      nswEslRatePercent: '10',
    });
    const withEsl = rate(commercial, piProposal, piContext);
    // 10 % of 17,783.32 = 1,778.332.
    expect(withEsl.premium.taxLines[0]).toEqual({
      name: 'NSW emergency services levy',
      amount: '1778.33',
    });
    const tas = rate(
      withEngine({ ...nswPi, taxClass: 'commercialProperty', tasFireLevyRatePercent: '10' }),
      { ...piProposal, business: { name: 'Acme', state: 'TAS' } },
      piContext,
    );
    expect(tas.premium.taxLines[0]).toEqual({ name: 'TAS insurance fire levy', amount: '1778.33' });
    const nz = rate(
      {
        ...withEngine({
          country: 'NZ',
          taxClass: 'commercialProperty',
          sumInsuredFormula: 'sumInsured',
        }),
        propertyFormulas: [
          ...withEngine(nswPi).propertyFormulas,
          property('sumInsured', '100000', { dataType: 'currency' }),
        ],
      },
      piProposal,
      piContext,
    );
    // FENZ 11.95c per $100 of 100,000 = 119.50; GST 15 % of 17,902.82 = 2,685.423.
    expect(nz.premium.taxLines).toEqual([
      { name: 'FENZ levy', amount: '119.50' },
      { name: 'GST', amount: '2685.42' },
    ]);
  });

  it('reads a state list with spaces and empty parts', () => {
    expect(parseLocations(' nsw : 0.5 ; ; vic:0.5 ')).toEqual([
      { state: 'NSW', share: '0.5' },
      { state: 'VIC', share: '0.5' },
    ]);
  });
});
