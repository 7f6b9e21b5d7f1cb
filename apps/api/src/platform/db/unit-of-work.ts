import type { AppContext } from '../context.ts';
import type { Tx } from './client.ts';

export type AfterCommitTask = () => Promise<void> | void;

let afterCommitWorkDropped = false;

/**
 * Test hook of the crash tests (decision 105; `TEST_DROP_AFTER_COMMIT`, refused in production): from
 * now on this process commits but never runs after-commit work, as if it died right after each commit.
 * The outbox sweep and the mail flush of a restarted worker must then deliver what was committed.
 */
export function dropAfterCommitWork(): void {
  afterCommitWorkDropped = true;
}

/**
 * One business operation = one database transaction (DESIGN §5). Work that must only happen once the
 * data is committed (mail, notifications, realtime) is queued with `after` and runs after commit;
 * a rollback drops it.
 */
export async function inTransaction<T>(
  ctx: Pick<AppContext, 'db' | 'log'>,
  work: (tx: Tx, after: (task: AfterCommitTask) => void) => Promise<T>,
): Promise<T> {
  const tasks: AfterCommitTask[] = [];
  const result = await ctx.db.transaction((tx) => work(tx, (task) => tasks.push(task)));
  if (afterCommitWorkDropped) return result;
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      ctx.log.error({ err: error }, 'after-commit task failed');
    }
  }
  return result;
}
