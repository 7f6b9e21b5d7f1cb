// Company Tags (§2, ManageCompanyTags 18, decision 171): CRUD, tags on risk packages and on the companies a
// company works with, the risk list and partner companies filtered by tag, and another company's isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  Messages,
  type CompanyTagDto,
  type PartnerCompanyDto,
  type RiskListRow,
  type TagChipDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, buildUser, signedIn } from '../../../test/factories.ts';
import { addUserToCompany } from '../companies/memberships.repository.ts';
import { insertTestPackage } from '../risks/package-rows.test-support.ts';
import { riskWorld, type RiskWorld } from '../risks/risks.test-support.ts';
import { applyTagToRiskPackage } from './index.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await riskWorld(server);
});
afterAll(async () => server.close());

const tagsOf = (companyId: number) => `/companies/${companyId}/tags`;
const uw = () => world.underwriter;
const createTag = (name: string, colour = 'teal') =>
  uw().client.post<CompanyTagDto>(tagsOf(uw().company.id), { name, colour });

describe('company tags', () => {
  it('creates, lists by name, renames and deletes; names are unique per company', async () => {
    const vip = await createTag('VIP', 'grape');
    expect(vip).toMatchObject({
      status: 201,
      body: { name: 'VIP', colour: 'grape', riskPackages: 0, companies: 0 },
    });
    const archive = await createTag('Archive');
    expect(await createTag(' vip ')).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.nameInUse] } },
    });
    expect(
      await uw().client.put(`${tagsOf(uw().company.id)}/${archive.body.id}`, { name: 'VIP' }),
    ).toMatchObject({ status: 422, body: { errors: { name: [Messages.nameInUse] } } });
    expect(
      await uw().client.put(`${tagsOf(uw().company.id)}/${archive.body.id}`, {
        name: 'Archived',
        colour: 'gray',
      }),
    ).toMatchObject({ status: 200, body: { name: 'Archived', colour: 'gray' } });

    const list = await uw().client.get<{ data: CompanyTagDto[] }>(tagsOf(uw().company.id));
    expect(list.body.data.map((t) => t.name)).toEqual(['Archived', 'VIP']);

    expect(await uw().client.delete(`${tagsOf(uw().company.id)}/${archive.body.id}`)).toMatchObject(
      { status: 204 },
    );
    expect(await uw().client.delete(`${tagsOf(uw().company.id)}/${archive.body.id}`)).toMatchObject(
      { status: 404, body: { code: 'NOT_FOUND' } },
    );
    expect(
      (await uw().client.get<{ data: CompanyTagDto[] }>(tagsOf(uw().company.id))).body.data.map(
        (t) => t.name,
      ),
    ).toEqual(['VIP']);
  });

  it('refuses bad input under its field', async () => {
    const path = tagsOf(uw().company.id);
    expect(await uw().client.post(path, { name: '', colour: 'teal' })).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.required] } },
    });
    expect(await uw().client.post(path, { name: 'x'.repeat(61) })).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.maxLength(60)] } },
    });
    const colour = await uw().client.post<{ errors: Record<string, string[]> }>(path, {
      name: 'Colourful',
      colour: 'plaid',
    });
    expect(colour.status).toBe(422);
    expect(Object.keys(colour.body.errors)).toEqual(['colour']);
    expect(await uw().client.post(path, { name: 'Extra', colour: 'red', x: 1 })).toMatchObject({
      status: 422,
    });
  });

  it('needs ManageCompanyTags to change tags; members without it only read them', async () => {
    const staff = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, staff.id, uw().company.id, uw().company.staffRoleId);
    const client = await signedIn(server, staff);
    const tag = await createTag('Staff can read');
    const pkg = await insertTestPackage(server, world);

    expect((await client.get(tagsOf(uw().company.id))).status).toBe(200);
    expect(await client.post(tagsOf(uw().company.id), { name: 'Nope' })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(
      (await client.put(`${tagsOf(uw().company.id)}/${tag.body.id}`, { name: 'N' })).status,
    ).toBe(403);
    expect((await client.delete(`${tagsOf(uw().company.id)}/${tag.body.id}`)).status).toBe(403);
    const riskTags = `/companies/${uw().company.id}/risks/${pkg.id}/tags`;
    expect((await client.put(`${riskTags}/${tag.body.id}`)).status).toBe(403);
    expect((await client.get(riskTags)).status).toBe(200);
  });
});

