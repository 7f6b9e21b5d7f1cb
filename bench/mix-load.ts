/**
 * The load generator of bench/risks-mix.bench.ts, run as its own process (so it does not share the
 * server's event loop): autocannon with 50 connections whose every request is built by `setupRequest`, so
 * that no two requests of a run are the same (company, page, sort, status filter, search text; or user;
 * or package). Reads its spec as JSON from MIX_SPEC, prints autocannon's figures as JSON.
 */
import { createRequire } from 'node:module';
import { nameFirst, nameSecond } from './risks-data.ts';

export interface MixSpec {
  base: string;
  seconds: number;
  connections: number;
  kind: 'health' | 'list' | 'search' | 'user' | 'package' | 'hot';
  /** Acting companies (the agency and the brokers) with a signed-in member's cookie. */
  parties: { companyId: number; cookie: string }[];
  /** For 'user': one cookie per distinct user. */
  users: string[];
  /** For 'package': the agency (sees every package) and the id range of the packages. */
  packageIds: { min: number; max: number };
  seed: number;
}

interface Figures {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Request = { method: string; path?: string; headers?: Record<string, string> };
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; setupRequest: (req: Request) => Request }[];
}) => Promise<Figures>;

const spec = JSON.parse(process.env.MIX_SPEC!) as MixSpec;

// A small deterministic generator (mulberry32), so a run's request sequence can be replayed.
let state = spec.seed >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

// The list's sorts with an index (the premium sort sums other tables, decision 115: measured apart).
const sorts = ['updatedAt', 'reference', 'insuredName', 'inceptionDate', 'status'];
const statuses = ['', '', '', '1', '2', '3', '4', '5', '6', '7', '3,5', '1,2', '2,3,5'];

/** A fragment of 3+ characters a user would type: part of a reference, a name word, a name and number. */
function searchText(): string {
  const n = String(int(1, 100_000));
  switch (int(0, 4)) {
    case 0: // a reference's tail, e.g. "04242" or "BEN-00042"
      return n.length > 3
        ? n.slice(int(0, n.length - 3))
        : `BEN-${n.padStart(7, '0').slice(0, int(3, 6))}`;
    case 1: {
      const word = pick(nameFirst);
      const start = int(0, word.length - 3);
      return word.slice(start, start + int(3, word.length - start));
    }
    case 2:
      return `${pick(nameSecond)} ${n.slice(0, int(1, n.length))}`;
    case 3:
      return `${pick(nameFirst)} ${pick(nameSecond)}`;
    default:
      return n.padStart(3, '0');
  }
}

const seen = new Set<string>();
/** The next request never asked before in this run (a few tries; the space is far larger than a run). */
function distinct(make: () => { path: string; cookie: string }) {
  for (let i = 0; i < 50; i++) {
    const r = make();
    const key = `${r.cookie.slice(-12)} ${r.path}`;
    if (!seen.has(key)) {
      seen.add(key);
      return r;
    }
  }
  throw new Error('the request space is exhausted');
}

function listRequest(withSearch: boolean) {
  const party = pick(spec.parties);
  const q = new URLSearchParams();
  if (withSearch) {
    q.set('search', searchText());
    q.set('page', String(random() < 0.8 ? 1 : int(2, 5)));
  } else q.set('page', String(int(1, 50)));
  q.set('sort', pick(sorts));
  q.set('direction', random() < 0.5 ? 'asc' : 'desc');
  const status = withSearch && random() < 0.7 ? '' : pick(statuses);
  if (status) q.set('status', status);
  return { path: `/companies/${party.companyId}/risks?${q}`, cookie: party.cookie };
}

const agency = spec.parties[0]!;
const next: Record<MixSpec['kind'], () => { path: string; cookie: string }> = {
  health: () => ({ path: '/health', cookie: '' }),
  hot: () => ({ path: `/companies/${agency.companyId}/risks`, cookie: agency.cookie }),
  list: () => distinct(() => listRequest(false)),
  search: () => distinct(() => listRequest(true)),
  user: () => {
    const cookie = spec.users[seenUsers++ % spec.users.length]!;
    return { path: '/user', cookie };
  },
  package: () =>
    distinct(() => ({
      path: `/companies/${agency.companyId}/risks/${int(spec.packageIds.min, spec.packageIds.max)}`,
      cookie: agency.cookie,
    })),
};
let seenUsers = 0;

const result = await autocannon({
  url: spec.base,
  connections: spec.connections,
  duration: spec.seconds,
  requests: [
    {
      method: 'GET',
      setupRequest: (req) => {
        const r = next[spec.kind]();
        const headers: Record<string, string> = r.cookie ? { cookie: r.cookie } : {};
        return { ...req, path: r.path, headers };
      },
    },
  ],
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    distinct: spec.kind === 'user' ? Math.min(seenUsers, spec.users.length) : seen.size,
  }),
);
