import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildCompany, buildUser, signedIn } from '../../../test/factories.ts';
import { sessions } from './identity.tables.ts';

// The per-node session cache (docs/decisions/008): writes on this node are seen at once; a change made
// elsewhere (another node, or straight in the database) is seen within SESSION_CACHE_MS.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SESSION_CACHE_MS: '400' });
});
afterAll(async () => server.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('session cache', () => {
  it('a logout on this node ends the session for the very next request', async () => {
    const client = await signedIn(server, await buildUser(server.ctx));
    expect((await client.get('/user')).status).toBe(200);
    const cookie = client.cookie('turbine_session')!;
    expect((await client.request('POST', '/logout')).status).toBe(204);
    client.setCookie('turbine_session', cookie);
    expect((await client.get('/user')).status).toBe(401);
  });

  it("a role change on this node shows in the member's next request", async () => {
    const admin = await buildUser(server.ctx);
    const member = await buildUser(server.ctx);
    const company = await buildCompany(server.ctx, { admins: [admin], staff: [member] });
    const memberClient = await signedIn(server, member);
    const before = await memberClient.get<{ roles: { id: number }[] }>('/user');
    expect(before.body.roles.map((r) => r.id)).toEqual([company.staffRoleId]);
    const adminClient = await signedIn(server, admin);
    expect(
      (
        await adminClient.put(`/companies/${company.id}/users/${member.id}`, {
          roleId: company.adminRoleId,
        })
      ).status,
    ).toBe(200);
    const after = await memberClient.get<{ roles: { id: number }[] }>('/user');
    expect(after.body.roles.map((r) => r.id)).toEqual([company.adminRoleId]);
  });

  it('a change made elsewhere is seen once the cache entry expires, not before', async () => {
    const user = await buildUser(server.ctx);
    const client = await signedIn(server, user);
    expect((await client.get('/user')).status).toBe(200);
    // Another node ends the session: this node still trusts its cached copy briefly...
    await server.ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await client.get('/user')).status).toBe(200);
    // ...and no longer than SESSION_CACHE_MS.
    await sleep(450);
    expect((await client.get('/user')).status).toBe(401);
  });
});
