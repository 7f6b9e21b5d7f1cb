// Issue 26: no secret has a usable default. Unit tests of the resolution, a regression test of the
// realtime forgery with the old built-in secret, and the server process refusing weak secrets in production.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { loadConfig } from './config.ts';
import { signChannel } from './realtime/auth.ts';
import { RawClient, type Frame } from './realtime/testing.ts';
import {
  KNOWN_DEFAULT_SECRETS,
  MIN_SECRET_BYTES,
  SECRETS_FILE,
  resolveSecrets,
  weakSecretReason,
} from './secrets.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'turbine-secrets-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const strong = 'x'.repeat(MIN_SECRET_BYTES);

describe('resolveSecrets', () => {
  it('generates every secret on first start into an owner-only file and reuses it after', () => {
    const dataDir = tempDir();
    const first = resolveSecrets({ env: {}, dataDir, production: false });
    for (const value of Object.values(first))
      expect(Buffer.byteLength(value)).toBeGreaterThanOrEqual(32);
    expect(new Set(Object.values(first)).size).toBe(3);
    const path = join(dataDir, SECRETS_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(first);
    expect(resolveSecrets({ env: {}, dataDir, production: false })).toEqual(first);
    // Production accepts the generated values (they are long and random).
    expect(resolveSecrets({ env: {}, dataDir, production: true })).toEqual(first);
  });

  it('takes a variable from the environment over the file, and generates only what is missing', () => {
    const dataDir = tempDir();
    const secrets = resolveSecrets({ env: { APP_KEY: strong }, dataDir, production: true });
    expect(secrets.APP_KEY).toBe(strong);
    const stored = JSON.parse(readFileSync(join(dataDir, SECRETS_FILE), 'utf8')) as Record<
      string,
      string
    >;
    expect(stored.APP_KEY).toBeUndefined();
    expect(stored.PUSHER_APP_SECRET).toBe(secrets.PUSHER_APP_SECRET);
  });

  it('refuses in production a published default or a value under 32 bytes, naming the variable', () => {
    for (const value of ['turbine-secret-change-me', 'turbine-development-key-change-me']) {
      expect(() =>
        resolveSecrets({ env: { PUSHER_APP_SECRET: value }, dataDir: tempDir(), production: true }),
      ).toThrow(/PUSHER_APP_SECRET is a published default value/);
    }
    const short = 'y'.repeat(MIN_SECRET_BYTES - 1);
    expect(() =>
      resolveSecrets({ env: { APP_KEY: short }, dataDir: tempDir(), production: true }),
    ).toThrow(/APP_KEY is shorter than 32 bytes/);
    expect(
      resolveSecrets({ env: { APP_KEY: strong }, dataDir: tempDir(), production: true }).APP_KEY,
    ).toBe(strong);
    // Outside production a short value is the developer's own choice.
    expect(
      resolveSecrets({ env: { APP_KEY: 'short' }, dataDir: tempDir(), production: false }).APP_KEY,
    ).toBe('short');
  });

  it('weakSecretReason flags every known default and the boundary at 32 bytes', () => {
    for (const value of KNOWN_DEFAULT_SECRETS)
      expect(weakSecretReason(value)).toBe('is a published default value');
    expect(weakSecretReason('z'.repeat(31))).toBe('is shorter than 32 bytes');
    expect(weakSecretReason('z'.repeat(32))).toBeUndefined();
    // Bytes, not characters: 16 two-byte characters are 32 bytes.
    expect(weakSecretReason('é'.repeat(16))).toBeUndefined();
  });

  it('refuses a secrets file that is not JSON instead of silently replacing it', () => {
    const dataDir = tempDir();
    resolveSecrets({ env: {}, dataDir, production: false });
    const path = join(dataDir, SECRETS_FILE);
    rmSync(path);
    writeFileSync(path, '{not json');
    expect(() => resolveSecrets({ env: {}, dataDir, production: false })).toThrow(/not valid JSON/);
  });

  it('loadConfig parses APP_KEY_PREVIOUS as a list', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), APP_KEY_PREVIOUS: 'old-one, old-two,' });
    expect(config.APP_KEY_PREVIOUS).toEqual(['old-one', 'old-two']);
  });
});

describe('the realtime secret on the defaults (regression: forged channel auth)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  async function subscribeWith(secret: string): Promise<Frame> {
    const port = Number(new URL(server.baseUrl).port);
    const client = RawClient.open(port, { key: server.config.PUSHER_APP_KEY });
    try {
      const socketId = await client.socketId();
      const channelName = 'private-user.2';
      const { auth } = signChannel({
        socketId,
        channelName,
        appKey: server.config.PUSHER_APP_KEY,
        appSecret: secret,
      });
      client.send({ event: 'pusher:subscribe', data: { channel: channelName, auth } });
      return await client.next(
        (f) =>
          f.event === 'pusher_internal:subscription_succeeded' ||
          f.event === 'pusher:error' ||
          f.event === 'pusher:subscription_error',
      );
    } finally {
      client.close();
    }
  }

  it('refuses a subscription signed with the old built-in secret and accepts the generated one', async () => {
    expect(server.config.PUSHER_APP_SECRET).not.toBe('turbine-secret-change-me');
    expect((await subscribeWith('turbine-secret-change-me')).event).not.toBe(
      'pusher_internal:subscription_succeeded',
    );
    expect((await subscribeWith(server.config.PUSHER_APP_SECRET)).event).toBe(
      'pusher_internal:subscription_succeeded',
    );
  });
});

describe('the server process in production', () => {
  it('refuses to start with the old default secrets and says which', () => {
    const dataDir = tempDir();
    const main = resolve(import.meta.dirname, '../main.ts');
    const tsx = resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
    const result = spawnSync(tsx, [main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        APP_KEY: 'turbine-development-key-change-me',
        PUSHER_APP_SECRET: 'turbine-secret-change-me',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to start in production with a weak secret');
    expect(result.stderr).toContain('APP_KEY is a published default value');
    expect(result.stderr).toContain('PUSHER_APP_SECRET is a published default value');
  }, 70_000);
});
