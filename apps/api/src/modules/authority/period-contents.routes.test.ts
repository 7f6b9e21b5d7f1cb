import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorityMessages,
  Messages,
  type AgreementPeriodDto,
  type AuthorisedUnderwriterDto,
  type SectionDto,
  type SectionGroupDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
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

async function draftPeriod() {
  const uw = await underwriterWithAdmin(server);
  const agreement = await createAgreement(server, uw.client, uw.company.id);
  return { ...uw, url: periodUrl(uw.company.id, agreement.id, agreement.periods[0]!.id) };
}

const shares = (...pairs: [number, string][]) =>
  pairs.map(([syndicateId, sharePercentage]) => ({ syndicateId, sharePercentage }));

describe('authorised underwriters', () => {
  it('adds, changes and removes a company user with §5 limits, audited', async () => {
    const { admin, client, url } = await draftPeriod();
    const added = await client.post<AuthorisedUnderwriterDto>(`${url}/authorised-underwriters`, {
      userId: admin.id,
      authorityLevel: 10,
      maximumBackdateDays: 100,
      maximumDiscountPercentage: '100',
    });
    expect(added).toMatchObject({
      status: 201,
      body: {
        userId: admin.id,
        name: admin.name,
        email: admin.email,
        authorityLevel: 10,
        maximumBackdateDays: 100,
        maximumDiscountPercentage: '100',
      },
    });
    const changed = await client.put<AuthorisedUnderwriterDto>(
      `${url}/authorised-underwriters/${added.body.id}`,
      {
        userId: admin.id,
        authorityLevel: 1,
        maximumBackdateDays: 1,
        maximumDiscountPercentage: '0.5',
      },
    );
    expect(changed.body).toMatchObject({
      authorityLevel: 1,
      maximumBackdateDays: 1,
      maximumDiscountPercentage: '0.5',
    });
    expect((await client.get<AgreementPeriodDto>(url)).body).toMatchObject({
      savedOnce: true,
      authorisedUnderwriters: [{ id: added.body.id, authorityLevel: 1 }],
    });
    expect(
      (await client.request('DELETE', `${url}/authorised-underwriters/${added.body.id}`)).status,
    ).toBe(204);
    expect(
      (await auditOf(server, 'authorised_underwriter', added.body.id)).map((e) => e.action),
    ).toEqual(['created', 'updated', 'deleted']);
  });

  it('refuses limits outside §5, a user of another company and a user authorised twice (422)', async () => {
    const { admin, company, client, url } = await draftPeriod();
    const u = `${url}/authorised-underwriters`;
    const out = await client.post(u, {
      userId: admin.id,
      authorityLevel: 11,
      maximumBackdateDays: 0,
      maximumDiscountPercentage: '100.01',
    });
    expect(out).toMatchObject({
      status: 422,
      body: {
        errors: {
          authorityLevel: [Messages.max(10)],
          maximumBackdateDays: [Messages.min(1)],
          maximumDiscountPercentage: [Messages.max(100)],
        },
      },
    });
    const low = await client.post(u, {
      userId: admin.id,
      authorityLevel: 0,
      maximumBackdateDays: 101,
      maximumDiscountPercentage: '-1',
    });
    expect(low.body).toMatchObject({
      errors: {
        authorityLevel: [Messages.min(1)],
        maximumBackdateDays: [Messages.max(100)],
        maximumDiscountPercentage: [AuthorityMessages.invalidPercentage],
      },
    });
    const stranger = await buildUser(server.ctx);
    expect(
      await client.post(u, {
        userId: stranger.id,
        authorityLevel: 5,
        maximumBackdateDays: 5,
        maximumDiscountPercentage: '5',
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { userId: [AuthorityMessages.notCompanyUser] } },
    });
    const staff = await memberWithRole(server, company.id, company.staffRoleId);
    const body = {
      userId: staff.user.id,
      authorityLevel: 5,
      maximumBackdateDays: 5,
      maximumDiscountPercentage: '5',
    };
    expect((await client.post(u, body)).status).toBe(201);
    expect(await client.post(u, body)).toMatchObject({
      status: 422,
      body: { errors: { userId: [AuthorityMessages.alreadyAuthorised] } },
    });
  });
});

