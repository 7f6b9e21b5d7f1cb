import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { healthResponse, readinessResponse, errorCatalogue } from '@turbine/domain';
import type { Config } from './platform/config.ts';
import { DomainEventBus, type AppContext } from './platform/context.ts';
import type { Database } from './platform/db/client.ts';
import { RowGate } from './platform/db/row-gate.ts';
import { readinessCheck } from './platform/http/readiness.ts';
import { processState } from './platform/shutdown.ts';
import { createFileStorage, type FileStorage } from './platform/files/storage.ts';
import {
  JSON_BODY_LIMIT,
  registerBodyParsing,
  registerNoBodyRule,
} from './platform/http/body-parsing.ts';
import { registerUploadGuard } from './platform/files/upload-guard.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { docsCsp, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerCompression } from './platform/http/compression.ts';
import { readableLogStream, registerRequestLog } from './platform/http/request-log.ts';
import { registerGuard } from './platform/http/guard.ts';
import { access } from './platform/http/access.ts';
import { ActorCache } from './platform/http/actor-cache.ts';
import type { SessionActor } from './platform/http/session-actor.ts';
import { connectInvalidationBus } from './platform/cluster/invalidation-bus.ts';
import { NodeCaches } from './platform/cluster/node-caches.ts';
import { redisPrefix } from './platform/cluster/redis-prefix.ts';
import { redactingLoggerOptions } from './platform/http/log-redaction.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { registerMailRoutes } from './platform/mail/mail.routes.ts';
import { SmsSender, webhookSmsProvider } from './platform/sms/sms-sender.ts';
import { registerSmsRoutes } from './platform/sms/sms.routes.ts';
import { authenticate, registerIdentityRoutes } from './modules/identity/index.ts';
import {
  authorizeSupportWrite,
  findCompanyScope,
  registerCompanyRoutes,
  userMemberships,
} from './modules/companies/index.ts';
import {
  registerBroadcastingRoutes,
  registerNotificationRoutes,
  subscribeNotificationListener,
} from './modules/notifications/index.ts';
import { publishedVersionBreaks, registerProductsModule } from './modules/products/index.ts';
import { registerDatasetsModule } from './modules/datasets/index.ts';
import { registerTaxesModule } from './modules/taxes/index.ts';
import { registerAuthorityRoutes } from './modules/authority/index.ts';
import { registerRisksModule } from './modules/risks/index.ts';
import { registerCollaborationModule } from './modules/collaboration/index.ts';
import { registerClaimsModule } from './modules/claims/index.ts';
import { registerInsightModule } from './modules/insight/index.ts';
import { registerImportsModule } from './modules/imports/index.ts';
import { registerTagsModule } from './modules/tags/index.ts';
import { registerWebhooksModule } from './modules/webhooks/index.ts';
import { registerAutomationModule } from './modules/automation/index.ts';
import { attachAppRealtime } from './platform/realtime/index.ts';
import { Jobs } from './platform/jobs/jobs.ts';
import { definePlatformJobs } from './platform/jobs/platform-jobs.ts';
import { TrackedJobs } from './platform/jobs/tracked-jobs.ts';
import { registerJobRoutes } from './platform/jobs/job-runs.routes.ts';
import { registerSystemJobRoutes } from './platform/jobs/system-jobs.routes.ts';
import { Outbox } from './platform/outbox/outbox.ts';
import { describeRoute, documentComponents } from './platform/http/openapi.ts';
import {
  registerDeclaredStatusCheck,
  responseSerializer,
} from './platform/http/response-serializer.ts';
import { publicUrl } from './platform/http/urls.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  storage?: FileStorage;
  /**
   * Pino options, or false for silence (tests); a `stream` receives the JSON lines instead of stdout (the
   * log-redaction test reads them). Secrets are redacted either way (platform/http/log-redaction.ts).
   */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** How often idle job workers poll (tests shorten it). */
  jobPollingSeconds?: number;
  /**
   * false for `npm run worker`: it serves no HTTP, so its caches are never read and writes on the API
   * nodes need not wait for its acknowledgement (decision 112).
   */
  cacheInvalidation?: boolean;
}

