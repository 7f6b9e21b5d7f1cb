import { spawn, type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A second server started the way `npm start` starts it: no ROOT_HOST (so `localhost`, whose
 * subdomains cannot share a cookie), development mode, demo data. Journeys that must hold on the
 * defaults run against it; the suite's own server keeps its cookie-sharing `turbine.test` root.
 */
export interface DefaultServer {
  port: number;
  origin: (handle?: string) => string;
  stop: () => Promise<void>;
}

/** A port the OS has just handed out and released. */
export function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/** Waits (at most 2 minutes) for the server's /ready, failing at once if the process exits. */
export async function waitReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

/** Starts the API + built web app with `npm start`'s defaults on a free port. */
export async function startDefaultServer(): Promise<DefaultServer> {
  const port = freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'turbine-e2e-default-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const k of ['ROOT_HOST', 'PUBLIC_URL', 'NODE_ENV', 'HOST', 'SEED_DEMO', 'E2E_PORT'])
    delete env[k];
  env.LOG_LEVEL = 'warn';
  const child = spawn(
    process.execPath,
    ['../node_modules/tsx/dist/cli.mjs', '../apps/api/src/main.ts'],
    { env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitReady(port, child);
  return {
    port,
    origin: (handle) => `http://${handle ? `${handle}.` : ''}localhost:${port}`,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
