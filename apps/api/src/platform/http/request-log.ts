// How the server logs in development (issue 19 item 10): `npm start` prints readable lines, one per
// request at most, and nothing for the requests it makes to itself while seeding; production keeps
// pino's JSON lines (Fastify's own request logging) for log collectors.
import type { FastifyInstance } from 'fastify';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
const SKIPPED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

/** One pino JSON line as one readable line: time, level, message, then the remaining fields. */
export function formatLogLine(json: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now())
    .toTimeString()
    .slice(0, 8);
  const extras = Object.entries(entry)
    .filter(([k]) => !SKIPPED.has(k))
    .map(([k, v]) => {
      if (k === 'err' && v && typeof v === 'object' && 'stack' in v) return `\n${String(v.stack)}`;
      return `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
    });
  const label = LEVELS[level] ?? String(level);
  const shown = colour && COLOURS[level] ? `${COLOURS[level]}${label}\x1b[0m` : label;
  return [time, shown, String(entry.msg ?? ''), ...extras].join(' ').trimEnd();
}

/** A pino destination writing readable lines to stdout. */
export function readableLogStream(out: NodeJS.WriteStream = process.stdout) {
  return {
    write(line: string): void {
      out.write(`${formatLogLine(line, out.isTTY === true)}\n`);
    },
  };
}

/**
 * One line per finished request (method, path, status, time), instead of Fastify's two JSON lines;
 * requests the server injects into itself (the demo seed) and the web app's static files are not logged.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.headers['user-agent'] === 'lightMyRequest') return;
    // The web app's own files (hashed bundles) are noise unless they fail.
    if (reply.statusCode < 400 && /^\/(assets\/|favicon)/.test(request.url)) return;
    const ms = reply.elapsedTime.toFixed(0);
    const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${ms} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
}
