// Decision 155: the import's own streaming CSV parser, against csv-parse (the library it replaced) on the
// same text, across the 64 KB slice boundaries, and on each kind of broken file.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvParse, ImportFileError } from './csv-records.ts';

const rows = (text: string | Buffer) => [...csvParse(Buffer.from(text))];
const library = (text: string) =>
  parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];

describe('csvParse', () => {
  it('reads quotes, doubled quotes, commas and line breaks in cells, CRLF or LF, a BOM and blank lines', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n\n=1+2,,@cmd\r\nlast,"",end';
    expect(rows(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\r\nlines'],
      ['=1+2', '', '@cmd'],
      ['last', '', 'end'],
    ]);
    // csv-parse took the first line's CRLF as the only line end and refused this file's LF lines.
  });

  it('gives the same records as csv-parse over many 64 KB slices, a quoted cell across each boundary', () => {
    const line = (i: number) =>
      `R-${i},"quoted, with ""quotes""\nand a line break ${'é'.repeat(i % 7)}",${'x'.repeat(i % 300)},€${i}\r\n`;
    const text = Array.from({ length: 3000 }, (_, i) => line(i)).join('');
    expect(Buffer.byteLength(text)).toBeGreaterThan(4 * 64 * 1024);
    const mine = rows(text);
    expect(mine).toHaveLength(3000);
    expect(mine).toEqual(library(text));
  });

  it('refuses an unclosed quote, a quote inside an unquoted cell and text after a closing quote', () => {
    for (const bad of ['a,b\r\n"open,x\r\n', 'a,b\r\nx"y,z\r\n', 'a,b\r\n"q"x,z\r\n']) {
      expect(() => rows(bad)).toThrow(ImportFileError);
      expect(() => rows(bad)).toThrow(/^The file is not valid CSV: /);
    }
  });
});
