// A notification created from a domain event reaches the real pusher-js client of its user.
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, companyWithAdmin, signedIn } from '../../../test/factories.ts';
import {
  apiPusher,
  authorizeChannel,
  nextEvent,
  subscribed,
} from '../../../test/realtime-client.ts';
import { connected, withTimeout } from '../../platform/realtime/testing.ts';
import { NOTIFICATION_CREATED_EVENT } from './notifications.service.ts';
import { recordDomainEvent } from './notifications.test-support.ts';
import type { UserNotificationDto } from './notifications.presenter.ts';
import type { NotificationPage } from './notifications.test-support.ts';

let server: TestServer;
const clients: Pusher[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const pusher of clients.splice(0)) pusher.disconnect();
});
afterAll(async () => server.close());

describe('realtime delivery of notifications', () => {
  it('pushes an accepted invitation to the inviter on private-user.{id}, after the row is committed', async () => {
    const { admin, company, client } = await companyWithAdmin(server);
    const invitee = await buildUser(server.ctx, { name: 'Ivy Invitee' });
    const pusher = apiPusher(server, client);
    clients.push(pusher);
    await connected(pusher);
    const channel = `private-user.${admin.id}`;
    await subscribed(pusher, channel);
    const received = nextEvent<UserNotificationDto>(pusher, channel, NOTIFICATION_CREATED_EVENT);
    await recordDomainEvent(server.ctx, {
      type: 'invitation.accepted',
      companyId: company.id,
      actorUserId: invitee.id,
      userIds: [admin.id],
      data: { invitationId: 1, userId: invitee.id, roleId: company.staffRoleId },
    });
    const event = await received;
    expect(event).toEqual({
      id: expect.any(Number),
      companyId: company.id,
      type: 'invitation.accepted',
      data: {
        message: `Ivy Invitee accepted your invitation to ${company.name}`,
        frontendUrl: '/company/manage?tab=users',
      },
      readAt: null,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    // Sent after commit: the list already holds what the event announced.
    const list = await client.get<NotificationPage>(`/user/notifications?companyId=${company.id}`);
    expect(list.body.data[0]).toEqual(event);
  });

  it("a client cannot subscribe to another user's channel", async () => {
    const { client } = await companyWithAdmin(server);
    const other = await buildUser(server.ctx);
    const pusher = apiPusher(server, client);
    clients.push(pusher);
    await connected(pusher);
    await expect(subscribed(pusher, `private-user.${other.id}`)).rejects.toThrow(
      /subscription failed/,
    );
  });

  it('each user receives only their own notifications', async () => {
    const { admin, company, client } = await companyWithAdmin(server);
    const colleague = await buildUser(server.ctx);
    const colleagueClient = await signedIn(server, colleague);
    const mine = apiPusher(server, client);
    const theirs = apiPusher(server, colleagueClient);
    clients.push(mine, theirs);
    await Promise.all([connected(mine), connected(theirs)]);
    await Promise.all([
      subscribed(mine, `private-user.${admin.id}`),
      subscribed(theirs, `private-user.${colleague.id}`),
    ]);
    const seenByColleague: unknown[] = [];
    theirs
      .channel(`private-user.${colleague.id}`)!
      .bind(NOTIFICATION_CREATED_EVENT, (data: unknown) => seenByColleague.push(data));
    const received = nextEvent<UserNotificationDto>(
      mine,
      `private-user.${admin.id}`,
      NOTIFICATION_CREATED_EVENT,
    );
    await recordDomainEvent(server.ctx, {
      type: 'company.role_changed',
      companyId: company.id,
      actorUserId: colleague.id,
      userIds: [admin.id],
      data: {},
    });
    expect((await received).data.message).toBe(
      `Your role in ${company.name} was changed to Administrator`,
    );
    expect(seenByColleague).toEqual([]);
  });
});

describe('laravel-echo as the web configures it (decision 050)', () => {
  it("receives the notification with echo.private('user.{id}').notification(callback)", async () => {
    const { admin, company, client } = await companyWithAdmin(server);
    const port = Number(new URL(server.baseUrl).port);
    const echo = new Echo({
      broadcaster: 'pusher',
      Pusher,
      key: server.config.PUSHER_APP_KEY,
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      // The web reads the XSRF-TOKEN cookie per request; here the test client does the same.
      authorizer: (channel: { name: string }) => ({
        authorize: (
          socketId: string,
          callback: (error: Error | null, data: { auth: string } | null) => void,
        ) => {
          void authorizeChannel(client, socketId, channel.name).then(async (res) =>
            res.ok
              ? callback(null, (await res.json()) as { auth: string })
              : callback(new Error(String(res.status)), null),
          );
        },
      }),
    });
    clients.push(echo.connector.pusher);
    const received = withTimeout(
      new Promise<UserNotificationDto>((resolve) =>
        echo.private(`user.${admin.id}`).notification(resolve),
      ),
      5000,
      'Echo notification not received',
    );
    await subscribedVia(echo.connector.pusher, `private-user.${admin.id}`);
    await recordDomainEvent(server.ctx, {
      type: 'company.role_changed',
      companyId: company.id,
      actorUserId: null,
      userIds: [admin.id],
      data: { roleName: 'Echo role' },
    });
    expect((await received).data).toEqual({
      message: `Your role in ${company.name} was changed to Echo role`,
      frontendUrl: '/account',
    });
  });
});

/** Waits until Echo's own subscription of the channel is confirmed by the server. */
function subscribedVia(pusher: Pusher, channel: string): Promise<void> {
  const subscription = pusher.channel(channel);
  if (subscription?.subscribed) return Promise.resolve();
  return withTimeout(
    new Promise<void>((resolve) =>
      subscription!.bind('pusher:subscription_succeeded', () => resolve()),
    ),
    5000,
    'Echo subscription not confirmed',
  );
}
