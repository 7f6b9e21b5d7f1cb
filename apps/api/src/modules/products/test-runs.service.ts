import {
  Messages,
  type ExpectedOutputs,
  type RatingContextBody,
  type TestCaseBody,
  type TestCaseResultDto,
  type TestRunDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { epoch } from './products.presenter.ts';
import { insertTestRun, listTestRunRows, type RunRow } from './test-runs.repository.ts';
import { loadVersionParts, type VersionParts } from './rating-version.ts';
import { rateOnVersion } from './rating.service.ts';
import { diffCase } from './test-diff.ts';
import {
  deleteChild,
  findChild,
  insertChild,
  listChildren,
  updateChild,
  type ChildRow,
} from './version-children.repository.ts';
import { editableVersion, versionOf, type VersionRef } from './version-guard.ts';
import type { VersionRow } from './versions.repository.ts';

type CaseRow = ChildRow<'testCase'>;

/** A saved test case as the API returns it. */
export const presentTestCase = (c: CaseRow) => ({
  id: c.id,
  name: c.name,
  proposal: c.proposal as Record<string, unknown>,
  context: c.context as RatingContextBody,
  expected: c.expected as ExpectedOutputs,
});

const presentRun = (r: RunRow): TestRunDto => ({
  id: r.id,
  versionId: r.versionId,
  passed: r.passed,
  total: r.total,
  failed: r.failed,
  results: r.results as TestCaseResultDto[],
  createdAt: epoch(r.createdAt),
  createdBy: r.createdByUserId,
});

/** A version's test cases. */
export async function listTestCases(ctx: AppContext, scope: CompanyScope, ref: VersionRef) {
  const v = await versionOf(ctx.db, scope, ref);
  return { data: (await listChildren(ctx.db, 'testCase', v.id)).map(presentTestCase) };
}

/** Creates (id null) or replaces a test case; cases are part of the version, so they follow its edit rule. */
export async function saveTestCase(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  id: number | null,
  body: TestCaseBody,
) {
  try {
    return await inTransaction(ctx, async (tx) => {
      const v = await editableVersion(tx, scope, ref);
      const before = id === null ? null : await findChild(tx, 'testCase', scope.id, v.id, id);
      if (id !== null && !before) throw new AppError('NOT_FOUND');
      const same = (await listChildren(tx, 'testCase', v.id)).find(
        (c) => c.name.toLowerCase() === body.name.toLowerCase() && c.id !== id,
      );
      if (same) throw fieldError('name', Messages.nameInUse);
      const values = { ...body, companyId: scope.id, versionId: v.id };
      const row =
        id === null
          ? await insertChild(tx, 'testCase', values)
          : await updateChild(tx, 'testCase', id, values);
      await recordEvent(tx, {
        entityType: 'product_test_case',
        entityId: row.id,
        action: id === null ? 'created' : 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ? presentTestCase(before) : undefined,
        after: presentTestCase(row),
      });
      return presentTestCase(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'product_test_cases_version_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/** Deletes a test case. */
export async function deleteTestCase(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  id: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const v = await editableVersion(tx, scope, ref);
    const before = await findChild(tx, 'testCase', scope.id, v.id, id);
    if (!before) throw new AppError('NOT_FOUND');
    await deleteChild(tx, 'testCase', id);
    await recordEvent(tx, {
      entityType: 'product_test_case',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: presentTestCase(before),
    });
  });
}

/** Rates every case and compares; a case with no `today` is rated as of its inception date so it stays stable. */
export function runCases(
  v: VersionRow,
  parts: VersionParts,
  cases: CaseRow[],
): TestCaseResultDto[] {
  return cases.map((c) => {
    const context = c.context as RatingContextBody;
    const outcome = rateOnVersion(
      v,
      parts,
      c.proposal as Record<string, unknown>,
      context,
      context.inceptionDate,
    );
    if (!outcome.ok) {
      const detail = Object.entries(outcome.errors)
        .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
        .join('; ');
      return {
        testCaseId: c.id,
        name: c.name,
        passed: false,
        error: detail || outcome.message,
        diff: [],
      };
    }
    const diff = diffCase(c.expected as ExpectedOutputs, outcome.result);
    return {
      testCaseId: c.id,
      name: c.name,
      passed: diff.every((d) => d.passed),
      error: null,
      diff,
    };
  });
}

/** Stores a run's results in the caller's transaction, with its audit event. */
export async function storeRun(
  tx: Executor,
  actor: Actor,
  scope: CompanyScope,
  v: VersionRow,
  results: TestCaseResultDto[],
): Promise<TestRunDto> {
  const failed = results.filter((r) => !r.passed).length;
  const row = await insertTestRun(tx, {
    companyId: scope.id,
    versionId: v.id,
    passed: failed === 0,
    total: results.length,
    failed,
    results,
    createdByUserId: actor.user.id,
  });
  await recordEvent(tx, {
    entityType: 'product_test_run',
    entityId: row.id,
    action: 'created',
    actorUserId: actor.user.id,
    companyId: scope.id,
    after: { versionId: v.id, total: results.length, failed },
  });
  return presentRun(row);
}

/** Runs all test cases of a version (POST …/test-runs) and stores the run with a diff per case. */
export async function runTests(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<TestRunDto> {
  return inTransaction(ctx, async (tx) => {
    const v = await versionOf(tx, scope, ref);
    const [parts, cases] = await Promise.all([
      loadVersionParts(tx, v.id),
      listChildren(tx, 'testCase', v.id),
    ]);
    return storeRun(tx, actor, scope, v, runCases(v, parts, cases));
  });
}

/** Past runs of a version, newest first (the last 50). */
export async function listTestRuns(
  ctx: AppContext,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<{ data: TestRunDto[] }> {
  const v = await versionOf(ctx.db, scope, ref);
  return { data: (await listTestRunRows(ctx.db, v.id)).map(presentRun) };
}
