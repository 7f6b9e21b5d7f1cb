import { describe, expect, it } from 'vitest';
import Fastify, { LogController } from 'fastify';
import { formatLogLine, registerRequestLog } from './request-log.ts';

// Issue 19 item 10: `npm start` logs readable lines, one per request, none for its own seeding.
describe('development log lines', () => {
  it('turns a pino JSON line into one readable line', () => {
    const time = new Date(2026, 0, 2, 9, 5, 7).getTime();
    const line = formatLogLine(
      JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', reqId: 'r', msg: 'slow', ms: 12 }),
    );
    expect(line).toBe('09:05:07 WARN  slow ms=12');
    expect(line).not.toContain('{');
  });

  it('logs one line per request and nothing for injected (seeding) requests', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.get('/ping', async () => ({ ok: true }));
    app.get('/assets/app.js', async () => 'js');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const requestLines = () =>
      lines.map((l) => JSON.parse(l) as { msg: string }).filter((l) => l.msg.startsWith('GET'));
    await app.inject({ method: 'GET', url: '/ping' });
    expect(requestLines()).toHaveLength(0);
    await fetch(`http://127.0.0.1:${port}/assets/app.js`);
    await fetch(`http://127.0.0.1:${port}/ping?x=1`);
    await app.close();
    const requests = lines
      .map((l) => JSON.parse(l) as { msg: string })
      .filter((l) => l.msg.startsWith('GET'));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.msg).toMatch(/^GET \/ping 200 \d+ ms$/);
  });
});
