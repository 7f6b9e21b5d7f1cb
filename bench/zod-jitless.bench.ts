// What zod's jitless mode costs on the server (decision 108): the request schemas of packages/domain
// are parsed N times with compiled (JIT) object parsers and with jitless ones. Each mode runs in its own
// child process, because zod decides per object schema when the schema is built.
// Run: npx tsx bench/zod-jitless.bench.ts
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const WARM_UP = 2_000;
const RUNS = 20_000;

/** A product version with every setting, 20 fees and 10 taxes (PUT …/versions/{id}). */
const productVersion = {
  timezone: 'Australia/Sydney',
  bindTime: '16:00',
  expiryTimeMode: 'fixed',
  expiryTime: '16:00',
  futureInceptionDayLimit: 90,
  defaultTermMonths: 12,
  minTermMonths: 1,
  maxTermMonths: 18,
  maxBackdateDays: 30,
  maxDiscountPercent: '15.5',
  authorityLevel: 5,
  minUnderwriterAuthorityLevel: 3,
  currency: 'aud',
  autoAssignUnderwriterOnReferral: true,
  hideAssignedUnderwriterFromBrokers: false,
  ruleMessageVisibility: { decline: true, endorsement: true, referral: false },
  showQuoteSummaryPanel: true,
  premium: {
    basePremiumFormula: 'basePremium',
    commissionPercent: '17.5',
    fees: Array.from({ length: 20 }, (_, i) => ({ name: `Fee ${i}`, amount: `${i}5.50` })),
    taxes: Array.from({ length: 10 }, (_, i) => ({
      name: `Tax ${i}`,
      ratePercent: '10',
      base: i % 2 ? 'gross' : 'grossAndFees',
    })),
  },
};

/** A rate request with a 200-answer proposal and a full context (POST …/versions/{id}/rate). */
const rateRequest = {
  proposal: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`q${i}`, i % 3 ? i : 'yes'])),
  context: {
    transactionType: 'newBusiness',
    inceptionDate: '2026-12-01',
    expiryDate: '2027-12-01',
    effectiveDate: '2026-12-01',
    today: '2026-11-25',
    overrides: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, `${i}.5`])),
    brokerCommissionPercent: '12.5',
    administrationFee: '55.00',
  },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function child(mode: 'jit' | 'jitless'): Promise<void> {
  if (mode === 'jit') {
    // Keep zod's default (compiled parsers) even though packages/domain asks for jitless when it loads.
    Object.defineProperty(z.core.globalConfig, 'jitless', { get: () => false, set: () => {} });
  }
  const domain = await import('../packages/domain/src/index.ts');
  if (z.core.globalConfig.jitless !== (mode === 'jitless')) throw new Error(`not in ${mode} mode`);
  const cases: [string, z.ZodType, unknown][] = [
    ['productVersionBody', domain.productVersionBody, productVersion],
    ['rateBody', domain.rateBody, rateRequest],
  ];
  const results: Record<string, { median: number; p95: number; perSecond: number }> = {};
  for (const [name, schema, input] of cases) {
    const check = schema.safeParse(input);
    if (!check.success) throw new Error(`${name} does not parse: ${check.error.message}`);
    for (let i = 0; i < WARM_UP; i++) schema.safeParse(input);
    const times: number[] = [];
    const start = performance.now();
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      schema.safeParse(input);
      times.push(performance.now() - t);
    }
    const total = performance.now() - start;
    times.sort((a, b) => a - b);
    results[name] = {
      median: percentile(times, 50) * 1000,
      p95: percentile(times, 95) * 1000,
      perSecond: Math.round(RUNS / (total / 1000)),
    };
  }
  console.log(JSON.stringify(results));
}

function runChild(mode: 'jit' | 'jitless') {
  const run = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), mode],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as Record<
    string,
    { median: number; p95: number; perSecond: number }
  >;
}

const mode = process.argv[2];
if (mode === 'jit' || mode === 'jitless') await child(mode);
else {
  const jit = runChild('jit');
  const jitless = runChild('jitless');
  console.log(`zod parse, ${RUNS} runs after ${WARM_UP} warm-up (µs per parse)`);
  for (const name of Object.keys(jit)) {
    const a = jit[name]!;
    const b = jitless[name]!;
    console.log(
      `${name.padEnd(20)} JIT median ${a.median.toFixed(1)} p95 ${a.p95.toFixed(1)} (${a.perSecond}/s) · ` +
        `jitless median ${b.median.toFixed(1)} p95 ${b.p95.toFixed(1)} (${b.perSecond}/s) · ` +
        `jitless/JIT ${(b.median / a.median).toFixed(2)}×`,
    );
  }
}
