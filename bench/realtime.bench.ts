// Realtime delivery latency (DESIGN §10: a notification reaches a connected pusher-js client in
// ≤ 50 ms p99 with 5,000 clients connected). One node on loopback; the 5,000 clients are raw `ws`
// sockets subscribed to their own private channel with a valid signature, plus one pusher-js client.
// Clients and server share this process, so the figures include the clients' own work.
// Run: npx tsx bench/realtime.bench.ts   (REALTIME_BENCH_CLIENTS overrides the client count)
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import Pusher from 'pusher-js';
import { WebSocket } from 'ws';
import { createRealtimeServer, signChannel } from '../apps/api/src/platform/realtime/index.ts';

const APP_KEY = 'bench-key';
const APP_SECRET = 'bench-secret';
const CLIENTS = Number(process.env.REALTIME_BENCH_CLIENTS ?? 5000);
const TARGETED_MESSAGES = 2000;
const PUSHER_MESSAGES = 500;
const GROUP_SIZE = Math.min(500, CLIENTS);
const GROUP_MESSAGES = 100;
const BUDGET_P99_MS = 50;
const CONNECT_BATCH = 250;

// The whole run is bounded: a hang is a failure, not a wait.
const watchdog = setTimeout(() => {
  console.error('realtime bench: timed out after 180 s');
  process.exit(2);
}, 180_000);

const sent = new Map<string, number>();
const latencies = { targeted: [] as number[], pusher: [] as number[], group: [] as number[] };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

function summary(name: string, values: number[], expected: number): { p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const [p50, p99, max] = [percentile(sorted, 50), percentile(sorted, 99), sorted.at(-1) ?? NaN];
  console.log(
    `${name.padEnd(44)} received ${String(values.length).padStart(6)}/${expected}` +
      `  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  max ${max.toFixed(2)} ms`,
  );
  return { p99: values.length === expected ? p99 : Number.POSITIVE_INFINITY };
}

interface BenchFrame {
  event: string;
  channel?: string;
  data?: string;
}

/** Opens one raw client, subscribes it to its private channel (and the group) with valid auth. */
function connectClient(port: number, index: number): Promise<WebSocket> {
  const ws = new WebSocket(
    `ws://127.0.0.1:${port}/app/${APP_KEY}?protocol=7&client=bench&version=1`,
  );
  const channels = [`private-user.${index}`, ...(index < GROUP_SIZE ? ['private-team.1'] : [])];
  return new Promise((resolve, reject) => {
    let pending = channels.length;
    ws.on('error', reject);
    ws.on('message', (raw: Buffer) => {
      const received = performance.now();
      const frame = JSON.parse(raw.toString('utf8')) as BenchFrame;
      if (frame.event === 'bench' && frame.data !== undefined) {
        const { id } = JSON.parse(frame.data) as { id: string };
        const start = sent.get(id);
        if (start !== undefined) {
          (frame.channel === 'private-team.1' ? latencies.group : latencies.targeted).push(
            received - start,
          );
        }
      } else if (frame.event === 'pusher:connection_established' && frame.data !== undefined) {
        const { socket_id: socketId } = JSON.parse(frame.data) as { socket_id: string };
        for (const channelName of channels) {
          const { auth } = signChannel({
            socketId,
            channelName,
            appKey: APP_KEY,
            appSecret: APP_SECRET,
          });
          ws.send(
            JSON.stringify({ event: 'pusher:subscribe', data: { channel: channelName, auth } }),
          );
        }
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        pending -= 1;
        if (pending === 0) resolve(ws);
      } else if (frame.event === 'pusher:ping') {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      } else if (frame.event === 'pusher:subscription_error') {
        reject(new Error(`subscription refused: ${raw.toString('utf8')}`));
      }
    });
  });
}

