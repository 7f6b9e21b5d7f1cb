import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RatingError, type RatingErrorCode } from './errors.ts';
import { evaluateFormula } from './evaluate-formula.ts';
import { DEFAULT_LIMITS, MAX_DEPTH_CAP, resolveLimits } from './limits.ts';
import { proRata } from './money.ts';
import { parseFormula } from './parser.ts';
import { runs } from './testing/runs.ts';

/** The RatingError a formula throws (fails the test when it throws nothing or something else). */
function failure(source: string, limits = {}): RatingError {
  try {
    evaluateFormula(source, { limits });
  } catch (error) {
    expect(error).toBeInstanceOf(RatingError);
    return error as RatingError;
  }
  throw new Error(`${source} did not fail`);
}
const codeOf = (source: string, limits = {}): RatingErrorCode => failure(source, limits).code;

describe('rating engine edge cases (issue 21, found by a differential test)', () => {
  it('MOD is exact when the quotient needs more than 34 digits, with the sign of the divisor', () => {
    expect(evaluateFormula('MOD(1234567890123456789012345678901234, 10)')).toBe('4');
    expect(evaluateFormula('MOD(-1234567890123456789012345678901234, 10)')).toBe('6');
    expect(evaluateFormula('MOD(1234567890123456789012345678901234, -10)')).toBe('-6');
    expect(evaluateFormula('MOD(10^59, 7)')).toBe('5');
    expect(evaluateFormula('MOD(-7, 3)')).toBe('2');
    expect(evaluateFormula('MOD(7, -3)')).toBe('-2');
    expect(evaluateFormula('MOD(5.5, 2)')).toBe('1.5');
    expect(evaluateFormula('MOD(6, 3)')).toBe('0');
    expect(codeOf('MOD(1, 0)')).toBe('DIVISION_BY_ZERO');
  });

  it('MOD agrees with exact big-integer arithmetic for any integers (property)', () => {
    // 34-digit numbers over small divisors: quotients that fill all 34 digits, where rounding bit.
    const big = fc.bigInt({ min: -(10n ** 34n) + 1n, max: 10n ** 34n - 1n });
    const divisor = fc.oneof(fc.bigInt({ min: -999n, max: 999n }), big).filter((d) => d !== 0n);
    fc.assert(
      fc.property(big, divisor, (n, d) => {
        const floorMod = ((n % d) + d) % d; // the remainder with the divisor's sign
        expect(evaluateFormula(`MOD(${n}, ${d})`)).toBe(String(floorMod));
      }),
      runs(200),
    );
  });

  it('maxDepth is capped so deep input fails with NESTING_TOO_DEEP, never a RangeError', () => {
    expect(resolveLimits({ maxDepth: 1_000_000 }).maxDepth).toBe(MAX_DEPTH_CAP);
    expect(resolveLimits({ maxDepth: MAX_DEPTH_CAP }).maxDepth).toBe(MAX_DEPTH_CAP);
    expect(resolveLimits({ maxDepth: MAX_DEPTH_CAP - 1 }).maxDepth).toBe(MAX_DEPTH_CAP - 1);
    expect(resolveLimits({ maxDepth: 0 }).maxDepth).toBe(DEFAULT_LIMITS.maxDepth);
    const limits = { maxDepth: 10_000_000, maxFormulaLength: 10_000_000 };
    for (const depth of [MAX_DEPTH_CAP + 1, 5_000, 20_000]) {
      const shapes = [
        '('.repeat(depth) + '1' + ')'.repeat(depth),
        '-'.repeat(depth) + '1',
        '1+('.repeat(depth) + '1' + ')'.repeat(depth),
        'IF(TRUE,'.repeat(depth) + '1' + ',0)'.repeat(depth),
      ];
      for (const source of shapes) expect(codeOf(source, limits)).toBe('NESTING_TOO_DEEP');
    }
    // The deepest allowed nesting still evaluates.
    const deepest = MAX_DEPTH_CAP - 1;
    expect(evaluateFormula('-'.repeat(deepest) + '1', { limits })).toBe(deepest % 2 ? '-1' : '1');
  });

  it('underflow is an error like overflow, not a silent 0', () => {
    expect(failure('0.1^61')).toMatchObject({
      code: 'NUMBER_OVERFLOW',
      detail: 'The result is too small',
    });
    expect(codeOf('1/(0.1^61)')).toBe('NUMBER_OVERFLOW');
    expect(codeOf('0.1^31*0.1^31')).toBe('NUMBER_OVERFLOW');
    expect(codeOf('0.1^31/10^31')).toBe('NUMBER_OVERFLOW');
    expect(codeOf('(0.1^59)%')).toBe('NUMBER_OVERFLOW');
    expect(failure('10^61')).toMatchObject({
      code: 'NUMBER_OVERFLOW',
      detail: 'The result is too large',
    });
    // The smallest magnitudes that still exist, and exact zeros, are fine.
    expect(evaluateFormula('0.1^60')).toBe(new Decimal('1e-60').toFixed());
    expect(evaluateFormula('0.1^30*0.1^30')).toBe(new Decimal('1e-60').toFixed());
    expect(evaluateFormula('0*0.1^59')).toBe('0');
    expect(evaluateFormula('0/7')).toBe('0');
    expect(evaluateFormula('0^2')).toBe('0');
    expect(evaluateFormula('0%')).toBe('0');
    expect(evaluateFormula('0.1^59-0.1^59')).toBe('0');
    expect(evaluateFormula('0.1^59+-0.1^59')).toBe('0');
  });

  it('0 to a negative power is a division by zero; 0^0 and 0^-0 are 1', () => {
    expect(failure('0^-1')).toMatchObject({ code: 'DIVISION_BY_ZERO', position: { offset: 1 } });
    expect(codeOf('0^-0.5')).toBe('DIVISION_BY_ZERO');
    expect(evaluateFormula('0^0')).toBe('1');
    expect(evaluateFormula('0^-0')).toBe('1');
    expect(evaluateFormula('2^-1')).toBe('0.5');
  });

  it('number literals are rounded to 34 significant digits when read', () => {
    const a = '1.000000000000000000000000000000000000001'; // differs from b in the 40th digit
    const b = '1.000000000000000000000000000000000000002';
    expect(evaluateFormula(`${a} = ${b}`)).toBe(true);
    expect(evaluateFormula(`${a} <> ${b}`)).toBe(false);
    expect(evaluateFormula(a)).toBe('1');
    expect(evaluateFormula('1234567890123456789012345678901234567')).toBe(
      '1234567890123456789012345678901235000',
    );
    const node = parseFormula('0.12345678901234567890123456789012345678');
    expect(node.type === 'number' && node.value.toFixed()).toBe(
      '0.1234567890123456789012345678901235',
    );
    // A literal too small or too large to represent is refused where it is written.
    expect(failure(`1+0.${'0'.repeat(70)}1`)).toMatchObject({
      code: 'NUMBER_OVERFLOW',
      position: { offset: 2, column: 3 },
    });
    expect(codeOf(`1${'0'.repeat(70)}`)).toBe('NUMBER_OVERFLOW');
    expect(evaluateFormula(`0.${'0'.repeat(70)}`)).toBe('0');
  });

  it('literals and computed values compare alike (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{34,45}$/), (digits) => {
        expect(evaluateFormula(`${digits} = ${digits}*1`)).toBe(true);
        expect(
          evaluateFormula(`${digits} = ${digits.slice(0, 34)}${'9'.repeat(digits.length - 34)}*1`),
        ).toBe(
          new Decimal(digits)
            .toSignificantDigits(34)
            .eq(
              new Decimal(
                `${digits.slice(0, 34)}${'9'.repeat(digits.length - 34)}`,
              ).toSignificantDigits(34),
            ),
        );
      }),
      runs(100),
    );
  });

  it('PRORATA refuses a period outside the term (decision 127), at each boundary', () => {
    const prorata = (from: string, to: string) =>
      `PRORATA(1000, ${from}, ${to}, DATE(2024,1,1), DATE(2025,1,1))`;
    expect(failure(prorata('DATE(2023,1,1)', 'DATE(2026,1,1)'))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      detail: 'The period must lie within the term',
      position: { offset: 0 },
    });
    expect(codeOf(prorata('DATE(2023,12,31)', 'DATE(2024,6,1)'))).toBe('INVALID_ARGUMENT');
    expect(codeOf(prorata('DATE(2024,6,1)', 'DATE(2025,1,2)'))).toBe('INVALID_ARGUMENT');
    expect(evaluateFormula(prorata('DATE(2024,1,1)', 'DATE(2024,6,1)'))).toBe('415.3');
    expect(evaluateFormula(prorata('DATE(2024,6,1)', 'DATE(2025,1,1)'))).toBe('584.7');
    expect(evaluateFormula(prorata('DATE(2024,1,1)', 'DATE(2025,1,1)'))).toBe('1000');
    expect(evaluateFormula(prorata('DATE(2024,6,1)', 'DATE(2024,6,1)'))).toBe('0');
    expect(() => proRata('1000', '2023-12-31', '2024-06-01', '2024-01-01', '2025-01-01')).toThrow(
      'The period must lie within the term',
    );
  });

  it('more than 255 arguments is a wrong argument count at the 256th', () => {
    const args = (n: number) => Array.from({ length: n }, () => '1').join(',');
    expect(evaluateFormula(`SUM(${args(255)})`)).toBe('255');
    const error = failure(`SUM(${args(256)})`);
    expect(error).toMatchObject({
      code: 'WRONG_ARGUMENT_COUNT',
      detail: 'SUM takes at most 255 arguments',
      position: { offset: 4 + 255 * 2 },
    });
  });
});
