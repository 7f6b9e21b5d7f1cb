import { D } from './decimal.ts';
import { RatingError, type SourcePosition } from './errors.ts';
import { BLANK, compareValues, text, toNumber, valuesEqual, num, type Value } from './values.ts';
import type { Budget } from './env.ts';

/** A rating table: named columns and rows of cells (numbers, text or empty). */
export interface Dataset {
  readonly name: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number | null)[])[];
}

/** Converts a dataset cell; JS numbers become decimals through their shortest text form. */
export function cellValue(cell: string | number | null | undefined): Value {
  if (cell === null || cell === undefined) return BLANK;
  if (typeof cell === 'number') return num(new D(String(cell)));
  return text(cell);
}

/** Datasets of one rate() call by name, with lookups. Built per call so stale caches are impossible. */
export class DatasetIndex {
  private readonly byName = new Map<string, Dataset>();
  /** Cells converted to values on first use, once per call. */
  private readonly converted = new Map<string, readonly (readonly Value[])[]>();

  constructor(datasets: readonly Dataset[]) {
    for (const dataset of datasets) this.byName.set(dataset.name, dataset);
  }

  /** Names of all datasets, for editors. */
  names(): string[] {
    return [...this.byName.keys()];
  }

  /** The value in valueColumn of the first row whose keyColumn equals key, or undefined. */
  lookup(request: TableRequest, key: Value, budget: Budget): Value | undefined {
    const { rows, keyIndex, valueIndex } = this.resolve(request);
    for (const row of rows) {
      budget.spend(request.position);
      if (valuesEqual(row[keyIndex] ?? BLANK, key)) return row[valueIndex] ?? BLANK;
    }
    return undefined;
  }

  /** Banded lookup: the row with the largest lower bound that is <= value (rows may be in any order). */
  band(request: TableRequest, value: Value, budget: Budget): Value | undefined {
    const { rows, keyIndex, valueIndex } = this.resolve(request);
    const target = toNumber(value, request.position);
    let best: { lower: Value; row: readonly Value[] } | undefined;
    for (const row of rows) {
      budget.spend(request.position);
      const lower = row[keyIndex] ?? BLANK;
      if (lower.kind === 'blank') continue;
      const order = compareValues(lower, num(target));
      if (order === undefined) {
        throw new RatingError(
          'TYPE_ERROR',
          `Band column "${request.keyColumn}" holds a non-number`,
          {
            position: request.position,
          },
        );
      }
      if (order <= 0 && (best === undefined || (compareValues(lower, best.lower) ?? 0) > 0))
        best = { lower, row };
    }
    return best === undefined ? undefined : (best.row[valueIndex] ?? BLANK);
  }

  private resolve(request: TableRequest): {
    rows: readonly (readonly Value[])[];
    keyIndex: number;
    valueIndex: number;
  } {
    const dataset = this.byName.get(request.dataset);
    if (dataset === undefined) {
      throw new RatingError('UNKNOWN_DATASET', `Unknown dataset "${request.dataset}"`, {
        position: request.position,
      });
    }
    let rows = this.converted.get(dataset.name);
    if (rows === undefined) {
      rows = dataset.rows.map((row) => row.map(cellValue));
      this.converted.set(dataset.name, rows);
    }
    return {
      rows,
      keyIndex: columnIndex(dataset, request.keyColumn, request.position),
      valueIndex: columnIndex(dataset, request.valueColumn, request.position),
    };
  }
}

/** Which table and columns a LOOKUP or BAND reads. */
export interface TableRequest {
  readonly dataset: string;
  readonly keyColumn: string;
  readonly valueColumn: string;
  readonly position: SourcePosition;
}

function columnIndex(dataset: Dataset, column: string, position: SourcePosition): number {
  const index = dataset.columns.indexOf(column);
  if (index < 0) {
    throw new RatingError('UNKNOWN_COLUMN', `Dataset "${dataset.name}" has no column "${column}"`, {
      position,
    });
  }
  return index;
}

/** Problems in a dataset's shape, found when a version is checked. */
export function datasetIssues(dataset: Dataset): string[] {
  const issues: string[] = [];
  if (new Set(dataset.columns).size !== dataset.columns.length)
    issues.push('has duplicate column names');
  dataset.rows.forEach((row, index) => {
    if (row.length !== dataset.columns.length)
      issues.push(`row ${index + 1} has ${row.length} cells, expected ${dataset.columns.length}`);
    if (row.some((cell) => typeof cell === 'number' && !Number.isFinite(cell)))
      issues.push(`row ${index + 1} holds a non-finite number`);
  });
  return issues;
}
