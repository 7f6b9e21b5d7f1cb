import type { JobRunDto, JobRunState } from '@turbine/domain';
import type { JobRunRow } from './job-runs.tables.ts';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** A tracked job as the API answers and pushes it (decision 106). */
export function presentJobRun(row: JobRunRow): JobRunDto {
  const percent =
    row.state === 'succeeded'
      ? 100
      : row.total === null
        ? null
        : row.total === 0
          ? 0
          : Math.min(100, Math.floor((row.done * 100) / row.total));
  return {
    id: row.id,
    kind: row.kind,
    companyId: row.companyId,
    userId: row.userId,
    state: row.state as JobRunState,
    percent,
    done: row.done,
    total: row.total,
    failureReason: row.failureReason,
    result:
      row.state === 'succeeded' && row.resultKey && row.resultName
        ? { name: row.resultName, url: `/jobs/${row.id}/result` }
        : null,
    attempts: row.attempts,
    createdAt: epoch(row.createdAt)!,
    startedAt: epoch(row.startedAt),
    finishedAt: epoch(row.finishedAt),
  };
}
