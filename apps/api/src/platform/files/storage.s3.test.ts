import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createFileStorage, S3FileStorage } from './storage.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';

// The S3 driver against a real S3-compatible server (s3rver over HTTP), not a mock: what two nodes share.
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

function storage() {
  return createFileStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...s3.env }));
}

describe('S3FileStorage', () => {
  it('is what the configuration builds when S3_BUCKET is set', () => {
    expect(storage()).toBeInstanceOf(S3FileStorage);
  });

  it('stores, reads back byte for byte, and deletes an object', async () => {
    const files = storage();
    const body = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 256));
    await files.put('companies/1/files/abc.bin', body, 'application/octet-stream');
    expect(Buffer.compare((await files.get('companies/1/files/abc.bin'))!, body)).toBe(0);
    await files.delete('companies/1/files/abc.bin');
    expect(await files.get('companies/1/files/abc.bin')).toBeNull();
  });

  it('answers null for a key never written, and a second client sees the first one’s object', async () => {
    expect(await storage().get('never/written.txt')).toBeNull();
    await storage().put('shared/hello.txt', Buffer.from('from node A'), 'text/plain');
    expect((await storage().get('shared/hello.txt'))?.toString()).toBe('from node A');
  });

  it('fails loudly (not null) when the bucket does not exist', async () => {
    const missing = createFileStorage(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...s3.env, S3_BUCKET: 'missing' }),
    );
    await expect(missing.get('any.txt')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