describe('sections and quota shares', () => {
  it('stores money and percentages as exact decimal strings, with shares and risk codes', async () => {
    const { company, client, url } = await draftPeriod();
    const [s1, s2] = [
      await createSyndicate(client, company.id),
      await createSyndicate(client, company.id),
    ];
    const code = await createRiskCode(client, company.id);
    const productCode = await client.post<{ id: number }>(
      `/companies/${company.id}/product-codes`,
      { code: 'PC1', description: 'Cover' },
    );
    const prerequisite = await client.post<{ id: number }>(
      `/companies/${company.id}/product-codes`,
      { code: 'PC2', description: 'Base' },
    );
    const body = sectionBody(shares([s1!.id, '50'], [s2!.id, '50.000000']), {
      name: 'Property',
      minimumLimit: '0',
      maximumLimit: '9999999999999999.99',
      coverholderCommissionAmount: '1250.5',
      claimsHandlingAmount: '0.01',
      reinsuranceBrokerageCommissionAmount: '10',
      reinsuranceBrokerageCommissionIncurred: '2.25',
      maximumPremiumLimit: '250000',
      notifiablePremiumLimitPercentage: '75.123456',
      exchangeCommissionPercentage: '0',
      riskCodes: [
        {
          riskCodeId: code.id,
          productCodeIds: [productCode.body.id],
          prerequisiteProductCodeIds: [prerequisite.body.id],
        },
      ],
    });
    const res = await client.post<SectionDto>(`${url}/sections`, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Property',
      minimumLimit: '0.00',
      maximumLimit: '9999999999999999.99',
      coverholderCommissionAmount: '1250.50',
      claimsHandlingAmount: '0.01',
      reinsuranceBrokerageCommissionAmount: '10.00',
      reinsuranceBrokerageCommissionIncurred: '2.25',
      maximumPremiumLimit: '250000.00',
      notifiablePremiumLimitPercentage: '75.123456',
      exchangeCommissionPercentage: '0',
      quotaShares: [
        { syndicateId: s1!.id, sharePercentage: '50' },
        { syndicateId: s2!.id, sharePercentage: '50' },
      ],
      riskCodes: [
        {
          riskCodeId: code.id,
          riskCode: { code: code.code },
          productCodeIds: [productCode.body.id],
          prerequisiteProductCodeIds: [prerequisite.body.id],
        },
      ],
    });
    // A product code a section names cannot be deleted from the products area.
    const codeUrl = `/companies/${company.id}/product-codes/${productCode.body.id}`;
    expect((await client.delete(codeUrl)).status).toBe(409);
    const updated = await client.put<SectionDto>(`${url}/sections/${res.body.id}`, {
      ...body,
      quotaShares: shares([s2!.id, '100']),
      riskCodes: [],
      coverholderCommissionAmount: null,
    });
    expect(updated.body).toMatchObject({
      coverholderCommissionAmount: null,
      quotaShares: [{ syndicateId: s2!.id, sharePercentage: '100' }],
      riskCodes: [],
    });
    expect((await client.delete(codeUrl)).status).toBe(204);
    expect((await auditOf(server, 'agreement_section', res.body.id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
    ]);
  });

  it("applies §5 'Total must equal 100%.' in decimal: 33.333333 × 3 fails, 50 + 50 and 33.333334 + 2 × 33.333333 pass", async () => {
    const { company, client, url } = await draftPeriod();
    const [a, b, c] = [
      await createSyndicate(client, company.id),
      await createSyndicate(client, company.id),
      await createSyndicate(client, company.id),
    ];
    const thirds = await client.post(
      `${url}/sections`,
      sectionBody(shares([a!.id, '33.333333'], [b!.id, '33.333333'], [c!.id, '33.333333'])),
    );
    expect(thirds).toEqual({
      status: 422,
      body: {
        message: Messages.correctErrors,
        code: 'VALIDATION',
        errors: { quotaShares: [Messages.totalMustEqual100] },
      },
    });
    expect(
      (await client.post(`${url}/sections`, sectionBody(shares([a!.id, '50'], [b!.id, '50']))))
        .status,
    ).toBe(201);
    expect(
      (
        await client.post(
          `${url}/sections`,
          sectionBody(shares([a!.id, '33.333334'], [b!.id, '33.333333'], [c!.id, '33.333333'])),
        )
      ).status,
    ).toBe(201);
    expect(
      (await client.post(`${url}/sections`, sectionBody(shares([a!.id, '60'], [b!.id, '60']))))
        .body,
    ).toMatchObject({ errors: { quotaShares: [Messages.totalMustEqual100] } });
    expect(
      (await client.post(`${url}/sections`, sectionBody(shares([a!.id, '50'], [a!.id, '50']))))
        .body,
    ).toMatchObject({ errors: { quotaShares: [Messages.duplicateValues] } });
    expect((await client.get<AgreementPeriodDto>(url)).body.sections).toHaveLength(2);
  });

  it('refuses bad amounts, limits out of order and a name in use (422)', async () => {
    const { client, url } = await draftPeriod();
    const bad = await client.post(
      `${url}/sections`,
      sectionBody([], {
        minimumLimit: '100.001',
        maximumLimit: 5,
        claimsHandlingAmount: '1e3',
        exchangeCommissionPercentage: '101',
      }),
    );
    expect(bad).toMatchObject({
      status: 422,
      body: {
        errors: {
          minimumLimit: [AuthorityMessages.invalidAmount],
          claimsHandlingAmount: [AuthorityMessages.invalidAmount],
          exchangeCommissionPercentage: [Messages.max(100)],
        },
      },
    });
    expect(bad.body).toHaveProperty(['errors', 'maximumLimit']);
    const order = await client.post(
      `${url}/sections`,
      sectionBody([], { minimumLimit: '500', maximumLimit: '499.99' }),
    );
    expect(order).toMatchObject({
      status: 422,
      body: { errors: { maximumLimit: [Messages.min('500')] } },
    });
    expect(
      (await client.post(`${url}/sections`, sectionBody([], { name: 'Liability' }))).status,
    ).toBe(201);
    expect(
      await client.post(`${url}/sections`, sectionBody([], { name: 'LIABILITY' })),
    ).toMatchObject({ status: 422, body: { errors: { name: [Messages.nameInUse] } } });
  });

  it("answers 422 for another company's syndicate, risk code or product code inside the body, writing nothing", async () => {
    const { company, client, url } = await draftPeriod();
    const other = await underwriterWithAdmin(server);
    const theirSyndicate = await createSyndicate(other.client, other.company.id);
    const theirCode = await createRiskCode(other.client, other.company.id);
    const theirProductCode = await other.client.post<{ id: number }>(
      `/companies/${other.company.id}/product-codes`,
      { code: 'THEIRS' },
    );
    const mine = await createRiskCode(client, company.id);
    const res = await client.post(
      `${url}/sections`,
      sectionBody(shares([theirSyndicate.id, '100']), {
        riskCodes: [
          { riskCodeId: theirCode.id },
          {
            riskCodeId: mine.id,
            productCodeIds: [theirProductCode.body.id],
            prerequisiteProductCodeIds: [987654],
          },
        ],
      }),
    );
    expect(res).toMatchObject({
      status: 422,
      body: {
        errors: {
          'quotaShares.0.syndicateId': [AuthorityMessages.notCompanySyndicate],
          'riskCodes.0.riskCodeId': [AuthorityMessages.notCompanyRiskCode],
          'riskCodes.1.productCodeIds': [AuthorityMessages.notCompanyProductCode],
          'riskCodes.1.prerequisiteProductCodeIds': [AuthorityMessages.notCompanyProductCode],
        },
      },
    });
    expect((await client.get<AgreementPeriodDto>(url)).body).toMatchObject({
      sections: [],
      savedOnce: false,
    });
  });
});