const defaultWebDist = resolve(fileURLToPath(new URL('../../web/dist', import.meta.url)));

/**
 * API routes a browser navigates to (Accept: text/html) that answer redirects, not the page: the Microsoft
 * sign-in and admin consent round trips (decision 144). `/microsoft/connected` stays a page.
 */
const browserRedirectRoute =
  /^\/microsoft\/(login|callback|admin-consent|admin-consent-callback)(\?|$)/;
/** Builds the HTTP server with every module registered; the caller listens and closes it. */
export async function buildApp(
  opts: BuildOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, database } = opts;
  // `npm start` (development, no logger given): readable lines, one per request (issue 19 item 10).
  const readable = opts.logger === undefined && config.NODE_ENV === 'development';
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            ...(opts.logger ??
              (readable
                ? { level: config.LOG_LEVEL, stream: readableLogStream() }
                : { level: config.LOG_LEVEL })),
            ...redactingLoggerOptions,
          },
    ...(readable ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 100
        ? req.headers['x-request-id']
        : randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Declared response schemas document; in tests they are enforced, field by field (decision 158).
  const strictResponses = config.NODE_ENV === 'test';
  app.setSerializerCompiler(responseSerializer({ strict: strictResponses }));
  if (strictResponses) registerDeclaredStatusCheck(app);

  // Realtime on the API port (DESIGN §7): /app/{key}, fanned out over Redis when REDIS_URL is set.
  const realtime = await attachAppRealtime(app, {
    appKey: config.PUSHER_APP_KEY,
    appSecret: config.PUSHER_APP_SECRET,
    redisUrl: config.REDIS_URL,
    redisTopic: `${redisPrefix(config)}:realtime`,
    logger: app.log,
    addressLimits: {
      maxConnectionsPerAddress: config.REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
      maxAnonymousPerAddress: config.REALTIME_MAX_ANONYMOUS_PER_ADDRESS,
      maxNewConnectionsPerMinute: config.REALTIME_MAX_NEW_CONNECTIONS_PER_MINUTE,
    },
  });
  // Per-node caches, cleared on every node by every write (decision 112): over Redis when it is set.
  const caches = new NodeCaches();
  const actorCache = caches.register(new ActorCache<SessionActor>(config.SESSION_CACHE_MS));
  if (config.REDIS_URL && opts.cacheInvalidation !== false) {
    const bus = await connectInvalidationBus({
      redisUrl: config.REDIS_URL,
      prefix: redisPrefix(config),
      logger: app.log,
      onInvalidate: () => caches.clearLocal(),
      onLinkChange: (up) => {
        caches.setLinkUp(up);
        if (!up) app.log.warn('cache invalidation link down: per-node caches off until it is back');
      },
      // Past the cache time, whatever another node cached before the write has expired anyway.
      ackTimeoutMs: Math.max(config.SESSION_CACHE_MS, 50),
    });
    caches.attachBus(bus);
    app.addHook('onClose', async () => bus.close());
  }
  const outbox = new Outbox({ db: database.db, log: app.log });
  const jobs = new Jobs({
    database,
    log: app.log,
    pollingIntervalSeconds: opts.jobPollingSeconds,
  });
  const storage = opts.storage ?? createFileStorage(config);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    storage,
    mailer: new Mailer(database.db, {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
      readFile: (key) => storage.get(key),
    }),
    sms: new SmsSender(
      database.db,
      config.SMS_PROVIDER === 'webhook' && config.SMS_WEBHOOK_URL
        ? webhookSmsProvider(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN)
        : null,
      app.log,
    ),
    actorCache,
    caches,
    log: app.log,
    events: new DomainEventBus(app.log, outbox),
    outbox,
    jobs,
    trackedJobs: new TrackedJobs({
      db: database.db,
      database,
      jobs,
      storage,
      realtime,
      log: app.log,
    }),
    realtime,
    memberships: userMemberships,
    rowGate: new RowGate(config.DATABASE_LOCK_TIMEOUT_MS),
  };

  await app.register(cookie);
  // Before every route and the web app's hooks: CSP, frame refusal, nosniff, referrer policy, HSTS on https.
  await registerSecurityHeaders(app, config.ROOT_HOST);
  // JSON answers of 1 KB or more in br or gzip; the web app's files are precompressed (decision 116).
  registerCompression(app);
  if (readable) registerRequestLog(app);
  // JSON routes 1 MB and JSON only, uploads raw up to the upload limit (platform/http/body-parsing.ts).
  await registerBodyParsing(app, { maxUploadMb: config.MAX_UPLOAD_MB });

  // Routes added by the OpenAPI UI plugin are public by declaration.
  app.addHook('onRoute', (route) => {
    if (!route.config?.access && route.url.startsWith('/docs')) {
      route.config = { ...(route.config ?? {}), access: access.public };
    }
  });
  registerErrorHandler(app, { databaseRetryAfterSeconds: config.DATABASE_RETRY_AFTER_SECONDS });
  // The company a route names is cached like sessions (type, active, admin, creator): one round trip less
  // on every company-scoped read (DESIGN §10; decision 092).
  const companyScopes = caches.register(
    new ActorCache<Awaited<ReturnType<typeof findCompanyScope>>>(config.SESSION_CACHE_MS),
  );
  // Any write may change who a session is or what it may do (logout, password, membership, role,
  // company deactivation): every node forgets its cached sessions, scopes and lists before this answers,
  // so the next request anywhere reads them afresh (decision 112).
  // A request the guard turned away (401 unauthenticated, 419 CSRF, 429 rate limited) ran no handler and
  // wrote nothing cached, so it cannot make anyone flush every node's caches; nor does a POST declared
  // `writes: false` (channel authorisation on every socket subscription, rating previews).
  app.addHook('onSend', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    if (req.routeOptions.config?.writes === false) return;
    if (reply.statusCode === 401 || reply.statusCode === 419 || reply.statusCode === 429) return;
    await ctx.caches.invalidate();
  });
  registerGuard(app, {
    config,
    authenticate: (req) => authenticate(ctx, req),
    loadCompany: async (id) => {
      const cached = companyScopes.get(String(id));
      if (cached !== undefined) return cached;
      const ticket = companyScopes.ticket();
      // On the read pool: a request never waits behind writers queued on a locked row (decision 110).
      const scope = await findCompanyScope(database.readDb, id);
      companyScopes.set(String(id), scope, ticket);
      return scope;
    },
    authorizeSupportWrite: (actor, company, method, path) =>
      authorizeSupportWrite(ctx, actor, company, method, path),
  });
  // After the access guard, before every route's schema: no NUL, lone surrogate or 1 MB string passes.
  registerInputGuard(app);
  // A writing route without a body schema or an upload declaration takes no body (decision 108).
  registerNoBodyRule(app);
  // Every upload route's bytes are sniffed and checked by one guard before its handler (decision 108).
  registerUploadGuard(app, { maxUploadMb: config.MAX_UPLOAD_MB });

  // Every operation named, summarised, tagged, secured and given the error model (decision 117).
  const described = documentComponents(publicUrl(config));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Turbine API',
        version: '0.1.0',
        description:
          'The HTTP API of the Turbine insurance platform (docs/api.md). Sessions work like Laravel ' +
          'Sanctum: sign in with `POST /login`, then send the `XSRF-TOKEN` cookie back as `X-XSRF-TOKEN` on every write.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: described.servers,
      components: { securitySchemes: described.securitySchemes, schemas: described.schemas },
    },
    transform: describeRoute(jsonSchemaTransform),
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: docsCsp,
  });

  // Liveness: cheap, no dependency (a load balancer restarts nothing because the database is slow).
  app.get(
    '/health',
    { schema: { response: { 200: healthResponse } }, config: { access: access.public } },
    async () => ({ status: 'ok' as const }),
  );
  // Readiness (decision 110): a bounded query on the main pool, Redis reported; 503 takes the node out.
  const readiness = readinessCheck({ database, db: ctx.db, redisUrl: config.REDIS_URL });
  // A draining node tells each client to reconnect (to another node) once its answer is sent.
  app.addHook('onSend', async (_req, reply) => {
    if (processState.draining) reply.header('connection', 'close');
  });
  app.addHook('onClose', () => readiness.close());
  for (const path of ['/health/ready', '/ready'])
    app.get(
      path,
      {
        schema: { response: { 200: readinessResponse, 503: readinessResponse } },
        config: { access: access.public },
      },
      async (_req, reply) => {
        const answer = await readiness.check();
        if (answer.status !== 'ok')
          reply.header('retry-after', String(config.DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(answer.status === 'ok' ? 200 : 503).send(answer);
      },
    );

  registerIdentityRoutes(app, ctx);
  registerCompanyRoutes(app, ctx);
  registerMailRoutes(app, ctx);
  registerSmsRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  registerSystemJobRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerBroadcastingRoutes(app, ctx);
  registerProductsModule(app, ctx);
  registerTaxesModule(app, ctx);
  registerDatasetsModule(app, ctx, publishedVersionBreaks);
  registerAuthorityRoutes(app, ctx);
  registerRisksModule(app, ctx);
  registerCollaborationModule(app, ctx);
  registerClaimsModule(app, ctx);
  registerInsightModule(app, ctx);
  registerImportsModule(app, ctx);
  registerTagsModule(app, ctx);
  registerWebhooksModule(app, ctx);
  registerAutomationModule(app, ctx);
  subscribeNotificationListener(ctx);
  definePlatformJobs(ctx);

  const web = config.SERVE_WEB
    ? await serveWeb(app, config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : defaultWebDist)
    : null;
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    // Top-level files of the build (favicon, manifest) and deep links into the app; else a JSON 404.
    if (web && req.method === 'GET' && web.files.has(path))
      return reply.sendFile(path.slice(1), { maxAge: 3_600_000 });
    if (web && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html'))
      return sendPage(reply);
    return reply.status(404).send({ message: errorCatalogue.NOT_FOUND.message, code: 'NOT_FOUND' });
  });
  // Workers stop (a bounded wait for running jobs) before the caller closes the database.
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    ctx.mailer.close();
  });
  return { app, ctx };
}

