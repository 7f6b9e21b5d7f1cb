// Two API nodes on one PostgreSQL database and one Redis (DESIGN §3): a notification created on
// node A reaches a pusher-js client connected to node B. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { companyWithAdmin, signedIn } from '../../../test/factories.ts';
import { startPeerServer } from '../../../test/peer-server.ts';
import { apiPusher, nextEvent, subscribed } from '../../../test/realtime-client.ts';
import { connected } from '../../platform/realtime/testing.ts';
import { NOTIFICATION_CREATED_EVENT, notify } from './notifications.service.ts';
import type { UserNotificationDto } from './notifications.presenter.ts';
import type { NotificationPage } from './notifications.test-support.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(redisUrl && process.env.TEST_DATABASE_URL);

describe.runIf(enabled)('two API nodes over Redis', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    nodeA = await startTestServer({ REDIS_URL: redisUrl! });
    nodeB = await startPeerServer(nodeA, { REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await nodeB?.close();
    await nodeA?.close();
  });

  it('delivers a notification created on node A to a pusher-js client on node B', async () => {
    const { admin, company } = await companyWithAdmin(nodeA);
    // Signed in and authorised on B only: sessions live in the shared database.
    const clientB = await signedIn(nodeB, admin);
    const pusher = apiPusher(nodeB, clientB);
    clients.push(pusher);
    await connected(pusher);
    const channel = `private-user.${admin.id}`;
    await subscribed(pusher, channel);
    // Other test runs may share this Redis: wait for this notification's own text.
    const message = `Made on node A ${Date.now()}`;
    const received = nextEvent<UserNotificationDto>(
      pusher,
      channel,
      NOTIFICATION_CREATED_EVENT,
      (n) => n.data.message === message,
    );
    const [created] = await notify(nodeA.ctx, {
      userIds: [admin.id],
      companyId: company.id,
      type: 'test.two-node',
      message,
      frontendUrl: '/account',
    });
    expect(await received).toEqual(created);
    expect(nodeB.ctx.realtime.stats().connections).toBe(1);
    expect(nodeA.ctx.realtime.stats().connections).toBe(0);
    // Node B reads the row node A committed.
    const list = await clientB.get<NotificationPage>(`/user/notifications?companyId=${company.id}`);
    expect(list.body.data.map((n) => n.id)).toContain(created!.id);
  });
});
