import { describe, expect, it } from 'vitest';
import type { Node } from './ast.ts';
import { RatingError } from './errors.ts';
import { parseFormula } from './parser.ts';
import { printFormula } from './printer.ts';

/** Parses and prints, the shortest way to assert tree shape. */
const canonical = (source: string): string => printFormula(parseFormula(source));

function errorOf(source: string): RatingError {
  try {
    parseFormula(source);
  } catch (error) {
    if (error instanceof RatingError) return error;
    throw error;
  }
  throw new Error(`expected ${source} to fail`);
}

describe('parser: precedence and associativity', () => {
  it.each([
    ['1+2*3', '1 + 2 * 3'],
    ['(1+2)*3', '(1 + 2) * 3'],
    ['1-2-3', '1 - 2 - 3'],
    ['1-(2-3)', '1 - (2 - 3)'],
    ['2^3^2', '2 ^ 3 ^ 2'],
    ['(2^3)^2', '(2 ^ 3) ^ 2'],
    ['-2^2', '-2 ^ 2'],
    ['(-2)^2', '(-2) ^ 2'],
    ['2^-1', '2 ^ (-1)'],
    ['-x*y', '-x * y'],
    ['-(x*y)', '-(x * y)'],
    ['50%', '50%'],
    ['-5%', '-5%'],
    ['(a+b)%', '(a + b)%'],
    ['a&b=c', 'a & b = c'],
    ['a=(b&c)', 'a = b & c'],
    ['a<>b', 'a <> b'],
    ['1+2>=3', '1 + 2 >= 3'],
    ['a&1+2', 'a & 1 + 2'],
    ['--x', '--x'],
    ['+x', '+x'],
  ])('%s prints as %s', (source, printed) => {
    expect(canonical(source)).toBe(printed);
  });

  it('builds a binary tree with the operator position', () => {
    const node = parseFormula('a * b');
    expect(node).toMatchObject({
      type: 'binary',
      operator: '*',
      position: { offset: 2, line: 1, column: 3 },
    });
  });

  it('reads right-associative ^ as a ^ (b ^ c)', () => {
    const node = parseFormula('a^b^c') as Extract<Node, { type: 'binary' }>;
    expect(node.left).toMatchObject({ type: 'name', path: ['a'] });
    expect(node.right).toMatchObject({ type: 'binary', operator: '^' });
  });
});

describe('parser: literals, names and calls', () => {
  it('reads numbers as exact decimals', () => {
    const node = parseFormula('0.10');
    expect(node.type === 'number' && node.value.toString()).toBe('0.1');
    expect(canonical('.5')).toBe('0.5');
    expect(canonical('007')).toBe('7');
  });

  it('reads text with "" as an escaped quote and prints it back escaped', () => {
    expect(parseFormula('"say ""hi"""')).toMatchObject({ type: 'text', value: 'say "hi"' });
    expect(canonical('"say ""hi"""')).toBe('"say ""hi"""');
    expect(parseFormula('""')).toMatchObject({ type: 'text', value: '' });
  });

  it('reads TRUE and FALSE in any case', () => {
    expect(parseFormula('true')).toMatchObject({ type: 'boolean', value: true });
    expect(canonical('False')).toBe('FALSE');
  });

  it('reads dotted paths as one name', () => {
    expect(parseFormula('vehicle.value')).toMatchObject({
      type: 'name',
      path: ['vehicle', 'value'],
    });
  });

  it('upper-cases function names and keeps argument order', () => {
    const node = parseFormula('round(x, 2)');
    expect(node).toMatchObject({
      type: 'call',
      name: 'ROUND',
      args: [{ type: 'name' }, { type: 'number' }],
    });
    expect(canonical('today()')).toBe('TODAY()');
  });

  it('spans lines, counting line and column', () => {
    const error = errorOf('IF(a,\n  b,\n  ))');
    expect(error.position).toEqual({ offset: 13, line: 3, column: 3 });
  });
});

describe('parser: errors carry code, position and a readable message', () => {
  it.each([
    ['1 + )', 'Unexpected ")" at line 1, column 5'],
    ['SUM(1,)', 'Unexpected ")" at line 1, column 7'],
    ['', 'Unexpected end of formula at line 1, column 1'],
    ['(1', 'Expected ")" but found end of formula at line 1, column 3'],
    ['IF(1,2', 'Expected ")" or "," but found end of formula at line 1, column 7'],
    ['"abc', 'Unterminated text (missing closing ") at line 1, column 1'],
    ['1 2', 'Unexpected "2" at line 1, column 3'],
    ['a # b', 'Unexpected character "#" at line 1, column 3'],
    ['a.', 'Expected a field name after "." at line 1, column 3'],
    ['1.2.3', 'Malformed number at line 1, column 1'],
    ['1e5', 'Malformed number at line 1, column 1'],
    ['a.b(1)', '"a.b" is a field, not a function at line 1, column 1'],
    ['*2', 'Unexpected "*" at line 1, column 1'],
    ['%', 'Unexpected "%" at line 1, column 1'],
  ])('%j fails with %s', (source, message) => {
    const error = errorOf(source);
    expect(error.code).toBe('SYNTAX_ERROR');
    expect(error.message).toBe(message);
    expect(error).toBeInstanceOf(RatingError);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'a.__proto__', 'x.constructor', '__anything'])(
    'rejects the reserved name in %s',
    (source) => {
      expect(errorOf(source).code).toBe('RESERVED_NAME');
    },
  );

  it('rejects formulas over the length limit', () => {
    const error = errorOf('1+'.repeat(6000) + '1');
    expect(error.code).toBe('FORMULA_TOO_LONG');
    expect(parseFormula('1+1', { maxFormulaLength: 3, maxDepth: 100 })).toMatchObject({
      type: 'binary',
    });
  });

  it('rejects nesting beyond the depth limit, for parentheses, unary chains and long operator chains', () => {
    expect(errorOf('('.repeat(150) + '1' + ')'.repeat(150)).code).toBe('NESTING_TOO_DEEP');
    expect(errorOf('-'.repeat(150) + '1').code).toBe('NESTING_TOO_DEEP');
    expect(errorOf(Array.from({ length: 150 }, () => 'a').join('+')).code).toBe('NESTING_TOO_DEEP');
    expect(errorOf('IF('.repeat(120) + '1' + ')'.repeat(120)).code).toBe('NESTING_TOO_DEEP');
    expect(() => parseFormula('('.repeat(90) + '1' + ')'.repeat(90))).not.toThrow();
    expect(() => parseFormula(Array.from({ length: 90 }, () => 'a').join('+'))).not.toThrow();
  });

  it('reports the message without position in detail', () => {
    const error = errorOf('1 + )');
    expect(error.detail).toBe('Unexpected ")"');
    expect(error.name).toBe('RatingError');
  });
});
