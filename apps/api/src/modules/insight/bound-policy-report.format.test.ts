import { describe, expect, it } from 'vitest';
import { boundPolicyReportColumns } from '@turbine/domain';
import { csvField, reportEncoders, type ReportLine } from './bound-policy-report.format.ts';

describe('bound-policy report cells', () => {
  it('neutralises formula cells before quoting them (neutraliseSpreadsheetCell, packages/domain)', () => {
    expect(csvField('=1+2')).toBe(`'=1+2`);
    expect(csvField('-12.50')).toBe('-12.50');
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
