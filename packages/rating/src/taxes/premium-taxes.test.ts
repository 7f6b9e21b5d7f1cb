import { describe, expect, it } from 'vitest';
import { D } from '../decimal.ts';
import { RatingError } from '../errors.ts';
import type { TaxEngineSetting } from '../types.ts';
import { bool, num, text, type Value } from '../values.ts';
import { engineTaxLines, parseLocations } from './premium-taxes.ts';

const nsw: TaxEngineSetting = {
  country: 'AU',
  taxClass: 'professionalIndemnity',
  stateFormula: 'state',
};
const values = (entries: Record<string, Value>) => new Map(Object.entries(entries));
const amounts = (lines: { label: string; amount: string }[]) =>
  lines.map((l) => `${l.label}: ${l.amount}`);

// engineTaxLines hands the product's setting and the formulas' values to computeTaxes; the figures are
// the engine's (compute-taxes.test.ts), here each input is checked to arrive.
describe('engineTaxLines', () => {
  it('taxes the gross in the state the state formula names, on the date given', () => {
    const lines = engineTaxLines(nsw, new D('1000'), values({ state: text('nsw') }), '2025-01-01');
    expect(lines.map((l) => l.code)).toEqual(['gst', 'stampDuty']);
    expect(lines[0]).toMatchObject({ jurisdiction: 'AU', base: '1000.00', amount: '100.00' });
    expect(lines[1]).toMatchObject({ jurisdiction: 'NSW', base: '1100.00', amount: '55.00' });
    const vic = engineTaxLines(nsw, new D('1000'), values({ state: text('VIC') }), '2024-06-30');
    expect(vic[1]).toMatchObject({ jurisdiction: 'VIC', amount: '110.00' }); // 10 % before 1 Jul 2024
    const vicLater = engineTaxLines(
      nsw,
      new D('1000'),
      values({ state: text('VIC') }),
      '2024-07-01',
    );
    expect(vicLater[1]).toMatchObject({ jurisdiction: 'VIC', amount: '99.00' });
  });

  it('refuses a state formula without a text value, naming it', () => {
    for (const state of [undefined, num(new D(2)), bool(true)]) {
      let error: unknown;
      try {
        engineTaxLines(nsw, new D('1000'), values(state ? { state } : {}), '2025-01-01');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RatingError);
      expect(error).toMatchObject({
        code: 'INVALID_CONTEXT',
        message: 'The tax engine needs the state from "state", which has no text value',
      });
    }
  });

  it('reads the small-business declaration as a boolean or a number (0 is not declared)', () => {
    const setting = { ...nsw, smallBusinessFormula: 'small' };
    const duty = (small: Value) =>
      engineTaxLines(
        setting,
        new D('1000'),
        values({ state: text('NSW'), small }),
        '2025-01-01',
      )[1]!.amount;
    expect(duty(bool(true))).toBe('0.00');
    expect(duty(bool(false))).toBe('55.00');
    expect(duty(num(new D(1)))).toBe('0.00');
    expect(duty(num(new D(0)))).toBe('55.00');
    expect(duty(text('yes'))).toBe('55.00'); // neither: not declared
  });

  it('passes the NSW ESL and TAS levy rates when set', () => {
    const property = { ...nsw, taxClass: 'commercialProperty' };
    const without = engineTaxLines(
      property,
      new D('1000'),
      values({ state: text('NSW') }),
      '2025-01-01',
    );
    expect(without.map((l) => l.code)).not.toContain('esl');
    const esl = engineTaxLines(
      { ...property, nswEslRatePercent: '10' },
      new D('1000'),
      values({ state: text('NSW') }),
      '2025-01-01',
    );
    expect(amounts(esl)[0]).toMatch(/100\.00$/);
    const tas = engineTaxLines(
      { ...property, tasFireLevyRatePercent: '20' },
      new D('1000'),
      values({ state: text('TAS') }),
      '2025-01-01',
    );
    expect(amounts(tas)[0]).toMatch(/200\.00$/);
    const tasWithout = engineTaxLines(
      property,
      new D('1000'),
      values({ state: text('TAS') }),
      '2025-01-01',
    );
    expect(tasWithout.every((l) => !l.label.includes('fire levy'))).toBe(true);
  });

  it('NZ: the sum insured from its formula when it is a number; no state needed', () => {
    const nz: TaxEngineSetting = {
      country: 'NZ',
      taxClass: 'commercialProperty',
      sumInsuredFormula: 'si',
    };
    const lines = engineTaxLines(
      nz,
      new D('1000'),
      values({ si: num(new D('100000')) }),
      '2025-01-01',
    );
    expect(amounts(lines)).toEqual(['FENZ levy: 119.50', 'GST: 167.93']);
    const noSum = () =>
      engineTaxLines(nz, new D('1000'), values({ si: text('100000') }), '2025-01-01');
    expect(noSum).toThrow(RatingError);
    const unnamed = () =>
      engineTaxLines(
        { ...nz, sumInsuredFormula: undefined },
        new D('1000'),
        values({}),
        '2025-01-01',
      );
    expect(unnamed).toThrow(RatingError);
  });
});

describe('parseLocations', () => {
  it('separates by ; or , and reads state:share, upper-casing the state', () => {
    expect(parseLocations('qld:0.25,nsw:0.75')).toEqual([
      { state: 'QLD', share: '0.25' },
      { state: 'NSW', share: '0.75' },
    ]);
    expect(parseLocations('WA : 1')).toEqual([{ state: 'WA', share: '1' }]);
    expect(parseLocations('')).toEqual([]);
    expect(parseLocations(':0.5')).toEqual([{ state: '', share: '0.5' }]);
  });
});
