import { describe, expect, it } from 'vitest';
import { neutraliseSpreadsheetCell } from './spreadsheet.ts';

describe('neutraliseSpreadsheetCell', () => {
  it('prefixes an apostrophe to every cell a spreadsheet would evaluate', () => {
    for (const cell of [
      '=1+1',
      '+61 400 000 000',
      '-2+3',
      '@SUM(1)',
      '=HYPERLINK("http://evil.example","click")',
      '\t=1+1',
      '\r=1+1',
      '\n=1+1',
      '\uFF1D1+1', // ＝
      '\uFF0B1', // ＋
      '\uFF0D1+1', // －
      '\uFF20SUM(1)', // ＠
      '-',
      '+12.50',
      '-1e3',
    ])
      expect(neutraliseSpreadsheetCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
  });

  it('leaves plain decimals, ordinary text and formula characters after the first alone', () => {
    for (const cell of ['-12.50', '-3', '12.50', 'Acme Pty Ltd', 'a=b', 'x@y.example', '', ' =x'])
      expect(neutraliseSpreadsheetCell(cell)).toBe(cell);
  });
});
