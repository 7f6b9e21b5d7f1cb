// §2 underwriter panel Files: raw uploads, private (1) / public (2) visibility, download, delete.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type RiskFileDto, type VersionedRiskFileDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { files } from '../../platform/files/files.tables.ts';
import { folderFiles, folders } from './documents.tables.ts';
import { insertTestPackage } from '../risks/package-rows.test-support.ts';
import { uploadType } from '../../platform/files/upload-guard.ts';
import { riskFileTypes } from './risk-files.types.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks/risks.test-support.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ MAX_UPLOAD_MB: '1' });
  world = await riskWorld(server);
});
afterAll(async () => server.close());

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const side = (s: 'broker' | 'underwriter' | 'insurer' | 'otherBroker' | 'otherUnderwriter') => ({
  client: world[s].client,
  base: (id: number) => `${riskPaths(world[s].company.id).pkg(id)}/files`,
});
const upload = (
  s: ReturnType<typeof side>,
  id: number,
  query: string,
  raw: Buffer,
  contentType = 'application/octet-stream',
) =>
  s.client.json<RiskFileDto & { errors?: Record<string, string[]> }>(
    'POST',
    `${s.base(id)}?${query}`,
    undefined,
    { raw, contentType },
  );

describe('risk files', () => {
  it('keeps private files with the underwriting company and shares public ones with the broker', async () => {
    const pkg = await insertTestPackage(server, world);
    const uw = side('underwriter');
    const broker = side('broker');
    const secret = await upload(
      uw,
      pkg.id,
      'name=Underwriting%20notes.pdf&visibility=1',
      pdf,
      'application/pdf',
    );
    expect(secret).toMatchObject({
      status: 201,
      body: {
        name: 'Underwriting notes.pdf',
        mimeType: 'application/pdf',
        visibility: 1,
        sizeBytes: pdf.length,
        uploadedBy: { id: world.underwriter.admin.id },
      },
    });
    const shared = await upload(
      broker,
      pkg.id,
      'name=Signed%20proposal.txt&visibility=2',
      Buffer.from('Signed by the insured, 1 March.\n'),
      'text/plain',
    );
    expect(shared).toMatchObject({ status: 201, body: { mimeType: 'text/plain', visibility: 2 } });
    // Brokers cannot keep private files: they would not see them.
    expect(await upload(broker, pkg.id, 'name=x.pdf&visibility=1', pdf)).toMatchObject({
      status: 422,
      body: { errors: { visibility: expect.any(Array) } },
    });

    expect((await uw.client.get<RiskFileDto[]>(uw.base(pkg.id))).body.map((f) => f.name)).toEqual([
      'Signed proposal.txt',
      'Underwriting notes.pdf',
    ]);
    expect(
      (await broker.client.get<RiskFileDto[]>(broker.base(pkg.id))).body.map((f) => f.name),
    ).toEqual(['Signed proposal.txt']);
    expect(
      (await side('insurer').client.get<RiskFileDto[]>(side('insurer').base(pkg.id))).body.map(
        (f) => f.name,
      ),
    ).toEqual(['Signed proposal.txt']);

    const download = await uw.client.request('GET', secret.body.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(
      'attachment; filename="Underwriting notes.pdf"',
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(
      (await broker.client.request('GET', `${broker.base(pkg.id)}/${secret.body.id}/download`))
        .status,
    ).toBe(404);
    expect(
      (await broker.client.request('GET', `${broker.base(pkg.id)}/${shared.body.id}/download`))
        .status,
    ).toBe(200);

    // The broker deletes only what its company uploaded; the underwriter any file it sees.
    expect((await broker.client.delete(`${broker.base(pkg.id)}/${secret.body.id}`)).status).toBe(
      404,
    );
    expect((await uw.client.delete(`${uw.base(pkg.id)}/${shared.body.id}`)).status).toBe(204);
    expect((await broker.client.get<RiskFileDto[]>(broker.base(pkg.id))).body).toEqual([]);
  });

  it('checks size and type on the bytes', async () => {
    const pkg = await insertTestPackage(server, world);
    const uw = side('underwriter');
    const big = Buffer.concat([pdf, Buffer.alloc(1024 * 1024)]);
    expect(await upload(uw, pkg.id, 'name=big.pdf', big)).toMatchObject({
      status: 413,
      body: { message: Messages.fileTooLarge(1) },
    });
    // Far over the limit the server stops reading the body; the answer is still the spec's message under file.
    const huge = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024)]);
    expect(await upload(uw, pkg.id, 'name=huge.pdf', huge)).toMatchObject({
      status: 413,
      body: {
        code: 'FILE_TOO_LARGE',
        message: Messages.fileTooLarge(1),
        errors: { file: [Messages.fileTooLarge(1)] },
      },
    });
    expect(
      await upload(uw, pkg.id, 'name=random.bin', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe])),
    ).toMatchObject({ status: 422, body: { message: Messages.invalidFileType } });
    expect((await upload(uw, pkg.id, 'visibility=2', pdf)).status).toBe(422);
    expect((await upload(uw, pkg.id, 'name=a.pdf&visibility=3', pdf)).status).toBe(422);
    expect((await uw.client.get<RiskFileDto[]>(uw.base(pkg.id))).body).toEqual([]);
  });

  it('recognises office documents by container and extension, and text by its bytes', async () => {
    const riskFileType = (body: Buffer, name: string) =>
      uploadType(body, { types: riskFileTypes }, name);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    expect(await riskFileType(zip, 'Schedule.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await riskFileType(zip, 'archive.zip')).toBe('application/zip');
    expect(await riskFileType(Buffer.from('{"a":1}'), 'data.json')).toBe('application/json');
    expect(await riskFileType(Buffer.from('a,b\n1,2\n'), 'rows.csv')).toBe('text/csv');
    expect(await riskFileType(Buffer.from([0xc3, 0x28, 0x41]), 'broken.txt')).toBeNull();
    // Programs are refused whatever their name: a Windows executable renamed to a PDF is still one.
    expect(await riskFileType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'setup.exe')).toBeNull();
    expect(
      await riskFileType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'invoice.pdf'),
    ).toBeNull();
  });

  it('other companies see and change nothing; insurers cannot upload', async () => {
    const pkg = await insertTestPackage(server, world);
    const uw = side('underwriter');
    const shared = await upload(uw, pkg.id, 'name=Policy.pdf&visibility=2', pdf);
    expect((await upload(side('insurer'), pkg.id, 'name=x.pdf&visibility=2', pdf)).status).toBe(
      403,
    );
    for (const s of ['otherBroker', 'otherUnderwriter'] as const) {
      const o = side(s);
      expect((await o.client.get(o.base(pkg.id))).status).toBe(404);
      expect((await upload(o, pkg.id, 'name=x.pdf&visibility=2', pdf)).status).toBe(404);
      expect(
        (await o.client.request('GET', `${o.base(pkg.id)}/${shared.body.id}/download`)).status,
      ).toBe(404);
      expect((await o.client.delete(`${o.base(pkg.id)}/${shared.body.id}`)).status).toBe(404);
    }
    const rows = await server.ctx.db.select().from(files).where(eq(files.id, shared.body.id));
    expect(rows).toHaveLength(1);
    // Another company's upload of the same name made no version of this file.
    expect((await uw.client.get<VersionedRiskFileDto[]>(uw.base(pkg.id))).body[0]).toMatchObject({
      versionNumber: 1,
    });
    const version = shared.body as VersionedRiskFileDto;
    for (const s of ['otherBroker', 'otherUnderwriter'] as const) {
      const o = side(s);
      const url = `${o.base(pkg.id)}/${shared.body.id}/versions/${version.versions[0]!.id}/download`;
      expect((await o.client.request('GET', url)).status).toBe(404);
    }
    expect((await uw.client.get<RiskFileDto[]>(uw.base(pkg.id))).body).toHaveLength(1);
  });

  it('versions a same-name upload, keeps every version downloadable and the files in the underwriter store', async () => {
    const pkg = await insertTestPackage(server, world);
    const uw = side('underwriter');
    const broker = side('broker');
    const v1 = Buffer.from('Schedule, first draft.\n');
    const v2 = Buffer.from('Schedule, second draft.\n');
    const first = await upload(uw, pkg.id, 'name=Schedule.txt&visibility=2', v1, 'text/plain');
    expect(first).toMatchObject({ status: 201, body: { versionNumber: 1 } });
    // Same name regardless of case, same visibility: the next version of the same file.
    const second = await upload(broker, pkg.id, 'name=schedule.TXT&visibility=2', v2, 'text/plain');
    const file = second.body as VersionedRiskFileDto;
    expect(second.status).toBe(201);
    expect(file).toMatchObject({
      id: first.body.id,
      name: 'Schedule.txt',
      versionNumber: 2,
      sizeBytes: v2.length,
      uploadedBy: { id: world.underwriter.admin.id },
      updatedBy: { id: world.broker.admin.id },
    });
    expect(file.versions.map((v) => [v.versionNumber, v.name, v.uploadedBy?.id])).toEqual([
      [2, 'schedule.TXT', world.broker.admin.id],
      [1, 'Schedule.txt', world.underwriter.admin.id],
    ]);
    // A private file of the same name is another file.
    const secret = await upload(uw, pkg.id, 'name=Schedule.txt&visibility=1', v1, 'text/plain');
    expect(secret.body).toMatchObject({ versionNumber: 1 });
    expect(secret.body.id).not.toBe(first.body.id);

    const bytes = async (s: ReturnType<typeof side>, url: string) => {
      const res = await s.client.request('GET', url);
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()), res };
    };
    expect((await bytes(broker, file.url)).body.equals(v2)).toBe(true);
    const old = await bytes(broker, file.versions[1]!.url);
    expect(old.status).toBe(200);
    expect(old.body.equals(v1)).toBe(true);
    expect(old.res.headers.get('content-disposition')).toContain('filename="Schedule.txt"');
    // The broker never reaches a private file's versions; a version of another file is 404.
    const secretVersion = (secret.body as VersionedRiskFileDto).versions[0]!;
    expect((await bytes(broker, secretVersion.url)).status).toBe(404);
    expect((await bytes(uw, secretVersion.url)).status).toBe(200);
    expect(
      (await bytes(uw, `${uw.base(pkg.id)}/${first.body.id}/versions/${secretVersion.id}/download`))
        .status,
    ).toBe(404);

    // The files are documents of the underwriting company's store, in Risks › {reference}.
    const placed = await server.ctx.db
      .select({ folder: folders, companyId: files.companyId })
      .from(folderFiles)
      .innerJoin(folders, eq(folders.id, folderFiles.folderId))
      .innerJoin(files, eq(files.id, folderFiles.fileId))
      .where(eq(folderFiles.fileId, first.body.id));
    expect(placed).toEqual([
      expect.objectContaining({
        companyId: world.underwriter.company.id,
        folder: expect.objectContaining({ name: pkg.reference, visibility: 1 }),
      }),
    ]);

    // Locked in the store: no new version, no delete.
    await server.ctx.db.update(files).set({ locked: true }).where(eq(files.id, first.body.id));
    expect(
      await upload(uw, pkg.id, 'name=Schedule.txt&visibility=2', v2, 'text/plain'),
    ).toMatchObject({ status: 409, body: { code: 'ITEM_LOCKED' } });
    expect((await uw.client.delete(`${uw.base(pkg.id)}/${first.body.id}`)).status).toBe(409);
    await server.ctx.db.update(files).set({ locked: false }).where(eq(files.id, first.body.id));
    // The broker deletes what its company uploaded first, even now that the store holds it.
    const mine = await upload(
      broker,
      pkg.id,
      'name=Broker%20note.txt&visibility=2',
      v1,
      'text/plain',
    );
    expect((await broker.client.delete(`${broker.base(pkg.id)}/${first.body.id}`)).status).toBe(
      403,
    );
    expect((await broker.client.delete(`${broker.base(pkg.id)}/${mine.body.id}`)).status).toBe(204);
    expect((await uw.client.delete(`${uw.base(pkg.id)}/${first.body.id}`)).status).toBe(204);
    expect(
      (await uw.client.get<VersionedRiskFileDto[]>(uw.base(pkg.id))).body.map((f) => f.id),
    ).toEqual([secret.body.id]);
  });
});
