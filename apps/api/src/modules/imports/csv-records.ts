import { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import {
  ImportMessages as M,
  importColumns,
  PROPOSAL_COLUMN_PREFIX,
  type ImportRowErrorDto,
} from '@turbine/domain';

/** A file-level refusal: the file cannot be read row by row (header, CSV syntax). */
export class ImportFileError extends Error {}

/** One data record: its row (the header is row 1) and its cells by column name. */
export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
}

const CHUNK = 64 * 1024;

/** The checked header: the file's column names in order and its proposal-answer columns. */
export function checkHeader(header: string[]): { columns: string[]; proposalColumns: string[] } {
  const columns = header.map((h) => h.trim());
  const known = new Set(importColumns.map((c) => c.name));
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const c of columns) (seen.has(c) ? repeated : seen).add(c);
  const missing = importColumns.filter((c) => !seen.has(c.name)).map((c) => c.name);
  const unknown = columns.filter(
    (c) =>
      !known.has(c) &&
      !(c.startsWith(PROPOSAL_COLUMN_PREFIX) && c.length > PROPOSAL_COLUMN_PREFIX.length),
  );
  const problems = [
    missing.length ? M.missingColumns(missing) : '',
    unknown.length ? M.unknownColumns(unknown) : '',
    repeated.size ? M.duplicateColumns([...repeated]) : '',
  ].filter(Boolean);
  if (problems.length) throw new ImportFileError(problems.join(' '));
  return { columns, proposalColumns: columns.filter((c) => c.startsWith(PROPOSAL_COLUMN_PREFIX)) };
}

/**
 * The file's records, parsed as a stream (csv-parse over 64 KB slices of the upload: one record at a time is
 * held, never the whole table). A UTF-8 BOM is dropped; blank lines are skipped; a record with more or fewer
 * cells than the header is handed on as a ragged-row error rather than stopping the file. Cells stay text.
 */
export async function* csvRecords(
  body: Buffer,
  onHeader: (header: string[]) => void,
  onRagged: (error: ImportRowErrorDto) => void,
): AsyncGenerator<CsvRecord> {
  const source = Readable.from(
    (function* () {
      for (let at = 0; at < body.length; at += CHUNK) yield body.subarray(at, at + CHUNK);
    })(),
  );
  const parser = source.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1024 * 1024,
    }),
  );
  let columns: string[] | null = null;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (!columns) {
        columns = record;
        onHeader(record);
        continue;
      }
      if (record.length !== columns.length) {
        onRagged({
          row,
          column: '',
          value: '',
          message: M.raggedRow(record.length, columns.length),
        });
        continue;
      }
      const cells: Record<string, string> = {};
      for (let i = 0; i < columns.length; i++) cells[columns[i]!.trim()] = record[i]!;
      yield { row, cells };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(M.malformed(`${error.message}`));
    throw error;
  } finally {
    source.destroy();
  }
  if (!columns) throw new ImportFileError(M.empty);
}

/** An upper bound of the file's data rows (its line ends), for the progress bar before the parse. */
export function estimateRows(body: Buffer): number {
  let lines = 0;
  for (let at = body.indexOf(10); at !== -1; at = body.indexOf(10, at + 1)) lines += 1;
  const last = body.length > 0 && body[body.length - 1] !== 10 ? 1 : 0;
  return Math.max(0, lines + last - 1);
}
