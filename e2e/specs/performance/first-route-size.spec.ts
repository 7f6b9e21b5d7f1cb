import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 24 (first route ≤ 150 KB of compressed JS), decision 221. The sign-in page is the first route
// every user meets. What it loads is read from the build's manifest (the entry's static imports, then
// the login page's chunk and its imports) and summed as served (the precompressed `.br` / `.gz`,
// decision 116); the browser then loads /login and must fetch exactly those scripts, no more.
// The 150 KB is NOT met today (163.8 KB br after decision 242, docs/performance.md): the spec
// holds the line at `ceilingKb` so the first route cannot grow unnoticed; lower it as the route shrinks.

const targetKb = 150;
/** Today's /login (163.8 KB br, 187.5 KB gzip on 2026-12-07, decision 242) plus ~2 % room: a ratchet. */
const ceilingKb = { br: 167, gzip: 191 };

const dist = join(import.meta.dirname, '../../../apps/web/dist');
type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

function loginScripts(): { files: string[]; br: number; gzip: number } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk(Object.keys(manifest).find((k) => manifest[k]!.isEntry)!);
  const page = 'src/features/identity/pages/login-page.tsx';
  expect(manifest[page], `the build has a chunk for ${page}`).toBeDefined();
  walk(page);
  const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const served = (file: string, ext: '.br' | '.gz') =>
    statSync(existsSync(join(dist, file + ext)) ? join(dist, file + ext) : join(dist, file)).size;
  return {
    files,
    br: files.reduce((t, f) => t + served(f, '.br'), 0),
    gzip: files.reduce((t, f) => t + served(f, '.gz'), 0),
  };
}

test('[PERFORMANCE] the sign-in page loads only its scripts, within the first-route ceiling', async ({
  page,
}) => {
  const expected = loginScripts();
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  console.log(
    `/login: ${expected.files.length} scripts, ${kb(expected.br)} KB br, ${kb(expected.gzip)} KB gzip; ` +
      `issue 24's ${targetKb} KB: ${kb(expected.br) <= targetKb ? 'met' : 'not met'}`,
  );

  const fetched = new Map<string, number>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes();
    fetched.set(url.pathname.replace(/^\//, ''), sizes.responseBodySize);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The browser fetches what the manifest says, nothing else before the user acts (prefetch waits).
  expect([...fetched.keys()].sort()).toEqual([...expected.files].sort());
  const transferred = [...fetched.values()].reduce((t, n) => t + n, 0);
  // Over plain http Chromium asks for gzip (br only on https): the bytes on the wire are the .gz files.
  expect(transferred).toBe(expected.gzip);

  expect(kb(expected.br)).toBeLessThanOrEqual(ceilingKb.br);
  expect(kb(expected.gzip)).toBeLessThanOrEqual(ceilingKb.gzip);
});
