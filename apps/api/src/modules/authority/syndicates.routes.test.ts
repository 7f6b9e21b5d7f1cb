import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorityMessages,
  CompanyType,
  Messages,
  type ListResponse,
  type SyndicateDto,
} from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { memberWithRole } from '../companies/companies.test-support.ts';
import {
  auditOf,
  createAgreement,
  createRiskCode,
  createSyndicate,
  periodUrl,
  sectionBody,
  underwriterWithAdmin,
} from './authority.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

describe('syndicates', () => {
  it('creates, reads, lists, updates and deletes a syndicate, auditing each change', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const url = `/companies/${company.id}/syndicates`;
    const created = await client.post<SyndicateDto>(url, {
      name: ' Lloyd 2001 ',
      code: 'L2001',
      description: 'Main capacity',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Lloyd 2001', code: 'L2001', description: 'Main capacity' },
    });
    const id = created.body.id;
    expect((await client.get<SyndicateDto>(`${url}/${id}`)).body).toEqual(created.body);
    const list = await client.get<ListResponse<SyndicateDto>>(`${url}?search=l20`);
    expect(list.body).toMatchObject({ data: [{ id }], meta: { page: 1, perPage: 25, total: 1 } });
    const updated = await client.put<SyndicateDto>(`${url}/${id}`, {
      name: 'Lloyd 2002',
      code: 'L2002',
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { name: 'Lloyd 2002', code: 'L2002', description: null },
    });
    expect((await client.request('DELETE', `${url}/${id}`)).status).toBe(204);
    expect((await client.get(`${url}/${id}`)).status).toBe(404);
    expect((await auditOf(server, 'syndicate', id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
    const [, update] = await auditOf(server, 'syndicate', id);
    expect(update).toMatchObject({
      before: { code: 'L2001' },
      after: { code: 'L2002' },
      companyId: company.id,
    });
  });

  it('refuses a code in use in the company (any case) and a missing name (422)', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const other = await underwriterWithAdmin(server);
    const url = `/companies/${company.id}/syndicates`;
    const first = await createSyndicate(client, company.id, { code: 'ABC' });
    expect(await client.post(url, { name: 'Dup', code: 'abc' })).toMatchObject({
      status: 422,
      body: { errors: { code: [AuthorityMessages.codeInUse] } },
    });
    const second = await createSyndicate(client, company.id);
    expect(await client.put(`${url}/${second.id}`, { name: 'X', code: 'Abc' })).toMatchObject({
      status: 422,
      body: { errors: { code: [AuthorityMessages.codeInUse] } },
    });
    expect(
      await client.put(`${url}/${first.id}`, { name: 'Same code, new name', code: 'ABC' }),
    ).toMatchObject({ status: 200 });
    // Codes are unique per company only.
    expect(
      (
        await other.client.post(`/companies/${other.company.id}/syndicates`, {
          name: 'Theirs',
          code: 'ABC',
        })
      ).status,
    ).toBe(201);
    expect(await client.post(url, { name: ' ', code: 'N1', extra: 1 })).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.required], extra: ['This field is not allowed.'] } },
    });
  });

  it('refuses to delete a syndicate a reinsurance period or a quota share names (409)', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const url = `/companies/${company.id}/syndicates`;
    const reinsurer = await createSyndicate(client, company.id);
    await createRiskCode(client, company.id, {
      reinsurancePeriods: [
        {
          syndicateId: reinsurer.id,
          dateFrom: '2025-01-01',
          dateTo: '2025-12-31',
          capacityProviderPercentage: '50',
          grossPremiumCommissionPercentage: '5',
        },
      ],
    });
    const inUse = {
      status: 409,
      body: { message: Messages.cannotDeleteInUse, code: 'IN_USE_DELETE' },
    };
    expect(await client.delete(`${url}/${reinsurer.id}`)).toEqual(inUse);
    const sharer = await createSyndicate(client, company.id);
    const agreement = await createAgreement(server, client, company.id);
    const section = await client.post(
      `${periodUrl(company.id, agreement.id, agreement.periods[0]!.id)}/sections`,
      sectionBody([{ syndicateId: sharer.id, sharePercentage: '100' }]),
    );
    expect(section.status).toBe(201);
    expect(await client.delete(`${url}/${sharer.id}`)).toEqual(inUse);
    expect((await client.get(`${url}/${sharer.id}`)).status).toBe(200);
  });

  it('lets ViewRisks holders read but not write (403), and answers 401 signed out', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const syndicate = await createSyndicate(client, company.id);
    const staff = await memberWithRole(server, company.id, company.staffRoleId);
    const url = `/companies/${company.id}/syndicates`;
    expect((await staff.client.get<ListResponse<SyndicateDto>>(url)).body.data).toHaveLength(1);
    expect(await staff.client.post(url, { name: 'N', code: 'C' })).toEqual({
      status: 403,
      body: { message: Messages.noPermissionAccess, code: 'FORBIDDEN' },
    });
    expect(
      (await staff.client.put(`${url}/${syndicate.id}`, { name: 'N', code: 'C' })).status,
    ).toBe(403);
    expect((await staff.client.request('DELETE', `${url}/${syndicate.id}`)).status).toBe(403);
    expect((await new TestClient(server.baseUrl).get(url)).status).toBe(401);
  });

  it("hides one underwriter's syndicates from another (404 for ids, nothing in lists)", async () => {
    const a = await underwriterWithAdmin(server);
    const b = await underwriterWithAdmin(server);
    const syndicate = await createSyndicate(a.client, a.company.id);
    expect((await b.client.get(`/companies/${a.company.id}/syndicates`)).status).toBe(404);
    const bUrl = `/companies/${b.company.id}/syndicates`;
    expect((await b.client.get<ListResponse<SyndicateDto>>(bUrl)).body.data).toEqual([]);
    expect((await b.client.get(`${bUrl}/${syndicate.id}`)).status).toBe(404);
    expect(
      (await b.client.put(`${bUrl}/${syndicate.id}`, { name: 'Mine', code: 'M' })).status,
    ).toBe(404);
    expect((await b.client.request('DELETE', `${bUrl}/${syndicate.id}`)).status).toBe(404);
    expect(
      (await a.client.get<SyndicateDto>(`/companies/${a.company.id}/syndicates/${syndicate.id}`))
        .body.name,
    ).toBe('Syndicate');
  });

  it('refuses a broker company (403): it holds no ManageSyndicates', async () => {
    const { company, client } = await companyWithAdmin(server, CompanyType.Broker);
    expect(
      (await client.post(`/companies/${company.id}/syndicates`, { name: 'N', code: 'C' })).status,
    ).toBe(403);
  });
});