describe('section groups', () => {
  it('groups several sections of the period for co-insurance, one group per section; a grouped section cannot be deleted', async () => {
    const { client, url } = await draftPeriod();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await client.post<SectionDto>(`${url}/sections`, sectionBody([]))).body.id);
    const group = await client.post<SectionGroupDto>(`${url}/section-groups`, {
      name: 'Co-insured',
      sectionIds: [ids[0], ids[1]],
    });
    expect(group).toMatchObject({
      status: 201,
      body: { name: 'Co-insured', description: null, sectionIds: [ids[0], ids[1]] },
    });
    expect(
      await client.post(`${url}/section-groups`, { name: 'Other', sectionIds: [ids[1], ids[2]] }),
    ).toMatchObject({
      status: 422,
      body: { errors: { sectionIds: [AuthorityMessages.sectionInOtherGroup] } },
    });
    expect(
      await client.post(`${url}/section-groups`, {
        name: 'co-insured',
        sectionIds: [ids[2], ids[2]],
      }),
    ).toMatchObject({ status: 422, body: { errors: { sectionIds: [Messages.duplicateValues] } } });
    expect(
      await client.post(`${url}/section-groups`, { name: 'Solo', sectionIds: [ids[2]] }),
    ).toMatchObject({ status: 422, body: { errors: { sectionIds: [Messages.min(2)] } } });
    expect(await client.delete(`${url}/sections/${ids[0]}`)).toMatchObject({
      status: 409,
      body: { message: Messages.cannotDeleteInUse },
    });
    const moved = await client.put<SectionGroupDto>(`${url}/section-groups/${group.body.id}`, {
      name: 'Co-insured',
      description: 'Shared',
      sectionIds: [ids[1], ids[2]],
    });
    expect(moved.body).toMatchObject({ description: 'Shared', sectionIds: [ids[1], ids[2]] });
    expect((await client.request('DELETE', `${url}/sections/${ids[0]}`)).status).toBe(204);
    expect((await client.request('DELETE', `${url}/section-groups/${group.body.id}`)).status).toBe(
      204,
    );
    expect((await client.get<AgreementPeriodDto>(url)).body).toMatchObject({
      sectionGroups: [],
      sections: [{ id: ids[1] }, { id: ids[2] }],
    });
  });

  it("refuses sections of another period (422) and answers 404 for another period's group", async () => {
    const a = await draftPeriod();
    const b = await draftPeriod();
    const mine = (await a.client.post<SectionDto>(`${a.url}/sections`, sectionBody([]))).body.id;
    const theirs = (await b.client.post<SectionDto>(`${b.url}/sections`, sectionBody([]))).body.id;
    expect(
      await a.client.post(`${a.url}/section-groups`, { name: 'G', sectionIds: [mine, theirs] }),
    ).toMatchObject({
      status: 422,
      body: { errors: { sectionIds: [AuthorityMessages.notPeriodSection] } },
    });
    const theirs2 = (await b.client.post<SectionDto>(`${b.url}/sections`, sectionBody([]))).body.id;
    const group = await b.client.post<SectionGroupDto>(`${b.url}/section-groups`, {
      name: 'G',
      sectionIds: [theirs, theirs2],
    });
    expect(
      (
        await a.client.put(`${a.url}/section-groups/${group.body.id}`, {
          name: 'G',
          sectionIds: [mine, mine + 1],
        })
      ).status,
    ).toBe(404);
    expect((await a.client.put(`${a.url}/sections/${theirs}`, sectionBody([]))).status).toBe(404);
    expect((await a.client.request('DELETE', `${a.url}/authorised-underwriters/1`)).status).toBe(
      404,
    );
  });
});
