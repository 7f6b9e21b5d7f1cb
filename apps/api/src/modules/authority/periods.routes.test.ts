import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorityMessages,
  Messages,
  type AgreementPeriodDto,
  type SectionDto,
  type VersionSummaryDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { actAsSupport, systemUser } from '../companies/companies.test-support.ts';
import { lockAgreementPeriod } from './index.ts';
import {
  auditOf,
  completePeriod,
  createAgreement,
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
  const url = periodUrl(uw.company.id, agreement.id, agreement.periods[0]!.id);
  return {
    ...uw,
    agreement,
    url,
    base: `/companies/${uw.company.id}/binding-agreements/${agreement.id}/periods`,
  };
}

describe('binding agreement periods (versioning)', () => {
  it('publishes a complete draft, unpublishes it, publishes again; each step audited', async () => {
    const { admin, company, client, url } = await draftPeriod();
    await completePeriod(client, company.id, url, admin.id);
    const live = await client.post<AgreementPeriodDto>(`${url}/publish`);
    expect(live).toMatchObject({ status: 200, body: { status: 'live', savedOnce: true } });
    expect(await client.post(`${url}/publish`)).toMatchObject({
      status: 409,
      body: { message: AuthorityMessages.alreadyLive },
    });
    // Live and unused: still editable (§4).
    expect((await client.put(url, { visibility: 2 })).body).toMatchObject({
      status: 'live',
      visibility: 2,
    });
    expect((await client.post<AgreementPeriodDto>(`${url}/unpublish`)).body.status).toBe('draft');
    expect(await client.post(`${url}/unpublish`)).toMatchObject({
      status: 409,
      body: { message: AuthorityMessages.notLive },
    });
    expect((await client.post<AgreementPeriodDto>(`${url}/publish`)).body.status).toBe('live');
    const actions = (await auditOf(server, 'agreement_period', live.body.id)).map((e) => e.action);
    expect(actions).toEqual(['created', 'published', 'updated', 'unpublished', 'published']);
  });

  it('refuses to publish an incomplete period, listing everything missing (422)', async () => {
    const { admin, company, client, url } = await draftPeriod();
    expect(await client.post(`${url}/publish`)).toMatchObject({
      status: 422,
      body: { errors: { version: [AuthorityMessages.notSaved] } },
    });
    await client.put(url, { visibility: 1 });
    const empty = await client.post(`${url}/publish`);
    expect(empty).toEqual({
      status: 422,
      body: {
        message: Messages.correctErrors,
        code: 'VALIDATION',
        errors: {
          sections: [AuthorityMessages.sectionsRequired],
          authorisedUnderwriters: [AuthorityMessages.underwritersRequired],
        },
      },
    });
    await client.post(`${url}/sections`, sectionBody([]));
    const noShares = await client.post(`${url}/publish`);
    expect(noShares.body).toMatchObject({
      errors: {
        'sections.0.quotaShares': [Messages.totalMustEqual100],
        authorisedUnderwriters: [AuthorityMessages.underwritersRequired],
      },
    });
    expect(noShares.body).not.toHaveProperty(['errors', 'sections']);
    await completePeriod(client, company.id, url, admin.id);
    expect((await client.post(`${url}/publish`)).body).toMatchObject({
      errors: { 'sections.0.quotaShares': [Messages.totalMustEqual100] },
    });
    expect((await client.get<AgreementPeriodDto>(url)).body.status).toBe('draft');
  });

  it('locks a live period for a risk; then edits, unpublish and delete are refused and a copy is the way on', async () => {
    const { admin, company, client, url, base, agreement } = await draftPeriod();
    const section = await completePeriod(client, company.id, url, admin.id);
    await client.post(`${url}/publish`);
    const periodId = agreement.periods[0]!.id;
    const locked = await server.ctx.db.transaction((tx) => lockAgreementPeriod(tx, periodId));
    expect(locked).toMatchObject({ status: 'locked', inUse: true });
    expect(
      (await server.ctx.db.transaction((tx) => lockAgreementPeriod(tx, periodId))).status,
    ).toBe('locked');
    const inUse = {
      status: 409,
      body: { message: Messages.cannotModifyInUse, code: 'IN_USE_MODIFY' },
    };
    expect(await client.put(url, { visibility: 2 })).toEqual(inUse);
    expect(await client.put(`${url}/sections/${section.id}`, sectionBody([]))).toEqual(inUse);
    expect(await client.post(`${url}/unpublish`)).toMatchObject({ status: 409 });
    expect(await client.delete(url)).toMatchObject({
      status: 409,
      body: { message: Messages.cannotDeleteInUse },
    });

    const copy = await client.post<AgreementPeriodDto>(`${url}/copy`);
    expect(copy).toMatchObject({
      status: 201,
      body: { version: 2, status: 'draft', savedOnce: false, inUse: false },
    });
    expect(copy.body.sections).toEqual([
      expect.objectContaining({
        ...section,
        id: expect.any(Number),
        quotaShares: [expect.objectContaining({ sharePercentage: '100' })],
      }),
    ]);
    expect(copy.body.sections[0]!.id).not.toBe(section.id);
    expect(copy.body.authorisedUnderwriters).toEqual([
      expect.objectContaining({ userId: admin.id, authorityLevel: 1 }),
    ]);
    const versions = await client.get<{ data: VersionSummaryDto[] }>(base);
    expect(versions.body.data.map((v) => [v.version, v.status])).toEqual([
      [1, 'locked'],
      [2, 'draft'],
    ]);
    // The copy must be saved before it goes live.
    const copyUrl = `${base}/${copy.body.id}`;
    expect(await client.post(`${copyUrl}/publish`)).toMatchObject({
      status: 422,
      body: { errors: { version: [AuthorityMessages.notSaved] } },
    });
    await client.put(copyUrl, { visibility: 1 });
    expect((await client.post<AgreementPeriodDto>(`${copyUrl}/publish`)).body.status).toBe('live');
  });

  it('refuses to lock a draft for a risk', async () => {
    const { agreement } = await draftPeriod();
    await expect(
      server.ctx.db.transaction((tx) => lockAgreementPeriod(tx, agreement.periods[0]!.id)),
    ).rejects.toMatchObject({ code: 'IN_USE_MODIFY', message: AuthorityMessages.periodNotLive });
  });

  it('creates new empty drafts with the next version, deletes drafts but not live ones', async () => {
    const { admin, company, client, url, base } = await draftPeriod();
    const second = await client.post<AgreementPeriodDto>(base, { visibility: 2 });
    expect(second).toMatchObject({
      status: 201,
      body: {
        version: 2,
        status: 'draft',
        visibility: 2,
        sections: [],
        authorisedUnderwriters: [],
        sectionGroups: [],
      },
    });
    expect((await client.request('DELETE', `${base}/${second.body.id}`)).status).toBe(204);
    expect((await client.post<AgreementPeriodDto>(base, {})).body.version).toBe(2);
    await completePeriod(client, company.id, url, admin.id);
    await client.post(`${url}/publish`);
    expect(await client.delete(url)).toMatchObject({
      status: 409,
      body: { message: AuthorityMessages.onlyDraftDeletable },
    });
    expect(await client.put(url, { visibility: 3 })).toMatchObject({ status: 422 });
  });

  it("lets only the underwriter's own managers publish: a system user gets 403 with the spec rule", async () => {
    const { admin, company, client, url } = await draftPeriod();
    await completePeriod(client, company.id, url, admin.id);
    const { client: system } = await systemUser(server);
    expect((await system.get<AgreementPeriodDto>(url)).status).toBe(200);
    // Acting in support mode (decision 136), the system user still may not publish: the spec's rule.
    await actAsSupport(system, company.id);
    expect(await system.post(`${url}/publish`)).toEqual({
      status: 403,
      body: { message: AuthorityMessages.onlyUnderwritersPublish, code: 'FORBIDDEN' },
    });
    expect((await client.get<AgreementPeriodDto>(url)).body.status).toBe('draft');
  });

  it('answers 404 for a period of another agreement or company', async () => {
    const a = await draftPeriod();
    const b = await draftPeriod();
    const mixed = periodUrl(a.company.id, a.agreement.id, b.agreement.periods[0]!.id);
    expect((await a.client.get(mixed)).status).toBe(404);
    expect((await a.client.post(`${mixed}/publish`)).status).toBe(404);
    expect(
      (
        await b.client.post(
          `${periodUrl(b.company.id, a.agreement.id, a.agreement.periods[0]!.id)}/copy`,
        )
      ).status,
    ).toBe(404);
    const syndicate = await createSyndicate(a.client, a.company.id);
    const res = await b.client.post(
      `${periodUrl(b.company.id, b.agreement.id, a.agreement.periods[0]!.id)}/sections`,
      sectionBody([{ syndicateId: syndicate.id, sharePercentage: '100' }]),
    );
    expect(res.status).toBe(404);
    expect((await a.client.get<AgreementPeriodDto>(a.url)).body.sections).toEqual(
      [] as SectionDto[],
    );
  });
});
