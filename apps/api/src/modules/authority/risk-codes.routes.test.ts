import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthorityMessages, Messages, type ListResponse, type RiskCodeDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
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

const period = (
  syndicateId: number,
  dateFrom: string,
  dateTo: string,
  extra: Record<string, unknown> = {},
) => ({
  syndicateId,
  dateFrom,
  dateTo,
  capacityProviderPercentage: '60.5',
  grossPremiumCommissionPercentage: '12.125',
  ...extra,
});

describe('risk codes with reinsurance periods', () => {
  it('creates a risk code with periods, replaces them on update, lists and deletes it', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const s1 = await createSyndicate(client, company.id, { name: 'One' });
    const s2 = await createSyndicate(client, company.id, { name: 'Two' });
    const url = `/companies/${company.id}/risk-codes`;
    const created = await client.post<RiskCodeDto>(url, {
      code: 'PI1',
      description: 'Professional indemnity',
      reinsurancePeriods: [
        period(s1.id, '2025-01-01', '2025-06-30'),
        period(s1.id, '2025-07-01', '2025-12-31'),
        period(s2.id, '2025-01-01', '2025-12-31'),
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.reinsurancePeriods).toHaveLength(3);
    expect(created.body.reinsurancePeriods[0]).toMatchObject({
      syndicateId: s1.id,
      syndicate: { id: s1.id, name: 'One' },
      dateFrom: '2025-01-01',
      dateTo: '2025-06-30',
      capacityProviderPercentage: '60.5',
      grossPremiumCommissionPercentage: '12.125',
    });
    const id = created.body.id;
    const updated = await client.put<RiskCodeDto>(`${url}/${id}`, {
      code: 'PI1',
      description: null,
      reinsurancePeriods: [
        period(s2.id, '2026-01-01', '2026-01-01', { capacityProviderPercentage: '100' }),
      ],
    });
    expect(updated).toMatchObject({
      status: 200,
      body: {
        description: null,
        reinsurancePeriods: [{ syndicateId: s2.id, capacityProviderPercentage: '100' }],
      },
    });
    expect(updated.body.reinsurancePeriods).toHaveLength(1);
    expect((await client.get<ListResponse<RiskCodeDto>>(`${url}?search=pi`)).body).toMatchObject({
      data: [{ id, code: 'PI1' }],
      meta: { total: 1 },
    });
    expect((await client.request('DELETE', `${url}/${id}`)).status).toBe(204);
    expect((await auditOf(server, 'risk_code', id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });

  it('refuses overlapping periods of one syndicate, dates out of order and missing percentages (422)', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const s1 = await createSyndicate(client, company.id);
    const url = `/companies/${company.id}/risk-codes`;
    const overlap = await client.post(url, {
      code: 'X1',
      reinsurancePeriods: [
        period(s1.id, '2025-01-01', '2025-06-30'),
        period(s1.id, '2025-06-30', '2025-12-31'),
      ],
    });
    expect(overlap).toMatchObject({
      status: 422,
      body: { errors: { 'reinsurancePeriods.1.dateFrom': [AuthorityMessages.periodsOverlap] } },
    });
    const reversed = await client.post(url, {
      code: 'X1',
      reinsurancePeriods: [period(s1.id, '2025-06-30', '2025-01-01')],
    });
    expect(reversed).toMatchObject({
      status: 422,
      body: { errors: { 'reinsurancePeriods.0.dateTo': [AuthorityMessages.dateOrder] } },
    });
    const missing = await client.post(url, {
      code: 'X1',
      reinsurancePeriods: [{ syndicateId: s1.id, dateFrom: '2025-01-01', dateTo: '2025-02-01' }],
    });
    expect(missing).toMatchObject({
      status: 422,
      body: {
        errors: {
          'reinsurancePeriods.0.capacityProviderPercentage': [Messages.required],
          'reinsurancePeriods.0.grossPremiumCommissionPercentage': [Messages.required],
        },
      },
    });
    const bad = await client.post(url, {
      code: 'X1',
      reinsurancePeriods: [
        period(s1.id, '2025-02-30', '2025-03-01', {
          capacityProviderPercentage: '100.5',
          grossPremiumCommissionPercentage: 12,
        }),
      ],
    });
    expect(bad.body).toMatchObject({
      errors: {
        'reinsurancePeriods.0.dateFrom': [AuthorityMessages.invalidDate],
        'reinsurancePeriods.0.capacityProviderPercentage': [Messages.max(100)],
      },
    });
    expect(bad.body).toHaveProperty([
      'errors',
      'reinsurancePeriods.0.grossPremiumCommissionPercentage',
    ]);
    const precise = await client.post(url, {
      code: 'X1',
      reinsurancePeriods: [
        period(s1.id, '2025-01-01', '2025-01-02', {
          grossPremiumCommissionPercentage: '1.1234567',
        }),
      ],
    });
    expect(precise).toMatchObject({
      status: 422,
      body: {
        errors: {
          'reinsurancePeriods.0.grossPremiumCommissionPercentage': [
            AuthorityMessages.invalidPercentage,
          ],
        },
      },
    });
    expect((await client.get<ListResponse<RiskCodeDto>>(url)).body.data).toEqual([]);
  });

  it('refuses a code in use and a syndicate of another company (422, nothing written)', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const other = await underwriterWithAdmin(server);
    const foreign = await createSyndicate(other.client, other.company.id);
    await createRiskCode(client, company.id, { code: 'TAKEN' });
    const url = `/companies/${company.id}/risk-codes`;
    expect(await client.post(url, { code: 'taken' })).toMatchObject({
      status: 422,
      body: { errors: { code: [AuthorityMessages.codeInUse] } },
    });
    const res = await client.post(url, {
      code: 'NEW',
      reinsurancePeriods: [period(foreign.id, '2025-01-01', '2025-12-31')],
    });
    expect(res).toMatchObject({
      status: 422,
      body: {
        errors: { 'reinsurancePeriods.0.syndicateId': [AuthorityMessages.notCompanySyndicate] },
      },
    });
    expect((await client.get<ListResponse<RiskCodeDto>>(url)).body.meta.total).toBe(1);
  });

  it('refuses to delete a risk code a section uses (409)', async () => {
    const { company, client } = await underwriterWithAdmin(server);
    const syndicate = await createSyndicate(client, company.id);
    const code = await createRiskCode(client, company.id);
    const agreement = await createAgreement(server, client, company.id);
    const body = sectionBody([{ syndicateId: syndicate.id, sharePercentage: '100' }], {
      riskCodes: [{ riskCodeId: code.id }],
    });
    expect(
      (
        await client.post(
          `${periodUrl(company.id, agreement.id, agreement.periods[0]!.id)}/sections`,
          body,
        )
      ).status,
    ).toBe(201);
    expect(await client.delete(`/companies/${company.id}/risk-codes/${code.id}`)).toMatchObject({
      status: 409,
      body: { message: Messages.cannotDeleteInUse },
    });
  });

  it("hides one underwriter's risk codes from another", async () => {
    const a = await underwriterWithAdmin(server);
    const b = await underwriterWithAdmin(server);
    const code = await createRiskCode(a.client, a.company.id);
    const bUrl = `/companies/${b.company.id}/risk-codes`;
    expect((await b.client.get<ListResponse<RiskCodeDto>>(bUrl)).body.data).toEqual([]);
    expect((await b.client.get(`${bUrl}/${code.id}`)).status).toBe(404);
    expect((await b.client.put(`${bUrl}/${code.id}`, { code: 'MINE' })).status).toBe(404);
    expect((await b.client.get(`/companies/${a.company.id}/risk-codes/${code.id}`)).status).toBe(
      404,
    );
  });
});
