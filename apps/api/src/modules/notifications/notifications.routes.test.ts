import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, buildUser, companyWithAdmin, signedIn } from '../../../test/factories.ts';
import {
  seedNotification,
  storedNotifications,
  type NotificationChange,
  type NotificationPage,
} from './notifications.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

/** A signed-in admin of a company with notifications in it, in another company and company-less. */
async function userWithNotifications() {
  const { admin, company, client } = await companyWithAdmin(server);
  const other = await buildCompany(server.ctx, { admins: [admin] });
  const own = [
    await seedNotification(server.ctx, admin.id, company.id, 'first'),
    await seedNotification(server.ctx, admin.id, null, 'company-less'),
  ];
  const elsewhere = await seedNotification(server.ctx, admin.id, other.id, 'other company');
  own.push(await seedNotification(server.ctx, admin.id, company.id, 'newest'));
  return { admin, company, other, client, own, elsewhere };
}

const ids = (page: NotificationPage) => page.data.map((n) => n.id);

describe('GET /user/notifications', () => {
  it("lists the caller's notifications of the company plus company-less ones, newest first, with the unread count", async () => {
    const { company, client, own, elsewhere } = await userWithNotifications();
    const stranger = await buildUser(server.ctx);
    await seedNotification(server.ctx, stranger.id, company.id);
    const res = await client.get<NotificationPage>(`/user/notifications?companyId=${company.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([own[2]!.id, own[1]!.id, own[0]!.id]);
    expect(ids(res.body)).not.toContain(elsewhere.id);
    expect(res.body.meta).toEqual({ page: 1, perPage: 25, total: 3, unreadCount: 3 });
    const newest = res.body.data[0]!;
    expect(newest).toEqual({
      id: own[2]!.id,
      companyId: company.id,
      type: 'test.event',
      data: { message: 'newest', frontendUrl: '/account' },
      readAt: null,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    // Epoch seconds (§3), not milliseconds.
    expect(Math.abs(newest.createdAt - Date.now() / 1000)).toBeLessThan(60);
  });

  it('pages, and without companyId lists only the company-less notifications', async () => {
    const { company, client, own } = await userWithNotifications();
    const second = await client.get<NotificationPage>(
      `/user/notifications?companyId=${company.id}&perPage=2&page=2`,
    );
    expect(ids(second.body)).toEqual([own[0]!.id]);
    expect(second.body.meta).toEqual({ page: 2, perPage: 2, total: 3, unreadCount: 3 });
    const none = await client.get<NotificationPage>('/user/notifications');
    expect(ids(none.body)).toEqual([own[1]!.id]);
  });

  it('answers 401 signed out, 404 for a company the caller has no role in, 422 for bad query values', async () => {
    const { company, client } = await userWithNotifications();
    expect(
      (await new TestClient(server.baseUrl).get(`/user/notifications?companyId=${company.id}`))
        .status,
    ).toBe(401);
    const foreign = await buildCompany(server.ctx);
    expect(await client.get(`/user/notifications?companyId=${foreign.id}`)).toEqual({
      status: 404,
      body: { message: Messages.notFound, code: 'NOT_FOUND' },
    });
    const bad = await client.get('/user/notifications?companyId=abc&perPage=500&colour=red');
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'colour',
      'companyId',
      'perPage',
    ]);
  });
});

describe('PUT /user/notifications', () => {
  it('marks the named notifications read now, accepting notificationIds[] and comma-separated ids', async () => {
    const { company, client, own } = await userWithNotifications();
    const before = Math.floor(Date.now() / 1000);
    const res = await client.put<NotificationChange>(
      `/user/notifications?companyId=${company.id}&notificationIds[]=${own[0]!.id}&status=read`,
    );
    expect(res).toEqual({ status: 200, body: { affected: 1, unreadCount: 2 } });
    const comma = await client.put<NotificationChange>(
      `/user/notifications?companyId=${company.id}&notificationIds=${own[1]!.id},${own[2]!.id}&status=read`,
    );
    expect(comma.body).toEqual({ affected: 2, unreadCount: 0 });
    const list = await client.get<NotificationPage>(`/user/notifications?companyId=${company.id}`);
    for (const n of list.body.data) expect(n.readAt).toBeGreaterThanOrEqual(before);
  });

  it('restores unread without status, and without ids changes all of the company (and company-less) only', async () => {
    const { admin, company, client, own, elsewhere } = await userWithNotifications();
    expect(
      (
        await client.put<NotificationChange>(
          `/user/notifications?companyId=${company.id}&status=read`,
        )
      ).body,
    ).toEqual({ affected: 3, unreadCount: 0 });
    const rows = await storedNotifications(server.ctx, admin.id);
    expect(rows.find((r) => r.id === elsewhere.id)!.readAt).toBeNull();
    const unread = await client.put<NotificationChange>(
      `/user/notifications?companyId=${company.id}&notificationIds[]=${own[2]!.id}&notificationIds[]=${own[0]!.id}`,
    );
    expect(unread.body).toEqual({ affected: 2, unreadCount: 2 });
    const after = await storedNotifications(server.ctx, admin.id);
    expect(
      after
        .filter((r) => r.readAt === null)
        .map((r) => r.id)
        .sort(),
    ).toEqual([own[0]!.id, own[2]!.id, elsewhere.id].sort());
  });

  it("ignores ids that are not the caller's: another user's notifications stay unchanged", async () => {
    const { company, client, own } = await userWithNotifications();
    const colleague = await buildUser(server.ctx);
    await buildCompany(server.ctx, { admins: [colleague] });
    const theirs = await seedNotification(server.ctx, colleague.id, company.id);
    const res = await client.put<NotificationChange>(
      `/user/notifications?companyId=${company.id}&notificationIds[]=${theirs.id}&notificationIds[]=${own[0]!.id}&status=read`,
    );
    expect(res.body.affected).toBe(1);
    expect((await storedNotifications(server.ctx, colleague.id))[0]).toMatchObject({
      id: theirs.id,
      readAt: null,
    });
  });

  it('answers 401, 419 without the XSRF header, 404 for a foreign company, 422 for bad status or ids', async () => {
    const { company, client } = await userWithNotifications();
    const url = `/user/notifications?companyId=${company.id}&status=read`;
    expect((await new TestClient(server.baseUrl).put(url)).status).toBe(401);
    expect((await client.json('PUT', url, undefined, { csrf: false })).status).toBe(419);
    expect(
      (
        await client.put(
          `/user/notifications?companyId=${(await buildCompany(server.ctx)).id}&status=read`,
        )
      ).status,
    ).toBe(404);
    const bad = await client.put(
      `/user/notifications?companyId=${company.id}&status=seen&notificationIds[]=x`,
    );
    expect(bad).toMatchObject({
      status: 422,
      body: {
        message: Messages.correctErrors,
        errors: { status: [expect.any(String)], 'notificationIds.0': [expect.any(String)] },
      },
    });
    // Nothing was marked by the refused calls.
    expect(
      (await client.get<NotificationPage>(`/user/notifications?companyId=${company.id}`)).body.meta
        .unreadCount,
    ).toBe(3);
  });
});

describe('DELETE /user/notifications', () => {
  it("deletes the named notifications, ignoring another user's, then all of the company's", async () => {
    const { admin, company, client, own, elsewhere } = await userWithNotifications();
    const stranger = await buildUser(server.ctx);
    const theirs = await seedNotification(server.ctx, stranger.id, null);
    const one = await client.delete<NotificationChange>(
      `/user/notifications?companyId=${company.id}&notificationIds[]=${own[0]!.id}&notificationIds[]=${theirs.id}`,
    );
    expect(one).toEqual({ status: 200, body: { affected: 1, unreadCount: 2 } });
    expect(await storedNotifications(server.ctx, stranger.id)).toHaveLength(1);
    // The indexed (qs) and repeated-key spellings of a list are accepted too.
    const indexed = await client.delete<NotificationChange>(
      `/user/notifications?companyId=${company.id}&notificationIds[0]=${own[1]!.id}&notificationIds[1]=${elsewhere.id}`,
    );
    expect(indexed.body).toEqual({ affected: 1, unreadCount: 1 });
    const repeated = await client.delete<NotificationChange>(
      `/user/notifications?companyId=${company.id}&notificationIds=${own[2]!.id}&notificationIds=${theirs.id}`,
    );
    expect(repeated.body).toEqual({ affected: 1, unreadCount: 0 });
    await seedNotification(server.ctx, admin.id, company.id);
    const all = await client.delete<NotificationChange>(
      `/user/notifications?companyId=${company.id}`,
    );
    expect(all.body).toEqual({ affected: 1, unreadCount: 0 });
    // The other company's notification (named above with the wrong companyId) is still there.
    expect((await storedNotifications(server.ctx, admin.id)).map((r) => r.id)).toEqual([
      elsewhere.id,
    ]);
  });

  it('an empty id list deletes nothing; 401, 419, 404 and 422 as for PUT', async () => {
    const { admin, company, client } = await userWithNotifications();
    expect(
      (
        await client.delete<NotificationChange>(
          `/user/notifications?companyId=${company.id}&notificationIds=`,
        )
      ).body,
    ).toEqual({ affected: 0, unreadCount: 3 });
    const url = `/user/notifications?companyId=${company.id}`;
    expect((await new TestClient(server.baseUrl).delete(url)).status).toBe(401);
    expect((await client.json('DELETE', url, undefined, { csrf: false })).status).toBe(419);
    const outsider = await signedIn(server, await buildUser(server.ctx));
    expect((await outsider.delete(url)).status).toBe(404);
    expect((await client.delete(`${url}&notificationIds=1,zero`)).status).toBe(422);
    expect(await storedNotifications(server.ctx, admin.id)).toHaveLength(4);
  });
});