/**
 * The single-page app's page: revalidated on every load (`no-cache`, answered 304 by its ETag), so a
 * deploy's new hashed asset names reach the browser at once (decision 116).
 */
function sendPage(reply: FastifyReply) {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html', { cacheControl: false });
}

/** Serves the built single-page app at the root host and every company subdomain (DESIGN §4). */
async function serveWeb(
  app: FastifyInstance,
  dist: string,
): Promise<{ files: Set<string> } | null> {
  if (!existsSync(resolve(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built; run `npm run build -w @turbine/web`');
    return null;
  }
  // Only the sendFile decorator: routes are ours, so each one declares its access like any other.
  // preCompressed: the build's .br/.gz siblings are sent when asked for, with Vary (decision 116).
  await app.register(fastifyStatic, { root: dist, serve: false, preCompressed: true });
  app.get('/', { config: { access: access.public } }, (_req, reply) => sendPage(reply));
  app.get('/assets/*', { config: { access: access.public } }, (req, reply) => {
    const file = (req.params as { '*': string })['*'];
    // Hashed file names never change, so they may be cached for a year.
    return reply.sendFile(`assets/${file}`, { maxAge: 31_536_000_000, immutable: true });
  });
  // A browser navigation (Accept: text/html) always gets the page, even where a page path is also a
  // JSON route (/reset-password/{token}); API calls send Accept: application/json or */*.
  app.addHook('onRequest', async (req, reply) => {
    const accept = req.headers.accept ?? '';
    if (
      req.method === 'GET' &&
      accept.includes('text/html') &&
      !req.url.startsWith('/docs') &&
      !browserRedirectRoute.test(req.url)
    ) {
      return sendPage(reply);
    }
  });
  const files = new Set(
    readdirSync(dist, { withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => `/${d.name}`),
  );
  return { files };
}
