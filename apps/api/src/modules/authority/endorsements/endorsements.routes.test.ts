import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorityMessages,
  CompanyType,
  Messages,
  ProductClass,
  type EndorsementDto,
  type EndorsementVersionDto,
  type ListResponse,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { companyWithAdmin } from '../../../../test/factories.ts';
import { memberWithRole } from '../../companies/companies.test-support.ts';
import { lockEndorsementVersion } from '../index.ts';
import { auditOf, underwriterWithAdmin } from '../authority.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Flood exclusion',
  content: '<p>Flood is <strong>excluded</strong>.</p>',
  productClasses: [ProductClass.Property, ProductClass.Liability],
  visibility: 2,
  rules: [{ expression: 'floodZone = "high"' }],
  ...overrides,
});

async function created() {
  const uw = await underwriterWithAdmin(server);
  const res = await uw.client.post<EndorsementDto>(
    `/companies/${uw.company.id}/endorsements`,
    body(),
  );
  expect(res.status).toBe(201);
  const url = `/companies/${uw.company.id}/endorsements/${res.body.id}`;
  return {
    ...uw,
    endorsement: res.body,
    url,
    versionUrl: `${url}/versions/${res.body.versions[0]!.id}`,
  };
}

describe('endorsements', () => {
  it('creates an endorsement with version 1, reads, lists, renames and deletes it, audited', async () => {
    const { company, client, endorsement, url, versionUrl } = await created();
    expect(endorsement).toMatchObject({
      name: 'Flood exclusion',
      versions: [{ version: 1, status: 'draft', visibility: 2, savedOnce: true }],
    });
    const version = await client.get<EndorsementVersionDto>(versionUrl);
    expect(version.body).toMatchObject({
      endorsementId: endorsement.id,
      content: '<p>Flood is <strong>excluded</strong>.</p>',
      productClasses: [4, 2],
      rules: [{ expression: 'floodZone = "high"' }],
    });
    expect(
      (
        await client.get<ListResponse<EndorsementDto>>(
          `/companies/${company.id}/endorsements?search=flood`,
        )
      ).body,
    ).toMatchObject({ data: [{ id: endorsement.id }], meta: { total: 1 } });
    expect((await client.put<EndorsementDto>(url, { name: 'Flood (high zones)' })).body.name).toBe(
      'Flood (high zones)',
    );
    expect((await client.request('DELETE', url)).status).toBe(204);
    expect((await client.get(url)).status).toBe(404);
    expect((await auditOf(server, 'endorsement', endorsement.id)).map((e) => e.action)).toEqual([
      'created',
      'updated',
      'deleted',
    ]);
  });

  it('sanitizes rich content on the server: scripts, handlers and javascript: URLs never get stored', async () => {
    const { client, versionUrl } = await created();
    const dirty =
      '<h2 style="x">Terms</h2><script>alert(1)</script><p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="https://example.com">that</a></p><img src=x onerror=alert(1)><iframe src="//evil"></iframe>';
    const saved = await client.put<EndorsementVersionDto>(versionUrl, {
      content: dirty,
      productClasses: [],
      visibility: 1,
      rules: [],
    });
    expect(saved.body.content).toBe(
      '<h2>Terms</h2><p>Read <a>this</a> and <a href="https://example.com/" rel="noopener noreferrer nofollow">that</a></p>',
    );
    const [event] = (await auditOf(server, 'endorsement_version', saved.body.id)).filter(
      (e) => e.action === 'updated',
    );
    expect(JSON.stringify(event!.after)).not.toMatch(/script|onerror|javascript/);
  });

  it('validates name, product classes, visibility and rules (422)', async () => {
    const { company, client } = await created();
    const url = `/companies/${company.id}/endorsements`;
    expect(await client.post(url, body({ name: 'FLOOD EXCLUSION' }))).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.nameInUse] } },
    });
    const bad = await client.post(
      url,
      body({ name: '', productClasses: [9, 1, 1], visibility: 3, rules: [{ expression: ' ' }] }),
    );
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.required], 'rules.0.expression': [Messages.required] } },
    });
    expect(bad.body).toHaveProperty(['errors', 'productClasses.0']);
    expect(bad.body).toHaveProperty(['errors', 'visibility']);
  });

  it('runs versions through draft → live → locked, copying to a new draft when locked', async () => {
    const { client, url, versionUrl, endorsement } = await created();
    expect((await client.post<EndorsementVersionDto>(`${versionUrl}/publish`)).body.status).toBe(
      'live',
    );
    expect(await client.post(`${versionUrl}/publish`)).toMatchObject({
      status: 409,
      body: { message: AuthorityMessages.alreadyLive },
    });
    expect((await client.post<EndorsementVersionDto>(`${versionUrl}/unpublish`)).body.status).toBe(
      'draft',
    );
    await client.post(`${versionUrl}/publish`);
    const versionId = endorsement.versions[0]!.id;
    expect(
      (await server.ctx.db.transaction((tx) => lockEndorsementVersion(tx, versionId))).status,
    ).toBe('locked');
    const edit = { content: '<p>new</p>', productClasses: [], visibility: 1, rules: [] };
    expect(await client.put(versionUrl, edit)).toMatchObject({
      status: 409,
      body: { message: Messages.cannotModifyInUse },
    });
    expect(await client.delete(url)).toMatchObject({
      status: 409,
      body: { message: Messages.cannotDeleteInUse },
    });
    const copy = await client.post<EndorsementVersionDto>(`${versionUrl}/copy`);
    expect(copy).toMatchObject({
      status: 201,
      body: {
        version: 2,
        status: 'draft',
        savedOnce: false,
        content: '<p>Flood is <strong>excluded</strong>.</p>',
        rules: [{ expression: 'floodZone = "high"' }],
      },
    });
    const copyUrl = `${url}/versions/${copy.body.id}`;
    expect(await client.post(`${copyUrl}/publish`)).toMatchObject({
      status: 422,
      body: { errors: { version: [AuthorityMessages.notSaved] } },
    });
    expect(await client.put(copyUrl, { ...edit, content: '<script>x</script>' })).toMatchObject({
      status: 200,
      body: { content: '' },
    });
    expect(await client.post(`${copyUrl}/publish`)).toMatchObject({
      status: 422,
      body: { errors: { content: [Messages.required] } },
    });
    await client.put(copyUrl, edit);
    expect((await client.post<EndorsementVersionDto>(`${copyUrl}/publish`)).body.status).toBe(
      'live',
    );
    expect((await client.get<EndorsementDto>(url)).body.versions.map((v) => v.status)).toEqual([
      'locked',
      'live',
    ]);
  });

  it('deletes draft versions only', async () => {
    const { client, url, versionUrl } = await created();
    const copy = await client.post<EndorsementVersionDto>(`${versionUrl}/copy`);
    expect((await client.request('DELETE', `${url}/versions/${copy.body.id}`)).status).toBe(204);
    await client.post(`${versionUrl}/publish`);
    expect(await client.delete(versionUrl)).toMatchObject({
      status: 409,
      body: { message: AuthorityMessages.onlyDraftDeletable },
    });
  });

  it('lets ViewRisks holders read, refuses writes without ManageProducts and broker companies (403), isolates companies (404)', async () => {
    const a = await created();
    const staff = await memberWithRole(server, a.company.id, a.company.staffRoleId);
    expect((await staff.client.get(a.versionUrl)).status).toBe(200);
    expect((await staff.client.put(a.url, { name: 'X' })).status).toBe(403);
    const b = await underwriterWithAdmin(server);
    const bUrl = `/companies/${b.company.id}/endorsements`;
    expect((await b.client.get<ListResponse<EndorsementDto>>(bUrl)).body.data).toEqual([]);
    expect((await b.client.get(`${bUrl}/${a.endorsement.id}`)).status).toBe(404);
    expect(
      (
        await b.client.post(
          `${bUrl}/${a.endorsement.id}/versions/${a.endorsement.versions[0]!.id}/publish`,
        )
      ).status,
    ).toBe(404);
    expect((await b.client.get(a.url)).status).toBe(404);
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    expect(
      (await broker.client.post(`/companies/${broker.company.id}/endorsements`, body())).status,
    ).toBe(403);
  });
});
