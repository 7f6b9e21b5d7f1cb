import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

const limits = { maxRows: 5, maxColumns: 3, maxCell: 20 };

describe('parseCsv', () => {
  it('reads a header and rows; empty cells are null and numbers stay text', () => {
    expect(parseCsv('code,rate\nACC,0.012\nLAW,\n', limits)).toEqual({
      ok: true,
      header: ['code', 'rate'],
      rows: [
        ['ACC', '0.012'],
        ['LAW', null],
      ],
    });
  });

  it('handles quotes, escaped quotes, commas and newlines inside quotes, CRLF, a BOM and blank lines', () => {
    const text = '\uFEFFname,note\r\n"Smith, J","said ""hi""\r\nthen left"\r\n\r\n"",x';
    expect(parseCsv(text, limits)).toEqual({
      ok: true,
      header: ['name', 'note'],
      rows: [
        ['Smith, J', 'said "hi"\r\nthen left'],
        [null, 'x'],
      ],
    });
  });

  it.each([
    ['', 'The file is empty.'],
    ['a,b\n"open,1', 'A quoted field is not closed.'],
    ['a,b\nx"y,1', 'Line 2: a quote may only start a field.'],
    ['a,b\n"x"y,1', 'Line 2: text after a closing quote.'],
    ['a,,b\n1,2,3', 'Every column needs a name in the first line.'],
    ['a,a\n1,2', 'Duplicate values are not allowed'],
    ['a,b,c,d\n1,2,3,4', 'The file has more than 3 columns.'],
    ['a,b\n1,2,3', 'Line 2 has 3 cells; expected 2.'],
    ['a\n1\n2\n3\n4\n5\n6', 'The file has more than 5 rows.'],
    ['a\n123456789012345678901', 'Line 2: a cell is longer than 20 characters.'],
  ])('refuses %j', (text, message) => {
    expect(parseCsv(text, limits)).toEqual({ ok: false, message });
  });

  it('stops early on a huge file instead of reading every row', () => {
    expect(parseCsv(`a\n${'1\n'.repeat(100_000)}`, limits)).toEqual({
      ok: false,
      message: 'The file has more than 5 rows.',
    });
  });
});
