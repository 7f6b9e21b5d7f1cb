import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, signedIn } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/client.ts';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from './body-parsing.ts';
import { collectInputProblems, InputMessages, MAX_STRING_LENGTH } from './input-guard.ts';

describe('collectInputProblems', () => {
  it('names the field of every NUL, lone surrogate and oversize string, keys included', () => {
    const errors = collectInputProblems({
      name: 'a\u0000b',
      items: [{ note: 'ok' }, { note: 'x\ud800' }],
      tail: '\udc00',
      pair: '😀',
      long: 'x'.repeat(MAX_STRING_LENGTH + 1),
      record: { 'bad\u0000key': 1 },
    });
    expect(errors).toEqual({
      name: [InputMessages.invalidCharacters],
      'items.1.note': [InputMessages.invalidCharacters],
      tail: [InputMessages.invalidCharacters],
      long: [`This field has a maximum length of ${MAX_STRING_LENGTH}`],
      'record.(key)': [InputMessages.invalidCharacters],
    });
  });

  it('passes numbers, booleans, nulls, well-formed text and buffers', () => {
    expect(
      collectInputProblems({ a: 1, b: true, c: null, d: 'Zoë 😀', e: Buffer.from([0]) }),
    ).toEqual({});
  });
});

describe('jsonNestedDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestedDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(jsonNestedDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":"[[[[\\"[[["}', 1)).toBe(false);
  });
});

describe('the edge of every route', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    client = await signedIn(server, await buildUser(server.ctx));
  });
  afterAll(async () => server.close());

  const profile = { name: 'Ann', email: 'ann-edge@example.com', phone: null };

  it('answers 422 with the field path for NUL and lone surrogates in body and query', async () => {
    const res = await client.request('PUT', '/user', { ...profile, name: 'A\u0000nn' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Please correct the errors in the form.',
      code: 'VALIDATION',
      errors: { name: [InputMessages.invalidCharacters] },
    });
    const raw = Buffer.from(`{"name":"A\\ud800nn","email":"ann-edge@example.com","phone":null}`);
    const lone = await client.request('PUT', '/user', undefined, {
      raw,
      contentType: 'application/json',
    });
    expect(lone.status).toBe(422);
    expect(((await lone.json()) as { errors: unknown }).errors).toEqual({
      name: [InputMessages.invalidCharacters],
    });
    const query = await client.request('GET', '/user/notifications?page=%00');
    expect(query.status).toBe(422);
    expect(((await query.json()) as { errors: unknown }).errors).toEqual({
      page: [InputMessages.invalidCharacters],
    });
  });

  it('answers 415 to a JSON route sent form-encoded or as text', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await client.request('PUT', '/user', undefined, {
        raw: Buffer.from('name=Ann'),
        contentType,
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers 413 to a JSON body over 1 MB and 400 to JSON nested too deeply', async () => {
    const big = await client.request('PUT', '/user', { ...profile, name: 'x'.repeat(1_100_000) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    const res = await client.request('PUT', '/user', undefined, {
      raw: Buffer.from(`{"name":${deep}}`),
      contentType: 'application/json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('BAD_REQUEST');
  });
});
