import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse, RiskListRow, RiskPackageDto, UserDto } from '@turbine/domain';
import { Decimal } from 'decimal.js';
import { TestClient } from '../../test/client.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { seedDemoRisks } from './demo-risks.ts';
import { ensureReferenceData } from '../modules/companies/index.ts';

// Issue 19 item 3: the insured's own company (the demo client, Harbourside Cafe) sees its policies
// read-only — never another insured's, and no action it could take.
let server: TestServer;
let client: TestClient;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  const { systemCompanyId } = await ensureReferenceData(server.ctx.db);
  await seedDemo(server.ctx.db, systemCompanyId);
  await seedDemoRisks(server.app, server.ctx.db, DEMO_PASSWORD);
  client = new TestClient(server.baseUrl);
  await client.login('client@demo.turbine.test', DEMO_PASSWORD);
  const me = (await client.get<UserDto>('/user')).body;
  base = `/companies/${me.roles[0]!.companyId}`;
}, 120_000);
afterAll(async () => server.close());

describe('package totals in the list (issue 19 item 5)', () => {
  it('adds the add-ons to the main premium and names the add-ons part', async () => {
    const list = await client.get<ListResponse<RiskListRow>>(`${base}/risks`);
    const withAddOn = list.body.data.filter((r) => r.addOnsPremium !== null);
    expect(withAddOn.length).toBeGreaterThan(0);
    for (const row of withAddOn) {
      expect(row.packageTotalPremium).toBe(
        new Decimal(row.totalPremium!).plus(row.addOnsPremium!).toFixed(2),
      );
    }
  });
});

describe('a client company’s own policies', () => {
  it('lists only the packages it is the insured of, and opens them without actions', async () => {
    const list = await client.get<ListResponse<RiskListRow>>(`${base}/risks`);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(new Set(list.body.data.map((r) => r.insuredName))).toEqual(
      new Set(['Harbourside Cafe']),
    );

    const id = list.body.data[0]!.id;
    const pkg = await client.get<RiskPackageDto>(`${base}/risks/${id}`);
    expect(pkg.status).toBe(200);
    const actions = pkg.body.risks.flatMap((r) =>
      r.transactions.flatMap((t) => t.availableActions),
    );
    expect(actions).toEqual([]);

    const riskId = pkg.body.risks[0]!.id;
    const refused = await client.post(`${base}/risks/${id}/risks/${riskId}/actions/submit`, {});
    expect(refused.status).toBe(403);
    // The guard refuses first: a client company has no ManageRisks (§6 company-type permissions).
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
  });
});
