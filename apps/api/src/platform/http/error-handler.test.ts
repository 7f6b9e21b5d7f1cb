import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, internalError, isErrorCode, Messages } from '@turbine/domain';
import { AppError } from '../errors.ts';
import { registerErrorHandler } from './error-handler.ts';

/** A test-only app whose routes throw the errors the handler must answer (decision 095). */
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ bodyLimit: 2 * 1024 * 1024, logger: false });
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandler(app);
  app.get('/refused', async () => {
    throw new AppError('TRANSITION_NOT_ALLOWED');
  });
  app.get('/worded', async () => {
    throw new AppError('TRANSACTION_LOCKED', { message: 'Adjustments are locked.' });
  });
  app.get('/expired', async () => {
    throw new AppError('PASSWORD_EXPIRED', { reason: 'password_expired' });
  });
  app.get('/field', async () => {
    throw new AppError('VALIDATION', { errors: { name: ['This field is required'] } });
  });
  app.get('/crash', async () => {
    throw new Error('boom');
  });
  // A database error as Drizzle throws it: its own error with the driver's error as the cause (decision 110).
  for (const [path, code] of [
    ['/db/terminated', '57P01'],
    ['/db/statement-timeout', '57014'],
    ['/db/lock-timeout', '55P03'],
  ] as const)
    app.get(path, async () => {
      throw Object.assign(new Error('Failed query: select ...'), {
        cause: Object.assign(new Error('pg'), { code }),
      });
    });
  app.post('/typed', { schema: { body: z.object({ name: z.string() }) } }, async () => ({}));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = async (url: string) => app.inject({ method: 'GET', url });

describe('error handler (DESIGN §4, decision 095)', () => {
  it("answers an AppError with its code, the catalogue's status and message", async () => {
    const res = await get('/refused');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'TRANSITION_NOT_ALLOWED',
      message: errorCatalogue.TRANSITION_NOT_ALLOWED.message,
    });
  });

  it("keeps a thrower's own message but the catalogue's status", async () => {
    const res = await get('/worded');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'TRANSACTION_LOCKED', message: 'Adjustments are locked.' });
  });

  it('adds the reason of a 403 and the field errors of a 422', async () => {
    const expired = await get('/expired');
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      code: 'PASSWORD_EXPIRED',
      message: Messages.passwordExpired,
      reason: 'password_expired',
    });
    const field = await get('/field');
    expect(field.statusCode).toBe(422);
    expect(field.json()).toEqual({
      code: 'VALIDATION',
      message: Messages.correctErrors,
      errors: { name: ['This field is required'] },
    });
  });

  it('answers schema failures, invalid JSON and content types with catalogue codes', async () => {
    const json = { 'content-type': 'application/json' };
    const invalid = await app.inject({ method: 'POST', url: '/typed', payload: {}, headers: json });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { name: [Messages.required] },
    });
    const broken = await app.inject({
      method: 'POST',
      url: '/typed',
      payload: '{not json',
      headers: json,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'INVALID_JSON', message: Messages.invalidJson });
    const xml = await app.inject({
      method: 'POST',
      url: '/typed',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    for (const res of [invalid, broken, xml]) expect(isErrorCode(res.json().code)).toBe(true);
  });

  it('answers an unexpected failure 500 INTERNAL without its details', async () => {
    const res = await get('/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: internalError.code, message: Messages.unknownError });
  });

  it('answers a database that is gone, slow or holding a lock with its code and Retry-After, never a 500', async () => {
    const answers = await Promise.all(
      ['/db/terminated', '/db/statement-timeout', '/db/lock-timeout'].map(async (url) => {
        const res = await get(url);
        return [res.statusCode, res.headers['retry-after'], res.json()];
      }),
    );
    expect(answers).toEqual([
      [
        503,
        '2',
        { code: 'DATABASE_UNAVAILABLE', message: errorCatalogue.DATABASE_UNAVAILABLE.message },
      ],
      [503, '2', { code: 'DATABASE_TIMEOUT', message: errorCatalogue.DATABASE_TIMEOUT.message }],
      [409, '2', { code: 'RECORD_LOCKED', message: errorCatalogue.RECORD_LOCKED.message }],
    ]);
  });
});
