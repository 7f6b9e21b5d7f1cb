import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from './client.ts';

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

/** An enclosing transaction a request runs in (an Idempotency-Key's claim, decision 110). */
interface Enclosing {
  tx: Tx;
  tasks: AfterCommitTask[];
  open: boolean;
}

const enclosing = new AsyncLocalStorage<Enclosing>();

/**
 * One business operation = one database transaction (DESIGN §5). Work that must only happen once the
 * data is committed (mail, notifications, realtime) is queued with `after` and runs after commit;
 * a rollback drops it. Inside `inEnclosingTransaction` the operation is a savepoint of the enclosing
 * transaction and its after-commit work waits for that transaction's commit.
 */
export async function inTransaction<T>(
  ctx: Pick<AppContext, 'db' | 'log'>,
  work: (tx: Tx, after: (task: AfterCommitTask) => void) => Promise<T>,
): Promise<T> {
  const outer = enclosing.getStore();
  if (outer?.open) {
    // A savepoint rolled back (and caught by the caller) drops its tasks, as a rollback does.
    const queued: AfterCommitTask[] = [];
    const result = await outer.tx.transaction((tx) => work(tx as Tx, (task) => queued.push(task)));
    outer.tasks.push(...queued);
    return result;
  }
  const tasks: AfterCommitTask[] = [];
  const result = await ctx.db.transaction((tx) => work(tx, (task) => tasks.push(task)));
  await runAfterCommit(ctx, tasks);
  return result;
}

/**
 * Runs `work` in one transaction that every `inTransaction` inside it joins (as a savepoint), so what
 * `work` writes itself (an idempotency key and its answer) commits or vanishes with the business effect.
 * After-commit tasks run once, after the enclosing commit.
 */
export async function inEnclosingTransaction<T>(
  ctx: Pick<AppContext, 'db' | 'log'>,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const state: Enclosing = { tx: undefined as unknown as Tx, tasks: [], open: true };
  let result: T;
  try {
    result = await (ctx.db as Db).transaction((tx) =>
      enclosing.run(Object.assign(state, { tx }), () => work(tx)),
    );
  } finally {
    state.open = false;
  }
  await runAfterCommit(ctx, state.tasks);
  return result;
}

async function runAfterCommit(ctx: Pick<AppContext, 'log'>, tasks: AfterCommitTask[]) {
  if (afterCommitWorkDropped) return;
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      ctx.log.error({ err: error }, 'after-commit task failed');
    }
  }
}
