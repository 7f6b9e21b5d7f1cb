// Realtime delivery latency (DESIGN §10: a notification reaches a connected pusher-js client in
// ≤ 50 ms p99 with 5,000 clients connected). One node on loopback; the 5,000 clients are raw `ws`
// sockets subscribed to their own private channel with a valid signature, plus one pusher-js client.
// Clients and server share this process, so the figures include the clients' own work.
// Run: npx tsx bench/realtime.bench.ts   (REALTIME_BENCH_CLIENTS overrides the client count)
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { createRealtimeServer } from '../apps/api/src/platform/realtime/index.ts';
import {
  connectClients,
  percentile,
  pusherClient,
  type ReceivedFrame,
  type RealtimeTarget,
} from './realtime-clients.ts';

const APP_KEY = 'bench-key';
const APP_SECRET = 'bench-secret';
const CLIENTS = Number(process.env.REALTIME_BENCH_CLIENTS ?? 5000);
const TARGETED_MESSAGES = 2000;
const PUSHER_MESSAGES = 500;
const GROUP_SIZE = Math.min(500, CLIENTS);
const GROUP_MESSAGES = 100;
const BUDGET_P99_MS = 50;

// The whole run is bounded: a hang is a failure, not a wait.
const watchdog = setTimeout(() => {
  console.error('realtime bench: timed out after 180 s');
  process.exit(2);
}, 180_000);

const sent = new Map<string, number>();
const latencies = { targeted: [] as number[], pusher: [] as number[], group: [] as number[] };

function summary(name: string, values: number[], expected: number): { p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const [p50, p99, max] = [percentile(sorted, 50), percentile(sorted, 99), sorted.at(-1) ?? NaN];
  console.log(
    `${name.padEnd(44)} received ${String(values.length).padStart(6)}/${expected}` +
      `  p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  max ${max.toFixed(2)} ms`,
  );
  return { p99: values.length === expected ? p99 : Number.POSITIVE_INFINITY };
}

/** A bench message received by a raw client: its latency, under the channel it came on. */
function onBenchFrame(frame: ReceivedFrame, received: number): void {
  if (frame.event !== 'bench' || frame.data === undefined) return;
  const { id } = JSON.parse(frame.data) as { id: string };
  const start = sent.get(id);
  if (start !== undefined)
    (frame.channel === 'private-team.1' ? latencies.group : latencies.targeted).push(
      received - start,
    );
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

  const target: RealtimeTarget = { port, appKey: APP_KEY, appSecret: APP_SECRET };

  const connectStart = performance.now();
  const sockets = await connectClients(
    target,
    CLIENTS,
    (index) => [`private-user.${index}`, ...(index < GROUP_SIZE ? ['private-team.1'] : [])],
    onBenchFrame,
  );
  const connectMs = performance.now() - connectStart;

  const pusher = pusherClient(target);
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
