import { checkFormulaSet, type Dataset, type FormulaIssue } from '@turbine/rating';
import type { Executor } from '../../platform/db/client.ts';
import { loadVersionParts, toRatingVersion } from './rating-version.ts';
import { publishedVersionRows } from './versions.repository.ts';

const keyOf = (i: FormulaIssue) => `${i.code}|${i.source ?? ''}|${i.path ?? ''}|${i.message}`;

/**
 * What a change to the company's datasets would break in its live and locked versions (risks are rated
 * on them and they cannot be edited): each such version is checked by the engine with the company
 * datasets as they are and as they would be; issues that only the change brings are returned as
 * "Product {productId} version {n}: {source}: {message}". A version whose own dataset shadows the name is unaffected.
 * The datasets module receives this check at registration (it comes before products, decision 094).
 */
export async function publishedVersionBreaks(
  db: Executor,
  companyId: number,
  change: (datasets: Dataset[]) => Dataset[],
): Promise<string[]> {
  const broken: string[] = [];
  for (const version of await publishedVersionRows(db, companyId)) {
    const parts = await loadVersionParts(db, version.id);
    const before = new Set(checkFormulaSet(toRatingVersion(version, parts)).issues.map(keyOf));
    const after = checkFormulaSet(
      toRatingVersion(version, { ...parts, companyDatasets: change(parts.companyDatasets ?? []) }),
    ).issues;
    for (const issue of after) {
      if (!before.has(keyOf(issue)))
        broken.push(
          `Product ${version.productId} version ${version.versionNumber}: ${issue.source ? `${issue.source}: ` : ''}${issue.message}`,
        );
    }
  }
  return broken;
}
