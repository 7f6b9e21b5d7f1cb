import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { negotiateEncoding, registerCompression } from './compression.ts';

// Decision 116: the build's precompressed files served by encoding, cache headers, JSON compressed ≥ 1 KB.
const script = `export const answer = ${JSON.stringify('turbine '.repeat(400))};\n`;
const page = `<!doctype html><title>Turbine</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>${'<!-- padding -->'.repeat(80)}`;

let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'turbine-web-'));
  mkdirSync(join(dist, 'assets'));
  const write = (name: string, text: string) => {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', page);
  write('assets/index-Ab12Cd34.js', script);
  server = await startTestServer({ SERVE_WEB: 'true', WEB_DIST_DIR: dist });
});
afterAll(async () => server.close());

/** The raw bytes and headers as sent (fetch would decode the body). */
function raw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (done, fail) => {
      const req = request(server.baseUrl + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', fail);
      req.end();
    },
  );
}

describe('static web app', () => {
  const asset = '/assets/index-Ab12Cd34.js';

  it('serves a hashed asset in br, gzip or identity as asked, cached for a year', async () => {
    const br = await raw(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(script) / 10);

    const gz = await raw(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await raw(asset, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);

    // fetch asks for and decodes the encoding itself.
    const fetched = await fetch(server.baseUrl + asset, { headers: { 'accept-encoding': 'br' } });
    expect(fetched.headers.get('content-encoding')).toBe('br');
    expect(await fetched.text()).toBe(script);
  });

  it('revalidates the page at / and at every app route, compressed as well', async () => {
    for (const path of ['/', '/risks/42']) {
      const res = await raw(path, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.body).toString()).toBe(page);
      expect(res.headers['etag']).toBeTruthy();
      const again = await raw(path, {
        accept: 'text/html',
        'accept-encoding': 'gzip, br',
        'if-none-match': String(res.headers['etag']),
      });
      expect(again.status).toBe(304);
    }
  });
});

describe('JSON answers', () => {
  it('compresses a JSON answer of 1 KB or more in the encoding asked, decoded intact', async () => {
    const plain = await raw('/docs/json', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    const text = plain.body.toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toHaveProperty('openapi');

    const br = await raw('/docs/json', { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(brotliDecompressSync(br.body).toString()).toBe(text);

    const gz = await raw('/docs/json', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);

    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.baseUrl}/docs/json`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.json()).toEqual(JSON.parse(text));
    }
  });

  it('sends a JSON answer under 1 KB as is, errors included', async () => {
    const health = await raw('/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
    const missing = await raw('/no-such-route', {
      accept: 'application/json',
      'accept-encoding': 'br, gzip',
    });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves streams (reports, downloads) and answers already encoded alone', async () => {
    const app = Fastify();
    registerCompression(app);
    const big = JSON.stringify({ rows: 'x'.repeat(5000) });
    app.get('/stream', (_req, reply) =>
      reply.type('text/csv; charset=utf-8').send(Readable.from([big, big])),
    );
    app.get('/json-stream', (_req, reply) =>
      reply.type('application/json').send(Readable.from([big])),
    );
    app.get('/encoded', (_req, reply) =>
      reply.type('application/json').header('content-encoding', 'gzip').send(gzipSync(big)),
    );
    app.get('/big', () => JSON.parse(big) as unknown);
    const ask = { 'accept-encoding': 'br, gzip' };
    const csv = await app.inject({ url: '/stream', headers: ask });
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(csv.body).toBe(big + big);
    const jsonStream = await app.inject({ url: '/json-stream', headers: ask });
    expect(jsonStream.headers['content-encoding']).toBeUndefined();
    expect(jsonStream.body).toBe(big);
    const encoded = await app.inject({ url: '/encoded', headers: ask });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(encoded.rawPayload).toString()).toBe(big);
    const compressed = await app.inject({ url: '/big', headers: ask });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(big);
    const head = await app.inject({ method: 'HEAD', url: '/big', headers: ask });
    expect(head.headers['content-encoding']).toBeUndefined();
    await app.close();
  });

  it('negotiates br over gzip and honours q=0 and *', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});
