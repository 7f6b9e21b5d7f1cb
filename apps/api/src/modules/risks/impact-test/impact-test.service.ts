import {
  VersionStatus,
  type ImpactSummaryDto,
  type ImpactTestBody,
  type ImpactTestDto,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { presentJobRun } from '../../../platform/jobs/job-runs.presenter.ts';
import { versionOf } from '../../products/index.ts';
import { currentPublishedVersion } from '../catalogue.repository.ts';
import { IMPACT_TEST_JOB } from './impact-test.job.ts';
import {
  findImpactTest,
  insertImpactTest,
  listImpactTests,
  setImpactTestJob,
  type ImpactTestRow,
} from './impact-test.repository.ts';

type VersionRef = { productId: number; versionId: number };

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', { errors: { [field]: [message] } });

async function present(ctx: AppContext, row: ImpactTestRow): Promise<ImpactTestDto> {
  const job = row.jobRunId === null ? null : await ctx.trackedJobs.find(row.jobRunId);
  return {
    id: row.id,
    versionId: row.versionId,
    liveVersionId: row.liveVersionId,
    from: row.fromDate,
    to: row.toDate,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    job: job ? presentJobRun(job) : null,
    summary: (row.summary as ImpactSummaryDto | null) ?? null,
  };
}

/**
 * POST .../versions/{versionId}/impact-tests (decision 216): queues the re-rating of the live version's
 * policies bound in [from, to] on this draft. Only a draft is tested (a live version is the book itself);
 * a product with no live version has no book to test.
 */
export async function startImpactTest(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ref: VersionRef,
  body: ImpactTestBody,
): Promise<ImpactTestDto> {
  const draft = await versionOf(ctx.db, scope, ref);
  if (draft.status !== VersionStatus.Draft)
    throw invalid('status', 'Only a draft version can be impact-tested.');
  const live = await currentPublishedVersion(ctx.db, ref.productId);
  if (!live)
    throw invalid('status', 'The product has no live version whose policies could be re-rated.');
  const row = await insertImpactTest(ctx.db, {
    companyId: scope.id,
    versionId: draft.id,
    liveVersionId: live.id,
    fromDate: body.from,
    toDate: body.to,
    createdByUserId: actor.user.id,
  });
  const job = await ctx.trackedJobs.enqueue({
    kind: IMPACT_TEST_JOB,
    companyId: scope.id,
    userId: actor.user.id,
    data: { impactTestId: row.id },
  });
  await setImpactTestJob(ctx.db, row.id, job.id);
  return present(ctx, { ...row, jobRunId: job.id });
}

/** GET .../versions/{versionId}/impact-tests: the version's tests, newest first. */
export async function listVersionImpactTests(
  ctx: AppContext,
  scope: CompanyScope,
  ref: VersionRef,
): Promise<{ data: ImpactTestDto[] }> {
  const v = await versionOf(ctx.db, scope, ref);
  const rows = await listImpactTests(ctx.db, scope.id, v.id);
  const data: ImpactTestDto[] = [];
  for (const row of rows) data.push(await present(ctx, row));
  return { data };
}

/** GET .../impact-tests/{impactTestId}: one test with its job and, once done, its summary. */
export async function getImpactTest(
  ctx: AppContext,
  scope: CompanyScope,
  ref: VersionRef & { impactTestId: number },
): Promise<ImpactTestDto> {
  const v = await versionOf(ctx.db, scope, ref);
  const row = await findImpactTest(ctx.db, ref.impactTestId);
  if (!row || row.companyId !== scope.id || row.versionId !== v.id) throw new AppError('NOT_FOUND');
  return present(ctx, row);
}
