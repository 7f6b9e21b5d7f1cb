// Claim documents in the underwriting agency's document store (issue 16, decision 143): the claim's
// folder, versions through the store, deleting a document, documents linked before the store kept them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClaimActivityDto, type DirectoryDto, type RiskFileDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { insertFileWithVersion } from '../../platform/files/files.repository.ts';
import { documentsApi } from '../collaboration/documents.test-support.ts';
import { linkClaimFile } from './claim-files.repository.ts';
import {
  claimSides,
  claimsWorld,
  type ClaimsWorld,
  type Err,
  type Side,
} from './claims.test-support.ts';

let server: TestServer;
let world: ClaimsWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await claimsWorld(server);
});
afterAll(async () => server.close());

const as = (side: Side) => claimSides(server, world).as(side);
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const store = () => documentsApi(world.underwriter.client, world.underwriter.company.id);

const upload = (side: Side, claimId: number, name: string, visibility: 1 | 2, body = pdf(name)) =>
  as(side).client.json<RiskFileDto & Err>(
    'POST',
    `${as(side).one(claimId)}/files?name=${encodeURIComponent(name)}&visibility=${visibility}`,
    undefined,
    { raw: body, contentType: 'application/pdf' },
  );
const names = async (side: Side, claimId: number) =>
  (await as(side).get<RiskFileDto[]>(`${as(side).one(claimId)}/files`)).body
    .map((f) => f.name)
    .sort();
const remove = (side: Side, claimId: number, fileId: number) =>
  as(side).client.json<Err>('DELETE', `${as(side).one(claimId)}/files/${fileId}`);

/** The agency's folder Claims > <reference>, as its store shows it. */
async function claimFolder(reference: string): Promise<DirectoryDto | undefined> {
  const root = await store().root();
  const claimsId = root.body.folders.find((f) => f.name === 'Claims')?.id;
  if (claimsId === undefined) return undefined;
  const claims = await store().folder(claimsId);
  expect(claims.body.visibility).toBe(1);
  const id = claims.body.folders.find((f) => f.name === reference)?.id;
  return id === undefined ? undefined : (await store().folder(id)).body;
}

