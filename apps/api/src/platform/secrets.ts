import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The platform's secrets (issue 26, decision 100). None has a usable default: each comes from its
 * environment variable or, when unset, from `$DATA_DIR/secrets.json`, generated on first start with 32
 * random bytes and owner-only permissions, so `npm install && npm start` needs nothing.
 */
export const SECRET_NAMES = ['APP_KEY', 'PUSHER_APP_SECRET', 'TWO_FACTOR_KEY'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

/** The smallest secret accepted in production, in bytes (UTF-8). */
export const MIN_SECRET_BYTES = 32;

/**
 * Values that were ever defaults in the public source (config.ts, .env.example, docs): anyone can read
 * them, so a deployment using one is as open as one with no secret at all.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'turbine-development-key-change-me',
  'turbine-secret-change-me',
  'turbine-key',
  'change-me',
  'changeme',
  'secret',
];

export const SECRETS_FILE = 'secrets.json';

/** Why a secret given in production is refused, or undefined when it is acceptable. */
export function weakSecretReason(value: string): string | undefined {
  if (KNOWN_DEFAULT_SECRETS.includes(value.trim())) return 'is a published default value';
  if (Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES)
    return `is shorter than ${MIN_SECRET_BYTES} bytes`;
  return undefined;
}

/** A new secret: 32 random bytes, base64url (43 characters). */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

function readSecretsFile(path: string): Partial<Secrets> {
  if (!existsSync(path)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new Error(`${path} is not valid JSON: fix it or delete it to generate new secrets.`);
  }
  const out: Partial<Secrets> = {};
  if (parsed && typeof parsed === 'object') {
    for (const name of SECRET_NAMES) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && value.length > 0) out[name] = value;
    }
  }
  return out;
}

/**
 * Resolves every secret: the environment first, then the data directory's file, generating (and saving)
 * the missing ones. In production a value equal to a known default or shorter than 32 bytes stops start-up
 * with the variable named.
 */
export function resolveSecrets(options: {
  env: Partial<Record<SecretName, string | undefined>>;
  dataDir: string;
  production: boolean;
}): Secrets {
  const { env, dataDir, production } = options;
  if (production) {
    const problems = SECRET_NAMES.flatMap((name) => {
      const value = env[name];
      const reason = value === undefined ? undefined : weakSecretReason(value);
      return reason ? [`  ${name} ${reason}`] : [];
    });
    if (problems.length > 0) {
      throw new Error(
        `Refusing to start in production with a weak secret:\n${problems.join('\n')}\n` +
          `Set each to a long random value (e.g. \`openssl rand -base64 48\`), or unset it to use the one ` +
          `generated in ${join(dataDir, SECRETS_FILE)}.`,
      );
    }
  }
  const path = join(dataDir, SECRETS_FILE);
  const missingFromEnv = SECRET_NAMES.filter((name) => !env[name]);
  const stored = missingFromEnv.length > 0 ? readSecretsFile(path) : {};
  const generated = missingFromEnv.filter((name) => !stored[name]);
  if (generated.length > 0) {
    const next: Partial<Secrets> = { ...stored };
    for (const name of generated) next[name] = generateSecret();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
    Object.assign(stored, next);
  }
  const out = {} as Secrets;
  for (const name of SECRET_NAMES) {
    const value = env[name] || stored[name];
    if (!value) throw new Error(`Secret ${name} could not be resolved`);
    if (production) {
      const reason = weakSecretReason(value);
      if (reason) throw new Error(`Refusing to start in production: ${name} in ${path} ${reason}.`);
    }
    out[name] = value;
  }
  return out;
}
