/**
 * Issue 27 scale-out on PostgreSQL + Redis + S3 (s3rver), in a fresh database dropped at the end:
 * (a) the quote-to-bind flow (create a package, save its proposal, submit → quoted, read it, bind) by
 *     BENCH_USERS concurrent brokers' sessions for BENCH_SECONDS, against ONE API node without Redis,
 *     ONE node in cluster mode, then TWO nodes through a round-robin proxy (written here, in this process);
 * (b) cross-node cache invalidation: a broadcast from a third subscriber acknowledged by both nodes
 *     (their caches cleared), idle and while (a) loads them.
 * Nodes are real `apps/api/src/main.ts` processes (NODE_ENV=production, CLUSTER=true); the load generator,
 * the proxy and s3rver share this process. On the 2-core machine every part competes for the same cores.
 * Run: npx tsx bench/cluster.bench.ts (env: BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_SECONDS, BENCH_USERS).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { generateSecret } from '../apps/api/src/platform/secrets.ts';
import { connectInvalidationBus } from '../apps/api/src/platform/cluster/invalidation-bus.ts';
import { silentLogger } from '../apps/api/src/platform/realtime/logger.ts';
import {
  piQuoteProposal,
  riskPaths,
  riskWorld,
} from '../apps/api/src/modules/risks/risks.test-support.ts';
import type { TestServer } from '../apps/api/test/harness.ts';
import { TestClient } from '../apps/api/test/client.ts';
import { buildUser, TEST_PASSWORD } from '../apps/api/test/factories.ts';
import { addUserToCompany } from '../apps/api/src/modules/companies/memberships.repository.ts';
import { startS3Server } from '../apps/api/test/s3-server.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 8);
const dbName = `turbine_bench_cluster_${Date.now()}`;
const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
const mainTs = fileURLToPath(new URL('../apps/api/src/main.ts', import.meta.url));

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const fmt = (n: number) => n.toFixed(1);

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`node at ${url} exited ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`node at ${url} did not become healthy`);
}

function startApiNode(env: Record<string, string>, port: number): ChildProcess {
  const child = spawn(process.execPath, [tsx, mainTs], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Round-robin HTTP proxy over the nodes, keep-alive to each. */
