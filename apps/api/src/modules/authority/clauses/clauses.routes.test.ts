import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, Messages, Permission, type ClauseDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { companyWithAdmin } from '../../../../test/factories.ts';
import { memberWithRole, storedRoles } from '../../companies/companies.test-support.ts';
import { auditOf, underwriterWithAdmin } from '../authority.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

type Err = { errors?: Record<string, string[]>; message?: string };

async function created(overrides: Record<string, unknown> = {}) {
  const uw = await underwriterWithAdmin(server);
  const base = `/companies/${uw.company.id}/clauses`;
  const res = await uw.client.json<ClauseDto>('POST', base, {
    code: 'GEN-01',
    name: 'Sanctions limitation',
    content: '<p>No cover where <strong>sanctions</strong> apply.</p>',
    ...overrides,
  });
  expect(res.status).toBe(201);
  const url = `${base}/${res.body.id}`;
  const v1 = `${url}/versions/${res.body.versions[0]!.id}`;
  return { ...uw, base, clause: res.body, url, v1 };
}

describe('clauses (decision 192)', () => {
  it('creates a clause with version 1 as a saved draft, publishes it, copies a new draft and reads the current wording', async () => {
    const { client, base, clause, url, v1 } = await created();
    expect(clause).toMatchObject({
      code: 'GEN-01',
      name: 'Sanctions limitation',
      currentVersionId: null,
      versions: [{ version: 1, status: 'draft', savedOnce: true, inUse: false }],
    });
    // A draft is no template's wording yet: the picker's list leaves it out.
    expect((await client.get<{ data: ClauseDto[] }>(`${base}?usable=true`)).body.data).toEqual([]);
    const live = await client.json<ClauseDto>('POST', `${v1}/publish`);
    expect(live.body).toMatchObject({
      currentVersionId: clause.versions[0]!.id,
      versions: [{ status: 'live' }],
    });
    const copied = await client.json<ClauseDto>('POST', `${v1}/copy`);
    expect(copied.body.versions.map((v) => [v.version, v.status, v.savedOnce])).toEqual([
      [1, 'live', true],
      [2, 'draft', false],
    ]);
    const v2 = `${url}/versions/${copied.body.versions[1]!.id}`;
    // An unsaved copy cannot be published; saved, it becomes the current wording.
    expect((await client.json<Err>('POST', `${v2}/publish`)).status).toBe(422);
    const saved = await client.json<ClauseDto>('PUT', v2, {
      content: '<p>Sanctions <em>2026</em> wording.</p><script>x()</script>',
    });
    expect(saved.body.versions[1]!.content).toBe('<p>Sanctions <em>2026</em> wording.</p>');
    const published = await client.json<ClauseDto>('POST', `${v2}/publish`);
    expect(published.body.currentVersionId).toBe(copied.body.versions[1]!.id);
    const list = await client.get<{ data: ClauseDto[] }>(`${base}?search=sanct&usable=true`);
    expect(list.body.data.map((c) => c.id)).toEqual([clause.id]);
    expect(
      (await auditOf(server, 'clause_version', saved.body.versions[1]!.id)).map((e) => e.action),
    ).toEqual(['created', 'updated', 'published']);
  });

  it('validates code and name, refuses a duplicate code, an empty wording at publish, and live or locked deletes', async () => {
    const { client, base, url, v1 } = await created();
    const bad = await client.json<Err>('POST', base, { code: 'a b', name: '', content: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      code: ['Use letters, digits, dots, dashes or underscores.'],
      name: [Messages.required],
    });
    const long = await client.json<Err>('POST', base, { code: 'X'.repeat(41), name: 'n' });
    expect(long.body.errors?.code).toEqual([Messages.maxLength(40)]);
    expect(
      (await client.json<Err>('POST', base, { code: 'gen-01', name: 'Other' })).body.errors,
    ).toEqual({ code: [Messages.alreadyExists] });
    const empty = await client.json<ClauseDto>('POST', base, { code: 'EMPTY', name: 'Empty' });
    const emptyV1 = `${base}/${empty.body.id}/versions/${empty.body.versions[0]!.id}`;
    expect((await client.json<Err>('POST', `${emptyV1}/publish`)).body.errors).toEqual({
      content: [Messages.required],
    });
    await client.json('POST', `${v1}/publish`);
    expect((await client.request('DELETE', url)).status).toBe(409);
    expect((await client.request('DELETE', v1)).status).toBe(409);
    // Unpublished, it is a draft again and goes.
    await client.json('POST', `${v1}/unpublish`);
    expect((await client.request('DELETE', url)).status).toBe(204);
    expect((await client.get(url)).status).toBe(404);
    expect(
      (
        await client.json<ClauseDto>('PUT', url.replace(/\d+$/, String(empty.body.id)), {
          code: 'EMPTY-2',
          name: 'Renamed',
        })
      ).body,
    ).toMatchObject({ code: 'EMPTY-2', name: 'Renamed' });
  });

  it('another company sees and changes nothing; ManageClauses is needed to write, template writers may read', async () => {
    const { company, client, base, url, v1, clause } = await created();
    const other = await underwriterWithAdmin(server);
    const foreign = `/companies/${other.company.id}/clauses/${clause.id}`;
    expect((await other.client.get(foreign)).status).toBe(404);
    expect((await other.client.json('PUT', foreign, { code: 'X', name: 'X' })).status).toBe(404);
    expect(
      (await other.client.json('POST', `${foreign}/versions/${clause.versions[0]!.id}/publish`))
        .status,
    ).toBe(404);
    expect((await other.client.request('DELETE', foreign)).status).toBe(404);
    expect((await other.client.get(url)).status).toBe(404);
    expect(
      (await other.client.get<{ data: ClauseDto[] }>(`/companies/${other.company.id}/clauses`)).body
        .data,
    ).toEqual([]);
    // A member whose role holds Manage documents only reads; one with neither is refused.
    const staff = (await storedRoles(server.ctx, company.id)).find((r) => r.name === 'Staff')!;
    const reader = await memberWithRole(server, company.id, staff.id);
    expect((await reader.client.get(base)).status).toBe(200);
    expect((await reader.client.json('PUT', v1, { content: '<p>x</p>' })).status).toBe(403);
    const role = await client.json<{ id: number }>('POST', `/companies/${company.id}/roles`, {
      name: 'Viewer',
      companyTypePermissionIds: [],
    });
    expect(role.status).toBe(201);
    const nobody = await memberWithRole(server, company.id, role.body.id);
    expect((await nobody.client.get(base)).status).toBe(403);
    expect(Permission.ManageClauses).toBe(12);
    // Clauses belong to underwriting agencies.
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    expect(
      (
        await broker.client.json('POST', `/companies/${broker.company.id}/clauses`, {
          code: 'B',
          name: 'B',
        })
      ).status,
    ).toBe(403);
  });
});