async function waitForCount(
  read: () => number,
  expected: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (read() < expected && Date.now() < deadline) await sleep(20);
}

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  // Every client connects from 127.0.0.1: the per-address limits (decision 101) are sized for the bench,
  // so they stay on (their bookkeeping is measured) without refusing its own clients.
  const realtime = createRealtimeServer({
    appKey: APP_KEY,
    appSecret: APP_SECRET,
    addressLimits: {
      maxConnectionsPerAddress: CLIENTS + 10,
      maxAnonymousPerAddress: CLIENTS + 10,
      maxNewConnectionsPerMinute: CLIENTS + 10,
    },
  });
  realtime.attach(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const { port } = address;

  const connectStart = performance.now();
  const sockets: WebSocket[] = [];
  for (let first = 0; first < CLIENTS; first += CONNECT_BATCH) {
    const batch = Array.from(
      { length: Math.min(CONNECT_BATCH, CLIENTS - first) },
      (_, k) => first + k,
    );
    sockets.push(...(await Promise.all(batch.map((index) => connectClient(port, index)))));
  }
  const connectMs = performance.now() - connectStart;

  const pusher = new Pusher(APP_KEY, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        callback(
          null,
          signChannel({ socketId, channelName, appKey: APP_KEY, appSecret: APP_SECRET }),
        ),
    },
  });
  const pusherChannel = pusher.subscribe('private-user.pusher');
  await new Promise((resolve) => pusherChannel.bind('pusher:subscription_succeeded', resolve));
  pusherChannel.bind('bench', ({ id }: { id: string }) => {
    const start = sent.get(id);
    if (start !== undefined) latencies.pusher.push(performance.now() - start);
  });

  const stats = realtime.stats();
  const rssMb = process.memoryUsage().rss / 2 ** 20;
  console.log(
    `connected ${stats.connections} sockets (${stats.subscriptions} subscriptions, ${stats.channels} channels)` +
      ` in ${(connectMs / 1000).toFixed(1)} s; rss ${rssMb.toFixed(0)} MB`,
  );

  // Targeted notifications, as the platform sends them: one user channel each, ~1,000/s.
  for (let n = 0; n < TARGETED_MESSAGES; n += 1) {
    const id = `t${n}`;
    const user = Math.floor(Math.random() * CLIENTS);
    sent.set(id, performance.now());
    await realtime.publish(`private-user.${user}`, 'bench', { id, type: 'notification' });
    if (n % 10 === 9) await sleep(10);
  }
  for (let n = 0; n < PUSHER_MESSAGES; n += 1) {
    const id = `p${n}`;
    sent.set(id, performance.now());
    await realtime.publish('private-user.pusher', 'bench', { id, type: 'notification' });
    if (n % 10 === 9) await sleep(10);
  }
  for (let n = 0; n < GROUP_MESSAGES; n += 1) {
    const id = `g${n}`;
    sent.set(id, performance.now());
    await realtime.publish('private-team.1', 'bench', { id });
    await sleep(20);
  }
  await waitForCount(() => latencies.targeted.length, TARGETED_MESSAGES, 10_000);
  await waitForCount(() => latencies.pusher.length, PUSHER_MESSAGES, 10_000);
  await waitForCount(() => latencies.group.length, GROUP_MESSAGES * GROUP_SIZE, 10_000);

  console.log(`publish → receipt latency with ${stats.connections} connected clients:`);
  const targeted = summary(
    'raw ws, one private user channel',
    latencies.targeted,
    TARGETED_MESSAGES,
  );
  const viaPusher = summary('pusher-js client', latencies.pusher, PUSHER_MESSAGES);
  summary(
    `one channel, ${GROUP_SIZE} subscribers (per receipt)`,
    latencies.group,
    GROUP_MESSAGES * GROUP_SIZE,
  );

  pusher.disconnect();
  for (const ws of sockets) ws.terminate();
  await app.close();
  clearTimeout(watchdog);

  const worst = Math.max(targeted.p99, viaPusher.p99);
  const verdict = worst <= BUDGET_P99_MS ? 'within' : 'OVER';
  console.log(
    `budget: p99 ≤ ${BUDGET_P99_MS} ms to a notification client → ${verdict} (${worst.toFixed(2)} ms)`,
  );
  process.exitCode = worst <= BUDGET_P99_MS ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