async function startProxy(targets: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

interface Broker {
  client: TestClient;
  companyId: number;
}

/** BENCH_USERS brokers' sessions looping the quote-to-bind flow for `seconds`. */
async function load(url: string, brokers: Broker[], productPackageId: number, seconds: number) {
  const flows: number[] = [];
  const requests: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const timed = async <T extends { status: number }>(p: Promise<T>, ok: number) => {
    const t = performance.now();
    const r = await p;
    requests.push(performance.now() - t);
    if (r.status !== ok)
      throw new Error(`answered ${r.status}: ${JSON.stringify(r).slice(0, 300)}`);
    return r;
  };
  await Promise.all(
    brokers.map(async (b) => {
      const client = new TestClient(url);
      for (const name of ['turbine_session', 'XSRF-TOKEN'])
        client.setCookie(name, b.client.cookie(name)!);
      const paths = riskPaths(b.companyId);
      while (performance.now() < until) {
        const start = performance.now();
        try {
          const created = await timed(
            client.post<{ id: number; risks: { id: number }[] }>(paths.risks, {
              productPackageId,
              insured: { name: `Bench ${randomUUID().slice(0, 8)}` },
            }),
            201,
          );
          const pkg = created.body.id;
          const risk = created.body.risks[0]!.id;
          await timed(client.put(paths.proposal(pkg, risk), { proposal: piQuoteProposal }), 200);
          await timed(client.post(paths.action(pkg, risk, 'submit'), {}), 200);
          await timed(client.get(paths.pkg(pkg)), 200);
          await timed(
            client.json(
              'POST',
              paths.action(pkg, risk, 'bind'),
              { declarationConfirmed: true },
              {
                headers: { 'Idempotency-Key': randomUUID() },
              },
            ),
            200,
          );
          flows.push(performance.now() - start);
        } catch (error) {
          failures++;
          if (failures <= 3) console.error('  flow failed:', (error as Error).message);
        }
      }
    }),
  );
  flows.sort((x, y) => x - y);
  requests.sort((x, y) => x - y);
  return {
    flowsPerSecond: flows.length / seconds,
    flows: flows.length,
    failures,
    flowP50: pct(flows, 50),
    flowP99: pct(flows, 99),
    reqP50: pct(requests, 50),
    reqP99: pct(requests, 99),
  };
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const s3 = await startS3Server();
  const children: ChildProcess[] = [];
  const prefix = `turbine-bench:${randomUUID()}`;
  const env = {
    NODE_ENV: 'production',
    CLUSTER: 'true',
    HOST: '127.0.0.1',
    DATABASE_URL: withDb(baseUrl, dbName),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    ...s3.env,
    APP_KEY: generateSecret(),
    PUSHER_APP_SECRET: generateSecret(),
    TWO_FACTOR_KEY: generateSecret(),
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    PASSWORD_EXPIRY_DAYS: '0',
    LOGIN_MAX_ATTEMPTS: '1000',
    DATA_DIR: '/tmp/turbine-bench-cluster',
  };
  try {
    const [portA, portB] = [await freePort(), await freePort()];
    const urlA = `http://127.0.0.1:${portA}`;
    const urlB = `http://127.0.0.1:${portB}`;
    // First one node without Redis (no cross-node invalidation), for the cost of the cluster machinery.
    const solo = startApiNode({ ...env, CLUSTER: 'false', REDIS_URL: '' }, portA);
    children.push(solo);
    await waitHealthy(urlA, solo);

    // The world (companies, products, authority, brokers) through the app's own code on the same database.
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 4 });
    const config = loadConfig({
      ...env,
      DATA_DIR: '/tmp/turbine-bench-cluster-setup',
      REDIS_URL: undefined,
      CLUSTER: 'false',
    });
    const { app, ctx } = await buildApp({ config, database, logger: false });
    const w = await riskWorld({ ctx, baseUrl: urlA } as TestServer);
    const brokers: Broker[] = [];
    for (let i = 0; i < USERS; i++) {
      const user = await buildUser(ctx);
      await addUserToCompany(ctx.db, user.id, w.broker.company.id, w.broker.company.adminRoleId);
      const client = new TestClient(urlA);
      await client.login(user.email, TEST_PASSWORD);
      await client.csrf();
      brokers.push({ client, companyId: w.broker.company.id });
    }
    console.log(
      `quote-to-bind, ${USERS} concurrent brokers, ${SECONDS} s each (after 2 s of warm-up); nodes NODE_ENV=production`,
    );
    const report = (label: string, r: Awaited<ReturnType<typeof load>>) =>
      console.log(
        `${label.padEnd(28)} ${fmt(r.flowsPerSecond)} flows/s (${r.flows}, ${r.failures} failed), flow p50 ${fmt(r.flowP50)} ms p99 ${fmt(r.flowP99)} ms; request p50 ${fmt(r.reqP50)} ms p99 ${fmt(r.reqP99)} ms`,
      );
    let node = solo;
    /** One node on port A (restarted with `nodeEnv`), warmed up 2 s, then loaded. */
    const onePhase = async (label: string, nodeEnv: Record<string, string> | null) => {
      if (nodeEnv) {
        node.kill('SIGTERM');
        await new Promise((r) => node.once('exit', r));
        node = startApiNode(nodeEnv, portA);
        children.push(node);
        await waitHealthy(urlA, node);
      }
      await load(urlA, brokers, w.productPackageId, 2);
      const r = await load(urlA, brokers, w.productPackageId, SECONDS);
      report(label, r);
      // One client's writes one after another on the idle node: what the invalidation adds to a write.
      const client = new TestClient(urlA);
      for (const name of ['turbine_session', 'XSRF-TOKEN'])
        client.setCookie(name, brokers[0]!.client.cookie(name)!);
      const writes: number[] = [];
      for (let i = 0; i < 300; i++) {
        const t = performance.now();
        await client.put('/user/theme', { theme: i % 2 ? 'dark' : 'light' });
        if (i >= 50) writes.push(performance.now() - t);
      }
      writes.sort((x, y) => x - y);
      console.log(
        `${''.padEnd(28)} idle node, one client, PUT /user/theme: p50 ${pct(writes, 50).toFixed(2)} ms p90 ${pct(writes, 90).toFixed(2)} ms (250 after 50)`,
      );
      return r;
    };
    const soloEnv = { ...env, CLUSTER: 'false', REDIS_URL: '' };
    await onePhase('one node, no Redis:', null);
    await onePhase('one node, CLUSTER=true:', env);
    // The same first configuration again: how much the figures drift as the tables grow and the machine varies.
    await onePhase('one node, no Redis (again):', soloEnv);
    await onePhase('one node, CLUSTER=true (again):', env);

    children.push(startApiNode(env, portB));
    await waitHealthy(urlB, children.at(-1)!);
    const proxy = await startProxy([urlA, urlB]);
    const bus = await connectInvalidationBus({
      redisUrl,
      prefix,
      logger: silentLogger,
      onInvalidate: () => undefined,
      onLinkChange: () => undefined,
      ackTimeoutMs: 1000,
    });
    await load(proxy.url, brokers, w.productPackageId, 2);
    // Invalidation broadcasts every 50 ms while the two nodes are loaded.
    const busy: number[] = [];
    let loading = true;
    const sampler = (async () => {
      while (loading) {
        const r = await bus.broadcast();
        if (r.nodes === 2 && !r.timedOut) busy.push(r.ms);
        await new Promise((res) => setTimeout(res, 50));
      }
    })();
    const two = await load(proxy.url, brokers, w.productPackageId, SECONDS);
    loading = false;
    await sampler;
    report('two nodes via proxy:', two);
    const idle: number[] = [];
    for (let i = 0; i < 500; i++) {
      const r = await bus.broadcast();
      if (r.nodes === 2 && !r.timedOut) idle.push(r.ms);
    }
    for (const list of [idle, busy]) list.sort((x, y) => x - y);
    console.log(
      `invalidation acknowledged by both nodes: idle n=${idle.length} p50 ${idle.length ? pct(idle, 50).toFixed(2) : '-'} ms p99 ${pct(idle, 99).toFixed(2)} ms max ${idle.at(-1)?.toFixed(2)} ms; ` +
        `under the two-node load n=${busy.length} p50 ${pct(busy, 50).toFixed(2)} ms p99 ${pct(busy, 99).toFixed(2)} ms max ${busy.at(-1)?.toFixed(2)} ms`,
    );
    await bus.close();
    proxy.close();
    await app.close();
    await database.close();
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
    await s3.close();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
