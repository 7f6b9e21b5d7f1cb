// §2 Company Documents (issue 12, decision 131): folders, versions, locks, protection, sharing, downloads.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Messages,
  type DirectoryDto,
  type FolderOption,
  type SharedStoreDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { files } from '../../platform/files/files.tables.ts';
import { documentsApi, documentsWorld, pdfBytes } from './documents.test-support.ts';

let server: TestServer;
let world: Awaited<ReturnType<typeof documentsWorld>>;
beforeAll(async () => {
  server = await startTestServer({ MAX_UPLOAD_MB: '1' });
  world = await documentsWorld(server);
});
afterAll(async () => server.close());

const uwApi = () => documentsApi(world.underwriter.client, world.underwriter.company.id);
const documentCount = async () =>
  (await server.ctx.db.select({ n: count() }).from(files).where(eq(files.purpose, 'document')))[0]!
    .n;

/** Policies (public) > Wordings (public), Drafts (private); Internal (private). */
async function arrange() {
  const api = uwApi();
  const suffix = Math.random().toString(36).slice(2, 7);
  const policies = (await api.createFolder({ name: `Policies ${suffix}`, visibility: 2 })).body.id;
  const internal = (await api.createFolder({ name: `Internal ${suffix}` })).body.id;
  const wordings = (await api.createFolder({ name: 'Wordings', parentId: policies, visibility: 2 }))
    .body.id;
  const drafts = (await api.createFolder({ name: 'Drafts', parentId: policies, visibility: 1 }))
    .body.id;
  const wording = (await api.upload(wordings, 'Wording v1.pdf', pdfBytes('v1'))).body;
  const secret = (await api.upload(internal, 'Notes.txt', Buffer.from('private notes\n'))).body;
  const draft = (await api.upload(drafts, 'Draft.txt', Buffer.from('draft\n'))).body;
  return { api, policies, internal, wordings, drafts, wording, secret, draft };
}

