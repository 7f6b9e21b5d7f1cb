// Company document versions on the S3 driver against a real S3-compatible server (s3rver), not a mock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from '../../platform/files/storage.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { documentsApi, documentsWorld, pdfBytes } from './documents.test-support.ts';

let s3: TestS3Server;
let server: TestServer;
let world: Awaited<ReturnType<typeof documentsWorld>>;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer(s3.env);
  world = await documentsWorld(server);
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

describe('company documents on S3', () => {
  it('stores every version in the bucket, serves each one back, and removes them all with the file', async () => {
    expect(server.ctx.storage).toBeInstanceOf(S3FileStorage);
    const api = documentsApi(world.underwriter.client, world.underwriter.company.id);
    const folder = (await api.createFolder({ name: 'Wordings', visibility: 2 })).body.id;
    const v1 = (await api.upload(folder, 'Wording.pdf', pdfBytes('first'))).body;
    await api.uploadVersion(v1.id, 'Wording.pdf', pdfBytes('second'));
    const v3 = (await api.uploadVersion(v1.id, 'Wording.pdf', pdfBytes('third'))).body;
    expect(v3.versions.map((v) => v.versionNumber)).toEqual([3, 2, 1]);
    const bodies = await Promise.all(
      v3.versions.map(async (v) =>
        Buffer.from(await (await world.underwriter.client.request('GET', v.url)).arrayBuffer()),
      ),
    );
    expect(bodies.map((b) => b.toString('latin1').split('\n')[1])).toEqual([
      '% third',
      '% second',
      '% first',
    ]);
    // The broker on the package list reads the public version from the same bucket.
    const shared = await world.broker.client.request('GET', v3.versions[2]!.url);
    expect(shared.status).toBe(200);
    expect((await api.deleteFile(v1.id)).status).toBe(204);
    for (const v of v3.versions)
      expect((await world.underwriter.client.request('GET', v.url)).status).toBe(404);
  });
});