describe('claim documents in the agency’s document store', () => {
  it('creates the claim’s private folder on the first upload and keeps each document a file of it', async () => {
    const { claim } = await claimSides(server, world).acceptedClaim();
    expect(await claimFolder(claim.reference)).toBeUndefined();
    const advice = await upload('legal', claim.id, 'Advice.pdf', 1);
    expect(advice.status).toBe(201);
    const demand = await upload('broker', claim.id, 'Demand.pdf', 2);
    expect(demand.status).toBe(201);
    const folder = await claimFolder(claim.reference);
    expect(folder).toMatchObject({ visibility: 1, companyId: world.underwriter.company.id });
    expect(folder!.files.map((f) => [f.id, f.name]).sort()).toEqual(
      [
        [advice.body.id, 'Advice.pdf'],
        [demand.body.id, 'Demand.pdf'],
      ].sort(),
    );
    // Still private to the claim: the broker's view of the agency's shared folders has no Claims folder.
    const shared = await world.broker.client.get<DirectoryDto>(
      `/companies/${world.broker.company.id}/shared-documents/${world.underwriter.company.id}`,
    );
    expect(shared.body.folders?.map((f) => f.name) ?? []).not.toContain('Claims');
    // A new version through the store is what the claim lists and downloads.
    const v2 = pdf('the second advice, longer than the first');
    expect((await store().uploadVersion(advice.body.id, 'Advice v2.pdf', v2)).status).toBe(201);
    const listed = (
      await as('underwriter').get<RiskFileDto[]>(`${as('underwriter').one(claim.id)}/files`)
    ).body.find((f) => f.id === advice.body.id);
    expect(listed).toMatchObject({ name: 'Advice.pdf', sizeBytes: v2.length, visibility: 1 });
    const got = await as('underwriter').client.request('GET', listed!.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(v2)).toBe(true);
    // A second claim gets its own folder beside the first.
    const other = (await claimSides(server, world).acceptedClaim()).claim;
    expect((await upload('underwriter', other.id, 'Survey.pdf', 2)).status).toBe(201);
    expect((await claimFolder(other.reference))!.files.map((f) => f.name)).toEqual(['Survey.pdf']);
    expect((await claimFolder(claim.reference))!.files).toHaveLength(2);
  });

  it('deletes a document for the handlers only, with its versions, under the store’s locks', async () => {
    const { claim } = await claimSides(server, world).acceptedClaim();
    const priv = (await upload('legal', claim.id, 'Advice.pdf', 1)).body;
    const shared = (await upload('broker', claim.id, 'Demand.pdf', 2)).body;
    const kept = (await upload('underwriter', claim.id, 'Kept.pdf', 2)).body;
    expect((await remove('broker', claim.id, shared.id)).status).toBe(403);
    expect((await remove('broker', claim.id, priv.id)).status).toBe(404);
    expect((await remove('insurer', claim.id, shared.id)).status).toBe(403);
    expect((await remove('insured', claim.id, shared.id)).status).toBe(403);
    expect((await remove('otherLegal', claim.id, shared.id)).status).toBe(404);
    expect((await remove('otherUnderwriter', claim.id, shared.id)).status).toBe(404);
    // Another claim's document is not this claim's.
    const other = (await claimSides(server, world).acceptedClaim()).claim;
    expect((await remove('underwriter', other.id, shared.id)).status).toBe(404);
    expect(await names('underwriter', claim.id)).toEqual(['Advice.pdf', 'Demand.pdf', 'Kept.pdf']);
    // The store's rules hold: a locked or protected document stays.
    await store().patchFile(kept.id, { locked: true });
    expect(await remove('underwriter', claim.id, kept.id)).toMatchObject({
      status: 409,
      body: { code: 'ITEM_LOCKED' },
    });
    await store().patchFile(kept.id, { locked: false });
    await store().patchFile(kept.id, { protected: true });
    expect((await remove('underwriter', claim.id, kept.id)).body.code).toBe('IN_USE_DELETE');

    expect((await remove('legal', claim.id, priv.id)).status).toBe(204);
    expect((await remove('underwriter', claim.id, shared.id)).status).toBe(204);
    expect((await remove('underwriter', claim.id, shared.id)).status).toBe(404);
    expect(await names('underwriter', claim.id)).toEqual(['Kept.pdf']);
    expect(await names('broker', claim.id)).toEqual(['Kept.pdf']);
    expect((await as('legal').client.request('GET', priv.url)).status).toBe(404);
    expect((await claimFolder(claim.reference))!.files.map((f) => f.name)).toEqual(['Kept.pdf']);
    expect((await store().file(shared.id)).status).toBe(404);
    const timeline = await as('underwriter').get<ClaimActivityDto[]>(
      `${as('underwriter').one(claim.id)}/activities`,
    );
    expect(timeline.body.map((a) => a.body)).toContain('Document deleted: Advice.pdf');
  });

  it('moves documents linked before the store kept them into the claim’s folder on the next upload', async () => {
    const { claim } = await claimSides(server, world).acceptedClaim();
    const key = `companies/${world.legal.company.id}/claim-files/${claim.id}/legacy`;
    const bytes = pdf('legacy');
    await server.ctx.storage.put(key, bytes, 'application/pdf');
    const { file } = await insertFileWithVersion(
      server.ctx.db,
      { companyId: world.legal.company.id, purpose: 'claim-file', name: 'Old.pdf', visibility: 1 },
      {
        companyId: world.legal.company.id,
        storageKey: key,
        mimeType: 'application/pdf',
        sizeBytes: bytes.length,
      },
    );
    await linkClaimFile(server.ctx.db, claim.id, file.id);
    expect(await names('legal', claim.id)).toEqual(['Old.pdf']);
    expect(await names('broker', claim.id)).toEqual([]);
    expect((await upload('legal', claim.id, 'New.pdf', 2)).status).toBe(201);
    expect((await claimFolder(claim.reference))!.files.map((f) => f.name).sort()).toEqual([
      'New.pdf',
      'Old.pdf',
    ]);
    expect(await names('broker', claim.id)).toEqual(['New.pdf']);
    const old = (
      await as('legal').get<RiskFileDto[]>(`${as('legal').one(claim.id)}/files`)
    ).body.find((f) => f.name === 'Old.pdf');
    const got = await as('legal').client.request('GET', old!.url);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await remove('legal', claim.id, file.id)).status).toBe(204);
    expect(await server.ctx.storage.get(key)).toBeFalsy();
  });
});
