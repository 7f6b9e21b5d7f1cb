import { databaseFailureOf } from './db/errors.ts';

interface ProcessLog {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
  fatal(data: object, message: string): void;
}

/** Process-level log lines before (and besides) Fastify's logger: one JSON line on stderr. */
export const stderrProcessLog: ProcessLog = {
  info: (data, msg) => console.error(JSON.stringify({ level: 'info', msg, ...data })),
  error: (data, msg) => console.error(JSON.stringify({ level: 'error', msg, ...withError(data) })),
  fatal: (data, msg) => console.error(JSON.stringify({ level: 'fatal', msg, ...withError(data) })),
};

/** An `err` that is an Error keeps its message and stack in the JSON line (JSON.stringify drops them). */
function withError(data: object): object {
  const err = (data as { err?: unknown }).err;
  return err instanceof Error ? { ...data, err: { message: err.message, stack: err.stack } } : data;
}

/**
 * This process's lifecycle as the readiness probe reads it: once a stop signal arrives the node answers
 * `/health/ready` 503 so a load balancer takes it out of rotation while it finishes what it holds.
 */
export const processState = { draining: false };

/**
 * Stops the process cleanly on SIGINT/SIGTERM (the API and the worker process; decision 110): readiness
 * turns 503 at once, the node keeps serving for `drainDelayMs` (for the load balancer to notice), then
 * `close` stops accepting, finishes requests in flight, closes websockets with 4200 (reconnect) and
 * drains the pool. Past `graceMs` it exits 1 anyway, so a stuck connection never keeps it alive.
 */
export function stopOnSignals(options: {
  log: ProcessLog;
  message: string;
  close: () => Promise<void>;
  graceMs?: number;
  drainDelayMs?: number;
}): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    processState.draining = true;
    options.log.info({ signal }, options.message);
    const timer = setTimeout(
      () => {
        options.log.error(
          { signal },
          'shutdown grace period over: exiting with requests in flight',
        );
        process.exit(1);
      },
      (options.drainDelayMs ?? 0) + (options.graceMs ?? 15_000),
    );
    timer.unref();
    if (options.drainDelayMs) await new Promise((r) => setTimeout(r, options.drainDelayMs));
    try {
      await options.close();
    } catch (error) {
      options.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * The process-level safety net (issue 23): nothing fails silently. A promise rejected with no handler is
 * logged and the process carries on (the request it belonged to has already been answered or timed out).
 * An exception nobody caught leaves the process in an unknown state: it is logged as fatal and the process
 * exits 1 for its supervisor to restart it, unless it is a lost database or Redis connection, which the
 * pools recover from on their own (README "Running in production").
 */
export function installProcessSafetyNet(log: ProcessLog): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (error, origin) => {
    if (databaseFailureOf(error) === 'unavailable' || isNetworkError(error)) {
      log.error({ err: error, origin }, 'connection error (recovering)');
      return;
    }
    log.fatal({ err: error, origin }, 'uncaught exception: exiting');
    process.exitCode = 1;
    // Let the log line reach its stream, then go.
    setTimeout(() => process.exit(1), 100).unref();
  });
}

function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && ['ECONNRESET', 'EPIPE', 'ECONNREFUSED'].includes(code);
}
