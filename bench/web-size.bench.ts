/**
 * What each route's JavaScript costs on the wire (DESIGN §10: ≤ 300 KB gzipped for the first route;
 * issue 24: ≤ 150 KB compressed for sign-in). Follows the build's `dist/.vite/manifest.json`: a route
 * loads the entry script and its static imports, then its page's chunk (the router's `lazy`) and that
 * chunk's static imports. Reports, per route, the bytes a browser is sent (decision 116): the build's
 * precompressed `.br` / `.gz` files that the API serves to `Accept-Encoding: br` / `gzip`, or the raw file
 * where there is none. Fails when the first route is over DESIGN §10's 300 KB gzip; prints sign-in's verdict
 * against issue 24's 150 KB.
 * Run after `npm run build -w @turbine/web`: npx tsx bench/web-size.bench.ts
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(fileURLToPath(new URL('../apps/web/dist', import.meta.url)));
type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** The chunk keys `key` loads before it runs: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

/** The bytes sent for `file` with this encoding: its precompressed sibling, else the file itself. */
function served(file: string, extension: '' | '.br' | '.gz'): number {
  const path = join(dist, file);
  return extension && existsSync(path + extension)
    ? statSync(path + extension).size
    : statSync(path).size;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
/** Routes worth watching, by the page module the router's `lazy` loads. */
const routes: [string, string | null][] = [
  ['first route (shell only)', null],
  ['/login', 'src/features/identity/pages/login-page.tsx'],
  ['/risks', 'src/features/risks/list/pages/risks-page.tsx'],
  ['/risks/:id', 'src/features/risks/detail/pages/risk-page.tsx'],
  ['/risks/new', 'src/features/risks/detail/pages/new-risk-page.tsx'],
  ['/company/manage', 'src/features/companies/pages/company-manage-page.tsx'],
  ['/dashboard', 'src/features/insight/pages/dashboard-page.tsx'],
  ['product version (designer)', 'src/features/products/pages/version-editor-page.tsx'],
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const figures: Record<string, { br: number; gz: number; raw: number; scripts: number }> = {};
console.log('route                          scripts   identity         br       gzip');
for (const [name, page] of routes) {
  if (page && !manifest[page]) {
    console.log(`${name.padEnd(30)} (no chunk for ${page})`);
    continue;
  }
  const keys = closure(entry);
  if (page) closure(page, keys);
  const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const sum = (ext: '' | '.br' | '.gz') => files.reduce((t, f) => t + served(f, ext), 0);
  const row = { raw: sum(''), br: sum('.br'), gz: sum('.gz'), scripts: files.length };
  figures[name] = row;
  console.log(
    `${name.padEnd(30)} ${String(row.scripts).padStart(7)} ${kb(row.raw).padStart(10)} ${kb(row.br).padStart(10)} ${kb(row.gz).padStart(10)}`,
  );
}
const login = figures['/login']!;
const first = figures['first route (shell only)']!;
const verdict = login.br <= 150 * 1024 ? 'met' : 'over';
console.log(
  `sign-in as served: ${kb(login.br)} br, ${kb(login.gz)} gzip — issue 24's 150 KB: ${verdict}`,
);
if (first.gz > 300 * 1024) process.exitCode = 1;
