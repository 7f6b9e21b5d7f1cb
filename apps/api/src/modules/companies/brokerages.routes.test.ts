import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CompanyType,
  Messages,
  TransactionStatus,
  type BrokerageBookDto,
  type BrokerageDto,
  type BrokeragePackageDto,
  type BrokerageUserDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { productPackageBrokers, productPackages } from '../products/products.tables.ts';
import { riskTransactions } from '../risks/risks.tables.ts';
import {
  piQuoteProposal,
  riskPaths,
  riskWorld,
  type RiskWorld,
} from '../risks/risks.test-support.ts';
import {
  auditEvents,
  memberWithRole,
  storedCompany,
  storedInvitation,
} from './companies.test-support.ts';
import { invitations } from './companies.tables.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
});
afterAll(async () => server.close());

const base = (id: number) => `/companies/${id}/brokerages`;
type List = { data: BrokerageDto[] };

async function connect(agency: RiskWorld['underwriter'], brokerId: number) {
  const res = await agency.client.post<BrokerageDto>(base(agency.company.id), {
    mode: 'connect',
    brokerCompanyId: brokerId,
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('Brokerages (an agency onboards, lists and suspends brokerages; decision 168)', () => {
  it('creates a brokerage with its admin invitation, connects an existing one, refuses a second link', async () => {
    const uw = w.otherUnderwriter;
    const created = await uw.client.post<BrokerageDto>(base(uw.company.id), {
      mode: 'create',
      name: 'Coastal Brokers',
      adminEmail: `coastal-${process.pid}@example.com`,
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Coastal Brokers',
        status: 'active',
        hasAdmin: false,
        onboardedByAgency: true,
        userCount: 0,
        commissionPercent: null,
      },
    });
    const stored = await storedCompany(server.ctx, created.body.id);
    expect(stored).toMatchObject({
      refCompanyTypeId: CompanyType.Broker,
      createdByCompanyId: uw.company.id,
    });
    const [inv] = await server.ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.companyId, created.body.id));
    expect((await storedInvitation(server.ctx, inv!.id)).isAdminHandover).toBe(true);

    expect(await uw.client.post(base(uw.company.id), { mode: 'create' })).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.required], adminEmail: [Messages.required] } },
    });
    const linked = await connect(uw, w.broker.company.id);
    expect(linked).toMatchObject({
      id: w.broker.company.id,
      onboardedByAgency: false,
      userCount: 1,
    });
    expect(
      await uw.client.post(base(uw.company.id), {
        mode: 'connect',
        brokerCompanyId: w.broker.company.id,
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { brokerCompanyId: [Messages.alreadyExists] } },
    });
    // Only broker companies can be connected.
    expect(
      await uw.client.post(base(uw.company.id), {
        mode: 'connect',
        brokerCompanyId: w.insurer.company.id,
      }),
    ).toMatchObject({ status: 422, body: { errors: { brokerCompanyId: [Messages.notFound] } } });

    const list = await uw.client.get<List>(base(uw.company.id));
    expect(list.body.data.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Coastal Brokers', expect.any(String)]),
    );
    expect(list.body.data).toHaveLength(2);
    const users = await uw.client.get<{ data: BrokerageUserDto[] }>(
      `${base(uw.company.id)}/${w.broker.company.id}/users`,
    );
    expect(users.body.data).toEqual([
      expect.objectContaining({ id: w.broker.admin.id, roleName: expect.any(String) }),
    ]);
    const audit = await auditEvents(server.ctx, 'company', uw.company.id);
    expect(audit.filter((e) => e.action === 'brokerage_onboarded')).toHaveLength(2);
  });

  it('another company sees and changes nothing; a non-agency or a user without ManageCompanies is refused', async () => {
    await connect(w.underwriter, w.otherBroker.company.id);
    const stranger = await companyWithAdmin(server, CompanyType.Underwriter);
    // The stranger's own list is empty, and it cannot reach the agency's.
    expect((await stranger.client.get<List>(base(stranger.company.id))).body.data).toEqual([]);
    expect((await stranger.client.get(base(w.underwriter.company.id))).status).toBe(404);
    expect(
      (
        await stranger.client.put(`${base(stranger.company.id)}/${w.otherBroker.company.id}`, {
          status: 'suspended',
        })
      ).status,
    ).toBe(404);
    expect(
      (await stranger.client.get(`${base(stranger.company.id)}/${w.otherBroker.company.id}/users`))
        .status,
    ).toBe(404);
    expect(
      (
        await stranger.client.get(
          `${base(stranger.company.id)}/${w.otherBroker.company.id}/packages`,
        )
      ).status,
    ).toBe(404);
    // A broker has no Brokerages screen.
    expect((await w.broker.client.get(base(w.broker.company.id))).status).toBe(403);
    const staff = await memberWithRole(
      server,
      w.underwriter.company.id,
      w.underwriter.company.staffRoleId,
    );
    expect((await staff.client.get(base(w.underwriter.company.id))).status).toBe(403);
  });

  it('suspending stops new business with the agency only; reinstating restores it; audited with the reason', async () => {
    await connect(w.underwriter, w.broker.company.id);
    const path = `${base(w.underwriter.company.id)}/${w.broker.company.id}`;
    const suspended = await w.underwriter.client.put<BrokerageDto>(path, {
      status: 'suspended',
      reason: 'Licence under review',
    });
    expect(suspended.body).toMatchObject({
      status: 'suspended',
      statusReason: 'Licence under review',
    });
    const create = () =>
      w.broker.client.post<RiskPackageDto>(riskPaths(w.broker.company.id).risks, {
        productPackageId: w.productPackageId,
        insured: { name: 'Ledger & Co' },
      });
    expect((await create()).status).toBe(422);
    // The other broker of the same agency still trades.
    expect(
      (
        await w.otherBroker.client.post(riskPaths(w.otherBroker.company.id).risks, {
          productPackageId: w.productPackageId,
          insured: { name: 'Other insured' },
        })
      ).status,
    ).toBe(201);
    const audit = await auditEvents(server.ctx, 'company', w.underwriter.company.id);
    expect(audit.find((e) => e.action === 'brokerage_suspended')?.after).toMatchObject({
      reason: 'Licence under review',
    });
    expect(
      (await w.underwriter.client.put<BrokerageDto>(path, { status: 'active' })).body,
    ).toMatchObject({ status: 'active', statusReason: null });
    expect((await create()).status).toBe(201);
  });

  it('a commission override applies to the brokerage’s new quotes and shows in its book', async () => {
    const path = `${base(w.underwriter.company.id)}/${w.broker.company.id}`;
    expect(await w.underwriter.client.put(path, { commissionPercent: '101' })).toMatchObject({
      status: 422,
      body: { errors: { commissionPercent: expect.any(Array) } },
    });
    expect(
      (await w.underwriter.client.put<BrokerageDto>(path, { commissionPercent: '12.5' })).body
        .commissionPercent,
    ).toBe('12.500000');
    const p = riskPaths(w.broker.company.id);
    const created = await w.broker.client.post<RiskPackageDto>(p.risks, {
      productPackageId: w.productPackageId,
      insured: { name: 'Commissioned' },
    });
    const pkg = created.body;
    const mainId = pkg.risks[0]!.id;
    expect(
      (await w.broker.client.put(p.proposal(pkg.id, mainId), { proposal: piQuoteProposal })).status,
    ).toBe(200);
    expect((await w.broker.client.post(p.action(pkg.id, mainId, 'submit'), {})).status).toBe(200);
    const [tx] = await server.ctx.db
      .select()
      .from(riskTransactions)
      .where(eq(riskTransactions.riskId, mainId));
    expect(tx).toMatchObject({
      status: TransactionStatus.Quoted,
      brokerCommissionPercent: '12.500000',
    });

    const book = await w.underwriter.client.get<{ data: BrokerageBookDto[] }>(
      `${base(w.underwriter.company.id)}/book`,
    );
    const row = book.body.data.find((b) => b.brokerCompanyId === w.broker.company.id);
    expect(row).toMatchObject({ boundPremium: '0.00', boundPolicies: 0 });
    expect(row!.openQuotes).toBeGreaterThanOrEqual(1);
    // The other agency's book holds nothing of this agency's quotes.
    const other = await w.otherUnderwriter.client.get<{ data: BrokerageBookDto[] }>(
      `${base(w.otherUnderwriter.company.id)}/book`,
    );
    expect(other.body.data.find((b) => b.brokerCompanyId === w.broker.company.id)).toMatchObject({
      openQuotes: 0,
    });
  });

  it('Broker Management: closing and opening a package for one brokerage edits the package’s own list', async () => {
    const path = `${base(w.underwriter.company.id)}/${w.otherBroker.company.id}/packages`;
    const before = await w.underwriter.client.get<{ data: BrokeragePackageDto[] }>(path);
    expect(before.body.data).toContainEqual(
      expect.objectContaining({ id: w.productPackageId, brokerAccess: 'all', allowed: true }),
    );
    const closed = await w.underwriter.client.put<BrokeragePackageDto>(
      `${path}/${w.productPackageId}`,
      { allowed: false },
    );
    expect(closed.body).toMatchObject({ brokerAccess: 'blacklist', allowed: false });
    const listed = await server.ctx.db
      .select()
      .from(productPackageBrokers)
      .where(eq(productPackageBrokers.packageId, w.productPackageId));
    expect(listed.map((l) => l.brokerCompanyId)).toEqual([w.otherBroker.company.id]);
    // The brokerage no longer sees the package; the other broker still does.
    const options = (b: RiskWorld['broker']) =>
      b.client.get<{ packages: { id: number }[] }>(riskPaths(b.company.id).options);
    expect((await options(w.otherBroker)).body.packages.map((x) => x.id)).not.toContain(
      w.productPackageId,
    );
    expect((await options(w.broker)).body.packages.map((x) => x.id)).toContain(w.productPackageId);

    const reopened = await w.underwriter.client.put<BrokeragePackageDto>(
      `${path}/${w.productPackageId}`,
      { allowed: true },
    );
    expect(reopened.body).toMatchObject({ brokerAccess: 'blacklist', allowed: true });
    const [pkg] = await server.ctx.db
      .select()
      .from(productPackages)
      .where(and(eq(productPackages.id, w.productPackageId)));
    expect(pkg!.brokerAccess).toBe('blacklist');
    // A package of another agency is not found.
    expect(
      (
        await w.otherUnderwriter.client.put(
          `${base(w.otherUnderwriter.company.id)}/${w.broker.company.id}/packages/${w.productPackageId}`,
          { allowed: false },
        )
      ).status,
    ).toBe(404);
  });
});
