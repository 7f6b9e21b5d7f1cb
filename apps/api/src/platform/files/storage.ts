import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

// The AWS SDK is loaded on the first S3 call, not at start: it is about a tenth of the API's start-up
// import time, and a server on local disk (npm start, the tests) never needs it (decision 241).
const loadSdk = () => import('@aws-sdk/client-s3');

/** Where file contents live (DESIGN §3): local disk by default, an S3-compatible bucket at scale. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Files under `root`; keys are checked so none can climb out of it. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const full = resolve(join(this.root, key));
    if (!full.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** An S3-compatible bucket (AWS, MinIO, R2, ...). */
export class S3FileStorage implements FileStorage {
  private sdk: ReturnType<typeof this.open> | null = null;

  constructor(
    private readonly clientConfig: S3ClientConfig,
    private readonly bucket: string,
  ) {}

  private async open() {
    const sdk = await loadSdk();
    return { sdk, client: new sdk.S3Client(this.clientConfig) };
  }

  /** The SDK and one client, made on the first call (a failed load is retried on the next). */
  private connection() {
    this.sdk ??= this.open().catch((error: unknown) => {
      this.sdk = null;
      throw error;
    });
    return this.sdk;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connection();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { sdk, client } = await this.connection();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connection();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

/** The storage the configuration asks for: S3 when a bucket is set, else `$DATA_DIR/files`. */
export function createFileStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    const clientConfig: S3ClientConfig = {
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    };
    return new S3FileStorage(clientConfig, config.S3_BUCKET);
  }
  return new LocalFileStorage(join(config.DATA_DIR, 'files'));
}
