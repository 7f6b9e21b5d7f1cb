// Secrets never reach the log (issue 26.3, decision 101): request URLs lose the values of query parameters
// and path segments that carry a credential, and credential headers are censored wherever a log line holds them.
import type { FastifyRequest } from 'fastify';

/** What a redacted value reads as in the log and in the operator's mail outbox. */
export const REDACTED = '[redacted]';

/**
 * Query parameter names that carry a credential, compared lower-case with `-` and `_` removed, so
 * `tempToken`, `temp_token` and `TEMP-TOKEN` are one name.
 */
export const SECRET_QUERY_PARAMS: readonly string[] = [
  'temptoken',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'xsrftoken',
  'csrftoken',
  'password',
  'passwordconfirmation',
  'currentpassword',
  'newpassword',
  'secret',
  'clientsecret',
  'apikey',
  'key',
  'signature',
  'code',
  'auth',
  'authorization',
  'session',
  'sessionid',
];

/** Request and response headers that carry a credential (lower-case, as Node presents them). */
export const SECRET_HEADERS: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-xsrf-token',
  'x-csrf-token',
  'x-temporary-token',
  'x-api-key',
];

/** Paths whose last segment is a credential: the password reset and invitation links (web and API). */
const SECRET_PATH_SEGMENTS =
  /^(\/(?:reset-password|invitations?))\/([^/?#]+)(\/accept)?(?=$|[?#])/i;

const normalise = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
const isSecretParam = (name: string) => {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed escape is compared as it is.
  }
  return SECRET_QUERY_PARAMS.includes(normalise(decoded));
};

/** The query string with the value of every secret parameter replaced; other parameters kept as sent. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && isSecretParam(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** A request URL (path and query) safe to log: credential path segments and query values replaced. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const safePath = path.replace(
    SECRET_PATH_SEGMENTS,
    (_m, prefix: string, _token, accept?: string) => `${prefix}/${REDACTED}${accept ?? ''}`,
  );
  if (queryAt === -1) return safePath;
  return `${safePath}?${redactQuery(withoutHash.slice(queryAt + 1))}`;
}

/** Every http(s) link in a text with its secret query values replaced (the operator's view of an outbox mail). */
export function redactLinksInText(text: string): string {
  return text.replace(/https?:\/\/[^\s"'<>]+/g, (link) => {
    const pathAt = link.indexOf('/', link.indexOf('//') + 2);
    if (pathAt === -1) return link;
    const queryAt = link.indexOf('?', pathAt);
    if (queryAt === -1) return link;
    return `${link.slice(0, queryAt)}?${redactQuery(link.slice(queryAt + 1))}`;
  });
}

/**
 * The fields pino writes for a request: Fastify's own, with the URL made safe. Anything else logged under
 * `req` keeps only its method and a safe URL (never its headers).
 */
function serializeRequest(request: Partial<FastifyRequest>) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    version: Array.isArray(version) ? version.join(',') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const headerPaths = (prefix: string) => SECRET_HEADERS.map((h) => `${prefix}["${h}"]`);

/**
 * Pino options every server logger carries: the request serializer with a safe URL, and censored
 * credential headers and body fields should any log line include them (an error's request, a debug dump).
 */
export const redactingLoggerOptions = {
  serializers: { req: serializeRequest },
  redact: {
    paths: [
      ...headerPaths('req.headers'),
      ...headerPaths('res.headers'),
      ...headerPaths('headers'),
      'req.body.password',
      'req.body.passwordConfirmation',
      'req.body.currentPassword',
      'body.password',
      'body.passwordConfirmation',
      'body.currentPassword',
    ],
    censor: REDACTED,
  },
};
