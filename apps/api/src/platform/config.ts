import { z } from 'zod';
import { resolveSecrets, SECRET_NAMES, type SecretName, type Secrets } from './secrets.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, parsed once (DESIGN §3). `.env.example` lists them. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  ROOT_HOST: z.string().default('localhost'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /**
   * Prefix of every Redis key and pub/sub channel, so deployments sharing one Redis never see each other
   * (pub/sub ignores the database index in REDIS_URL). Default: `turbine:{database name}` (decision 112).
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'letters, digits, _ . : - only (1-100)')
    .optional(),
  /**
   * This node is one of several (decision 112): in production it refuses to start without REDIS_URL,
   * PostgreSQL, an S3 bucket and the secrets in the environment. Without it, a node warns once when it
   * sees another node's heartbeat in the database.
   */
  CLUSTER: bool.default(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Turbine <no-reply@turbine.localhost>'),
  /** Secrets have no default: unset, they come from `$DATA_DIR/secrets.json` (platform/secrets.ts). */
  APP_KEY: z.string().min(1).optional(),
  /** Earlier application keys, comma-separated: tokens they signed stay valid after a rotation. */
  APP_KEY_PREVIOUS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean)
        : [],
    ),
  PUSHER_APP_ID: z.string().default('turbine'),
  PUSHER_APP_KEY: z.string().default('turbine-key'),
  PUSHER_APP_SECRET: z.string().min(1).optional(),
  TWO_FACTOR_KEY: z.string().min(1).optional(),
  /** Earlier two-factor keys, comma-separated: secrets sealed with them stay readable (decision 123). */
  TWO_FACTOR_KEY_PREVIOUS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean)
        : [],
    ),
  /** Where SMS codes go: 'outbox' keeps them for the system company to read; 'webhook' posts them. */
  SMS_PROVIDER: z.enum(['outbox', 'webhook']).default('outbox'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  /**
   * Microsoft organisation sign-in (issue 11, decision 144): the OpenID issuer to discover, the app's client
   * id and secret. Unset client id or secret = Microsoft is not offered anywhere. The default authority is
   * Entra ID's multi-tenant `organizations` endpoint; tests point it at a local OpenID provider.
   */
  MICROSOFT_AUTHORITY: z
    .string()
    .url()
    .default('https://login.microsoftonline.com/organizations/v2.0'),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  /** Per-address websocket limits (decision 101); 0 turns one off. */
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(1000),
  REALTIME_MAX_ANONYMOUS_PER_ADDRESS: z.coerce.number().int().min(0).default(50),
  REALTIME_MAX_NEW_CONNECTIONS_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(24),
  SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).default(30),
  /** Idle limit of a "remember me" session, under its SESSION_REMEMBER_DAYS absolute one (decision 101). */
  SESSION_REMEMBER_IDLE_DAYS: z.coerce.number().int().min(1).default(7),
  /** Days a client's proposal link works: never past the 30 days a quote is valid (spec §9, decision 101). */
  CLIENT_LINK_DAYS: z.coerce.number().int().min(1).max(30).default(30),
  /** How long a node may reuse an authenticated session without reading it again (0 = never). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  PASSWORD_EXPIRY_DAYS: z.coerce.number().int().min(0).default(180),
  PASSWORD_RESET_MINUTES: z.coerce.number().int().min(1).default(60),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Fault tolerance (issue 23, decision 110): every wait on PostgreSQL is bounded. The pool size and the
   * read pool's are per process (size them against max_connections: docs/operations.md); the timeouts are
   * milliseconds, set on every connection (0 turns one off). PGlite ignores them.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(3000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  /** Seconds a 503 for an unreachable database tells the client to wait (Retry-After). */
  DATABASE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(300).default(2),
  /** How long SIGTERM waits for requests in flight before closing the pool anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  /** How long a stopping node keeps serving with readiness at 503, for a load balancer to notice. */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * Test only: milliseconds an Idempotency-Key request waits inside its transaction before committing, so
   * a crash test can kill the process mid-transaction. Refused in production.
   */
  TEST_TRANSACTION_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(10),
  /** Import Policy Data files (decision 128): a legacy book of 100,000+ rows is tens of MB. */
  IMPORT_MAX_MB: z.coerce.number().int().min(1).max(1024).default(100),
  /**
   * Signed webhooks (decision 172): which non-public networks an endpoint may resolve to, comma-separated
   * among `loopback`, `private`, `link-local` (default none: such URLs are refused). An endpoint on an
   * allowed network may use plain http; every other must use https.
   */
  WEBHOOK_ALLOWED_NETWORKS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['loopback', 'private', 'link-local']))),
  /** Delay before the first retry; each retry doubles it up to the maximum, for the retry window. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).default(10),
  WEBHOOK_RETRY_MAX_DELAY_SECONDS: z.coerce.number().int().min(0).default(3600),
  WEBHOOK_RETRY_WINDOW_SECONDS: z.coerce.number().int().min(1).default(86_400),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('ap-southeast-2'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  SEED_DEMO: bool.default(true),
  /** `npm start` runs the background workers in-process; false leaves them to `npm run worker`. */
  RUN_WORKERS: bool.default(true),
  SYSTEM_ADMIN_EMAIL: z.string().email().optional(),
  SYSTEM_ADMIN_PASSWORD: z.string().min(12).optional(),
  SERVE_WEB: bool.default(true),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  /** Crash tests only: commit but never run after-commit work (platform/db/unit-of-work.ts). */
  TEST_DROP_AFTER_COMMIT: bool.default(false),
});
type ParsedConfig = z.infer<typeof configSchema>;
/** The configuration the server runs with: every secret resolved (environment, else the data directory). */
export type Config = Omit<ParsedConfig, SecretName> & Secrets;

