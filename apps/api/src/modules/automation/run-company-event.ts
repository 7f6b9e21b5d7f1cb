import {
  Messages,
  actionOf,
  checkActionChain,
  eventPayloadType,
  valueFits,
  type AutomationEventId,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { findCompanyScope } from '../companies/index.ts';
import { findUserById, loadUserDto } from '../identity/index.ts';
import type { RunStep } from './automation.tables.ts';
import {
  eventOfCompany,
  failAbandonedRuns,
  lockRun,
  saveRun,
  staleQueuedRunIds,
  type RunRow,
} from './automation.repository.ts';
import { runAction, type ChainValue } from './event-actions.ts';

/** The job queue of delayed runs and of retries (pg-boss, exponential backoff). */
export const AUTOMATION_RUN_JOB = 'automation-run';
/** Attempts of a delayed run before it stays failed (then only a person retries it). */
export const RUN_RETRY_LIMIT = 5;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Takes a queued (or, for a job's retry, failed) run for this runner; null when another has it or it is done. */
async function claim(ctx: AppContext, runId: number, retryFailed: boolean): Promise<RunRow | null> {
  return inTransaction(ctx, async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run) return null;
    if (run.status !== 'queued' && !(retryFailed && run.status === 'failed')) return null;
    await saveRun(tx, runId, {
      status: 'running',
      attempts: run.attempts + 1,
      startedAt: new Date(),
      error: null,
    });
    return run;
  });
}

/** Who the actions act as: the user who last saved the company event, for its company. */
async function authorityOf(
  ctx: AppContext,
  userId: number | null,
  companyId: number,
): Promise<{ actor: Actor; scope: CompanyScope }> {
  const row = userId === null ? undefined : await findUserById(ctx.db, userId);
  if (!row) throw new Error('The user who saved this event no longer exists: save it again.');
  const scope = await findCompanyScope(ctx.db, companyId);
  if (!scope) throw new Error('The company no longer exists.');
  const user = await loadUserDto(ctx, ctx.db, row);
  return { actor: { user, sessionId: null, passwordExpired: false }, scope };
}

/**
 * Runs a company event's actions for one run (decision 177). The chain's types are checked again against
 * the event as it is now, and each value against the action it is handed to (§8's message). Each action
 * commits on its own; a failure stops the chain, and a retry resumes at the failed action with the value
 * the last done one produced. Returns the run's final status (null: not this runner's to run).
 */
export async function executeRun(
  ctx: AppContext,
  runId: number,
  opts: { retryFailed?: boolean } = {},
): Promise<'succeeded' | 'failed' | null> {
  const run = await claim(ctx, runId, opts.retryFailed ?? false);
  if (!run) return null;
  const started = Date.now();
  const steps: RunStep[] = run.steps.filter((s) => s.status === 'done');
  let error: string | null = null;
  try {
    const event = await eventOfCompany(ctx.db, run.companyId, run.companyEventId);
    if (!event) throw new Error('The company event no longer exists.');
    const kinds = event.actions.map((a) => a.kind);
    const chain = checkActionChain(event.event as AutomationEventId, kinds);
    if (chain.mismatchAt !== null)
      throw new Error(`${event.actions[chain.mismatchAt]!.name}: ${Messages.eventActionMismatch}`);
    const { actor, scope } = await authorityOf(ctx, event.updatedByUserId, event.companyId);
    // A retry resumes with what the last done action handed on.
    let value: ChainValue = steps.length
      ? (steps[steps.length - 1]!.output as ChainValue)
      : { ...run.payload, type: eventPayloadType(event.event as AutomationEventId) };
    for (let i = steps.length; i < event.actions.length; i++) {
      const action = event.actions[i]!;
      const t0 = Date.now();
      if (!valueFits(value.type, actionOf(action.kind).input)) {
        steps.push(failedStep(action, value, Messages.eventActionMismatch, t0));
        throw new Error(`${action.name}: ${Messages.eventActionMismatch}`);
      }
      try {
        const output = await runAction(
          { ctx, actor, scope, event: event.event, input: value },
          action,
        );
        steps.push({
          name: action.name,
          kind: action.kind,
          status: 'done',
          input: value,
          output,
          error: null,
          durationMs: Date.now() - t0,
        });
        value = output;
      } catch (e) {
        steps.push(failedStep(action, value, message(e), t0));
        throw new Error(`${action.name}: ${message(e)}`, { cause: e });
      }
    }
  } catch (e) {
    error = message(e);
  }
  const status = error === null ? 'succeeded' : 'failed';
  await saveRun(ctx.db, runId, {
    status,
    steps,
    error,
    durationMs: Date.now() - started,
    finishedAt: new Date(),
  });
  return status;
}

function failedStep(
  action: { name: string; kind: RunStep['kind'] },
  input: ChainValue,
  error: string,
  t0: number,
): RunStep {
  return {
    name: action.name,
    kind: action.kind,
    status: 'failed',
    input,
    output: null,
    error,
    durationMs: Date.now() - t0,
  };
}

/** Queues a run as a job after `delaySeconds`, retried with exponential backoff (decision 177). */
export async function scheduleRun(
  ctx: AppContext,
  runId: number,
  delaySeconds: number,
): Promise<void> {
  const id = await ctx.jobs.send(
    AUTOMATION_RUN_JOB,
    { runId },
    {
      startAfter: delaySeconds,
      singletonKey: `automation-run:${runId}`,
      retryLimit: RUN_RETRY_LIMIT,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 3600,
    },
  );
  if (id === null)
    ctx.log.warn({ runId }, 'automation run not queued (the job queue is not started)');
}

/** The job: runs it; a failure throws so pg-boss retries it later with backoff. */
export async function runJob(ctx: AppContext, runId: number): Promise<void> {
  const status = await executeRun(ctx, runId, { retryFailed: true });
  if (status === 'failed') throw new Error(`automation run ${runId} failed`);
}

/** The sweep's job (every minute). */
export const AUTOMATION_SWEEP_JOB = 'automation-sweep';
/** A queued run is taken by the sweep this long after it was due (its own runner had its chance). */
export const QUEUED_GRACE_SECONDS = 60;
/** A run `running` this long lost its process (an action's HTTP call or render takes far less). */
export const RUNNING_LEASE_SECONDS = 900;
export const AbandonedRunError =
  'The run was interrupted (its process stopped): retry it to resume at the action it was on.';

/**
 * Recovers what a dead process left (decision 205): queued runs past their time are run now (a synchronous
 * run whose request died between the delivery's commit and the run; a delayed run whose job was lost) —
 * the claim keeps a run from running twice; runs stuck `running` past the lease are failed, so a person
 * can retry them (an action may have half-run: resuming at it is a person's decision, not the sweep's).
 */
export async function sweepRuns(
  ctx: AppContext,
  opts: { graceSeconds?: number; leaseSeconds?: number } = {},
): Promise<{ ran: number[]; abandoned: number[] }> {
  const abandoned = await failAbandonedRuns(
    ctx.db,
    opts.leaseSeconds ?? RUNNING_LEASE_SECONDS,
    AbandonedRunError,
  );
  const ran: number[] = [];
  for (const id of await staleQueuedRunIds(ctx.db, opts.graceSeconds ?? QUEUED_GRACE_SECONDS, 100))
    if ((await executeRun(ctx, id)) !== null) ran.push(id);
  return { ran, abandoned };
}
