import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, Messages } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, buildUser, signedIn } from '../../../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MAX_UPLOAD_MB: '1' });
});
afterAll(async () => server.close());

// A real 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('avatar upload', () => {
  it('stores a PNG and serves it inline to colleagues, not to strangers', async () => {
    const owner = await buildUser(server.ctx);
    const colleague = await buildUser(server.ctx);
    const stranger = await buildUser(server.ctx);
    await buildCompany(server.ctx, {
      type: CompanyType.Broker,
      admins: [owner],
      staff: [colleague],
    });
    await buildCompany(server.ctx, { type: CompanyType.Broker, admins: [stranger] });
    const client = await signedIn(server, owner);
    const res = await client.json<{ avatarFileVersionId: number }>(
      'POST',
      '/user/avatar',
      undefined,
      { raw: png, contentType: 'image/png' },
    );
    expect(res.status).toBe(200);
    const id = res.body.avatarFileVersionId;
    expect(id).toBeGreaterThan(0);

    const mine = await client.request('GET', `/user/file-versions/${id}?type=inline`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(png)).toBe(true);
    expect(
      (await (await signedIn(server, colleague)).request('GET', `/user/file-versions/${id}`))
        .status,
    ).toBe(200);
    expect(
      (await (await signedIn(server, stranger)).request('GET', `/user/file-versions/${id}`)).status,
    ).toBe(404);
  });

  it("refuses bytes that are not an image whatever the declared type: 'Invalid file type.'", async () => {
    const client = await signedIn(server, await buildUser(server.ctx));
    const res = await client.json('POST', '/user/avatar', undefined, {
      raw: Buffer.from('<script>alert(1)</script>'),
      contentType: 'image/png',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: Messages.invalidFileType,
      errors: { file: [Messages.invalidFileType] },
    });
    expect(
      (await client.get<{ avatarFileVersionId: number | null }>('/user')).body.avatarFileVersionId,
    ).toBeNull();
  });

  it("refuses a file over MAX_UPLOAD_MB: 'File size must be less than 1 MB.'", async () => {
    const client = await signedIn(server, await buildUser(server.ctx));
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    const res = await client.json('POST', '/user/avatar', undefined, {
      raw: big,
      contentType: 'image/png',
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: Messages.fileTooLarge(1) });
  });

  it('removes the avatar', async () => {
    const client = await signedIn(server, await buildUser(server.ctx));
    await client.json('POST', '/user/avatar', undefined, { raw: png, contentType: 'image/png' });
    const res = await client.delete<{ avatarFileVersionId: number | null }>('/user/avatar');
    expect(res.body.avatarFileVersionId).toBeNull();
  });
});
