import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TransactionStatus,
  TransactionType,
  type ListResponse,
  type RiskListRow,
  type RiskPackageDto,
  type UserDto,
} from '@turbine/domain';
import { TestClient } from '../../test/client.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_PASSWORD, DEMO_UNDERWRITER_EMAIL, seedDemo } from './demo.ts';
import { seedDemoRisks } from './demo-risks.ts';
import { ensureReferenceData } from '../modules/companies/index.ts';

let server: TestServer;
let broker: TestClient;
let brokerBase: string;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  const { systemCompanyId } = await ensureReferenceData(server.ctx.db);
  expect(await seedDemo(server.ctx.db, systemCompanyId)).toBe(true);
  await seedDemoRisks(server.app, server.ctx.db, DEMO_PASSWORD);
  broker = new TestClient(server.baseUrl);
  await broker.login('broker@demo.turbine.test', DEMO_PASSWORD);
  const me = (await broker.get<UserDto>('/user')).body;
  brokerBase = `/companies/${me.roles.find((r) => r.company.handle === 'southerncross')!.companyId}`;
}, 120_000);
afterAll(async () => server.close());

describe('demo risks (decision 005)', () => {
  it('leaves no seed session behind: the broker sees only the session just opened', async () => {
    const { status, body } = await broker.get<{ data: Array<{ current: boolean }> }>(
      '/user/sessions',
    );
    expect(status).toBe(200);
    expect(body.data.map((s) => s.current)).toEqual([true]);
  });

  it('gives the demo broker a risk in every transaction status', async () => {
    const rows = (await broker.get<ListResponse<RiskListRow>>(`${brokerBase}/risks?perPage=100`))
      .body.data;
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of Object.values(TransactionStatus))
      expect(statuses, `status ${status}`).toContain(status);
  });

  it('has bound policies in this month and the last, an amendment and a cancellation, and a referral awaiting the demo underwriter', async () => {
    const rows = (await broker.get<ListResponse<RiskListRow>>(`${brokerBase}/risks?perPage=100`))
      .body.data;
    const months = new Set(
      rows
        .filter((r) => r.boundAt !== null)
        .map((r) => new Date(r.boundAt! * 1000).toISOString().slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(2);
    const types = new Set(rows.map((r) => r.transactionType));
    expect(types).toContain(TransactionType.Adjustment);
    expect(types).toContain(TransactionType.Cancellation);
    expect(types).toContain(TransactionType.Renewal);

    const underwriter = new TestClient(server.baseUrl);
    await underwriter.login(DEMO_UNDERWRITER_EMAIL, DEMO_PASSWORD);
    const me = (await underwriter.get<UserDto>('/user')).body;
    const uwBase = `/companies/${me.roles.find((r) => r.company.handle === 'meridian')!.companyId}`;
    const referred = (await underwriter.get<ListResponse<RiskListRow>>(`${uwBase}/risks?status=5`))
      .body.data;
    expect(referred).toHaveLength(1);
    expect(referred[0]!.assignedUnderwriter?.id).toBe(me.id);
    const detail = (await underwriter.get<RiskPackageDto>(`${uwBase}/risks/${referred[0]!.id}`))
      .body;
    expect(detail.risks[0]!.current.availableActions).toContain('quote');
  });
});
