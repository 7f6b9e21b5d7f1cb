import type { SwaggerTransform } from '@fastify/swagger';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { RouteAccess } from './access.ts';
import { SESSION_COOKIE } from './cookies.ts';

/**
 * What `/docs` says of every operation without each route repeating it (decision 117): an
 * operationId, a summary and a tag derived from the method and path, the security the route's access
 * declaration implies, and the error model as its 4xx/5xx answers. A route's own `summary`, `tags`,
 * `operationId` or responses win.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

const PARAM = /^[:{]/;

/** A path's segments with Fastify's `:id` and OpenAPI's `{id}` both read as parameters. */
function segmentsOf(url: string): string[] {
  return url.split('/').filter((s) => s.length > 0);
}

/** `risk-packages` → `risk package`; a naive singular, enough for summaries. */
function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  if (/(xes|ches|shes|sses|uses)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

function words(segment: string): string {
  return segment.replace(/[-_]/g, ' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function camel(parts: string[]): string {
  return parts
    .flatMap((p) => p.split(/[^A-Za-z0-9]+/))
    .filter((p) => p.length > 0)
    .map((p, i) => (i === 0 ? p.toLowerCase() : capitalise(p)))
    .join('');
}

/** The resource words of a path: `/companies/{companyId}` is the scope of most routes, not their subject. */
function resourceSegments(url: string): string[] {
  const segments = segmentsOf(url);
  if (segments[0] === 'companies' && segments.length > 2 && PARAM.test(segments[1] ?? ''))
    return segments.slice(2);
  return segments;
}

/** Roots of the session and account routes, grouped under one tag. */
const identityRoots = new Set([
  'login',
  'logout',
  'register',
  'forgot-password',
  'reset-password',
  'user',
  'sanctum',
  'session',
  'password-expired',
  'email',
]);

/** The tag of a route: the first resource of its path (`Risks`, `Products`…), identity routes as one. */
export function tagOf(url: string): string {
  const first = resourceSegments(url).find((s) => !PARAM.test(s)) ?? 'companies';
  if (identityRoots.has(first)) return 'Identity';
  if (first === 'health' || first === 'ready') return 'Health';
  return capitalise(words(first));
}

/** A readable summary: `GET /companies/{id}/risks` → `List risks`, `POST …/{id}/bind` → `Bind risk`. */
export function summaryOf(method: Method, url: string): string {
  const segments = resourceSegments(url);
  const last = segments.at(-1) ?? '';
  const lastIsParam = PARAM.test(last);
  const statics = segments.filter((s) => !PARAM.test(s));
  const subject = statics.at(-1) ?? 'company';
  const owner = statics.at(-2);
  const ofOwner = owner ? ` of ${singular(words(owner))}` : '';
  if (lastIsParam) {
    const thing = singular(words(subject));
    if (method === 'GET' || method === 'HEAD') return `Get ${thing}`;
    if (method === 'DELETE') return `Delete ${thing}`;
    return `Update ${thing}`;
  }
  // A static last segment after a parameter is an action or a sub-collection of that record.
  const afterParam = segments.length >= 2 && PARAM.test(segments.at(-2) ?? '');
  if (method === 'GET' || method === 'HEAD')
    return subject.endsWith('s')
      ? `List ${words(subject)}${ofOwner}`
      : `Get ${words(subject)}${ofOwner}`;
  if (method === 'DELETE') return `Delete ${words(subject)}${ofOwner}`;
  if (method === 'PUT' || method === 'PATCH') return `Update ${words(subject)}${ofOwner}`;
  if (afterParam && !subject.endsWith('s') && owner)
    return `${capitalise(words(subject))} ${singular(words(owner))}`;
  if (subject.endsWith('s')) return `Create ${singular(words(subject))}${ofOwner}`;
  return capitalise(`${words(subject)}${ofOwner}`);
}

/** `GET /companies/{companyId}/risks/{packageId}` → `getCompanyRisksByPackageId`. */
export function operationIdOf(method: Method, url: string): string {
  const resources = resourceSegments(url);
  const scoped = resources.length < segmentsOf(url).length;
  const parts: string[] = [method.toLowerCase(), ...(scoped ? ['company'] : [])];
  for (const segment of resources) {
    if (PARAM.test(segment)) parts.push('by', segment.replace(/[:{}]/g, ''));
    else parts.push(segment);
  }
  return camel(parts);
}

/** The security requirement a route's access declaration implies (Sanctum-style cookie + XSRF header). */
export function securityOf(
  access: RouteAccess | undefined,
  method: Method,
): Array<Record<string, string[]>> {
  const writes = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  const anonymous = !access || access.kind === 'public' || access.kind === 'guest';
  if (anonymous) return writes ? [{ xsrfHeader: [] }] : [];
  return writes ? [{ sessionCookie: [], xsrfHeader: [] }] : [{ sessionCookie: [] }];
}

const errorRef = { $ref: '#/components/schemas/ErrorResponse' };
const validationRef = { $ref: '#/components/schemas/ValidationErrorResponse' };

function errorAnswer(description: string, schema: object = errorRef) {
  return { description, content: { 'application/json': { schema } } };
}

/** The error model (DESIGN §4, decision 095) as the answers each kind of route can give. */
export function errorResponsesOf(
  access: RouteAccess | undefined,
  method: Method,
  url: string,
  hasInput: boolean,
): Record<string, object> {
  const writes = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  const anonymous = !access || access.kind === 'public' || access.kind === 'guest';
  const answers: Record<string, object> = {
    '400': errorAnswer('The request is malformed (invalid JSON, a body where none is taken).'),
  };
  if (!anonymous) {
    answers['401'] = errorAnswer('Not signed in: `Unauthenticated.`');
    answers['403'] = errorAnswer(
      'Not permitted, or a pending step (`reason`: two-factor setup or verify, password expired).',
    );
  }
  if (segmentsOf(url).some((s) => PARAM.test(s)) || access?.kind === 'company')
    answers['404'] = errorAnswer('Not found, or not visible to the acting company.');
  if (writes) {
    answers['409'] = errorAnswer(
      'The record is in a state that refuses this change, or is locked.',
    );
    answers['419'] = errorAnswer(
      'CSRF token mismatch: send the `XSRF-TOKEN` cookie as `X-XSRF-TOKEN`.',
    );
  }
  if (hasInput)
    answers['422'] = errorAnswer('Validation failed: messages per field.', validationRef);
  answers['429'] = errorAnswer('Rate limited; `Retry-After` says when to try again.');
  answers['503'] = errorAnswer('The database is unavailable or timed out; `Retry-After` is set.');
  return answers;
}

/** Components and top-level fields added once to the generated document. */
export function documentComponents(publicUrl: string): {
  servers: OpenAPIV3_1.ServerObject[];
  securitySchemes: Record<string, OpenAPIV3_1.SecuritySchemeObject>;
  schemas: Record<string, OpenAPIV3_1.SchemaObject>;
} {
  return {
    servers: [{ url: publicUrl, description: 'This deployment (company subdomains answer too)' }],
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The session cookie set by `POST /login` (HttpOnly, Lax).',
      },
      xsrfHeader: {
        type: 'apiKey',
        in: 'header',
        name: 'X-XSRF-TOKEN',
        description:
          'Every write sends back the `XSRF-TOKEN` cookie set by `GET /sanctum/csrf-cookie` in this header.',
      },
    },
    schemas: {
      ErrorResponse: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'string', description: "The spec's message" },
          code: { type: 'string', description: 'The error catalogue code the web switches on' },
          reason: {
            type: 'string',
            description: 'On 403: a two-factor or password-expired reason',
          },
        },
      },
      ValidationErrorResponse: {
        type: 'object',
        required: ['message', 'errors'],
        properties: {
          message: { type: 'string' },
          code: { type: 'string' },
          errors: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
            description:
              'Messages per field path, e.g. `{"proposal.limit": ["This field is required."]}`',
          },
        },
      },
    },
  };
}

