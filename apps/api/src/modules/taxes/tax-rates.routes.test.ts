import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, TaxRateMessages, type TaxRateBody, type TaxRateDto } from '@turbine/domain';
import { DEFAULT_TAX_TABLE, type RatingResult } from '@turbine/rating';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { auditEvents, systemUser } from '../companies/companies.test-support.ts';
import {
  formula,
  ratedProduct,
  underwriter,
  validSettings,
} from '../products/products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

type List = { data: TaxRateDto[] };
const gstFrom2030: TaxRateBody = {
  jurisdiction: 'AU',
  kind: 'gst',
  classes: [],
  rate: '12.5',
  cap: null,
  flat: null,
  effectiveFrom: '2030-01-01',
  effectiveTo: null,
  smallBusinessOnly: false,
  status: 'U',
  source: 'A test: a GST rise announced for 2030',
};

/** A PI product rating in NSW with the tax engine; `inceptionDate` picks the tax date. */
async function nswProduct() {
  const { company, client } = await underwriter(server);
  const { versionPath } = await ratedProduct(client, company.id);
  await client.post(
    `${versionPath}/property-formulas`,
    formula('riskState', '"NSW"', { dataType: 'text', title: 'State' }),
  );
  const saved = await client.put(versionPath, {
    ...validSettings,
    premium: {
      ...validSettings.premium,
      taxes: [],
      taxEngine: { country: 'AU', taxClass: 'professionalIndemnity', stateFormula: 'riskState' },
    },
  });
  expect(saved.status).toBe(200);
  return async (inceptionDate: string) =>
    client.post<RatingResult>(`${versionPath}/rate`, {
      proposal: { turnover: 250000, occupation: 'ACC' },
      context: { inceptionDate, today: inceptionDate },
    });
}

describe('the operator’s tax table (decision 197)', () => {
  it('is seeded from the reference, each row with its source and how sure it is', async () => {
    const { client } = await systemUser(server);
    const res = await client.get<List>('/system/tax-rates');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(DEFAULT_TAX_TABLE.length);
    const nsw = res.body.data.filter((r) => r.jurisdiction === 'NSW' && r.classes.length === 0);
    expect(nsw).toEqual([
      expect.objectContaining({
        kind: 'stampDuty',
        rate: '9',
        effectiveFrom: '2000-01-01',
        effectiveTo: null,
        status: 'V',
        source: expect.stringContaining('https://www.revenue.nsw.gov.au/'),
      }),
    ]);
    const smallBusiness = res.body.data.filter((r) => r.smallBusinessOnly);
    expect(smallBusiness).toEqual([
      expect.objectContaining({ jurisdiction: 'NSW', rate: '0', effectiveFrom: '2018-01-01' }),
    ]);
    const fenzMotor = res.body.data.find(
      (r) => r.kind === 'fenz' && r.flat === '9.53' && r.classes.includes('privateMotor'),
    );
    expect(fenzMotor).toMatchObject({ effectiveTo: '2026-07-01', status: 'V2' });
  });

  it('rates with the rows in the database: a new row changes the figure from its date, audited', async () => {
    const rateOn = await nswProduct();
    const before = await rateOn('2030-03-01');
    // gross 2,500.00; GST 10 % = 250.00; NSW type B 5 % of 2,750.00 = 137.50.
    expect(before.body.premium.taxLines).toEqual([
      { name: 'GST', amount: '250.00' },
      { name: 'NSW stamp duty', amount: '137.50' },
    ]);
    const { client, user } = await systemUser(server);
    const created = await client.post<TaxRateDto>('/system/tax-rates', gstFrom2030);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...gstFrom2030, id: expect.any(Number) });
    // GST 12.5 % = 312.50; duty 5 % of 2,812.50 = 140.625 → 140.63.
    expect((await rateOn('2030-03-01')).body.premium.taxLines).toEqual([
      { name: 'GST', amount: '312.50' },
      { name: 'NSW stamp duty', amount: '140.63' },
    ]);
    // The day before it starts, the old row still applies.
    expect((await rateOn('2029-12-31')).body.premium.taxLines[0]).toEqual({
      name: 'GST',
      amount: '250.00',
    });
    // Ending it on 1 Feb 2030 (a change of the row) puts March back on 10 %.
    const ended = await client.put<TaxRateDto>(`/system/tax-rates/${created.body.id}`, {
      ...gstFrom2030,
      effectiveTo: '2030-02-01',
    });
    expect(ended.status).toBe(200);
    expect((await rateOn('2030-03-01')).body.premium.taxLines[0]!.amount).toBe('250.00');
    expect((await rateOn('2030-01-15')).body.premium.taxLines[0]!.amount).toBe('312.50');
    expect((await client.delete(`/system/tax-rates/${created.body.id}`)).status).toBe(204);
    expect((await rateOn('2030-01-15')).body.premium.taxLines[0]!.amount).toBe('250.00');
    const events = await auditEvents(server.ctx, 'taxRate', created.body.id);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ['created', user.id],
      ['updated', user.id],
      ['deleted', user.id],
    ]);
    expect(events[1]!.before).toMatchObject({ effectiveTo: null });
    expect(events[1]!.after).toMatchObject({ effectiveTo: '2030-02-01' });
  });

  it('refuses bad rows with the message under the field and stores nothing', async () => {
    const { client } = await systemUser(server);
    const count = (await client.get<List>('/system/tax-rates')).body.data.length;
    const bad = await client.post<{ errors: Record<string, string[]> }>('/system/tax-rates', {
      ...gstFrom2030,
      kind: 'stampDuty',
      rate: '1.1234567',
      effectiveTo: '2029-01-01',
      cap: '-1',
      source: '',
      classes: ['pets'],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      rate: [TaxRateMessages.rateInvalid],
      cap: [TaxRateMessages.amountInvalid],
      source: [Messages.required],
      'classes.0': [expect.any(String)],
    });
    const order = await client.post<{ errors: Record<string, string[]> }>('/system/tax-rates', {
      ...gstFrom2030,
      kind: 'stampDuty',
      effectiveTo: '2029-01-01',
    });
    expect(order.status).toBe(422);
    expect(order.body.errors).toEqual({
      effectiveTo: [TaxRateMessages.toAfterFrom],
      kind: [TaxRateMessages.kindNotInJurisdiction],
    });
    expect((await client.put('/system/tax-rates/999999', gstFrom2030)).status).toBe(404);
    expect((await client.get<List>('/system/tax-rates')).body.data).toHaveLength(count);
  });

  it('is the operator’s alone: a company’s admin reads and changes nothing', async () => {
    const { client: system } = await systemUser(server);
    const rows = (await system.get<List>('/system/tax-rates')).body.data;
    const target = rows.find((r) => r.jurisdiction === 'AU')!;
    const { client } = await underwriter(server);
    expect((await client.get('/system/tax-rates')).status).toBe(403);
    expect((await client.post('/system/tax-rates', gstFrom2030)).status).toBe(403);
    expect(
      (await client.put(`/system/tax-rates/${target.id}`, { ...gstFrom2030, rate: '50' })).status,
    ).toBe(403);
    expect((await client.delete(`/system/tax-rates/${target.id}`)).status).toBe(403);
    expect((await system.get<List>('/system/tax-rates')).body.data).toEqual(rows);
  });
});
