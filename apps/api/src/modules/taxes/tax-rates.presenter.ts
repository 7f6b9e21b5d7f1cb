import type { TaxRateRow } from '@turbine/rating';
import type { TaxRateDto } from '@turbine/domain';
import type { TaxRateRecord } from './tax-rates.repository.ts';

/** numeric(9,6) and numeric(18,2) come back padded ("10.000000"): shown and rated without the padding. */
const plain = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

export function presentTaxRate(row: TaxRateRecord): TaxRateDto {
  return {
    id: row.id,
    jurisdiction: row.jurisdiction as TaxRateDto['jurisdiction'],
    kind: row.kind as TaxRateDto['kind'],
    classes: row.classes,
    rate: plain(row.rate),
    cap: row.cap,
    flat: row.flat,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    smallBusinessOnly: row.smallBusinessOnly,
    status: row.status as TaxRateDto['status'],
    source: row.source,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** A stored row as the engine's rate row. */
export function toEngineRow(row: TaxRateRecord): TaxRateRow {
  return {
    jurisdiction: row.jurisdiction as TaxRateRow['jurisdiction'],
    kind: row.kind as TaxRateRow['kind'],
    ...(row.classes.length > 0 ? { classes: row.classes as TaxRateRow['classes'] } : {}),
    rate: plain(row.rate),
    from: row.effectiveFrom,
    ...(row.effectiveTo !== null ? { to: row.effectiveTo } : {}),
    ...(row.cap !== null ? { cap: row.cap } : {}),
    ...(row.flat !== null ? { flat: row.flat } : {}),
    ...(row.smallBusinessOnly ? { when: 'smallBusiness' as const } : {}),
    status: row.status as TaxRateRow['status'],
  };
}