describe('company documents: folders', () => {
  it('opens on the root folder (created on first use) and nests folders with their visibility', async () => {
    const api = uwApi();
    const root = await api.root();
    expect(root).toMatchObject({
      status: 200,
      body: {
        name: 'Documents',
        parentId: null,
        companyId: world.underwriter.company.id,
        canManage: true,
      },
    });
    expect(root.body.rootFolderId).toBe(root.body.id);
    const t = await arrange();
    const policies = await api.folder(t.policies);
    expect(policies.body).toMatchObject({
      visibility: 2,
      locked: false,
      rootFolderId: root.body.id,
      path: [{ id: root.body.id, name: 'Documents' }],
    });
    expect(policies.body.folders.map((f) => [f.name, f.visibility])).toEqual([
      ['Drafts', 1],
      ['Wordings', 2],
    ]);
    expect((await api.root()).body.folders.map((f) => f.id)).toEqual(
      expect.arrayContaining([t.policies, t.internal]),
    );
  });

  it('refuses a duplicate name among siblings, a parent of another company, and a move into itself', async () => {
    const t = await arrange();
    const api = uwApi();
    expect(await api.createFolder({ name: 'wordings', parentId: t.policies })).toMatchObject({
      status: 422,
      body: { errors: { name: ['A folder with this name already exists here.'] } },
    });
    const foreign = (
      await documentsApi(
        world.otherUnderwriter.client,
        world.otherUnderwriter.company.id,
      ).createFolder({ name: 'Theirs' })
    ).body.id;
    expect(await api.createFolder({ name: 'X', parentId: foreign })).toMatchObject({
      status: 422,
      body: { errors: { parentId: expect.any(Array) } },
    });
    expect(await api.patchFolder(t.policies, { parentId: t.wordings })).toMatchObject({
      status: 422,
      body: { errors: { parentId: expect.any(Array) } },
    });
    expect(await api.createFolder({ name: '' })).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.required] } },
    });
  });

  it('renames and moves a folder; keeps the root folder where it is', async () => {
    const t = await arrange();
    const api = uwApi();
    expect(
      (await api.patchFolder(t.drafts, { name: 'Drafts 2026', parentId: t.internal })).status,
    ).toBe(200);
    expect((await api.folder(t.drafts)).body).toMatchObject({
      name: 'Drafts 2026',
      parentId: t.internal,
    });
    const root = (await api.root()).body;
    expect(await api.patchFolder(root.id, { name: 'Renamed' })).toMatchObject({
      status: 409,
      body: { code: 'IN_USE_MODIFY' },
    });
    expect(await api.deleteFolder(root.id)).toMatchObject({
      status: 409,
      body: { code: 'IN_USE_DELETE' },
    });
  });

  it('deletes an empty folder, refuses one in use with the §8 message', async () => {
    const t = await arrange();
    const api = uwApi();
    expect(await api.deleteFolder(t.policies)).toMatchObject({
      status: 409,
      body: { code: 'IN_USE_DELETE', message: Messages.cannotDeleteInUse },
    });
    const empty = (await api.createFolder({ name: 'Empty', parentId: t.internal })).body.id;
    expect((await api.deleteFolder(empty)).status).toBe(204);
    expect((await api.folder(empty)).status).toBe(404);
  });

  it('a locked folder takes no change (new folder, upload, rename, delete) until it is unlocked', async () => {
    const t = await arrange();
    const api = uwApi();
    expect((await api.patchFolder(t.wordings, { locked: true })).status).toBe(200);
    const before = await documentCount();
    for (const res of [
      await api.createFolder({ name: 'Sub', parentId: t.wordings }),
      await api.upload(t.wordings, 'More.pdf', pdfBytes()),
      await api.patchFolder(t.wordings, { name: 'Other' }),
      await api.deleteFolder(t.wordings),
      await api.uploadVersion(t.wording.id, 'Wording v2.pdf', pdfBytes('v2')),
      await api.deleteFile(t.wording.id),
    ])
      expect(res).toMatchObject({ status: 409, body: { code: 'ITEM_LOCKED' } });
    expect(await documentCount()).toBe(before);
    expect((await api.patchFolder(t.wordings, { locked: false })).status).toBe(200);
    expect((await api.upload(t.wordings, 'More.pdf', pdfBytes())).status).toBe(201);
  });

  it('nothing in a locked folder changes: its files and sub-folders cannot be renamed, moved out or deleted', async () => {
    const t = await arrange();
    const api = uwApi();
    // Policies holds the Wordings and Drafts folders; Wordings holds the wording.
    expect((await api.patchFolder(t.wordings, { locked: true })).status).toBe(200);
    for (const res of [
      await api.patchFile(t.wording.id, { name: 'Renamed.pdf' }),
      await api.patchFile(t.wording.id, { folderId: t.internal }),
      await api.patchFile(t.wording.id, { protected: true }),
    ])
      expect(res).toMatchObject({ status: 409, body: { code: 'ITEM_LOCKED' } });
    expect((await api.patchFolder(t.wordings, { locked: false })).status).toBe(200);
    expect((await api.patchFolder(t.policies, { locked: true })).status).toBe(200);
    const empty = (await api.createFolder({ name: 'Empty', parentId: t.drafts })).body.id;
    for (const res of [
      await api.patchFolder(t.drafts, { name: 'Renamed' }),
      await api.patchFolder(t.drafts, { parentId: t.internal }),
      await api.patchFolder(t.drafts, { visibility: 2 }),
      await api.deleteFolder(t.wordings),
    ])
      expect(res).toMatchObject({ status: 409, body: { code: 'ITEM_LOCKED' } });
    // Nothing moved: the wording is where it was, under its name; Policies still holds both folders.
    expect((await api.file(t.wording.id)).body).toMatchObject({
      name: 'Wording v1.pdf',
      folderId: t.wordings,
      protected: false,
    });
    expect((await api.folder(t.policies)).body.folders.map((f) => f.name)).toEqual([
      'Drafts',
      'Wordings',
    ]);
    // A folder deeper down is not inside the locked one itself: it still changes.
    expect((await api.deleteFolder(empty)).status).toBe(204);
    expect((await api.patchFolder(t.policies, { locked: false })).status).toBe(200);
    expect((await api.patchFile(t.wording.id, { folderId: t.internal })).status).toBe(200);
  });

  it('lists the §3 folder-tree options: disabled folders left out, a root node when a name is given', async () => {
    const t = await arrange();
    const url = `${uwApi().base}/folder-options?rootFolderName=All%20documents&disabled=${t.internal},${t.drafts}`;
    const res = await world.underwriter.client.get<FolderOption[]>(url);
    expect(res.status).toBe(200);
    const [root] = res.body;
    expect(root).toMatchObject({
      label: 'All documents',
      name: 'All documents',
      expanded: true,
      selectable: true,
    });
    const policies = root!.children.find((n) => n.value === String(t.policies))!;
    expect(policies).toMatchObject({ expanded: false, selectable: true });
    expect(policies.children.map((n) => n.label)).toEqual(['Wordings']);
    expect(JSON.stringify(res.body)).not.toContain(`"${t.internal}"`);
    const flat = await world.underwriter.client.get<FolderOption[]>(
      `${uwApi().base}/folder-options`,
    );
    expect(flat.body.map((n) => n.value)).toContain(String(t.internal));
    expect(
      (await world.underwriter.client.get(`${uwApi().base}/folder-options?disabled=a,b`)).status,
    ).toBe(422);
  });
});

