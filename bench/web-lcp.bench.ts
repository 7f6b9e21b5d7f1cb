/**
 * Issue 18 (decision 134): Largest Contentful Paint of `/risks` and of a bound risk's page with Chromium's
 * CPU slowed 4× (DevTools protocol `Emulation.setCPUThrottlingRate`), against the built app served by a
 * real server with the demo data (embedded database, fresh data folder). Budget: LCP ≤ 1.5 s.
 * Run after `npm run build -w @turbine/web`: npx tsx bench/web-lcp.bench.ts
 * (env: LCP_PORT (8261), LCP_RUNS (5), CHROMIUM (/usr/bin/chromium)).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const PORT = Number(process.env.LCP_PORT ?? 8261);
const RUNS = Number(process.env.LCP_RUNS ?? 5);
const ROOT = 'turbine.test';
const origin = (sub?: string) => `http://${sub ? `${sub}.` : ''}${ROOT}:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'turbine-lcp-'));
const tsx = new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url).pathname;
const main = new URL('../apps/api/src/main.ts', import.meta.url).pathname;

const server = spawn(process.execPath, [tsx, main], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    ROOT_HOST: ROOT,
    PUBLIC_URL: origin(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    PASSWORD_EXPIRY_DAYS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
server.on('error', (error) => console.error('server', error));

/** Polls readiness for at most three minutes (demo data is seeded at the first start). */
async function ready() {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/ready`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become ready in 3 minutes');
}

/** One navigation's LCP (ms from navigation start) with the CPU slowed 4×, in a page of `context`. */
async function lcpOf(context: BrowserContext, url: string, waitFor: string): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = globalThis as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.getByText(waitFor).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1_000); // no later candidate: LCP settles when the content is there
  const lcp = await page.evaluate(() => (globalThis as unknown as { __lcp: number }).__lcp);
  await page.close();
  return Math.round(lcp);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--host-resolver-rules=MAP ${ROOT} 127.0.0.1, MAP *.${ROOT} 127.0.0.1`,
  ],
});
try {
  await ready();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin()}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('broker@demo.turbine.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('Turbine!Demo2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 60_000 });
  const risksUrl = `${origin('southerncross')}/risks`;
  await page.goto(risksUrl);
  const bound = await page.evaluate(async () => {
    const user = (await (await fetch('/user')).json()) as {
      roles: { companyId: number; company: { name: string } }[];
    };
    const company = user.roles.find((r) => r.company.name === 'Southern Cross Brokers')!.companyId;
    const list = (await (await fetch(`/companies/${company}/risks?status=7`)).json()) as {
      data: { id: number; reference: string }[];
    };
    return list.data[0]!;
  });
  await page.close();
  const targets = [
    ['/risks', risksUrl, bound.reference],
    ['a bound risk', `${origin('southerncross')}/risks/${bound.id}`, bound.reference],
  ] as const;
  const results: Record<string, { first: number; runs: number[]; median: number }> = {};
  const load = loadavg()[0]!.toFixed(1);
  for (const [label, url, text] of targets) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lcpOf(context, url, text));
    results[label] = { first: runs[0]!, runs, median: median(runs) };
    console.log(
      `LCP ${label} (CPU ×4): first ${runs[0]} ms, median ${median(runs)} ms of ${RUNS} [${runs.join(', ')}] — budget ≤ 1500 ms; load average ${load}`,
    );
  }
  console.log(JSON.stringify({ bench: 'web-lcp', cpuSlowdown: 4, load: Number(load), results }));
  await context.close();
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1_000));
  rmSync(dataDir, { recursive: true, force: true });
}
