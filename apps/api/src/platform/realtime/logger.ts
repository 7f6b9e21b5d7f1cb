// The slice of a pino/Fastify logger the realtime server uses, so `app.log` can be passed as is.

/** Structured logger: an object of fields first, then a message. */
export interface RealtimeLogger {
  debug(fields: object, message?: string): void;
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

const noop = (): void => undefined;

/** Drops everything; the default when no logger is given. */
export const silentLogger: RealtimeLogger = { debug: noop, info: noop, warn: noop, error: noop };
