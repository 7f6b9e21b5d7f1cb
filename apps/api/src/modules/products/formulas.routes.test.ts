import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  auditOf,
  createProduct,
  formula,
  sampleForm,
  underwriter,
} from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

async function version() {
  const { company, client } = await underwriter(server);
  const { versionPath } = await createProduct(client, company.id);
  return { client, v: versionPath, company };
}

describe('property formulas', () => {
  it('creates, lists in sort order, updates and deletes with audit events', async () => {
    const { client, v } = await version();
    const a = await client.post<{ id: number }>(
      `${v}/property-formulas`,
      formula('b', '2', { sortOrder: 2 }),
    );
    expect(a.status).toBe(201);
    const b = await client.post<{ id: number }>(
      `${v}/property-formulas`,
      formula('a', 'b * 3', {
        sortOrder: 1,
        dataType: 'currency',
        kind: 'otherCharge',
        showOnQuoteSummary: true,
      }),
    );
    expect(b.body).toMatchObject({
      name: 'a',
      formula: 'b * 3',
      dataType: 'currency',
      kind: 'otherCharge',
      overridable: false,
      showOnQuoteSummary: true,
      sortOrder: 1,
    });
    expect(
      (await client.get<{ data: { name: string }[] }>(`${v}/property-formulas`)).body.data.map(
        (f) => f.name,
      ),
    ).toEqual(['a', 'b']);
    const updated = await client.put(
      `${v}/property-formulas/${a.body.id}`,
      formula('b', '4', { title: 'Four' }),
    );
    expect(updated.body).toMatchObject({ name: 'b', title: 'Four', formula: '4' });
    expect((await client.delete(`${v}/property-formulas/${b.body.id}`)).status).toBe(204);
    expect((await auditOf(server, 'property_formula', a.body.id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
    ]);
    expect((await auditOf(server, 'property_formula', b.body.id)).map((e) => e.action)).toEqual([
      'created',
      'deleted',
    ]);
  });

  it("answers a syntax error with the engine's message and position under formula, and stores nothing", async () => {
    const { client, v } = await version();
    const res = await client.post(`${v}/property-formulas`, formula('premium', '1 +* 2'));
    expect(res).toEqual({
      status: 422,
      body: {
        message: Messages.correctErrors,
        code: 'VALIDATION',
        errors: { formula: ['Unexpected "*" at line 1, column 4'] },
      },
    });
    const unknown = await client.post(`${v}/property-formulas`, formula('premium', 'FOO(1)'));
    expect(unknown.body).toMatchObject({
      errors: { formula: ['Unknown function FOO at line 1, column 1'] },
    });
    expect((await client.get<{ data: unknown[] }>(`${v}/property-formulas`)).body.data).toEqual([]);
  });

  it('refuses a cycle, naming it, on whichever formula closes it', async () => {
    const { client, v } = await version();
    await client.post(`${v}/property-formulas`, formula('a', 'b + 1'));
    await client.post(`${v}/property-formulas`, formula('b', 'c * 2'));
    const res = await client.post(`${v}/property-formulas`, formula('c', 'a - 1'));
    expect(res.status).toBe(422);
    expect((res.body as { errors: { formula: string[] } }).errors.formula).toEqual([
      expect.stringMatching(/^Circular reference: (a → b → c → a|b → c → a → b|c → a → b → c)$/),
    ]);
  });

  it("refuses a period ('Period characters are not allowed'), a name in use across property and underwriting formulas, and a context name", async () => {
    const { client, v } = await version();
    expect(
      (await client.post(`${v}/property-formulas`, formula('base.premium', '1'))).body,
    ).toMatchObject({ errors: { name: [Messages.periodNotAllowed] } });
    await client.post(`${v}/property-formulas`, formula('loading', '1'));
    expect(
      (await client.post(`${v}/property-formulas`, formula('loading', '2'))).body,
    ).toMatchObject({ errors: { name: [Messages.nameInUse] } });
    expect(
      (await client.post(`${v}/underwriting-formulas`, { name: 'loading', steps: [] })).body,
    ).toMatchObject({ errors: { name: [Messages.nameInUse] } });
    expect((await client.post(`${v}/property-formulas`, formula('', '1'))).body).toMatchObject({
      errors: { name: [Messages.nameRequired] },
    });
    const context = await client.post(`${v}/property-formulas`, formula('today', '1'));
    expect(context.status).toBe(422);
    expect(Object.keys((context.body as { errors: object }).errors)).toEqual(['name']);
  });

  it('refuses to delete or rename a formula another one needs once the form lists its fields', async () => {
    const { client, v } = await version();
    await client.put(`${v}/form`, sampleForm);
    const rate = await client.post<{ id: number }>(
      `${v}/property-formulas`,
      formula('rate', '0.01'),
    );
    await client.post(
      `${v}/property-formulas`,
      formula('basePremium', 'turnover * rate', { dataType: 'currency' }),
    );
    const undefinedField = await client.post(
      `${v}/property-formulas`,
      formula('other', 'revenue * 2'),
    );
    expect(undefinedField.body).toMatchObject({
      errors: { formula: [expect.stringContaining('revenue')] },
    });
    const removed = await client.delete(`${v}/property-formulas/${rate.body.id}`);
    expect(removed.status).toBe(422);
    expect((removed.body as { errors: { version: string[] } }).errors.version[0]).toMatch(
      /^basePremium: .*rate/,
    );
    expect(
      (await client.put(`${v}/property-formulas/${rate.body.id}`, formula('rate2', '0.01'))).status,
    ).toBe(422);
  });
});

describe('underwriting formulas', () => {
  it('stores the step program and reports a bad step under its JSON path', async () => {
    const { client, v } = await version();
    const steps = [
      { type: 'set', variable: 'n', expression: '0' },
      { type: 'return', expression: 'n + 1' },
    ];
    const ok = await client.post<{ id: number; steps: unknown }>(`${v}/underwriting-formulas`, {
      name: 'claimCount',
      title: 'Claims',
      steps,
    });
    expect(ok).toMatchObject({ status: 201, body: { name: 'claimCount', title: 'Claims', steps } });
    const bad = await client.post(`${v}/underwriting-formulas`, {
      name: 'broken',
      steps: [{ type: 'if', condition: 'TRUE', then: [{ type: 'jump' }] }],
    });
    expect(bad).toMatchObject({
      status: 422,
      body: {
        errors: { 'steps.0.then.0.type': ['Expected one of set, return, if, forEach, find'] },
      },
    });
    const syntax = await client.put(`${v}/underwriting-formulas/${ok.body.id}`, {
      name: 'claimCount',
      steps: [{ type: 'return', expression: '1 +' }],
    });
    expect(syntax).toMatchObject({
      status: 422,
      body: { errors: { 'steps.0.expression': [expect.stringContaining('line 1')] } },
    });
    expect(
      (await client.get<{ data: unknown[] }>(`${v}/underwriting-formulas`)).body.data,
    ).toHaveLength(1);
    expect((await client.delete(`${v}/underwriting-formulas/${ok.body.id}`)).status).toBe(204);
  });
});

describe('rules', () => {
  it('creates refer/decline/endorse rules, checks condition and message, and keeps names unique', async () => {
    const { client, v } = await version();
    const rule = {
      name: 'Big turnover',
      condition: 'turnover > 5000000',
      outcome: 'refer',
      message: 'Turnover {{turnover}} is over $5m',
      visibleToBroker: false,
    };
    const created = await client.post<{ id: number }>(`${v}/rules`, rule);
    expect(created).toMatchObject({
      status: 201,
      body: { ...rule, endorsementId: null, sortOrder: 0 },
    });
    expect((await client.post(`${v}/rules`, { ...rule, name: 'big TURNOVER' })).body).toMatchObject(
      { errors: { name: [Messages.nameInUse] } },
    );
    expect(
      (await client.post(`${v}/rules`, { ...rule, name: 'Bad', condition: 'turnover >' })).body,
    ).toMatchObject({ errors: { condition: ['Unexpected end of formula at line 1, column 11'] } });
    expect(
      (
        await client.post(`${v}/rules`, {
          ...rule,
          name: 'Bad message',
          message: 'Hi {{__proto__}}',
        })
      ).body,
    ).toMatchObject({ errors: { message: [expect.any(String)] } });
    expect(
      (
        await client.post(`${v}/rules`, {
          ...rule,
          name: 'Endorse',
          outcome: 'endorse',
          endorsementId: 7,
        })
      ).body,
    ).toMatchObject({ outcome: 'endorse', endorsementId: 7 });
    expect(
      (await client.put(`${v}/rules/${created.body.id}`, { ...rule, outcome: 'decline' })).body,
    ).toMatchObject({ outcome: 'decline' });
    expect((await client.delete(`${v}/rules/${created.body.id}`)).status).toBe(204);
    expect((await client.delete(`${v}/rules/${created.body.id}`)).status).toBe(404);
    expect((await auditOf(server, 'product_rule', created.body.id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });
});
