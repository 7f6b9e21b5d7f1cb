import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import {
  differenceOf,
  registerDeclaredStatusCheck,
  responseSerializer,
} from './response-serializer.ts';

async function appWith(strict: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict }));
  if (strict) registerDeclaredStatusCheck(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    response: { 200: z.object({ name: z.string(), total: z.string().nullable() }) },
  };
  // Each route sends an untyped object, as a use case whose answer drifted from its schema would.
  const send = (body: object) => async () => body as { name: string; total: string | null };
  typed.get('/fits', { schema }, send({ name: 'a', total: null }));
  typed.get('/extra', { schema }, send({ name: 'a', total: '1.00', secret: 'x' }));
  typed.get('/wrong', { schema }, send({ name: 'a', total: 12 }));
  typed.get('/created', { schema }, async (_req, reply) =>
    // @ts-expect-error the types refuse an undeclared status too; the runtime check is for casts and helpers
    reply.status(201).send({ name: 'a', total: null }),
  );
  await app.ready();
  return app;
}

describe('declared response schemas (decision 158)', () => {
  it('in tests: a field the schema would strip, a wrong type or an undeclared status fails with the route named', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await appWith(true);
    expect((await app.inject('/fits')).json()).toEqual({ name: 'a', total: null });
    expect((await app.inject('/extra')).statusCode).toBe(500);
    expect(errors).toHaveBeenLastCalledWith(
      'Response of GET /extra (200) does not match its declared schema: secret: not in the schema (it would be stripped)',
    );
    expect((await app.inject('/wrong')).statusCode).toBe(500);
    expect(String(errors.mock.lastCall?.[0])).toMatch(/GET \/wrong \(200\).*total: Invalid input/);
    expect((await app.inject('/created')).statusCode).toBe(500);
    expect(errors).toHaveBeenLastCalledWith(
      'GET /created answered 201, which its response schema does not declare (200)',
    );
    errors.mockRestore();
    await app.close();
  });

  it('outside tests: the answer is sent whole, as before the schemas existed', async () => {
    const app = await appWith(false);
    expect((await app.inject('/extra')).json()).toEqual({ name: 'a', total: '1.00', secret: 'x' });
    expect((await app.inject('/wrong')).json()).toEqual({ name: 'a', total: 12 });
    expect((await app.inject('/created')).statusCode).toBe(201);
    await app.close();
  });

  it('names the first difference between the answer and what the schema keeps', () => {
    expect(differenceOf({ a: [{ b: 1 }] }, { a: [{ b: 1 }] }, '')).toBe('');
    expect(differenceOf({ a: [{ b: 1, c: 2 }] }, { a: [{ b: 1 }] }, '')).toBe(
      'a[0].c: not in the schema (it would be stripped)',
    );
    expect(differenceOf({ a: 1 }, { a: 1, d: 'x' }, '')).toBe('d: added by the schema');
    expect(differenceOf({ a: '1' }, { a: 1 }, '')).toBe('a: "1" became 1');
    expect(differenceOf([1, 2], [1], '')).toBe('(root): array changed');
  });
});
