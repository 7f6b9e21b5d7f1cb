import { IMPORT_ERROR_LIMIT, ImportMessages as M, type ImportRowErrorDto } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { existingReferences } from './catalogue.repository.ts';
import { checkHeader, csvRecords, ImportFileError } from './csv-records.ts';
import { ImportCatalogue } from './import-catalogue.ts';
import { PolicySequence, type Policy } from './policy-sequence.ts';
import { checkRow } from './row-check.ts';

/** Rows between two progress reports. */
export const PROGRESS_EVERY = 5000;
/** Rows of complete policies handed on at a time: their references are looked up, then they are written. */
export const POLICY_BATCH = 1000;

export interface CheckOutcome {
  rows: number;
  transactions: number;
  policies: number;
  errorCount: number;
  /** The first IMPORT_ERROR_LIMIT, in row order of discovery. */
  errors: ImportRowErrorDto[];
  /** A file-level refusal (header, CSV syntax, no rows): no row was checked past it. */
  fileMessage: string | null;
}

/** Receives complete, checked policies, about POLICY_BATCH rows at a time, while the file has no error. */
export type PolicySink = (policies: Policy[]) => Promise<void>;

/**
 * One streamed pass over a file (decisions 128, 155): each row on its own (types, dates, decimals, names
 * known in this company, premiums adding up), each policy's order, and each batch of new references against
 * the company's policies. Complete policies go to `sink` (the import's writer) a batch at a time as long as
 * no error has been found; after the first error the rest is still checked, and nothing more is handed on.
 * What is held: the catalogue, the current policy, one batch, and 16 bytes a reference (`KeySet`).
 */
export async function checkFile(
  db: Executor,
  companyId: number,
  body: Buffer,
  now: number,
  progress: (rows: number) => Promise<void>,
  sink?: PolicySink,
): Promise<CheckOutcome> {
  const out: CheckOutcome = {
    rows: 0,
    transactions: 0,
    policies: 0,
    errorCount: 0,
    errors: [],
    fileMessage: null,
  };
  const add = (errors: ImportRowErrorDto[]) => {
    out.errorCount += errors.length;
    for (const e of errors) if (out.errors.length < IMPORT_ERROR_LIMIT) out.errors.push(e);
  };
  const catalogue = await ImportCatalogue.load(db, companyId, []);
  const sequence = new PolicySequence();
  let ready: Policy[] = [];
  let readyRows = 0;
  const flush = async () => {
    if (!ready.length) return;
    const found = await existingReferences(
      db,
      companyId,
      ready.map((p) => p.rows[0]!.key),
    );
    if (found.size)
      add(
        ready
          .map((p) => p.rows[0]!)
          .filter((r) => found.has(r.key))
          .map((r) => ({
            row: r.row,
            column: 'reference',
            value: r.reference,
            message: M.duplicateInCompany,
          })),
      );
    if (sink && out.errorCount === 0) await sink(ready);
    ready = [];
    readyRows = 0;
  };
  const complete = (policy: Policy | null) => {
    if (!policy) return;
    ready.push(policy);
    readyRows += policy.rows.length;
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
    for (const { row, cells } of records) {
      out.rows += 1;
      const { value, errors } = checkRow(cells, row, catalogue, now);
      if (errors.length) add(errors);
      if (value) {
        const order = sequence.accept(value, cells);
        if (order.errors.length) add(order.errors);
        else out.transactions += 1;
        complete(order.completed);
      }
      if (readyRows >= POLICY_BATCH) await flush();
      if (out.rows % PROGRESS_EVERY === 0) await progress(out.rows);
    }
    complete(sequence.finish());
    await flush();
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    out.fileMessage = error.message;
  }
  if (!out.fileMessage && out.rows === 0) out.fileMessage = M.noRows;
  out.policies = sequence.count;
  return out;
}
