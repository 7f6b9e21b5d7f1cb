import { IMPORT_ERROR_LIMIT, ImportMessages as M, type ImportRowErrorDto } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { existingReferences } from './catalogue.repository.ts';
import { checkHeader, csvRecords, ImportFileError } from './csv-records.ts';
import { ImportCatalogue } from './import-catalogue.ts';
import { PolicySequence, type PolicySummary } from './policy-sequence.ts';
import { checkRow, type CheckedRow } from './row-check.ts';

/** Rows between two progress reports, and new references looked up in the company at a time. */
export const PROGRESS_EVERY = 5000;
const LOOKUP_BATCH = 1000;

export interface CheckOutcome {
  rows: number;
  transactions: number;
  policies: Map<string, PolicySummary>;
  errorCount: number;
  /** The first IMPORT_ERROR_LIMIT, in row order of discovery. */
  errors: ImportRowErrorDto[];
  /** A file-level refusal (header, CSV syntax, no rows): no row was checked past it. */
  fileMessage: string | null;
  catalogue: ImportCatalogue | null;
}

/**
 * The check of a whole file (decision 128), streamed: each row on its own (types, dates, decimals, names
 * known in this company, premiums adding up), each policy's order, and each new reference against the
 * company's existing policies in batches. Nothing is written.
 */
export async function checkFile(
  db: Executor,
  companyId: number,
  body: Buffer,
  now: number,
  progress: (rows: number) => Promise<void>,
): Promise<CheckOutcome> {
  const out: CheckOutcome = {
    rows: 0,
    transactions: 0,
    policies: new Map(),
    errorCount: 0,
    errors: [],
    fileMessage: null,
    catalogue: null,
  };
  const add = (errors: ImportRowErrorDto[]) => {
    out.errorCount += errors.length;
    for (const e of errors) if (out.errors.length < IMPORT_ERROR_LIMIT) out.errors.push(e);
  };
  const catalogue = await ImportCatalogue.load(db, companyId, []);
  const sequence = new PolicySequence();
  let pending: CheckedRow[] = [];
  const lookUp = async () => {
    const found = await existingReferences(
      db,
      companyId,
      pending.map((r) => r.key),
    );
    add(
      pending
        .filter((r) => found.has(r.key))
        .map((r) => ({
          row: r.row,
          column: 'reference',
          value: r.reference,
          message: M.duplicateInCompany,
        })),
    );
    pending = [];
  };
  try {
    const records = csvRecords(
      body,
      (header) => {
        const { proposalColumns } = checkHeader(header);
        catalogue.proposalColumns.push(...proposalColumns);
      },
      (ragged) => {
        out.rows += 1;
        add([ragged]);
      },
    );
    for await (const { row, cells } of records) {
      out.rows += 1;
      const { value, errors } = checkRow(cells, row, catalogue, now);
      add(errors);
      if (value) {
        const isNew = !sequence.policies.has(value.key);
        const order = sequence.accept(value, cells);
        add(order);
        if (!order.length) {
          out.transactions += 1;
          if (isNew) pending.push(value);
        }
      }
      if (pending.length >= LOOKUP_BATCH) await lookUp();
      if (out.rows % PROGRESS_EVERY === 0) await progress(out.rows);
    }
    await lookUp();
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    out.fileMessage = error.message;
  }
  if (!out.fileMessage && out.rows === 0) out.fileMessage = M.noRows;
  out.policies = sequence.policies;
  out.catalogue = catalogue;
  return out;
}
