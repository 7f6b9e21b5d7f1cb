import { applyVersionAction, ProductMessages, type ProductVersionDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { formulaSetErrors } from './formula-check.ts';
import { presentVersion } from './products.presenter.ts';
import { loadVersionParts } from './rating-version.ts';
import { runCases, storeRun } from './test-runs.service.ts';
import { listChildren } from './version-children.repository.ts';
import { assertAllowed, stateOf, versionOf, type VersionRef } from './version-guard.ts';
import { updateVersionRow } from './versions.repository.ts';

/**
 * Publishes a draft (draft → live). §4: it must have been saved once. Its formula set must pass the
 * engine's check against the form's fields, and every saved test case must pass: a failing case
 * refuses publishing with the case names and their differences. The passing run is stored.
 */
export async function publishVersion(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<ProductVersionDto> {
  return inTransaction(ctx, async (tx) => {
    const before = await versionOf(tx, scope, ref, true);
    assertAllowed(before, 'publish');
    const parts = await loadVersionParts(tx, before.id);
    const formulaErrors = formulaSetErrors(before, parts);
    if (formulaErrors)
      throw new AppError('VALIDATION', {
        message: ProductMessages.formulasInvalid,
        errors: formulaErrors,
      });
    const results = runCases(before, parts, await listChildren(tx, 'testCase', before.id));
    const failing = results.filter((r) => !r.passed);
    if (failing.length) {
      const details = failing.map((r) => {
        const wrong = r.diff
          .filter((d) => !d.passed)
          .map(
            (d) =>
              `${d.field} expected ${JSON.stringify(d.expected)}, got ${JSON.stringify(d.actual)}`,
          );
        return `${r.name}: ${r.error ?? wrong.join('; ')}`;
      });
      throw new AppError('VALIDATION', {
        message: ProductMessages.testCasesFailed(failing.map((r) => r.name)),
        errors: { testCases: details },
      });
    }
    if (results.length) await storeRun(tx, actor, scope, before, results);
    const state = applyVersionAction(stateOf(before), 'publish');
    const v = await updateVersionRow(tx, before.id, {
      status: state.status,
      publishedAt: new Date(),
    });
    await recordEvent(tx, {
      entityType: 'product_version',
      entityId: v.id,
      action: 'published',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { status: before.status },
      after: { status: v.status, testCases: results.length },
    });
    return presentVersion(v);
  });
}
