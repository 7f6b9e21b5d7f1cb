import type { z } from 'zod';
import {
  applyVersionAction,
  datasetBody,
  productRuleBody,
  productVersionBody,
  propertyFormulaBody,
  testCaseBody,
} from '@turbine/domain';
import type { Executor } from '../platform/db/client.ts';
import { formulaSetErrors } from '../modules/products/formula-check.ts';
import { settingsColumns } from '../modules/products/products.presenter.ts';
import { formProblems } from '../modules/products/proposal-form.ts';
import { loadVersionParts } from '../modules/products/rating-version.ts';
import { runCases } from '../modules/products/test-runs.service.ts';
import { insertTestRun } from '../modules/products/test-runs.repository.ts';
import { insertChild, listChildren } from '../modules/products/version-children.repository.ts';
import { assertAllowed, stateOf } from '../modules/products/version-guard.ts';
import {
  insertVersion,
  updateVersionRow,
  type VersionRow,
} from '../modules/products/versions.repository.ts';

type Json = Record<string, unknown>;

/** Everything of one demo product version, written as the API's request bodies (decision 060). */
export interface DemoVersionSpec {
  settings: z.input<typeof productVersionBody>;
  form: { schema: Json; layout: Json };
  datasets: z.input<typeof datasetBody>[];
  formulas: z.input<typeof propertyFormulaBody>[];
  rules: z.input<typeof productRuleBody>[];
  testCases: z.input<typeof testCaseBody>[];
}

/** Parses a body with the API's own schema, so demo data is exactly what the API would accept. */
export function accepted<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new Error(`Demo data refused (${what}): ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

/**
 * Writes a draft version as the designer's saves would (settings and form saved, so §4 "saved once"
 * holds), then publishes it through the same gate as POST …/publish: the engine's formula check over
 * the form's fields and every test case passing. A failure stops the seed instead of storing a live
 * version the API itself would refuse.
 */
export async function createPublishedVersion(
  tx: Executor,
  companyId: number,
  productId: number,
  spec: DemoVersionSpec,
  actorUserId: number | null,
): Promise<VersionRow> {
  const settings = settingsColumns(accepted(productVersionBody, spec.settings, 'version settings'));
  const problems = formProblems(spec.form.schema, spec.form.layout);
  if (problems.length) throw new Error(`Demo form refused: ${problems.join(' ')}`);
  const draft = await insertVersion(tx, {
    companyId,
    productId,
    versionNumber: 1,
    status: 'draft',
    savedOnce: true,
    ...settings,
    formSchema: spec.form.schema,
    formLayout: spec.form.layout,
  });
  const child = { companyId, versionId: draft.id };
  for (const d of spec.datasets)
    await insertChild(tx, 'dataset', {
      ...child,
      ...accepted(datasetBody, d, `dataset ${d.name}`),
    });
  for (const [i, f] of spec.formulas.entries())
    await insertChild(tx, 'propertyFormula', {
      ...child,
      ...accepted(propertyFormulaBody, { ...f, sortOrder: i }, `formula ${f.name}`),
    });
  for (const [i, r] of spec.rules.entries())
    await insertChild(tx, 'rule', {
      ...child,
      ...accepted(productRuleBody, { ...r, sortOrder: i }, `rule ${r.name}`),
    });
  for (const c of spec.testCases)
    await insertChild(tx, 'testCase', {
      ...child,
      ...accepted(testCaseBody, c, `test case ${c.name}`),
    });
  return publishChecked(tx, draft, actorUserId);
}

/** publishVersion's checks and state change (products/publish.service.ts), for a seed that has no HTTP actor. */
async function publishChecked(
  tx: Executor,
  draft: VersionRow,
  actorUserId: number | null,
): Promise<VersionRow> {
  assertAllowed(draft, 'publish');
  const parts = await loadVersionParts(tx, draft.id);
  const formulaErrors = formulaSetErrors(draft, parts);
  if (formulaErrors) throw new Error(`Demo formulas refused: ${JSON.stringify(formulaErrors)}`);
  const results = runCases(draft, parts, await listChildren(tx, 'testCase', draft.id));
  const failing = results.filter((r) => !r.passed);
  if (failing.length) throw new Error(`Demo test cases fail: ${JSON.stringify(failing)}`);
  // The passing run is kept as the evidence of publishing, as the API does.
  if (results.length) {
    await insertTestRun(tx, {
      companyId: draft.companyId,
      versionId: draft.id,
      passed: true,
      total: results.length,
      failed: 0,
      results,
      createdByUserId: actorUserId,
    });
  }
  const state = applyVersionAction(stateOf(draft), 'publish');
  return updateVersionRow(tx, draft.id, { status: state.status, publishedAt: new Date() });
}