/**
 * Parses the environment and resolves the secrets; a bad value, or a weak secret in production, stops
 * start-up with the variable named.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env,
): Config {
  const parsed = configSchema.safeParse(env);
  if (
    parsed.success &&
    parsed.data.NODE_ENV === 'production' &&
    parsed.data.TEST_TRANSACTION_DELAY_MS
  )
    throw new Error(
      'Invalid configuration:\n  TEST_TRANSACTION_DELAY_MS: a test-only setting, refused in production',
    );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.TEST_DROP_AFTER_COMMIT && parsed.data.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  TEST_DROP_AFTER_COMMIT: not in production');
  const clusterErrors = clusterConfigErrors(parsed.data);
  if (clusterErrors.length > 0 && parsed.data.NODE_ENV === 'production')
    throw new Error(
      `Refusing to start: CLUSTER=true but this node is half-configured for several nodes:\n${clusterErrors
        .map((e) => `  ${e}`)
        .join('\n')}\nSee docs/deploy.md.`,
    );
  const secrets = resolveSecrets({
    env: parsed.data,
    dataDir: parsed.data.DATA_DIR,
    production: parsed.data.NODE_ENV === 'production',
  });
  return { ...parsed.data, ...secrets };
}

/**
 * What several nodes must share (decision 112): a node of a declared cluster missing one of these would
 * serve stale sessions, lose realtime events or files, or sign with its own secrets.
 */
export function clusterConfigErrors(config: ParsedConfig): string[] {
  if (!config.CLUSTER) return [];
  const errors: string[] = [];
  if (!config.REDIS_URL)
    errors.push(
      'REDIS_URL is not set: realtime events and cache invalidations would not reach the other nodes.',
    );
  if (!config.DATABASE_URL)
    errors.push('DATABASE_URL is not set: the embedded PGlite database cannot be shared by nodes.');
  if (!config.S3_BUCKET)
    errors.push(
      "S3_BUCKET is not set: files would be stored on this node's local disk ($DATA_DIR/files) and be missing on the others.",
    );
  const missingSecrets = SECRET_NAMES.filter((name) => !config[name]);
  if (missingSecrets.length > 0)
    errors.push(
      `${missingSecrets.join(', ')} not set in the environment: each node would generate its own in its data directory.`,
    );
  return errors;
}

/** True for a production deployment, where cookies are Secure. */
export function isProduction(config: Config): boolean {
  return config.NODE_ENV === 'production';
}
