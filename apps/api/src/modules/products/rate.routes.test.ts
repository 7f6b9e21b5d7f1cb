import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createProduct, ratedProduct, sampleForm, underwriter } from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const context = { inceptionDate: '2025-07-01', today: '2025-06-20' };

describe('POST …/versions/{id}/rate', () => {
  it("returns the engine's full result with premiums as decimal strings, rule outcomes and the trace", async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await ratedProduct(client, company.id);
    const res = await client.post<RatingResult>(`${versionPath}/rate`, {
      proposal: { turnover: 250000, occupation: 'LAW' },
      context,
    });
    expect(res.status).toBe(200);
    // base 250,000 × 0.02 = 5,000.00; commission 20 %; policy fee 50; GST 10 % of gross + fees.
    expect(res.body.premium).toMatchObject({
      base: '5000.00',
      gross: '5000.00',
      fees: '50.00',
      commission: '1000.00',
      net: '4000.00',
      taxes: '505.00',
      total: '5555.00',
    });
    expect(res.body.decision).toBe('decline');
    expect(res.body.rules).toEqual([
      expect.objectContaining({
        name: 'Lawyers',
        outcome: 'decline',
        message: 'We do not insure lawyers',
      }),
    ]);
    expect(res.body.properties.map((p) => [p.name, p.value])).toEqual([
      ['rate', '0.02'],
      ['basePremium', '5000.00'],
    ]);
    expect(res.body.trace.find((t) => t.name === 'rate')).toMatchObject({
      kind: 'property',
      result: '0.02',
    });
  });

  it('validates answers against the form first with the §5 messages per field', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await ratedProduct(client, company.id);
    const proposal = {
      turnover: -5,
      businessName: 'A business name that is far too long',
      hasClaims: true,
      claims: [{}, { amount: 1 }, { amount: 1 }, { amount: 1 }, { amount: 1 }, { amount: 1 }],
      extra: 1,
    };
    const res = await client.post(`${versionPath}/rate`, { proposal, context });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: Messages.correctErrors,
      errors: {
        'proposal.occupation': [Messages.required],
        'proposal.turnover': [Messages.min(0)],
        'proposal.businessName': [Messages.maxLength(20)],
        'proposal.claims': [Messages.maxItems(5)],
        'proposal.claims.0.amount': [Messages.required],
      },
    });
    const high = await client.post(`${versionPath}/rate`, {
      proposal: { turnover: 20000000, occupation: 'XYZ' },
      context,
    });
    expect(high.body).toMatchObject({
      errors: {
        'proposal.turnover': [Messages.max(10000000)],
        'proposal.occupation': ['Choose one of the options'],
      },
    });
  });

  it('answers an engine error (no base premium formula, missing lookup row) as 422, never 500', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await createProduct(client, company.id);
    const res = await client.post(`${versionPath}/rate`, { proposal: {}, context });
    expect(res.status).toBe(422);
    expect((res.body as { errors: { rating: string[] } }).errors.rating[0]).toMatch(
      /Base premium formula "basePremium"/,
    );
  });

  it('validates the rating context (calendar dates as YYYY-MM-DD)', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await ratedProduct(client, company.id);
    expect(
      (
        await client.post(`${versionPath}/rate`, {
          proposal: {},
          context: { inceptionDate: 'tomorrow' },
        })
      ).body,
    ).toMatchObject({ errors: { 'context.inceptionDate': ['Enter a date as YYYY-MM-DD.'] } });
  });
});

describe('PUT …/versions/{id}/form', () => {
  it('stores a schema Ajv compiles and its layout', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await createProduct(client, company.id);
    const res = await client.put(`${versionPath}/form`, sampleForm);
    expect(res).toEqual({ status: 200, body: sampleForm });
    expect((await client.get(`${versionPath}/form`)).body).toEqual(sampleForm);
  });

  it.each([
    [{ type: 'array' }, 'The form must be a JSON Schema of type "object" with properties.'],
    [
      { type: 'object', properties: { a: { tpye: 'string' } } },
      'The form is not a valid JSON Schema: strict mode: unknown keyword: "tpye"',
    ],
    [
      {
        type: 'object',
        properties: { a: { type: 'string', 'x-turbine': { fieldType: 'slider' } } },
      },
      expect.stringContaining('keyword "x-turbine" value is invalid'),
    ],
    [
      { type: 'object', properties: { a: { type: 'string', format: 'uri' } } },
      expect.stringContaining('unknown format "uri"'),
    ],
    [
      { type: 'object', properties: { a: { $ref: 'https://example.com/schema.json' } } },
      expect.stringContaining("can't resolve reference"),
    ],
    [
      { type: 'object', properties: { a: { type: 'string', pattern: 'a'.repeat(201) } } },
      'The pattern at #/properties/a is longer than 200 characters.',
    ],
    [
      {
        type: 'object',
        properties: {
          a: {
            type: 'string',
            'x-turbine': { fieldType: 'text', visibleWhen: { field: 'b', equals: true } },
          },
        },
      },
      '"a" is shown depending on "b", which is not a field beside it.',
    ],
  ])('refuses an invalid schema %#', async (schema, message) => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await createProduct(client, company.id);
    const res = await client.put(`${versionPath}/form`, { schema, layout: {} });
    expect(res).toMatchObject({ status: 422, body: { errors: { schema: [message] } } });
  });

  it('refuses a form over 256 KB', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await createProduct(client, company.id);
    const res = await client.put(`${versionPath}/form`, {
      schema: { type: 'object', properties: {} },
      // Several strings: one string over 100,000 characters is refused by the edge guard first.
      layout: { notes: Array.from({ length: 4 }, () => 'x'.repeat(80 * 1024)) },
    });
    expect(res).toMatchObject({
      status: 422,
      body: { errors: { schema: ['The form must be smaller than 256 KB.'] } },
    });
  });
});
