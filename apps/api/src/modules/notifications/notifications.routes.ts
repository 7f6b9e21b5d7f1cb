import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsChangedResponse, userNotificationsResponse } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { actorOf } from '../../platform/http/guard.ts';
import {
  deleteQuery,
  listQuery,
  markQuery,
  normalizeNotificationQuery,
} from './notification-query.ts';
import {
  deleteUserNotifications,
  listUserNotifications,
  markUserNotifications,
} from './notifications.service.ts';

/** The bell's calls (§7): list, mark read/unread, delete the caller's notifications of a company. */
export function registerNotificationRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Company scoping is by query, not path: the service checks membership (404 like company routes).
  const config = { access: access.user };

  app.get(
    '/user/notifications',
    { schema: { querystring: listQuery, response: { 200: userNotificationsResponse } }, config },
    async (req) => listUserNotifications(ctx, actorOf(req), req.query),
  );

  app.put(
    '/user/notifications',
    {
      schema: { querystring: markQuery, response: { 200: notificationsChangedResponse } },
      config,
      preValidation: normalizeNotificationQuery,
    },
    async (req) => markUserNotifications(ctx, actorOf(req), req.query),
  );

  app.delete(
    '/user/notifications',
    {
      schema: { querystring: deleteQuery, response: { 200: notificationsChangedResponse } },
      config,
      preValidation: normalizeNotificationQuery,
    },
    async (req) => deleteUserNotifications(ctx, actorOf(req), req.query),
  );
}
