import {
  extractorColumnGroups,
  extractorColumnLabels,
  type ExtractorColumn,
  type ExtractorDefinition,
  type ExtractorFormat,
} from '@turbine/domain';

/** The extractor form's values: Mantine selects hold ids as strings. */
export interface ExtractorFormValues {
  dateFrom: string | null;
  dateTo: string | null;
  columns: string[];
  productVersionId: string | null;
  answers: string[];
  transactionTypes: string[];
  productIds: string[];
  brokerageIds: string[];
  format: ExtractorFormat;
}

/** What a new extract starts with: the policy's reference, parties, dates and gross premium. */
export const defaultColumns: ExtractorColumn[] = [
  'reference',
  'transactionType',
  'insured',
  'broker',
  'boundAt',
  'inceptionDate',
  'grossPremium',
];

/** The column picker's grouped options (risk, parties, transaction, premium lines, dates). */
export const columnOptions = extractorColumnGroups.map((g) => ({
  group: g.label,
  items: g.columns.map((c) => ({ value: c, label: extractorColumnLabels[c] })),
}));

const ids = (values: string[]) => values.map(Number);

/** The definition the form describes (its dates aside). */
export function definitionOf(v: ExtractorFormValues): ExtractorDefinition {
  return {
    columns: v.columns as ExtractorColumn[],
    productVersionId: v.productVersionId ? Number(v.productVersionId) : null,
    answers: v.productVersionId ? v.answers : [],
    transactionTypes: ids(v.transactionTypes),
    productIds: ids(v.productIds),
    brokerageIds: ids(v.brokerageIds),
    format: v.format,
  };
}

/** The form's values of a saved definition; the dates stay as they are (§5: not saved). */
export function valuesOf(d: ExtractorDefinition): Omit<ExtractorFormValues, 'dateFrom' | 'dateTo'> {
  return {
    columns: [...d.columns],
    productVersionId: d.productVersionId === null ? null : String(d.productVersionId),
    answers: [...d.answers],
    transactionTypes: d.transactionTypes.map(String),
    productIds: d.productIds.map(String),
    brokerageIds: d.brokerageIds.map(String),
    format: d.format,
  };
}
