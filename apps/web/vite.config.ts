import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/** Text files of the build worth compressing; images and fonts are compressed already. */
const precompressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Smaller files gain less than their `Content-Encoding` costs (decision 116). */
const precompressThreshold = 1024;

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) next to every text file of the build of at
 * least 1 KB, each only where it is smaller: the API's static serving sends them to browsers that ask
 * (decision 116), so no response is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'turbine-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
          d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
        );
      for (const file of walk(outDir).filter((f) => precompressible.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length < precompressThreshold) continue;
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * Modules without side effects at load: `packages/domain`, and `apps/web/src/features` whose RTK Query
 * endpoints are only reached through the api object each module exports (decision 096).
 */
const pureModules = /[\\/]packages[\\/]domain[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]/;
/** The one domain module whose load is its effect: zod's jitless setting, before any schema (decision 108). */
const effectModules = /[\\/]packages[\\/]domain[\\/]src[\\/]zod-config\.ts$/;

/**
 * Pages whose dynamic import keeps its list of chunks to preload in parallel: the sign-in page (the
 * first route; without its list its inputs would load one import level at a time, ≈ 0.3 KB to keep)
 * and the risks list, the home of brokers and underwriters. Every other page's list is
 * dropped (decision 239): together the lists were ≈ 5 KB brotli of the entry, which every user loads on
 * the sign-in page, to save a short request waterfall on a page's first visit that prefetch
 * (decision 164) usually hides. CSS dependencies are always kept (Vite adds them after this filter).
 */
const preloadListed = /(^|\/)(?:login-page|risks-page)-[\w-]+\.js$/;

const apiTarget = process.env.TURBINE_API_URL ?? 'http://localhost:8080';

/** Every path the API answers (docs/api.md); the web app's own pages never start with these. */
const apiPaths = [
  '/sanctum',
  '/login',
  '/register',
  '/logout',
  '/user',
  '/companies',
  '/company-names',
  '/invitations',
  '/forgot-password',
  '/reset-password',
  '/broadcasting',
  '/pusher',
  '/app',
  '/docs',
  '/health',
  '/ready',
  '/mail-outbox',
  '/jobs',
  // The operator's job routes; the page of the same path is served on a browser navigation (bypass).
  '/system/jobs',
  '/client',
  '/session',
  '/microsoft',
];

/**
 * Some API paths are also page paths (/login, /register, /reset-password/:token). A browser
 * navigation asks for HTML; only those requests get the single-page app, everything else (fetch
 * with Accept: application/json, the websocket, /docs) goes to the API.
 */
const proxyEntry = (path: string): ProxyOptions => ({
  target: apiTarget,
  changeOrigin: false,
  ws: path === '/app',
  bypass: (req) => {
    const accept = req.headers.accept ?? '';
    const isPageLoad = req.method === 'GET' && accept.includes('text/html');
    // The Microsoft round trips are navigations the API answers with redirects (decision 144).
    const redirectRoute = path === '/microsoft' && !req.url?.startsWith('/microsoft/connected');
    if (isPageLoad && path !== '/docs' && path !== '/app' && !redirectRoute) return '/index.html';
    return undefined;
  },
});

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // {handle}.localhost subdomains reach the same dev server.
    allowedHosts: ['.localhost'],
    proxy: Object.fromEntries(apiPaths.map((p) => [p, proxyEntry(p)])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // dist/.vite/manifest.json: bench/web-size.bench.ts follows it to what a route loads.
    manifest: true,
    modulePreload: {
      // `html`: the entry's own imports stay `<link rel="modulepreload">` in index.html.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || preloadListed.test(file) ? deps : [],
    },
    rolldownOptions: {
      // The shared domain package and the web features are pure (no module side effects): modules the
      // shell does not use (zod schemas, phone metadata, what a feature's index.ts re-exports for
      // other features) stay in the page chunks that need them (decision 096).
      treeshake: {
        // `undefined`: every other module keeps its package's own `sideEffects` (zod, Mantine, React
        // Router declare theirs), so what the first route does not use is dropped.
        moduleSideEffects: (id: string) =>
          effectModules.test(id) ? true : pureModules.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]/,
              priority: 20,
            },
            {
              // Everything else the entry loads statically, in one chunk (decision 242): without it the
              // bundler split the shell's share of Mantine and the app's own modules into a dozen small
              // chunks once enough lazy pages shared them, each compressed on its own (+5 KB br on /login).
              name: 'shell',
              tags: ['$initial'],
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