describe('company documents: files and versions', () => {
  it('uploads versions, keeps the history with who and when, and downloads any version', async () => {
    const t = await arrange();
    const api = uwApi();
    expect(t.wording).toMatchObject({
      name: 'Wording v1.pdf',
      versionNumber: 1,
      mimeType: 'application/pdf',
      protected: false,
      locked: false,
    });
    const v2 = await api.uploadVersion(t.wording.id, 'Wording v2.pdf', pdfBytes('second'));
    expect(v2).toMatchObject({ status: 201, body: { versionNumber: 2, name: 'Wording v1.pdf' } });
    const detail = (await api.file(t.wording.id)).body;
    expect(detail.versions.map((v) => [v.versionNumber, v.name, v.updatedBy?.id])).toEqual([
      [2, 'Wording v2.pdf', world.underwriter.admin.id],
      [1, 'Wording v1.pdf', world.underwriter.admin.id],
    ]);
    expect(detail.versions[0]!.updatedOn).toBeGreaterThan(1_700_000_000);
    const old = await world.underwriter.client.request('GET', detail.versions[1]!.url);
    expect(old.status).toBe(200);
    expect(Buffer.from(await old.arrayBuffer()).equals(pdfBytes('v1'))).toBe(true);
    expect(old.headers.get('content-disposition')).toBe(
      `attachment; filename="Wording_v1.pdf"; filename*=UTF-8''Wording%20v1.pdf`,
    );
    expect(old.headers.get('content-security-policy')).toContain('sandbox');
    const inline = await world.underwriter.client.request(
      'GET',
      `${detail.versions[0]!.url}?type=inline`,
    );
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await inline.arrayBuffer()).equals(pdfBytes('second'))).toBe(true);
  });

  it('refuses a program named .pdf and a file over the limit with the §8 messages, storing nothing', async () => {
    const t = await arrange();
    const api = uwApi();
    const before = await documentCount();
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(64),
    ]);
    expect(await api.upload(t.wordings, 'policy.pdf', elf)).toMatchObject({
      status: 422,
      body: { errors: { file: [Messages.invalidFileType] } },
    });
    expect(
      await api.upload(
        t.wordings,
        'big.pdf',
        Buffer.concat([pdfBytes(), Buffer.alloc(1024 * 1024)]),
      ),
    ).toMatchObject({
      status: 413,
      body: { message: Messages.fileTooLarge(1) },
    });
    // A path in the name is not kept: the file is stored under its last segment only.
    const traversal = await api.upload(t.wordings, '../../etc/passwd.txt', Buffer.from('x\n'));
    expect(traversal).toMatchObject({ status: 201, body: { name: 'passwd.txt' } });
    expect((await api.file(traversal.body.id)).body.versions[0]!.name).toBe('passwd.txt');
    // Nothing left once the path is gone: the name is missing.
    expect(await api.upload(t.wordings, '../', Buffer.from('x\n'))).toMatchObject({
      status: 422,
      body: { errors: { name: [Messages.required] } },
    });
    expect(
      await api.uploadVersion(traversal.body.id, 'C:\\Temp\\v2\u0007.txt', Buffer.from('y\n')),
    ).toMatchObject({ status: 201, body: { versionNumber: 2 } });
    expect((await api.file(traversal.body.id)).body.versions[0]!.name).toBe('v2.txt');
    expect(await api.patchFile(traversal.body.id, { name: 'a/b/renamed.txt' })).toMatchObject({
      status: 200,
      body: { name: 'renamed.txt' },
    });
    expect(await documentCount()).toBe(before + 1);
  });

  it('a protected file is not deleted (§8 in use); a locked file takes no new version until unlocked', async () => {
    const t = await arrange();
    const api = uwApi();
    expect((await api.patchFile(t.wording.id, { protected: true })).body).toMatchObject({
      protected: true,
    });
    expect(await api.deleteFile(t.wording.id)).toMatchObject({
      status: 409,
      body: { message: Messages.cannotDeleteInUse },
    });
    expect(
      (await api.patchFile(t.wording.id, { protected: false, locked: true })).body,
    ).toMatchObject({ locked: true });
    expect(await api.uploadVersion(t.wording.id, 'v9.pdf', pdfBytes())).toMatchObject({
      status: 409,
      body: { code: 'ITEM_LOCKED' },
    });
    expect(await api.patchFile(t.wording.id, { name: 'Renamed.pdf' })).toMatchObject({
      status: 409,
    });
    expect((await api.patchFile(t.wording.id, { locked: false })).status).toBe(200);
    const url = (await api.file(t.wording.id)).body.url;
    expect((await api.deleteFile(t.wording.id)).status).toBe(204);
    expect((await api.file(t.wording.id)).status).toBe(404);
    expect((await world.underwriter.client.request('GET', url)).status).toBe(404);
  });

  it('moves a file to another folder of the company only', async () => {
    const t = await arrange();
    const api = uwApi();
    expect((await api.patchFile(t.secret.id, { folderId: t.drafts })).body).toMatchObject({
      folderId: t.drafts,
    });
    const foreign = (
      await documentsApi(
        world.otherUnderwriter.client,
        world.otherUnderwriter.company.id,
      ).createFolder({ name: `F${Date.now()}` })
    ).body.id;
    expect(await api.patchFile(t.secret.id, { folderId: foreign })).toMatchObject({
      status: 422,
      body: { errors: { folderId: expect.any(Array) } },
    });
  });
});

