import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, ProductMessages, type TestRunDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { ratedProduct, underwriter } from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const accountant = {
  name: 'Accountant 100k',
  proposal: { turnover: 100000, occupation: 'ACC' },
  context: { inceptionDate: '2025-07-01' },
  expected: {
    premium: { base: '1000', gross: '1000.00', total: '1155.00' },
    formulas: { rate: '0.01' },
    decision: 'quote',
    rules: [],
  },
};
const lawyer = {
  name: 'Lawyer declined',
  proposal: { turnover: 100000, occupation: 'LAW' },
  context: { inceptionDate: '2025-07-01' },
  expected: { decision: 'quote', premium: { base: '2000.00' } },
};

describe('test cases and runs', () => {
  it('saves cases (unique names), runs them with a diff per field and stores the run', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await ratedProduct(client, company.id);
    const a = await client.post<{ id: number }>(`${versionPath}/test-cases`, accountant);
    expect(a).toMatchObject({ status: 201, body: accountant });
    expect(
      (await client.post(`${versionPath}/test-cases`, { ...lawyer, name: 'ACCOUNTANT 100K' })).body,
    ).toMatchObject({ errors: { name: [Messages.nameInUse] } });
    expect(
      (
        await client.post(`${versionPath}/test-cases`, {
          ...lawyer,
          expected: { premium: { base: 12 } },
        })
      ).status,
    ).toBe(422);
    const b = await client.post<{ id: number }>(`${versionPath}/test-cases`, lawyer);
    const run = await client.post<TestRunDto>(`${versionPath}/test-runs`);
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({ passed: false, total: 2, failed: 1 });
    expect(run.body.results[0]).toMatchObject({ testCaseId: a.body.id, passed: true, error: null });
    expect(run.body.results[0]!.diff).toContainEqual({
      field: 'premium.base',
      expected: '1000',
      actual: '1000.00',
      passed: true,
    });
    expect(run.body.results[0]!.diff).toContainEqual({
      field: 'rules',
      expected: [],
      actual: [],
      passed: true,
    });
    expect(run.body.results[1]).toMatchObject({
      testCaseId: b.body.id,
      name: 'Lawyer declined',
      passed: false,
    });
    expect(run.body.results[1]!.diff).toEqual([
      { field: 'premium.base', expected: '2000.00', actual: '2000.00', passed: true },
      { field: 'decision', expected: 'quote', actual: 'decline', passed: false },
    ]);
    const runs = await client.get<{ data: TestRunDto[] }>(`${versionPath}/test-runs`);
    expect(runs.body.data.map((r) => r.id)).toEqual([run.body.id]);
  });

  it('records a case that cannot be rated as failed with the reason', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await ratedProduct(client, company.id);
    await client.post(`${versionPath}/test-cases`, {
      ...accountant,
      name: 'Missing occupation',
      proposal: { turnover: 1 },
    });
    const run = await client.post<TestRunDto>(`${versionPath}/test-runs`);
    expect(run.body.results[0]).toMatchObject({
      passed: false,
      error: `proposal.occupation: ${Messages.required}`,
      diff: [],
    });
  });

  it('refuses to publish while a case fails, naming it, and publishes once it passes', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await ratedProduct(client, company.id);
    await client.post(`${versionPath}/test-cases`, accountant);
    const failing = await client.post<{ id: number }>(`${versionPath}/test-cases`, lawyer);
    const refused = await client.post(`${versionPath}/publish`);
    expect(refused).toEqual({
      status: 422,
      body: {
        message: ProductMessages.testCasesFailed(['Lawyer declined']),
        code: 'VALIDATION',
        errors: { testCases: ['Lawyer declined: decision expected "quote", got "decline"'] },
      },
    });
    expect((await client.get<{ status: string }>(versionPath)).body.status).toBe('draft');
    expect((await client.get<{ data: unknown[] }>(`${versionPath}/test-runs`)).body.data).toEqual(
      [],
    );
    await client.put(`${versionPath}/test-cases/${failing.body.id}`, {
      ...lawyer,
      expected: { decision: 'decline' },
    });
    expect((await client.post(`${versionPath}/publish`)).body).toMatchObject({ status: 'live' });
    expect(
      (await client.get<{ data: TestRunDto[] }>(`${versionPath}/test-runs`)).body.data,
    ).toEqual([expect.objectContaining({ passed: true, total: 2 })]);
  });

  it('refuses to publish a version whose formulas reference a field the form does not have', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await ratedProduct(client, company.id);
    await client.put(`${versionPath}/form`, {
      schema: { type: 'object', properties: { turnover: { type: 'number' } } },
      layout: {},
    });
    const res = await client.post(`${versionPath}/publish`);
    expect(res).toMatchObject({
      status: 422,
      body: {
        message: ProductMessages.formulasInvalid,
        errors: {
          formulas: [
            'rate: Unknown name "occupation" at line 1, column 31',
            'rule Lawyers: Unknown name "occupation" at line 1, column 1',
          ],
        },
      },
    });
  });
});
