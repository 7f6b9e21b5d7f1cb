import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../src/platform/config.ts';
import { connectionLimitsOf, openDatabase } from '../src/platform/db/client.ts';
import { TestClient } from './client.ts';
import { listenTestServer, type TestServer } from './harness.ts';
import { withDatabase } from './global-setup.ts';

const apiDir = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** A dedicated PostgreSQL database copied from the run's migrated template (crash tests own theirs). */
export async function createDedicatedDatabase(url: string, label: string): Promise<string> {
  const name = `turbine_t_${process.ppid}_${process.pid}_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  return withDatabase(url, name);
}

/** The environment both the in-process set-up server and the child API run with. */
export function childEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PASSWORD_EXPIRY_DAYS: '0',
    SESSION_CACHE_MS: '0',
    LOGIN_MAX_ATTEMPTS: '1000',
    RUN_WORKERS: 'false',
  };
}

/** An in-process server on the dedicated database, to build the world through the API before the child runs. */
export async function startSetupServer(env: Record<string, string>): Promise<TestServer> {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    ...connectionLimitsOf(config, 'turbine-crash-setup'),
  });
  return listenTestServer({ config, database, logger: false });
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

const started = new Set<ChildProcess>();

/** SIGKILLs every child API this file started that is still running (a test's afterAll). */
export function killAllChildren(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
}

export interface ChildApi {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the child wrote (for a failing test's message). */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/** `node --import tsx src/main.ts` as a child process (the real entry point), resolved once `/health` answers. */
export async function startChildApi(env: Record<string, string>): Promise<ChildApi> {
  const port = await freePort();
  // Node itself with tsx's loader (not the tsx CLI, which forks a second process a kill would orphan).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 25_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`child API exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`child API did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    baseUrl,
    output: () => output,
    kill: async (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}

/** The same signed-in user (session and XSRF cookies) talking to another server. */
export function sameUserOn(client: TestClient, baseUrl: string): TestClient {
  const moved = new TestClient(baseUrl);
  for (const name of ['turbine_session', 'XSRF-TOKEN']) {
    const value = client.cookie(name);
    if (value !== undefined) moved.setCookie(name, value);
  }
  return moved;
}
