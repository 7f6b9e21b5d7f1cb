import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a JSON answer is sent as is: the headers and the CPU cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON and `+json` types (application/problem+json); text streams, files and pages are left alone. */
const compressibleType = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

type Encoding = 'br' | 'gzip';

/**
 * The best encoding the client accepts: br over gzip, a `q=0` refuses, `*` stands for any not named.
 * Identity otherwise.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (e: Encoding) => q.get(e) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .filter((e) => weight(e) > 0)
    .sort((a, b) => weight(b) - weight(a))[0];
  return best ?? null;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses JSON answers of at least 1 KB with br (quality 4: fast enough per request, smaller than
 * gzip) or gzip (level 6) as the client's `Accept-Encoding` allows (decision 116). Only a serialised
 * payload (string or Buffer) is touched: streams (the CSV/JSON/TXT reports, file downloads), the
 * realtime websocket and the web app's precompressed files never pass through here. `Vary:
 * Accept-Encoding` is sent on every answer that could have been compressed, identity ones included.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (req.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304)
      return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !compressibleType.test(type)) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    addVary(reply);
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (encoding === null) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : await gzipAsync(bytes, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
