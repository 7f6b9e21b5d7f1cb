import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxBlocksOf, taxClassNames } from '@turbine/domain';
import { TAX_CLASSES, type RatingResult } from '@turbine/rating';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { formula, ratedProduct, underwriter, validSettings } from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const context = { inceptionDate: '2025-07-01', today: '2025-06-20' };
const taxEngine = {
  country: 'AU',
  taxClass: 'professionalIndemnity',
  stateFormula: 'riskState',
};

describe('a product opting into the AU/NZ tax engine (decision 118)', () => {
  it('names the same tax classes in the payloads as in the engine', () => {
    expect(taxClassNames).toEqual([...TAX_CLASSES]);
  });

  it("adds GST and the state's duty to the premium, each line named", async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await ratedProduct(client, company.id);
    expect(
      (
        await client.post(
          `${versionPath}/property-formulas`,
          formula('riskState', '"NSW"', { dataType: 'text', title: 'State' }),
        )
      ).status,
    ).toBe(201);
    const saved = await client.put(versionPath, {
      ...validSettings,
      premium: { ...validSettings.premium, taxes: [], taxEngine },
    });
    expect(saved.status).toBe(200);
    const res = await client.post<RatingResult>(`${versionPath}/rate`, {
      proposal: { turnover: 250000, occupation: 'ACC' },
      context,
    });
    expect(res.status).toBe(200);
    // gross 250,000 × 0.01 = 2,500.00; GST 250.00; NSW type B 5 % of 2,750.00 = 137.50; fee 50.
    expect(res.body.premium).toMatchObject({
      gross: '2500.00',
      taxLines: [
        { name: 'GST', amount: '250.00' },
        { name: 'NSW stamp duty', amount: '137.50' },
      ],
      taxes: '387.50',
      total: '2937.50',
    });
    // The bordereau's tax blocks read these lines and the engine's own trace (decision 238).
    expect(taxBlocksOf(res.body)).toEqual([
      { jurisdiction: 'AU', type: 'GST', taxablePremium: '2500.00', rate: '10', amount: '250.00' },
      {
        jurisdiction: 'NSW',
        type: 'NSW stamp duty',
        taxablePremium: '2750.00',
        rate: '5',
        amount: '137.50',
      },
    ]);

    // NZ: the FENZ levy on the sum insured, in cents per $100, becomes a percentage of it.
    expect(
      (
        await client.post(
          `${versionPath}/property-formulas`,
          formula('sumInsured', '100000', { dataType: 'currency', title: 'Sum insured' }),
        )
      ).status,
    ).toBe(201);
    const nz = { country: 'NZ', taxClass: 'commercialProperty', sumInsuredFormula: 'sumInsured' };
    expect(
      (
        await client.put(versionPath, {
          ...validSettings,
          premium: { ...validSettings.premium, taxes: [], taxEngine: nz },
        })
      ).status,
    ).toBe(200);
    const nzRated = await client.post<RatingResult>(`${versionPath}/rate`, {
      proposal: { turnover: 250000, occupation: 'ACC' },
      context,
    });
    expect(nzRated.status).toBe(200);
    // FENZ 11.95c per $100 of 100,000 = 119.50; GST 15 % of 2,619.50 = 392.925.
    expect(taxBlocksOf(nzRated.body)).toEqual([
      {
        jurisdiction: 'NZ',
        type: 'FENZ levy',
        taxablePremium: '100000.00',
        rate: '0.1195',
        amount: '119.50',
      },
      { jurisdiction: 'NZ', type: 'GST', taxablePremium: '2619.50', rate: '15', amount: '392.93' },
    ]);
  });

  it('refuses an unknown class or country under its field and saves nothing', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath } = await ratedProduct(client, company.id);
    const bad = await client.put(versionPath, {
      ...validSettings,
      premium: {
        ...validSettings.premium,
        taxEngine: { ...taxEngine, taxClass: 'pets', country: 'US' },
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'premium.taxEngine.country',
      'premium.taxEngine.taxClass',
    ]);
    const version = await client.get<{ premium: { taxEngine?: unknown } }>(versionPath);
    expect(version.body.premium.taxEngine).toBeUndefined();
  });
});
