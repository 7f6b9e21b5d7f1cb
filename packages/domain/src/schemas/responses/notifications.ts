import { z } from '../../zod-config.ts';
import { epochSeconds } from './shared.ts';

/** Response schemas of the notifications module: the bell and the realtime sign-in (decision 158). */

export const userNotificationOut = z.object({
  id: z.number().int(),
  /** The company it belongs to; null: listed under every company of the user. */
  companyId: z.number().int().nullable(),
  type: z.string(),
  data: z.object({ message: z.string(), frontendUrl: z.string() }),
  readAt: epochSeconds.nullable(),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});
/** GET /user/notifications: a page of the caller's notifications and their unread count. */
export const userNotificationsResponse = z.object({
  data: z.array(userNotificationOut),
  meta: z.object({
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    unreadCount: z.number().int(),
  }),
});
/** PUT and DELETE /user/notifications: how many changed, and the unread count after. */
export const notificationsChangedResponse = z.object({
  affected: z.number().int(),
  unreadCount: z.number().int(),
});

/** GET /broadcasting/config: the Pusher-protocol key the web connects with. */
export const broadcastingConfigResponse = z.object({ key: z.string(), cluster: z.string() });
/** POST /broadcasting/auth (and /pusher/auth): a private channel's signature. */
export const channelAuthResponse = z.object({
  auth: z.string(),
  channel_data: z.string().optional(),
});
/** POST /broadcasting/user-auth (and /pusher/user-auth): pusher:signin. */
export const userAuthResponse = z.object({ auth: z.string(), user_data: z.string() });
