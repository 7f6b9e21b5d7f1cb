import type {
  Dataset,
  PremiumSettings,
  PropertyFormula,
  RatingContext,
  RatingVersion,
  Rule,
  TaxRateRow,
  UnderwritingFormula,
  UnderwritingStep,
} from '@turbine/rating';
import type { RatingContextBody } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { companyDatasetsFor } from '../datasets/index.ts';
import { loadTaxTable } from '../taxes/index.ts';
import { listChildren, type ChildRow } from './version-children.repository.ts';
import { findVersionCompanyId, type VersionRow } from './versions.repository.ts';

/** The rows of a version the engine reads. */
export interface VersionParts {
  propertyFormulas: ChildRow<'propertyFormula'>[];
  underwritingFormulas: ChildRow<'underwritingFormula'>[];
  rules: ChildRow<'rule'>[];
  datasets: ChildRow<'dataset'>[];
  /** The company's datasets (decision 061); a version dataset of the same name wins. */
  companyDatasets?: Dataset[];
  /** The operator's AU/NZ tax table (decision 197); the rating engine reads no constants. */
  taxTable?: TaxRateRow[];
}

/** Loads the formulas, rules and datasets of a version. */
export async function loadVersionParts(db: Executor, versionId: number): Promise<VersionParts> {
  // Sequential: `db` may be a transaction, whose single connection must not run two queries at once.
  const propertyFormulas = await listChildren(db, 'propertyFormula', versionId);
  const underwritingFormulas = await listChildren(db, 'underwritingFormula', versionId);
  const rules = await listChildren(db, 'rule', versionId);
  const datasets = await listChildren(db, 'dataset', versionId);
  const companyId = await findVersionCompanyId(db, versionId);
  const companyDatasets = companyId === undefined ? [] : await companyDatasetsFor(db, companyId);
  const taxTable = await loadTaxTable(db);
  return { propertyFormulas, underwritingFormulas, rules, datasets, companyDatasets, taxTable };
}

/** A property formula row as the engine's definition. */
export function toPropertyFormula(
  r: Omit<ChildRow<'propertyFormula'>, 'id' | 'companyId' | 'versionId'>,
): PropertyFormula {
  return {
    name: r.name,
    title: r.title,
    ...(r.description ? { description: r.description } : {}),
    dataType: r.dataType as PropertyFormula['dataType'],
    formula: r.formula,
    kind: r.kind as PropertyFormula['kind'],
    overridable: r.overridable,
    required: r.required,
    showOnPremiumSummary: r.showOnPremiumSummary,
    showOnQuoteSummary: r.showOnQuoteSummary,
  };
}

/** An underwriting formula row as the engine's definition (its steps are checked by the engine). */
export function toUnderwritingFormula(r: {
  name: string;
  title: string | null;
  steps: unknown;
}): UnderwritingFormula {
  return {
    name: r.name,
    ...(r.title ? { title: r.title } : {}),
    steps: r.steps as readonly UnderwritingStep[],
  };
}

/** A rule row as the engine's definition. */
export function toRule(r: {
  id: number;
  name: string;
  condition: string;
  outcome: string;
  message: string;
  visibleToBroker: boolean;
  endorsementId: number | null;
}): Rule {
  return {
    id: r.id,
    name: r.name,
    condition: r.condition,
    outcome: r.outcome as Rule['outcome'],
    message: r.message,
    visibleToBroker: r.visibleToBroker,
    ...(r.endorsementId !== null ? { endorsementId: r.endorsementId } : {}),
  };
}

/** Everything of a version that rating needs (decision 010 `RatingVersion`). */
export function toRatingVersion(
  version: Pick<VersionRow, 'premium'>,
  parts: VersionParts,
): RatingVersion {
  const own = new Set(parts.datasets.map((d) => d.name));
  return {
    propertyFormulas: parts.propertyFormulas.map(toPropertyFormula),
    underwritingFormulas: parts.underwritingFormulas.map(toUnderwritingFormula),
    rules: parts.rules.map(toRule),
    datasets: [
      ...parts.datasets.map((d) => ({
        name: d.name,
        columns: d.columns as string[],
        rows: d.rows as (string | number | null)[][],
      })),
      ...(parts.companyDatasets ?? []).filter((d) => !own.has(d.name)),
    ],
    premium: version.premium as PremiumSettings,
  };
}

/** Today's calendar date in a time zone, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A calendar date plus whole months, clamped to the end of a shorter month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The engine's context from a request: the version's time zone, expiry = inception + default term,
 * effective = inception, and `today` as given, else `defaultToday` (a fixed date keeps test cases stable).
 */
export function ratingContextOf(
  body: RatingContextBody,
  version: Pick<VersionRow, 'timezone' | 'defaultTermMonths'>,
  defaultToday: string,
): RatingContext {
  return {
    transactionType: body.transactionType,
    inceptionDate: body.inceptionDate,
    expiryDate: body.expiryDate ?? addMonths(body.inceptionDate, version.defaultTermMonths),
    effectiveDate: body.effectiveDate ?? body.inceptionDate,
    timeZone: version.timezone,
    today: body.today ?? defaultToday,
    ...(body.overrides ? { overrides: body.overrides } : {}),
    ...(body.brokerCommissionPercent !== undefined
      ? { brokerCommissionPercent: body.brokerCommissionPercent }
      : {}),
    ...(body.administrationFee !== undefined ? { administrationFee: body.administrationFee } : {}),
    ...(body.brokerRating !== undefined ? { brokerRating: body.brokerRating } : {}),
    ...(body.clientRating !== undefined ? { clientRating: body.clientRating } : {}),
  };
}
