import { describe, expect, it } from 'vitest';
import { boundPolicyReportColumns } from '@turbine/domain';
import {
  csvField,
  inertCell,
  reportEncoders,
  type ReportLine,
} from './bound-policy-report.format.ts';

describe('bound-policy report cells', () => {
  it('prefixes an apostrophe to cells a spreadsheet would evaluate (=, +, -, @, tab, carriage return)', () => {
    for (const cell of [
      '=1+2',
      '+61 400 000 000',
      '-2+3',
      '@SUM(A1)',
      '\tx',
      '\rx',
      '=HYPERLINK("http://x","y")',
      '-',
      '+12.50',
      '-1e3',
    ]) {
      expect(inertCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves plain negative decimals and ordinary text as they are', () => {
    for (const cell of ['-12.50', '-3', '12.50', 'Acme Pty Ltd', 'a=b', '', ' =x'])
      expect(inertCell(cell)).toBe(cell);
  });

  it('quotes RFC 4180 fields only when needed, doubling quotes; null is an empty field', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('writes a valid JSON array across batches, and an empty one for no rows', () => {
    const line = Object.fromEntries(
      boundPolicyReportColumns.map((c) => [c, c === 'transactionId' ? 1 : 'x']),
    ) as ReportLine;
    const json = reportEncoders.json;
    expect(
      JSON.parse(
        json.head() + json.batch([line, line], true) + json.batch([line], false) + json.tail(),
      ),
    ).toHaveLength(3);
    expect(JSON.parse(json.head() + json.tail())).toEqual([]);
  });
});
