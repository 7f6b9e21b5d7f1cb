import { StringDecoder } from 'node:string_decoder';
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

/** Bytes decoded at a time: the parser holds one slice and the record it is in, never the whole text. */
const CHUNK = 64 * 1024;
/** The longest record accepted (as csv-parse's max_record_size was). */
const MAX_RECORD = 1024 * 1024;

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

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

/**
 * RFC 4180 records of a UTF-8 buffer, decoded and parsed 64 KB at a time, synchronously (decision 155: the
 * async stream of csv-parse cost more than the checks). `"` quotes, `""` inside quotes, CRLF or LF, a
 * leading BOM dropped, blank lines skipped; a quote inside an unquoted cell, text after a closing quote and
 * an unclosed quote refuse the file. Cells stay text.
 */
export function* csvParse(body: Buffer): Generator<string[]> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let offset = 0;
  let final = false;
  let line = 1;
  const fail = (what: string): never => {
    throw new ImportFileError(M.malformed(`${what} (line ${line})`));
  };
  const more = () => {
    if (offset >= body.length) {
      if (!final) text += decoder.end();
      final = true;
      return;
    }
    text += decoder.write(body.subarray(offset, offset + CHUNK));
    offset += CHUNK;
  };
  more();
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let at = 0;
  for (;;) {
    // One record from `at`; if the text ends inside it, read more and parse it again from its start.
    const fields: string[] = [];
    let i = at;
    let complete = false;
    let lines = 0;
    let quotedAny = false;
    record: for (;;) {
      if (i >= text.length) break; // needs more text (or the file ends after a comma)
      if (text.charCodeAt(i) === QUOTE) {
        quotedAny = true;
        let value = '';
        let from = i + 1;
        for (;;) {
          const q = text.indexOf('"', from);
          if (q === -1) break record;
          if (q + 1 >= text.length && !final) break record;
          if (text.charCodeAt(q + 1) === QUOTE) {
            value += text.slice(from, q + 1);
            from = q + 2;
            continue;
          }
          value += text.slice(from, q);
          i = q + 1;
          break;
        }
        for (let k = value.indexOf('\n'); k !== -1; k = value.indexOf('\n', k + 1)) lines += 1;
        fields.push(value);
      } else {
        let j = i;
        for (; j < text.length; j++) {
          const c = text.charCodeAt(j);
          if (c === COMMA || c === CR || c === LF) break;
          if (c === QUOTE) fail('a quote inside an unquoted cell');
        }
        if (j >= text.length && !final) break;
        fields.push(text.slice(i, j));
        i = j;
      }
      if (i >= text.length) {
        if (!final) break;
        complete = true;
        break;
      }
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i += 1;
        if (i >= text.length && final) {
          fields.push('');
          complete = true;
          break;
        }
        continue;
      }
      if (c === CR) {
        if (i + 1 >= text.length && !final) break;
        i += text.charCodeAt(i + 1) === LF ? 2 : 1;
        complete = true;
        break;
      }
      if (c === LF) {
        i += 1;
        complete = true;
        break;
      }
      fail('text after a closing quote');
    }
    if (!complete) {
      if (final) {
        if (at >= text.length) return;
        fail('a quote is not closed');
      }
      if (text.length - at > MAX_RECORD) fail('a record longer than 1 MB');
      text = text.slice(at);
      at = 0;
      more();
      continue;
    }
    at = i;
    line += 1 + lines;
    if (fields.length === 1 && fields[0] === '' && !quotedAny) continue; // a blank line
    yield fields;
    if (at > CHUNK) {
      text = text.slice(at);
      at = 0;
    }
  }
}

/**
 * The file's records, parsed as a stream (one 64 KB slice and one record at a time are held, never the whole
 * table): the header goes to `onHeader`; a record with more or fewer cells than the header is handed on as a
 * ragged-row error rather than stopping the file.
 */
export function* csvRecords(
  body: Buffer,
  onHeader: (header: string[]) => void,
  onRagged: (error: ImportRowErrorDto) => void,
): Generator<CsvRecord> {
  let columns: string[] | null = null;
  let row = 0;
  for (const record of csvParse(body)) {
    row += 1;
    if (!columns) {
      onHeader(record);
      columns = record.map((c) => c.trim());
      continue;
    }
    if (record.length !== columns.length) {
      onRagged({ row, column: '', value: '', message: M.raggedRow(record.length, columns.length) });
      continue;
    }
    const cells: Record<string, string> = {};
    for (let i = 0; i < columns.length; i++) cells[columns[i]!] = record[i]!;
    yield { row, cells };
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