describe('tags on risk packages and the risk list', () => {
  it('applies and removes the company’s tags on its packages; the risk list filters by tag', async () => {
    const urgent = await createTag('Urgent', 'red');
    const review = await createTag('Review', 'blue');
    const tagged = await insertTestPackage(server, world);
    const untagged = await insertTestPackage(server, world);
    const riskTags = `/companies/${uw().company.id}/risks/${tagged.id}/tags`;

    expect(await uw().client.put(`${riskTags}/${urgent.body.id}`)).toMatchObject({
      status: 200,
      body: { data: [{ id: urgent.body.id, name: 'Urgent', colour: 'red' }] },
    });
    // Applying twice changes nothing.
    expect((await uw().client.put(`${riskTags}/${urgent.body.id}`)).body).toEqual({
      data: [{ id: urgent.body.id, name: 'Urgent', colour: 'red' }],
    });
    await uw().client.put(`${riskTags}/${review.body.id}`);
    expect(
      (await uw().client.get<{ data: TagChipDto[] }>(riskTags)).body.data.map((t) => t.name),
    ).toEqual(['Review', 'Urgent']);

    const list = async (tagId: number) =>
      (
        await uw().client.get<{ data: RiskListRow[] }>(
          `/companies/${uw().company.id}/risks?tagId=${tagId}`,
        )
      ).body.data.map((r) => r.id);
    expect(await list(urgent.body.id)).toEqual([tagged.id]);
    expect(await list(urgent.body.id)).not.toContain(untagged.id);

    expect(await uw().client.delete(`${riskTags}/${urgent.body.id}`)).toMatchObject({
      status: 200,
      body: { data: [{ id: review.body.id, name: 'Review', colour: 'blue' }] },
    });
    expect(await list(urgent.body.id)).toEqual([]);
    const counts = (
      await uw().client.get<{ data: CompanyTagDto[] }>(tagsOf(uw().company.id))
    ).body.data.find((t) => t.id === review.body.id);
    expect(counts).toMatchObject({ riskPackages: 1, companies: 0 });
    expect((await uw().client.get(`/companies/${uw().company.id}/risks?tagId=abc`)).status).toBe(
      422,
    );
  });

  it('the use case an automation calls applies a tag without a user', async () => {
    const auto = await createTag('Automated');
    const pkg = await insertTestPackage(server, world);
    const tags = await applyTagToRiskPackage(server.ctx, {
      companyId: uw().company.id,
      riskPackageId: pkg.id,
      tagId: auto.body.id,
      actorUserId: null,
    });
    expect(tags).toEqual([{ id: auto.body.id, name: 'Automated', colour: 'teal' }]);
    await expect(
      applyTagToRiskPackage(server.ctx, {
        companyId: world.otherUnderwriter.company.id,
        riskPackageId: pkg.id,
        tagId: auto.body.id,
        actorUserId: null,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('another company sees none of the tags and changes nothing', async () => {
    const secret = await createTag('Secret');
    const pkg = await insertTestPackage(server, world);
    await uw().client.put(`/companies/${uw().company.id}/risks/${pkg.id}/tags/${secret.body.id}`);
    const broker = world.broker;
    const other = world.otherUnderwriter;

    // The broker shares the package but not the underwriter's tags.
    expect(
      (await broker.client.get(`/companies/${broker.company.id}/risks/${pkg.id}/tags`)).body,
    ).toEqual({ data: [] });
    // Its own tag list, and the underwriter's tag through its own company: nothing.
    expect((await broker.client.get(tagsOf(broker.company.id))).body).toEqual({ data: [] });
    expect((await other.client.get(tagsOf(uw().company.id))).status).toBe(404);
    // The other company's routes with the underwriter's ids: 404, nothing changes.
    const otherTags = tagsOf(other.company.id);
    expect(
      (await other.client.put(`${otherTags}/${secret.body.id}`, { name: 'Mine' })).status,
    ).toBe(404);
    expect((await other.client.delete(`${otherTags}/${secret.body.id}`)).status).toBe(404);
    expect(
      (
        await other.client.put(
          `/companies/${other.company.id}/risks/${pkg.id}/tags/${secret.body.id}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await broker.client.put(
          `/companies/${broker.company.id}/risks/${pkg.id}/tags/${secret.body.id}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await broker.client.delete(
          `/companies/${broker.company.id}/risks/${pkg.id}/tags/${secret.body.id}`,
        )
      ).status,
    ).toBe(404);
    // The broker's risk list filtered by the underwriter's tag: empty.
    expect(
      (
        await broker.client.get<{ data: RiskListRow[] }>(
          `/companies/${broker.company.id}/risks?tagId=${secret.body.id}`,
        )
      ).body.data,
    ).toEqual([]);
    expect(
      (await uw().client.get(`/companies/${uw().company.id}/risks/${pkg.id}/tags`)).body,
    ).toEqual({ data: [{ id: secret.body.id, name: 'Secret', colour: 'teal' }] });
  });
});

describe('tags on partner companies', () => {
  it('tags the companies it works with and lists them by tag; others are 404', async () => {
    const key = await createTag('Key account', 'orange');
    await insertTestPackage(server, world);
    const stranger = await buildCompany(server.ctx, { type: CompanyType.Broker });
    const client = await buildCompany(server.ctx, {
      type: CompanyType.Client,
      createdByCompanyId: uw().company.id,
    });
    const partners = `/companies/${uw().company.id}/partner-companies`;

    const all = await uw().client.get<{ data: PartnerCompanyDto[] }>(partners);
    const ids = all.body.data.map((c) => c.id);
    // It shares packages with the broker and the insurer, and created the client.
    expect(ids).toEqual(
      expect.arrayContaining([world.broker.company.id, world.insurer.company.id, client.id]),
    );
    expect(ids).not.toContain(stranger.id);
    expect(ids).not.toContain(uw().company.id);

    expect(
      await uw().client.put(`${partners}/${world.broker.company.id}/tags/${key.body.id}`),
    ).toMatchObject({
      status: 200,
      body: {
        id: world.broker.company.id,
        tags: [{ id: key.body.id, name: 'Key account', colour: 'orange' }],
      },
    });
    expect((await uw().client.put(`${partners}/${stranger.id}/tags/${key.body.id}`)).status).toBe(
      404,
    );
    const byTag = await uw().client.get<{ data: PartnerCompanyDto[] }>(
      `${partners}?tagId=${key.body.id}`,
    );
    expect(byTag.body.data.map((c) => c.id)).toEqual([world.broker.company.id]);
    expect(
      (await uw().client.get<{ data: CompanyTagDto[] }>(tagsOf(uw().company.id))).body.data.find(
        (t) => t.id === key.body.id,
      ),
    ).toMatchObject({ companies: 1 });

    // Another company: its partners by the underwriter's tag are none; it cannot tag with it.
    const broker = world.broker;
    expect(
      (
        await broker.client.get<{ data: PartnerCompanyDto[] }>(
          `/companies/${broker.company.id}/partner-companies?tagId=${key.body.id}`,
        )
      ).body.data,
    ).toEqual([]);
    const brokerPartners = await broker.client.get<{ data: PartnerCompanyDto[] }>(
      `/companies/${broker.company.id}/partner-companies`,
    );
    expect(brokerPartners.body.data.find((c) => c.id === uw().company.id)?.tags).toEqual([]);
    expect(
      (
        await broker.client.put(
          `/companies/${broker.company.id}/partner-companies/${uw().company.id}/tags/${key.body.id}`,
        )
      ).status,
    ).toBe(404);

    expect(
      await uw().client.delete(`${partners}/${world.broker.company.id}/tags/${key.body.id}`),
    ).toMatchObject({ status: 200, body: { tags: [] } });
    expect(
      (await uw().client.get<{ data: PartnerCompanyDto[] }>(`${partners}?tagId=${key.body.id}`))
        .body.data,
    ).toEqual([]);
  });
});
