/**
 * DESIGN §10 web budget: ≤ 300 KB gzipped JavaScript for the first route. Reads the built
 * `apps/web/dist/index.html`: the entry script and every module it preloads, gzipped at level 9.
 * Run after `npm run build -w @turbine/web`: npx tsx bench/web-size.bench.ts
 */
import { readFileSync } from 'node:fs';
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
let total = 0;
const rows = unique.map((src) => {
  const bytes = readFileSync(join(dist, src.replace(/^\//, '')));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  return { file: src, raw: bytes.length, gzip: gz };
});
for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${r.file}`);
console.log(
  `first route (entry + preloaded modules): ${(total / 1024).toFixed(1)} KB gzipped — budget 300 KB`,
);
if (total > 300 * 1024) process.exitCode = 1;
