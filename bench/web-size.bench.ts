/**
 * DESIGN §10 web budget: ≤ 300 KB gzipped JavaScript for the first route. Reads the built
 * `apps/web/dist/index.html`: the entry script and every module it preloads, gzipped at level 9.
 * Also reports what a browser is sent for them (decision 116): the build's precompressed `.br` and
 * `.gz` files that the API serves to `Accept-Encoding: br` / `gzip`, or the raw file where there is none.
 * Run after `npm run build -w @turbine/web`: npx tsx bench/web-size.bench.ts
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(fileURLToPath(new URL('../apps/web/dist', import.meta.url)));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]!);
const unique = [...new Set(scripts)];

/** The bytes sent for `file` with this encoding: its precompressed sibling, else the file itself. */
function served(file: string, extension: '.br' | '.gz'): number {
  return existsSync(file + extension) ? statSync(file + extension).size : statSync(file).size;
}

const totals = { raw: 0, gzip: 0, br: 0, gz: 0 };
const rows = unique.map((src) => {
  const file = join(dist, src.replace(/^\//, ''));
  const bytes = readFileSync(file);
  const row = {
    file: src,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    br: served(file, '.br'),
    gz: served(file, '.gz'),
  };
  totals.raw += row.raw;
  totals.gzip += row.gzip;
  totals.br += row.br;
  totals.gz += row.gz;
  return row;
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('     raw      served br   served gzip  file');
for (const r of rows)
  console.log(
    `${kb(r.raw).padStart(10)}  ${kb(r.br).padStart(10)}  ${kb(r.gz).padStart(10)}  ${r.file}`,
  );
console.log(`first route (entry + preloaded modules): ${kb(totals.gzip)} gzipped — budget 300 KB`);
console.log(
  `first route as served: ${kb(totals.br)} br, ${kb(totals.gz)} gzip, ${kb(totals.raw)} identity ` +
    `(${unique.length} scripts)`,
);
if (totals.gzip > 300 * 1024) process.exitCode = 1;
