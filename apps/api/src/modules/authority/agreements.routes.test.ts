import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorityMessages,
  CompanyType,
  Messages,
  type BindingAgreementDto,
  type ListResponse,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, companyWithAdmin } from '../../../test/factories.ts';
import { actAsSupport, memberWithRole, systemUser } from '../companies/companies.test-support.ts';
import { lockAgreementPeriod } from './index.ts';
import {
  agreementBody,
  auditOf,
  completePeriod,
  createAgreement,
  insurerCompany,
  periodUrl,
  underwriterWithAdmin,
} from './authority.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

describe('binding agreements', () => {
  it('creates an agreement with every §3 field and a draft period 1, then reads, lists, updates and deletes it', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const insurerId = await insurerCompany(server);
    const url = `/companies/${company.id}/binding-agreements`;
    const body = agreementBody(insurerId, {
      uniqueMarketReference: 'B0999ABC',
      timezone: 'Australia/Broken_Hill',
      currencyType: 'nzd',
    });
    const created = await client.post<BindingAgreementDto>(url, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, managingInsuranceCompany: { id: insurerId } });
    expect(created.body.periods).toEqual([
      expect.objectContaining({
        version: 1,
        status: 'draft',
        visibility: 1,
        savedOnce: false,
        inUse: false,
      }),
    ]);
    const id = created.body.id;
    expect((await client.get<BindingAgreementDto>(`${url}/${id}`)).body).toEqual(created.body);
    expect(
      (await client.get<ListResponse<BindingAgreementDto>>(`${url}?search=b0999`)).body,
    ).toMatchObject({ data: [{ id }], meta: { total: 1 } });
    const updated = await client.put<BindingAgreementDto>(`${url}/${id}`, {
      ...body,
      name: 'Renamed',
      validTo: '2026-06-30',
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { name: 'Renamed', validTo: '2026-06-30' },
    });
    expect((await client.request('DELETE', `${url}/${id}`)).status).toBe(204);
    expect((await client.get(`${url}/${id}`)).status).toBe(404);
    const audit = await auditOf(server, 'binding_agreement', id);
    expect(audit.map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
    expect(audit[1]).toMatchObject({
      before: { name: 'Property binder' },
      after: { name: 'Renamed', validTo: '2026-06-30' },
    });
  });

  it("refuses an unknown time zone with the spec's message, and other invalid fields (422)", async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const insurerId = await insurerCompany(server);
    const url = `/companies/${company.id}/binding-agreements`;
    const zone = await client.post(
      url,
      agreementBody(insurerId, { timezone: 'Mars/Olympus_Mons' }),
    );
    expect(zone).toMatchObject({
      status: 422,
      body: { errors: { timezone: [Messages.invalidTimezone('Mars/Olympus_Mons')] } },
    });
    expect((await client.post(url, agreementBody(insurerId, { timezone: 'UTC' }))).status).toBe(
      201,
    );
    const dates = await client.post(
      url,
      agreementBody(insurerId, { validFrom: '2025-12-31', validTo: '2025-01-01' }),
    );
    expect(dates).toMatchObject({
      status: 422,
      body: { errors: { validTo: [AuthorityMessages.dateOrder] } },
    });
    const currency = await client.post(
      url,
      agreementBody(insurerId, { currencyType: 'jpy', agreementNumber: '' }),
    );
    expect(currency.body).toHaveProperty(['errors', 'currencyType']);
    expect(currency.body).toMatchObject({ errors: { agreementNumber: [Messages.required] } });
  });

  it('requires the managing insurance company to be an insurer (422)', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const broker = await buildCompany(server.ctx, { type: CompanyType.Broker });
    const url = `/companies/${company.id}/binding-agreements`;
    const refused = {
      status: 422,
      body: { errors: { managingInsuranceCompanyId: [AuthorityMessages.notInsurer] } },
    };
    expect(await client.post(url, agreementBody(broker.id))).toMatchObject(refused);
    expect(await client.post(url, agreementBody(company.id))).toMatchObject(refused);
    expect(await client.post(url, agreementBody(999_999))).toMatchObject(refused);
    expect((await client.get<ListResponse<BindingAgreementDto>>(url)).body.meta.total).toBe(0);
  });

  it('keeps the unique market reference unique in the company, not across companies', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const other = await underwriterWithAdmin(server);
    const insurerId = await insurerCompany(server);
    const first = await createAgreement(server, client, company.id, {
      uniqueMarketReference: 'UMR-1',
    });
    const url = `/companies/${company.id}/binding-agreements`;
    const taken = {
      status: 422,
      body: { errors: { uniqueMarketReference: [AuthorityMessages.marketReferenceInUse] } },
    };
    expect(
      await client.post(url, agreementBody(insurerId, { uniqueMarketReference: 'umr-1' })),
    ).toMatchObject(taken);
    const second = await createAgreement(server, client, company.id);
    expect(
      await client.put(
        `${url}/${second.id}`,
        agreementBody(insurerId, { uniqueMarketReference: 'UMR-1' }),
      ),
    ).toMatchObject(taken);
    expect(
      (
        await client.put(
          `${url}/${first.id}`,
          agreementBody(insurerId, { uniqueMarketReference: 'UMR-1' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await other.client.post(
          `/companies/${other.company.id}/binding-agreements`,
          agreementBody(insurerId, { uniqueMarketReference: 'UMR-1' }),
        )
      ).status,
    ).toBe(201);
  });

  it('refuses deletion once a period is live, and currency or time zone changes once a risk uses a period (409)', async () => {
    const { admin, company, client } = await underwriterWithAdmin(server);
    const agreement = await createAgreement(server, client, company.id);
    const url = periodUrl(company.id, agreement.id, agreement.periods[0]!.id);
    await completePeriod(client, company.id, url, admin.id);
    expect((await client.post(`${url}/publish`)).status).toBe(200);
    const base = `/companies/${company.id}/binding-agreements/${agreement.id}`;
    expect(await client.delete(base)).toMatchObject({
      status: 409,
      body: { code: 'IN_USE_DELETE', message: AuthorityMessages.onlyDraftDeletable },
    });
    const {
      id: _id,
      periods: _p,
      managingInsuranceCompany: _m,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = agreement;
    expect((await client.put(base, { ...fields, timezone: 'Australia/Perth' })).status).toBe(200);
    await server.ctx.db.transaction((tx) => lockAgreementPeriod(tx, agreement.periods[0]!.id));
    const moved = await client.put(base, { ...fields, timezone: 'Australia/Darwin' });
    expect(moved).toMatchObject({
      status: 409,
      body: { message: AuthorityMessages.timezoneChangeLocked },
    });
    expect(
      (await client.put(base, { ...fields, timezone: 'Australia/Perth', name: 'Still editable' }))
        .status,
    ).toBe(200);
  });

  it('offers active insurers and the company users as choices', async () => {
    const { admin, company, client } = await underwriterWithAdmin(server);
    const insurer = await buildCompany(server.ctx, {
      type: CompanyType.Insurer,
      name: 'Zebra Mutual Insurance',
    });
    await buildCompany(server.ctx, {
      type: CompanyType.Insurer,
      name: 'Zebra Closed Insurance',
      isActive: false,
    });
    const insurers = await client.get<{ data: { id: number; name: string }[] }>(
      `/companies/${company.id}/binding-agreement-options/insurers?search=zebra`,
    );
    expect(insurers.body.data).toEqual([{ id: insurer.id, name: 'Zebra Mutual Insurance' }]);
    const users = await client.get<{ data: { id: number }[] }>(
      `/companies/${company.id}/binding-agreement-options/underwriters`,
    );
    expect(users.body.data).toEqual([{ id: admin.id, name: admin.name, email: admin.email }]);
  });

  it('lets ViewRisks holders read only, refuses a broker company (403) and isolates companies (404, empty lists)', async () => {
    const a = await underwriterWithAdmin(server);
    const b = await underwriterWithAdmin(server);
    const agreement = await createAgreement(server, a.client, a.company.id);
    const staff = await memberWithRole(server, a.company.id, a.company.staffRoleId);
    const aUrl = `/companies/${a.company.id}/binding-agreements`;
    expect(
      (await staff.client.get<ListResponse<BindingAgreementDto>>(aUrl)).body.data,
    ).toHaveLength(1);
    expect(
      (await staff.client.post(aUrl, agreementBody(await insurerCompany(server)))).status,
    ).toBe(403);

    const bUrl = `/companies/${b.company.id}/binding-agreements`;
    expect((await b.client.get(aUrl)).status).toBe(404);
    expect((await b.client.get<ListResponse<BindingAgreementDto>>(bUrl)).body.data).toEqual([]);
    expect((await b.client.get(`${bUrl}/${agreement.id}`)).status).toBe(404);
    expect(
      (await b.client.get(`${bUrl}/${agreement.id}/periods/${agreement.periods[0]!.id}`)).status,
    ).toBe(404);
    expect((await b.client.request('DELETE', `${bUrl}/${agreement.id}`)).status).toBe(404);

    const broker = await companyWithAdmin(server, CompanyType.Broker);
    const refused = await broker.client.post(
      `/companies/${broker.company.id}/binding-agreements`,
      agreementBody(await insurerCompany(server)),
    );
    expect(refused).toEqual({
      status: 403,
      body: { message: Messages.noPermissionAccess, code: 'FORBIDDEN' },
    });
    // A system user passes every permission check, but agreements still belong to underwriters only.
    const { client: system } = await systemUser(server);
    await actAsSupport(system, broker.company.id);
    expect(
      (
        await system.post(
          `/companies/${broker.company.id}/binding-agreements`,
          agreementBody(await insurerCompany(server)),
        )
      ).status,
    ).toBe(403);
  });
});
