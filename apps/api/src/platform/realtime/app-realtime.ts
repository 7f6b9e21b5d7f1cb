// The API's realtime server as built from configuration (DESIGN §3): in-process fan-out for one
// node, Redis pub/sub when REDIS_URL is set so that a publish on any node reaches every node.
import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.ts';
import type { AddressLimitOptions } from './address-limits.ts';
import type { RealtimeLogger } from './logger.ts';
import { connectRedisFanout } from './redis-fanout.ts';
import { createRealtimeServer, type RealtimeServer } from './server.ts';

export interface AppRealtimeOptions {
  appKey: string;
  appSecret: string;
  redisUrl?: string;
  /** The Redis pub/sub channel of this deployment (`{REDIS_PREFIX}:realtime`; decision 112). */
  redisTopic?: string;
  logger: RealtimeLogger;
  addressLimits?: AddressLimitOptions;
}

/**
 * Creates the server, attaches `/app/{key}` to the app and closes a Redis fan-out when the app
 * closes (the server itself closes only a fan-out it created). Fails start-up when Redis is down.
 */
export async function attachAppRealtime(
  app: FastifyInstance,
  options: AppRealtimeOptions,
): Promise<RealtimeServer> {
  const { appKey, appSecret, redisUrl, redisTopic, logger, addressLimits } = options;
  const fanout = redisUrl
    ? await connectRedisFanout({ redisUrl, logger, ...(redisTopic ? { topic: redisTopic } : {}) })
    : undefined;
  const realtime = createRealtimeServer({
    appKey,
    appSecret,
    logger,
    addressLimits,
    ...(fanout ? { fanout } : {}),
  });
  // Public to the guard: channels are authorised one by one with signatures from the auth routes.
  realtime.attach(app, { routeConfig: { access: access.public } });
  // onClose runs after the server's preClose hook has sent 4200 to its sockets.
  if (fanout) app.addHook('onClose', async () => fanout.close());
  return realtime;
}
