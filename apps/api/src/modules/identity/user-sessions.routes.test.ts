// Account → Sessions and a company admin ending a member's sessions (issue 26.4, decision 101).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, type UserSessionDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { TestClient } from '../../../test/client.ts';
import { buildUser, companyWithAdmin, TEST_PASSWORD } from '../../../test/factories.ts';
import { events } from '../../platform/events/events.tables.ts';
import { memberWithRole } from '../companies/companies.test-support.ts';
import { sessions } from './identity.tables.ts';
import type { UserRow } from './identity.repository.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A browser of its own (user agent, cookie jar) signed in as the user. */
async function browser(user: UserRow, userAgent: string, remember = false) {
  const client = new TestClient(server.baseUrl);
  const res = await client.json(
    'POST',
    '/login',
    { email: user.email, password: TEST_PASSWORD, remember },
    { headers: { 'user-agent': userAgent } },
  );
  expect(res.status).toBe(200);
  return client;
}
const list = async (client: TestClient) =>
  (await client.get<{ data: UserSessionDto[] }>('/user/sessions')).body.data;

describe('GET /user/sessions', () => {
  it("lists the user's own live sessions with device, address and last seen; the current one marked", async () => {
    const user = await buildUser(server.ctx);
    const laptop = await browser(user, FIREFOX);
    await browser(user, CHROME, true);
    const someoneElse = await buildUser(server.ctx);
    await browser(someoneElse, CHROME);
    const seen = await list(laptop);
    expect(seen).toHaveLength(2);
    expect(seen.find((s) => s.current)).toMatchObject({
      device: 'Firefox on Linux',
      ipAddress: '127.0.0.1',
      remember: false,
    });
    expect(seen.find((s) => !s.current)).toMatchObject({
      device: 'Chrome on Windows',
      remember: true,
    });
    for (const s of seen) {
      expect(s.id).toMatch(/^[0-9a-f]{64}$/);
      expect(s.lastActivityAt).toBeGreaterThan(Date.now() / 1000 - 60);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(server.baseUrl).get('/user/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends another session by id; it is signed out, this one is not', async () => {
    const user = await buildUser(server.ctx);
    const laptop = await browser(user, FIREFOX);
    const phone = await browser(user, CHROME);
    const other = (await list(laptop)).find((s) => !s.current)!;
    expect((await laptop.delete(`/user/sessions/${other.id}`)).status).toBe(204);
    expect((await phone.get('/user')).status).toBe(401);
    expect((await laptop.get('/user')).status).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
  });

  it("cannot end someone else's session: not found, and it stays", async () => {
    const user = await buildUser(server.ctx);
    const victim = await buildUser(server.ctx);
    const mine = await browser(user, FIREFOX);
    const theirs = await browser(victim, CHROME);
    const [target] = await list(theirs);
    expect((await mine.delete(`/user/sessions/${target!.id}`)).status).toBe(404);
    expect((await mine.delete(`/user/sessions/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await mine.delete('/user/sessions/not-a-session')).status).toBe(422);
    expect((await theirs.get('/user')).status).toBe(200);
  });

  it('ends the current session too, clearing its cookie', async () => {
    const user = await buildUser(server.ctx);
    const laptop = await browser(user, FIREFOX);
    const [current] = await list(laptop);
    expect((await laptop.delete(`/user/sessions/${current!.id}`)).status).toBe(204);
    expect(laptop.cookie('turbine_session')).toBeUndefined();
    expect((await laptop.get('/user')).status).toBe(401);
  });

  it('"end all others" signs out every other session and keeps this one', async () => {
    const user = await buildUser(server.ctx);
    const laptop = await browser(user, FIREFOX);
    const phone = await browser(user, CHROME);
    const tablet = await browser(user, CHROME, true);
    expect((await laptop.delete('/user/sessions')).status).toBe(204);
    expect((await phone.get('/user')).status).toBe(401);
    expect((await tablet.get('/user')).status).toBe(401);
    expect((await laptop.get('/user')).status).toBe(200);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
  });
});

describe('"remember me"', () => {
  it('keeps an idle limit of SESSION_REMEMBER_IDLE_DAYS (7) under its 30-day absolute one', async () => {
    const user = await buildUser(server.ctx);
    const client = await browser(user, FIREFOX, true);
    const [row] = await server.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const idleFor = (days: number) =>
      server.ctx.db
        .update(sessions)
        .set({ lastActivityAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(sessions.userId, user.id));
    await idleFor(6);
    expect((await client.get('/user')).status).toBe(200);
    await idleFor(7.1);
    expect((await client.get('/user')).status).toBe(401);
  });
});

describe('DELETE /companies/{companyId}/users/{userId}/sessions', () => {
  it("a company admin ends a member's sessions, audited", async () => {
    const company = await companyWithAdmin(server, CompanyType.Broker);
    const member = await memberWithRole(server, company.company.id, company.company.staffRoleId);
    const second = await browser(member.user, CHROME);
    const res = await company.client.delete(
      `/companies/${company.company.id}/users/${member.user.id}/sessions`,
    );
    expect(res.status).toBe(204);
    expect((await member.client.get('/user')).status).toBe(401);
    expect((await second.get('/user')).status).toBe(401);
    expect((await company.client.get('/user')).status).toBe(200);
    const audit = await server.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.entityType, 'user'), eq(events.entityId, member.user.id)));
    expect(audit).toMatchObject([
      {
        action: 'sessions_ended',
        actorUserId: company.admin.id,
        companyId: company.company.id,
        after: { sessions: 2 },
      },
    ]);
  });

  it("another company's admin cannot end them (404), nor can a member without the users permission (403)", async () => {
    const company = await companyWithAdmin(server, CompanyType.Broker);
    const member = await memberWithRole(server, company.company.id, company.company.staffRoleId);
    const colleague = await memberWithRole(server, company.company.id, company.company.staffRoleId);
    const other = await companyWithAdmin(server, CompanyType.Broker);
    const path = `/companies/${company.company.id}/users/${member.user.id}/sessions`;
    expect((await other.client.delete(path)).status).toBe(404);
    // Through their own company, a user who is not its member is not found either.
    expect(
      (await other.client.delete(`/companies/${other.company.id}/users/${member.user.id}/sessions`))
        .status,
    ).toBe(404);
    expect((await colleague.client.delete(path)).status).toBe(403);
    expect((await member.client.get('/user')).status).toBe(200);
    const audit = await server.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.entityType, 'user'), eq(events.entityId, member.user.id)));
    expect(audit).toEqual([]);
  });
});