/** The description of the generic success answer given to a route that declares none (a test finds them). */
export const undeclaredSuccess = 'Success (no response schema declared)';

/**
 * Wraps the zod → JSON Schema transform of each route: fills in what the route does not say itself
 * (operationId, summary, tag, security, the error answers, a success answer where none is declared).
 */
export function describeRoute(base: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const transformed = base(input);
    const schema: Record<string, unknown> = { ...(transformed.schema as Record<string, unknown>) };
    const url = transformed.url ?? input.url;
    const method = (
      Array.isArray(input.route.method) ? input.route.method[0] : input.route.method
    ) as Method;
    const access = (input.route.config as { access?: RouteAccess } | undefined)?.access;
    schema.operationId ??= operationIdOf(method, url);
    schema.summary ??= summaryOf(method, url);
    schema.tags ??= [tagOf(url)];
    schema.security ??= securityOf(access, method);
    const declared = (schema.response ?? {}) as Record<string, unknown>;
    const hasSuccess = Object.keys(declared).some((code) => /^2/.test(code));
    const hasInput = schema.body !== undefined || schema.querystring !== undefined;
    schema.response = {
      // A route without its own success schema (decision 158 wants one everywhere) still gets an answer.
      ...(hasSuccess ? {} : { '2XX': { description: undeclaredSuccess } }),
      ...errorResponsesOf(access, method, url, hasInput),
      ...declared,
    };
    return { schema, url };
  };
}
