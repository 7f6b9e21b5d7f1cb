import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimStage, type ClaimSummaryDto, type UserDto } from '@turbine/domain';
import { TestClient } from '../../test/client.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { ensureReferenceData } from '../modules/companies/index.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { seedDemoClaims } from './demo-claims.ts';
import { seedDemoRisks } from './demo-risks.ts';

let server: TestServer;
const signIn = async (email: string, handle: string) => {
  const client = new TestClient(server.baseUrl);
  await client.login(email, DEMO_PASSWORD);
  const me = (await client.get<UserDto>('/user')).body;
  const id = me.roles.find((r) => r.company.handle === handle)!.companyId;
  return {
    client,
    list: async (q = '') =>
      (await client.get<ClaimSummaryDto[]>(`/companies/${id}/claims${q}`)).body,
  };
};

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  const { systemCompanyId } = await ensureReferenceData(server.ctx.db);
  expect(await seedDemo(server.ctx.db, systemCompanyId)).toBe(true);
  await seedDemoRisks(server.app, server.ctx.db, DEMO_PASSWORD);
  await seedDemoClaims(server.app, DEMO_PASSWORD);
}, 180_000);
afterAll(async () => server.close());

describe('demo claims (decision 120)', () => {
  it('gives Bennett & Cole claims in several statuses, with money, and the agency one to decide', async () => {
    const legal = await signIn('legal@demo.turbine.test', 'bennettcole');
    const claims = await legal.list();
    expect(claims).toHaveLength(3);
    expect(new Set(claims.map((c) => c.status)).size).toBe(3);
    expect(claims.filter((c) => c.open)).toHaveLength(2);
    const cafe = claims.find((c) => c.claimant === 'Quayside Espresso Pty Ltd')!;
    expect(cafe.totals).toMatchObject({
      indemnityReserve: '45000.00',
      feesPaid: '3500.00',
      feesReserve: '8500.00',
      totalIncurred: '57000.00',
    });
    const agency = await signIn('underwriter@demo.turbine.test', 'meridian');
    const all = await agency.list();
    expect(all).toHaveLength(5);
    expect(all.filter((c) => c.stage === ClaimStage.Reported)).toHaveLength(1);
    expect(all.filter((c) => c.stage === ClaimStage.Declined)).toHaveLength(1);
  });
});