describe('company documents: who sees what', () => {
  it('another company sees and changes nothing of the store: its folders, files and versions are 404', async () => {
    const t = await arrange();
    const other = documentsApi(world.otherUnderwriter.client, world.otherUnderwriter.company.id);
    expect((await other.folder(t.policies)).status).toBe(404);
    expect((await other.file(t.wording.id)).status).toBe(404);
    expect((await other.patchFolder(t.policies, { name: 'Mine' })).status).toBe(404);
    expect((await other.deleteFolder(t.internal)).status).toBe(404);
    expect((await other.uploadVersion(t.wording.id, 'x.pdf', pdfBytes())).status).toBe(404);
    expect((await other.upload(t.policies, 'x.pdf', pdfBytes())).status).toBe(404);
    expect((await other.patchFile(t.wording.id, { locked: true })).status).toBe(404);
    expect((await other.deleteFile(t.secret.id)).status).toBe(404);
    expect((await world.otherUnderwriter.client.request('GET', t.wording.url)).status).toBe(404);
    expect(
      (
        await world.otherUnderwriter.client.get(
          `/companies/${world.otherUnderwriter.company.id}/shared-documents/${world.underwriter.company.id}`,
        )
      ).status,
    ).toBe(404);
    expect((await uwApi().folder(t.wordings)).body.name).toBe('Wordings');
  });

  it('a broker on its package list sees the public folders and files, and nothing private', async () => {
    const t = await arrange();
    const b = world.broker;
    const shared = `/companies/${b.company.id}/shared-documents`;
    expect((await b.client.get<SharedStoreDto[]>(shared)).body).toContainEqual({
      companyId: world.underwriter.company.id,
      name: expect.any(String),
    });
    const store = `${shared}/${world.underwriter.company.id}`;
    const root = await b.client.get<DirectoryDto>(store);
    expect(root.body.canManage).toBe(false);
    expect(root.body.folders.map((f) => f.id)).toContain(t.policies);
    expect(root.body.folders.map((f) => f.id)).not.toContain(t.internal);
    const policies = await b.client.get<DirectoryDto>(`${store}?folderId=${t.policies}`);
    expect(policies.body.folders.map((f) => f.name)).toEqual(['Wordings']);
    expect((await b.client.get(`${store}?folderId=${t.drafts}`)).status).toBe(404);
    expect((await b.client.get(`${store}?folderId=${t.internal}`)).status).toBe(404);
    expect((await b.client.get(`${store}/files/${t.wording.id}`)).status).toBe(200);
    expect((await b.client.get(`${store}/files/${t.secret.id}`)).status).toBe(404);
    expect((await b.client.get(`${store}/files/${t.draft.id}`)).status).toBe(404);
    const download = await b.client.request('GET', t.wording.url);
    expect(download.status).toBe(200);
    expect((await b.client.request('GET', t.secret.url)).status).toBe(404);
    expect((await b.client.request('GET', t.draft.url)).status).toBe(404);
    // A folder made private again disappears for the broker at once.
    await uwApi().patchFolder(t.wordings, { visibility: 1 });
    expect((await b.client.request('GET', t.wording.url)).status).toBe(404);
    // The broker cannot write to the underwriter's store (not a member: the guard answers 404).
    expect(
      (
        await b.client.json(
          'POST',
          `/companies/${world.underwriter.company.id}/documents/folders`,
          { name: 'x' },
        )
      ).status,
    ).toBe(404);
  });

  it('its client sees the public folders; a broker it does not work with sees none', async () => {
    const t = await arrange();
    const c = world.client;
    const store = `/companies/${c.company.id}/shared-documents/${world.underwriter.company.id}`;
    expect(
      (await c.client.get<DirectoryDto>(`${store}?folderId=${t.wordings}`)).body.files.map(
        (f) => f.id,
      ),
    ).toContain(t.wording.id);
    const ob = world.otherBroker;
    expect(
      (await ob.client.get<SharedStoreDto[]>(`/companies/${ob.company.id}/shared-documents`)).body,
    ).toEqual([]);
    expect(
      (
        await ob.client.get(
          `/companies/${ob.company.id}/shared-documents/${world.underwriter.company.id}`,
        )
      ).status,
    ).toBe(404);
    expect((await ob.client.request('GET', t.wording.url)).status).toBe(404);
  });

  it('a member without Manage documents reads the store but changes nothing', async () => {
    const t = await arrange();
    const api = documentsApi(world.reader, world.underwriter.company.id);
    expect((await api.folder(t.internal)).body).toMatchObject({ canManage: false });
    expect((await api.createFolder({ name: 'Nope' })).status).toBe(403);
    expect((await api.upload(t.internal, 'x.txt', Buffer.from('x\n'))).status).toBe(403);
    expect((await api.deleteFile(t.secret.id)).status).toBe(403);
    expect((await world.reader.request('GET', t.secret.url)).status).toBe(200);
  });
});
