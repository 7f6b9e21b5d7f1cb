import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { safeEncode, type $ZodType } from 'zod/v4/core';

/**
 * How a route's declared success schema (decision 158) meets its answer.
 *
 * Outside tests the answer is sent as it is (`JSON.stringify`, what every route did before it had a
 * schema): a schema that lags behind its use case never drops a field the web reads, nor turns a success
 * into a 500. In tests (`strict`) the answer, as the client would receive it, must parse against the
 * schema and the schema must name every field of it: a field the schema would strip, a wrong type or a
 * missing field fails the request with a 500 and a line naming the route and the field, so any route
 * test catches the drift.
 */
export function responseSerializer(options: {
  strict: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!options.strict) return (data) => JSON.stringify(data);
    const zod = zodOf(schema);
    return (data) => {
      const text = JSON.stringify(data);
      if (!zod) return text;
      const sent: unknown = text === undefined ? undefined : JSON.parse(text);
      const result = safeEncode(zod, sent);
      const problem = result.success
        ? differenceOf(sent, result.data, '')
        : result.error.issues
            .slice(0, 3)
            .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
            .join('; ');
      if (problem) {
        const message = `Response of ${method} ${url} (${httpStatus}) does not match its declared schema: ${problem}`;
        // Printed too: test servers have no logger, and the 500 hides the cause.
        console.error(message);
        throw new ResponseSchemaMismatch(message);
      }
      return text;
    };
  };
}

export class ResponseSchemaMismatch extends Error {
  readonly statusCode = 500;
}

function zodOf(schema: unknown): $ZodType | undefined {
  if (typeof schema === 'object' && schema !== null && '_zod' in schema) return schema as $ZodType;
  return undefined;
}

/** The first place where what the schema would send differs from what the route sent ('' when none). */
export function differenceOf(sent: unknown, encoded: unknown, path: string): string {
  const at = path || '(root)';
  if (Array.isArray(sent)) {
    if (!Array.isArray(encoded) || encoded.length !== sent.length) return `${at}: array changed`;
    for (let i = 0; i < sent.length; i++) {
      const d = differenceOf(sent[i], encoded[i], `${path}[${i}]`);
      if (d) return d;
    }
    return '';
  }
  if (typeof sent === 'object' && sent !== null) {
    if (typeof encoded !== 'object' || encoded === null) return `${at}: object changed`;
    const out = encoded as Record<string, unknown>;
    for (const [key, value] of Object.entries(sent)) {
      const child = path ? `${path}.${key}` : key;
      if (!(key in out)) return `${child}: not in the schema (it would be stripped)`;
      const d = differenceOf(value, out[key], child);
      if (d) return d;
    }
    for (const key of Object.keys(out))
      if (!(key in sent)) return `${path ? `${path}.${key}` : key}: added by the schema`;
    return '';
  }
  return Object.is(sent, encoded)
    ? ''
    : `${at}: ${JSON.stringify(sent)} became ${JSON.stringify(encoded)}`;
}

/**
 * In tests: a success answer whose status the route's response schema does not declare (a 201 where only
 * 200 is documented) fails like a mismatch, so `/docs` cannot name the wrong status.
 */
export function registerDeclaredStatusCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300) return payload;
    const declared = reply.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (!declared || String(status) in declared || '2xx' in declared) return payload;
    const message = `${req.method} ${reply.routeOptions.url} answered ${status}, which its response schema does not declare (${Object.keys(declared).join(', ')})`;
    console.error(message);
    throw new ResponseSchemaMismatch(message);
  });
}
