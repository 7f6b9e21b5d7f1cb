// Issue 12 / decision 204: risk files from before decision 184 are placed in the store at once.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionedRiskFileDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { files } from '../../platform/files/files.tables.ts';
import { insertTestPackage } from '../risks/package-rows.test-support.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks/risks.test-support.ts';
import { folderFiles, folders } from './documents.tables.ts';
import { placeAllRiskFilesInStore } from './risk-files-backfill.service.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await riskWorld(server);
}, 180_000);
afterAll(async () => server.close());

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads a risk file (the upload places it in the store, see {@link unplace}). */
async function uploadFile(
  who: 'broker' | 'underwriter',
  pkgId: number,
  name: string,
  visibility: 1 | 2,
) {
  const side = world[who];
  const res = await side.client.json<VersionedRiskFileDto>(
    'POST',
    `${riskPaths(side.company.id).pkg(pkgId)}/files?name=${encodeURIComponent(name)}&visibility=${visibility}`,
    undefined,
    { raw: pdf, contentType: 'application/pdf' },
  );
  expect(res.status).toBe(201);
  return { id: res.body.id, companyId: side.company.id };
}

/** Puts files back as they were kept before decision 184: in no folder, the uploader's company's file. */
async function unplace(uploaded: { id: number; companyId: number }[]): Promise<number[]> {
  for (const f of uploaded) {
    await server.ctx.db.delete(folderFiles).where(eq(folderFiles.fileId, f.id));
    await server.ctx.db
      .update(files)
      .set({ companyId: f.companyId, purpose: 'risk-file' })
      .where(eq(files.id, f.id));
  }
  return uploaded.map((f) => f.id);
}

describe('risk files backfill (decision 204)', () => {
  it('places every earlier risk file in its underwriter’s store folder once; a second run does nothing', async () => {
    const a = await insertTestPackage(server, world);
    const b = await insertTestPackage(server, world);
    const ids = await unplace([
      await uploadFile('broker', a.id, 'Signed proposal.pdf', 2),
      await uploadFile('underwriter', a.id, 'Notes.pdf', 1),
      await uploadFile('broker', b.id, 'Claims history.pdf', 2),
    ]);
    const [fromBroker, privateNote, other] = ids as [number, number, number];

    // Before: outside any folder, the broker's own file.
    expect(
      await server.ctx.db.select().from(folderFiles).where(inArray(folderFiles.fileId, ids)),
    ).toEqual([]);

    expect(await placeAllRiskFilesInStore(server.ctx)).toBeGreaterThanOrEqual(3);

    const placed = await server.ctx.db
      .select({ fileId: folderFiles.fileId, folder: folders, file: files })
      .from(folderFiles)
      .innerJoin(folders, eq(folders.id, folderFiles.folderId))
      .innerJoin(files, eq(files.id, folderFiles.fileId))
      .where(inArray(folderFiles.fileId, ids));
    expect(placed).toHaveLength(3);
    const uwId = world.underwriter.company.id;
    for (const p of placed) {
      expect(p.file).toMatchObject({ companyId: uwId, purpose: 'document' });
      expect(p.folder).toMatchObject({ companyId: uwId, visibility: 1 });
    }
    const folderOf = (id: number) => placed.find((p) => p.fileId === id)!.folder;
    expect(folderOf(fromBroker).name).toBe(a.reference);
    expect(folderOf(privateNote).id).toBe(folderOf(fromBroker).id);
    expect(folderOf(other).name).toBe(b.reference);
    const [risks] = await server.ctx.db
      .select()
      .from(folders)
      .where(eq(folders.id, folderOf(other).parentId!));
    expect(risks!.name).toBe('Risks');

    // Idempotent: nothing left to place, nothing moved or duplicated.
    expect(await placeAllRiskFilesInStore(server.ctx)).toBe(0);
    expect(
      await server.ctx.db.select().from(folderFiles).where(inArray(folderFiles.fileId, ids)),
    ).toHaveLength(3);

    // The risk still reads them as before: the broker its public file, the underwriter both; and the
    // underwriter sees them in Company Documents, versions and all.
    const brokerList = await world.broker.client.get<VersionedRiskFileDto[]>(
      `${riskPaths(world.broker.company.id).pkg(a.id)}/files`,
    );
    expect(brokerList.body.map((f) => f.name)).toEqual(['Signed proposal.pdf']);
    const dl = await world.broker.client.request('GET', brokerList.body[0]!.url);
    expect(dl.status).toBe(200);
    expect(Buffer.from(await dl.arrayBuffer()).equals(pdf)).toBe(true);
    const uwList = await world.underwriter.client.get<VersionedRiskFileDto[]>(
      `${riskPaths(uwId).pkg(a.id)}/files`,
    );
    expect(uwList.body.map((f) => f.name).sort()).toEqual(['Notes.pdf', 'Signed proposal.pdf']);
    const dir = await world.underwriter.client.get<{ files: { id: number; name: string }[] }>(
      `/companies/${uwId}/documents?folderId=${folderOf(fromBroker).id}`,
    );
    expect(dir.body.files.map((f) => f.name).sort()).toEqual(['Notes.pdf', 'Signed proposal.pdf']);
    // Another company's store shows none of them.
    expect(
      (
        await world.otherUnderwriter.client.get(
          `/companies/${world.otherUnderwriter.company.id}/documents?folderId=${folderOf(fromBroker).id}`,
        )
      ).status,
    ).toBe(404);
  });
});
