import type { UploadPolicy } from '../../platform/files/upload-guard.ts';

/** The answer to an empty CSV file. */
export const CSV_EMPTY = 'The file is empty.';

/** A dataset import is a CSV file (§3 bulk import: CSV), checked by the one upload guard (decision 108). */
export const csvUpload: UploadPolicy = { types: ['text/csv'], emptyMessage: CSV_EMPTY };

/** Limits of a CSV dataset import (decision 060). */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;

export type CsvResult =
  { ok: true; header: string[]; rows: (string | null)[][] } | { ok: false; message: string };

/**
 * Parses RFC 4180 CSV: quoted fields with "" escapes, commas and newlines inside quotes, CRLF or LF line
 * ends, a leading UTF-8 BOM, blank lines skipped. The first record is the header. Empty cells are null
 * and every other cell stays text: numeric text compares and computes by value in the engine, and
 * nothing passes through a float.
 */
export function parseCsv(
  text: string,
  limits: { maxRows: number; maxColumns: number; maxCell: number },
): CsvResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    // A line with nothing on it is not a row of empty cells.
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  while (i < source.length) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"') {
      if (field.length > 0 || wasQuoted)
        return {
          ok: false,
          message: `Line ${records.length + 1}: a quote may only start a field.`,
        };
      quoted = true;
      wasQuoted = true;
    } else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      endRecord();
      if (c === '\r' && source[i + 1] === '\n') i++;
    } else if (wasQuoted)
      return { ok: false, message: `Line ${records.length + 1}: text after a closing quote.` };
    else field += c;
    if (records.length > limits.maxRows + 1)
      return { ok: false, message: `The file has more than ${limits.maxRows} rows.` };
    if (field.length > limits.maxCell)
      return {
        ok: false,
        message: `Line ${records.length + 1}: a cell is longer than ${limits.maxCell} characters.`,
      };
    i++;
  }
  if (quoted) return { ok: false, message: 'A quoted field is not closed.' };
  if (field.length > 0 || record.length > 0 || wasQuoted) endRecord();
  return shape(records, limits);
}

function shape(records: string[][], limits: { maxRows: number; maxColumns: number }): CsvResult {
  const [header, ...rows] = records;
  if (!header) return { ok: false, message: CSV_EMPTY };
  const columns = header.map((h) => h.trim());
  if (columns.some((h) => h === ''))
    return { ok: false, message: 'Every column needs a name in the first line.' };
  if (new Set(columns).size !== columns.length)
    return { ok: false, message: 'Duplicate values are not allowed' };
  if (columns.length > limits.maxColumns)
    return { ok: false, message: `The file has more than ${limits.maxColumns} columns.` };
  if (rows.length > limits.maxRows)
    return { ok: false, message: `The file has more than ${limits.maxRows} rows.` };
  for (const [index, row] of rows.entries()) {
    if (row.length !== columns.length)
      return {
        ok: false,
        message: `Line ${index + 2} has ${row.length} cells; expected ${columns.length}.`,
      };
  }
  return {
    ok: true,
    header: columns,
    rows: rows.map((row) => row.map((cell) => (cell === '' ? null : cell))),
  };
}
