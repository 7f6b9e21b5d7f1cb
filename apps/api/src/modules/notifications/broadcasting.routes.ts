// Channel authorisation for pusher-js / laravel-echo (§7, DESIGN §7, decision 030). Signed-in users
// only; CSRF applies as to every non-GET, so Echo must send X-XSRF-TOKEN with its auth request.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { broadcastingConfigResponse, channelAuthResponse, userAuthResponse } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf } from '../../platform/http/guard.ts';
import {
  canSubscribe,
  channelAuthBodySchema,
  signChannel,
  signUser,
  userAuthBodySchema,
} from '../../platform/realtime/index.ts';

/**
 * GET /broadcasting/config (the web's runtime realtime settings), POST /broadcasting/auth and
 * /pusher/auth (private channels), /pusher/user-auth and /broadcasting/user-auth (signin).
 */
export function registerBroadcastingRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const credentials = {
    appKey: ctx.config.PUSHER_APP_KEY,
    appSecret: ctx.config.PUSHER_APP_SECRET,
  };

  // The app key is public (decision 030) but differs per deployment, so the web reads it at run time
  // instead of baking it into the build. pusher-js requires a cluster even with wsHost; it is unused.
  app.get(
    '/broadcasting/config',
    {
      schema: { response: { 200: broadcastingConfigResponse } },
      config: { access: access.public },
    },
    async () => ({
      key: ctx.config.PUSHER_APP_KEY,
      cluster: 'local',
    }),
  );

  for (const url of ['/broadcasting/auth', '/pusher/auth']) {
    app.post(
      url,
      {
        schema: { body: channelAuthBodySchema, response: { 200: channelAuthResponse } },
        config: { access: access.user, formBody: true, writes: false },
      },
      async (req) => {
        const { user } = actorOf(req);
        // A user may only listen to their own private-user.{id} channel.
        if (!canSubscribe(user.id, req.body.channel_name)) throw new AppError('FORBIDDEN');
        return signChannel({
          ...credentials,
          socketId: req.body.socket_id,
          channelName: req.body.channel_name,
        });
      },
    );
  }

  // /broadcasting/user-auth is Echo's default user-authentication endpoint; the spec names /pusher/user-auth.
  for (const url of ['/pusher/user-auth', '/broadcasting/user-auth']) {
    app.post(
      url,
      {
        schema: { body: userAuthBodySchema, response: { 200: userAuthResponse } },
        config: { access: access.user, formBody: true, writes: false },
      },
      async (req) => {
        const { user } = actorOf(req);
        return signUser({
          ...credentials,
          socketId: req.body.socket_id,
          userData: { id: user.id, user_info: { name: user.name } },
        });
      },
    );
  }
}
