// How request bodies are read (issue 22, docs/decisions/103). Two route classes, told apart by the
// route's own declaration: a route with a body schema is a JSON route (1 MB, application/json only,
// nesting limited); a route declaring `config.upload` receives a file as its raw bytes (the upload limit,
// checked by platform/files/upload-guard.ts); any other writing route takes no body (docs/decisions/108).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The JSON route also takes application/x-www-form-urlencoded: pusher-js and laravel-echo post
     * their channel authorisation form-encoded (/broadcasting/auth and friends). No other route does.
     */
    formBody?: boolean;
  }
}

/** The body limit of JSON routes, answered 413 before the body is read. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 64;
/** The body limit of upload routes: the spec's upload limit plus slack for the request itself. */
export const uploadBodyLimit = (maxUploadMb: number) => (maxUploadMb + 1) * 1024 * 1024;

/** The body limit of a route that takes no body: room for the `{}` a client may send, nothing more. */
export const NO_BODY_LIMIT = 1024;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const NoBodyMessages = {
  noBody: 'This request takes no body.',
} as const;

/** True when the text nests arrays or objects deeper than `max`; strings are skipped, escapes honoured. */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** True for a route whose body is JSON validated by its schema. */
export function isJsonRoute(request: FastifyRequest): boolean {
  return request.routeOptions.schema?.body !== undefined;
}

/** True when the request carries a body (a length above zero or a chunked body). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/** An empty JSON object (`{}`), the one body a route without a body tolerates. */
function isEmptyObject(body: unknown): boolean {
  return (
    body !== null &&
    typeof body === 'object' &&
    !Buffer.isBuffer(body) &&
    !Array.isArray(body) &&
    Object.keys(body).length === 0
  );
}

function mediaType(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  return header?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/** Registers the parsers, the per-class body limits and the content-type rule of JSON routes. */
export async function registerBodyParsing(
  app: FastifyInstance,
  opts: { maxUploadMb: number },
): Promise<void> {
  const uploadLimit = uploadBodyLimit(opts.maxUploadMb);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const bodyless =
      route.schema?.body === undefined &&
      !route.config?.upload &&
      methods.some((m) => writeMethods.has(m));
    if (route.bodyLimit === undefined)
      route.bodyLimit = route.config?.upload
        ? uploadLimit
        : bodyless
          ? NO_BODY_LIMIT
          : JSON_BODY_LIMIT;
  });

  const defaultJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH))
      return done(
        new AppError('BAD_REQUEST', {
          message: `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep.`,
        }),
        undefined,
      );
    defaultJson(req, body as string, done);
  });
  await app.register(formbody);
  // Uploads arrive as the raw bytes whatever type the client names (the upload guard sniffs them);
  // text too, so its bytes are stored as sent rather than decoded.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  // A JSON route reads JSON only (form-encoded where the route says so): refused before the body is read.
  app.addHook('preParsing', async (request) => {
    if (request.is404 || !isJsonRoute(request)) return;
    const type = mediaType(request);
    if (type === 'application/json' || (type === undefined && !hasBody(request))) return;
    if (type === 'application/x-www-form-urlencoded' && request.routeOptions.config.formBody)
      return;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'Send the request body as application/json.',
    });
  });
}

/**
 * A writing route with neither a body schema nor an upload declaration takes no body: anything but
 * nothing or an empty JSON object (`{}`, which some clients send by habit) is answered 400 (decision 108).
 */
export function registerNoBodyRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404 || isJsonRoute(request) || request.routeOptions.config.upload) return;
    if (!writeMethods.has(request.method)) return;
    if (request.body === undefined || request.body === null || isEmptyObject(request.body)) return;
    if (Buffer.isBuffer(request.body) && request.body.length === 0) return;
    throw new AppError('BAD_REQUEST', { message: NoBodyMessages.noBody });
  });
}
