import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { Messages, MicrosoftLimits } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildUser, companyWithAdmin, signedIn } from '../../../test/factories.ts';
import { TestClient } from '../../../test/client.ts';
import {
  completeAtProvider,
  startOpenIdProvider,
  type LocalOpenIdProvider,
} from '../../../test/oidc-provider.ts';
import { sessions } from '../identity/identity.tables.ts';
import { microsoftAccounts } from '../identity/microsoft.tables.ts';
import { companies } from './companies.tables.ts';
import { auditEvents } from './companies.test-support.ts';
import { addUserToCompany } from './memberships.repository.ts';
import { companyMicrosoftTenants, microsoftSetupLinks } from './microsoft.tables.ts';

// The API's public address as the provider knows it; the tests replay its redirects on the real port.
const PUBLIC_URL = 'http://turbine.test';
let server: TestServer;
let idp: LocalOpenIdProvider;
let seq = 0;

beforeAll(async () => {
  idp = await startOpenIdProvider(PUBLIC_URL);
  server = await startTestServer({ PUBLIC_URL, ...idp.env });
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});

const location = (res: Response) => res.headers.get('location') ?? '';
/** A path and query of the API from an absolute URL under PUBLIC_URL. */
const pathOf = (url: string) => {
  expect(url.startsWith(PUBLIC_URL)).toBe(true);
  return url.slice(PUBLIC_URL.length);
};

/** A provider account in its own tenant (unless one is given). */
function account(email: string, values: { tid?: string | null; emailVerified?: boolean } = {}) {
  const id = `acct-${++seq}`;
  idp.accounts.set(id, {
    email,
    emailVerified: values.emailVerified ?? true,
    ...(values.tid === null ? {} : { tid: values.tid ?? `tenant-${seq}` }),
  });
  return { id, tid: idp.accounts.get(id)!.tid! };
}

/** The browser leaves for the provider from `start`, signs in there, and comes back: the API's last answer. */
async function roundTrip(
  client: TestClient,
  start: string,
  accountId: string,
  opts: { deny?: boolean; tamper?: (path: string) => string; jar?: Map<string, string> } = {},
): Promise<Response> {
  const leave = await client.request('GET', start);
  expect(leave.status).toBe(302);
  expect(location(leave).startsWith(idp.issuer)).toBe(true);
  const back = await completeAtProvider(location(leave), accountId, opts);
  const path = pathOf(back);
  return client.request('GET', opts.tamper ? opts.tamper(path) : path);
}

/** Connects the company to the account's tenant through a setup link (the IT admin's browser). */
async function connect(admin: TestClient, companyId: number, accountId: string) {
  const link = await admin.post<{ url: string }>(
    `/companies/${companyId}/integrations/microsoft/setup-link`,
  );
  expect(link.status).toBe(201);
  const itAdmin = new TestClient(server.baseUrl);
  return roundTrip(itAdmin, pathOf(link.body.url), accountId);
}

describe('Microsoft availability', () => {
  it('is announced to the web, and a deployment without an app offers nothing', async () => {
    const anyone = new TestClient(server.baseUrl);
    expect((await anyone.get('/microsoft')).body).toEqual({ enabled: true });
    const plain = await startTestServer();
    try {
      const { client, company } = await companyWithAdmin(plain);
      expect((await client.get('/microsoft')).body).toEqual({ enabled: false });
      expect((await client.request('GET', '/microsoft/login')).status).toBe(404);
      const status = await client.get(`/companies/${company.id}/integrations/microsoft`);
      expect(status.body).toMatchObject({ enabled: false, connected: false });
      expect(
        (await client.post(`/companies/${company.id}/integrations/microsoft/setup-link`)).status,
      ).toBe(404);
      const status2 = await client.get<{ microsoft: boolean }>('/two-factor-auth');
      expect(status2.body.microsoft).toBe(false);
      // A user linked while Microsoft was configured is not held at verify once it is turned off.
      const member = await buildUser(plain.ctx);
      await addUserToCompany(plain.ctx.db, member.id, company.id, company.staffRoleId);
      await plain.ctx.db
        .insert(companyMicrosoftTenants)
        .values({ companyId: company.id, tenantId: 't' });
      await plain.ctx.db
        .insert(microsoftAccounts)
        .values({ userId: member.id, tenantId: 't', objectId: 'o', email: member.email });
      const memberClient = await signedIn(plain, member);
      expect((await memberClient.get('/user')).status).toBe(200);
      // Nor does the account count as a method there: the last authenticator of a member of a company
      // requiring two-factor authentication stays (decision 200).
      const start = await memberClient.post<{ secret: string }>('/two-factor-auth/methods/totp');
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(start.body.secret) });
      await memberClient.post('/two-factor-auth/methods/totp/confirm', { code: totp.generate() });
      await client.put(`/companies/${company.id}/two-factor-policy`, { requireTwoFactor: true });
      const last = await memberClient.delete('/two-factor-auth/methods/totp');
      expect(last.status).toBe(422);
      expect(last.body.errors).toEqual({ method: [Messages.atLeastOneMfa] });
    } finally {
      await plain.close();
    }
  });
});

describe('admin consent (Company Integrations)', () => {
  it('connects the company to the tenant of the consenting admin, once per link, audited', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const it = account('it-admin@contoso.example');
    const link = await admin.post<{ url: string; expiresAt: number }>(
      `/companies/${company.id}/integrations/microsoft/setup-link`,
    );
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/^http:\/\/turbine\.test\/microsoft\/admin-consent\?token=/);
    const status = await admin.get(`/companies/${company.id}/integrations/microsoft`);
    expect(status.body).toMatchObject({
      enabled: true,
      connected: false,
      setupLinkExpiresAt: link.body.expiresAt,
    });

    const itAdmin = new TestClient(server.baseUrl);
    const done = await roundTrip(itAdmin, pathOf(link.body.url), it.id);
    expect(done.status).toBe(302);
    expect(location(done)).toBe('/microsoft/connected?result=connected');
    const after = await admin.get(`/companies/${company.id}/integrations/microsoft`);
    expect(after.body).toMatchObject({
      connected: true,
      tenantId: it.tid,
      setupLinkExpiresAt: null,
    });
    const events = await auditEvents(server.ctx, 'company', company.id);
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['microsoft_setup_link_created', 'microsoft_connected']),
    );

    // The link is spent: opening it again fails with the spec's message page.
    const again = await itAdmin.request('GET', pathOf(link.body.url));
    expect(location(again)).toBe('/microsoft/connected?result=failed');
  });

  it('fails with the spec message when consent is refused, and the link stays usable', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const it = account('refuser@contoso.example');
    const link = await admin.post<{ url: string }>(
      `/companies/${company.id}/integrations/microsoft/setup-link`,
    );
    const itAdmin = new TestClient(server.baseUrl);
    const refused = await roundTrip(itAdmin, pathOf(link.body.url), it.id, { deny: true });
    expect(location(refused)).toBe('/microsoft/connected?result=failed');
    expect((await admin.get(`/companies/${company.id}/integrations/microsoft`)).body).toMatchObject(
      { connected: false },
    );
    const retried = await roundTrip(itAdmin, pathOf(link.body.url), it.id);
    expect(location(retried)).toBe('/microsoft/connected?result=connected');
  });

  it('refuses an id_token that names no tenant (not a Microsoft organisation)', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const personal = account('someone@outlook.example', { tid: null });
    const res = await connect(admin, company.id, personal.id);
    expect(location(res)).toBe('/microsoft/connected?result=failed');
    const rows = await server.ctx.db
      .select()
      .from(companyMicrosoftTenants)
      .where(eq(companyMicrosoftTenants.companyId, company.id));
    expect(rows).toHaveLength(0);
  });

  it('a setup link is valid 24 hours (§9)', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const before = Date.now();
    const link = await admin.post<{ url: string; expiresAt: number }>(
      `/companies/${company.id}/integrations/microsoft/setup-link`,
    );
    const hours = MicrosoftLimits.setupLinkHours * 3600;
    expect(link.body.expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) + hours - 1);
    expect(link.body.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + hours);
    // Its 24 hours are over (the row's expiry moved to a second ago): the link fails.
    await server.ctx.db
      .update(microsoftSetupLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(microsoftSetupLinks.companyId, company.id));
    const itAdmin = new TestClient(server.baseUrl);
    const late = await itAdmin.request('GET', pathOf(link.body.url));
    expect(location(late)).toBe('/microsoft/connected?result=failed');
    // A link that expires while the admin is at Microsoft fails at the callback too.
    const link2 = await admin.post<{ url: string }>(
      `/companies/${company.id}/integrations/microsoft/setup-link`,
    );
    const leave = await itAdmin.request('GET', pathOf(link2.body.url));
    await server.ctx.db
      .update(microsoftSetupLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(microsoftSetupLinks.companyId, company.id));
    const back = await completeAtProvider(location(leave), account('late@contoso.example').id);
    const res = await itAdmin.request('GET', pathOf(back));
    expect(location(res)).toBe('/microsoft/connected?result=failed');
    expect((await admin.get(`/companies/${company.id}/integrations/microsoft`)).body).toMatchObject(
      { connected: false, setupLinkExpiresAt: null },
    );
    expect(
      (await itAdmin.request('GET', '/microsoft/admin-consent?token=not-a-real-token')).headers.get(
        'location',
      ),
    ).toBe('/microsoft/connected?result=failed');
  });

  it('a user of another company can neither see, link nor disconnect the integration', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    await connect(admin, company.id, account('owner@fabrikam.example').id);
    const { client: outsider } = await companyWithAdmin(server);
    const path = `/companies/${company.id}/integrations/microsoft`;
    expect((await outsider.get(path)).status).toBe(404);
    expect((await outsider.post(`${path}/setup-link`)).status).toBe(404);
    expect((await outsider.delete(path)).status).toBe(404);
    // A member without ManageCompanyDetails is refused too.
    const staff = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, staff.id, company.id, company.staffRoleId);
    const staffClient = await signedIn(server, staff);
    expect((await staffClient.get(path)).status).toBe(403);
    expect((await staffClient.delete(path)).status).toBe(403);
    expect((await admin.get(path)).body).toMatchObject({ connected: true });

    expect((await admin.delete(path)).status).toBe(204);
    expect((await admin.get(path)).body).toMatchObject({ connected: false, tenantId: null });
    expect((await admin.delete(path)).status).toBe(404);
    const events = await auditEvents(server.ctx, 'company', company.id);
    expect(events.map((e) => e.action)).toContain('microsoft_disconnected');
  });
});

describe('sign in with Microsoft', () => {
  it('round trip: login, provider, callback, session; linked by verified email; logout answers logoutUrl', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const member = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, member.id, company.id, company.staffRoleId);
    const owner = account('admin@tailspin.example');
    await connect(admin, company.id, owner.id);
    const user = account(member.email.toUpperCase(), { tid: owner.tid });

    const browser = new TestClient(server.baseUrl);
    const res = await roundTrip(browser, '/microsoft/login', user.id);
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/company/select');
    const me = await browser.get<{ id: number }>('/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(member.id);
    const links = await server.ctx.db
      .select()
      .from(microsoftAccounts)
      .where(eq(microsoftAccounts.userId, member.id));
    expect(links).toMatchObject([{ tenantId: owner.tid, objectId: user.id }]);
    expect((await auditEvents(server.ctx, 'user', member.id)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['microsoft_account_linked', 'microsoft_sign_in']),
    );

    const out = await browser.post<{ logoutUrl: string }>('/logout');
    expect(out.status).toBe(200);
    const logoutUrl = new URL(out.body.logoutUrl);
    expect(logoutUrl.origin).toBe(idp.issuer);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login`);
    expect(logoutUrl.searchParams.get('client_id')).toBe(idp.clientId);
    expect((await browser.get('/user')).status).toBe(401);

    // A password session of the same user signs out without a logoutUrl (204).
    const withPassword = await signedIn(server, member);
    // Linked now, the Microsoft account stands for a second factor: the password session must verify.
    expect((await withPassword.get('/user')).status).toBe(403);
    expect((await withPassword.post('/logout')).status).toBe(204);
  });

  it('refuses a tenant no company connected, an unverified email, and a user outside the tenant companies', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const stranger = await buildUser(server.ctx);
    const lone = account(stranger.email);
    const browser = new TestClient(server.baseUrl);
    expect(location(await roundTrip(browser, '/microsoft/login', lone.id))).toBe(
      '/login?microsoft=no_account',
    );
    expect((await browser.get('/user')).status).toBe(401);

    const owner = account('admin@northwind.example');
    await connect(admin, company.id, owner.id);
    // Same tenant, but the user belongs to no company connected to it.
    const outsider = account(stranger.email, { tid: owner.tid });
    expect(location(await roundTrip(browser, '/microsoft/login', outsider.id))).toBe(
      '/login?microsoft=no_account',
    );
    // A member, but Microsoft does not vouch for the email: no link is made.
    const member = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, member.id, company.id, company.staffRoleId);
    const unverified = account(member.email, { tid: owner.tid, emailVerified: false });
    expect(location(await roundTrip(browser, '/microsoft/login', unverified.id))).toBe(
      '/login?microsoft=no_account',
    );
    expect((await browser.get('/user')).status).toBe(401);

    // After a disconnect, even a linked account signs in no more.
    const linked = account(member.email, { tid: owner.tid });
    expect(location(await roundTrip(browser, '/microsoft/login', linked.id))).toBe(
      '/company/select',
    );
    await browser.post('/logout');
    await admin.delete(`/companies/${company.id}/integrations/microsoft`);
    expect(location(await roundTrip(browser, '/microsoft/login', linked.id))).toBe(
      '/login?microsoft=no_account',
    );
  });

  it('refuses a forged state, a replayed code, a wrong issuer and a callback in another browser', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const member = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, member.id, company.id, company.staffRoleId);
    const owner = account('admin@adatum.example');
    await connect(admin, company.id, owner.id);
    const user = account(member.email, { tid: owner.tid });
    const Client = TestClient;

    const forged = await roundTrip(new Client(server.baseUrl), '/microsoft/login', user.id, {
      tamper: (p) => p.replace(/state=[^&]+/, 'state=forged'),
    });
    expect(location(forged)).toBe('/login?microsoft=failed');

    const wrongIssuer = await roundTrip(new Client(server.baseUrl), '/microsoft/login', user.id, {
      tamper: (p) => p.replace(/iss=[^&]+/, `iss=${encodeURIComponent('http://evil.example')}`),
    });
    expect(location(wrongIssuer)).toBe('/login?microsoft=failed');

    // The callback replayed in a browser that never started the flow (login CSRF) is refused.
    const victim = new Client(server.baseUrl);
    const attacker = new Client(server.baseUrl);
    const leave = await attacker.request('GET', '/microsoft/login');
    const back = pathOf(await completeAtProvider(location(leave), user.id));
    expect(location(await victim.request('GET', back))).toBe('/login?microsoft=failed');
    expect((await victim.get('/user')).status).toBe(401);

    // The same code twice: the second exchange is refused by the provider.
    const browser = new Client(server.baseUrl);
    const start = await browser.request('GET', '/microsoft/login');
    const flowCookie = browser.cookie('turbine_microsoft_flow')!;
    const callback = pathOf(await completeAtProvider(location(start), user.id));
    expect(location(await browser.request('GET', callback))).toBe('/company/select');
    const replay = new Client(server.baseUrl);
    replay.setCookie('turbine_microsoft_flow', flowCookie);
    expect(location(await replay.request('GET', callback))).toBe('/login?microsoft=failed');
    expect((await replay.get('/user')).status).toBe(401);

    const sessionsOfMember = await server.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.id));
    expect(sessionsOfMember).toHaveLength(1);
  });
});

describe('id_token audience', () => {
  it('refuses a validly signed id_token issued to another application', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const member = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, member.id, company.id, company.staffRoleId);
    const owner = account('admin@contoso-aud.example');
    await connect(admin, company.id, owner.id);
    const user = account(member.email, { tid: owner.tid });
    try {
      // Control: a token signed again by the provider with its claims untouched is accepted.
      idp.rewriteIdToken = (claims) => claims;
      const control = new TestClient(server.baseUrl);
      expect(location(await roundTrip(control, '/microsoft/login', user.id))).toBe(
        '/company/select',
      );

      idp.rewriteIdToken = (claims) => ({ ...claims, aud: 'another-application' });
      const browser = new TestClient(server.baseUrl);
      expect(location(await roundTrip(browser, '/microsoft/login', user.id))).toBe(
        '/login?microsoft=failed',
      );
      expect((await browser.get('/user')).status).toBe(401);

      // Nor does it connect a company through admin consent.
      const link = await admin.post<{ url: string }>(
        `/companies/${company.id}/integrations/microsoft/setup-link`,
      );
      const other = account('admin@fabrikam-aud.example');
      const consent = await roundTrip(
        new TestClient(server.baseUrl),
        pathOf(link.body.url),
        other.id,
      );
      expect(location(consent)).toBe('/microsoft/connected?result=failed');
    } finally {
      idp.rewriteIdToken = undefined;
    }
    const [tenant] = await server.ctx.db
      .select()
      .from(companyMicrosoftTenants)
      .where(eq(companyMicrosoftTenants.companyId, company.id));
    expect(tenant?.tenantId).toBe(owner.tid);
    const sessionsOfMember = await server.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.id));
    expect(sessionsOfMember).toHaveLength(1);
  });
});

describe('two-factor verification with Microsoft', () => {
  it('the linked account passes verify; another account does not', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const member = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, member.id, company.id, company.staffRoleId);
    const owner = account('admin@litware.example');
    await connect(admin, company.id, owner.id);
    const mine = account(member.email, { tid: owner.tid });
    const Client = TestClient;
    // The first Microsoft sign-in links the account.
    expect(location(await roundTrip(new Client(server.baseUrl), '/microsoft/login', mine.id))).toBe(
      '/company/select',
    );

    const withPassword = await signedIn(server, member);
    const status = await withPassword.get<{ pending: string; microsoft: boolean }>(
      '/two-factor-auth',
    );
    expect(status.body).toMatchObject({ pending: 'verify', microsoft: true });
    const other = account('someone-else@litware.example', { tid: owner.tid });
    const wrong = await roundTrip(withPassword, '/microsoft/login?purpose=verify', other.id);
    expect(location(wrong)).toBe('/two-factor-auth/verify?microsoft=wrong_account');
    expect((await withPassword.get('/user')).status).toBe(403);

    const right = await roundTrip(withPassword, '/microsoft/login?purpose=verify', mine.id);
    expect(location(right)).toBe('/two-factor-auth/verify');
    expect((await withPassword.get('/user')).status).toBe(200);
    // Verifying without a session goes back to the login page.
    expect(
      location(await new Client(server.baseUrl).request('GET', '/microsoft/login?purpose=verify')),
    ).toBe('/login?microsoft=failed');
  });

  it('a Microsoft sign-in counts as the second factor of a user with an authenticator app', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const member = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, member.id, company.id, company.staffRoleId);
    const withPassword = await signedIn(server, member);
    const start = await withPassword.post<{ secret: string }>('/two-factor-auth/methods/totp');
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(start.body.secret) });
    await withPassword.post('/two-factor-auth/methods/totp/confirm', { code: code.generate() });
    const owner = account('admin@proseware.example');
    await connect(admin, company.id, owner.id);
    const browser = new TestClient(server.baseUrl);
    const res = await roundTrip(
      browser,
      '/microsoft/login',
      account(member.email, { tid: owner.tid }).id,
    );
    expect(location(res)).toBe('/company/select');
    expect((await browser.get('/user')).status).toBe(200);
  });
});

describe('choosing the account (prompt=select_account)', () => {
  it('asks the browser which account to use even when it has a session at the provider', async () => {
    const { client: admin, company } = await companyWithAdmin(server);
    const first = await buildUser(server.ctx);
    const second = await buildUser(server.ctx);
    for (const u of [first, second])
      await addUserToCompany(server.ctx.db, u.id, company.id, company.staffRoleId);
    const owner = account('admin@woodgrove.example');
    await connect(admin, company.id, owner.id);
    const a = account(first.email, { tid: owner.tid });
    const b = account(second.email, { tid: owner.tid });

    const leave = await new TestClient(server.baseUrl).request('GET', '/microsoft/login');
    expect(new URL(location(leave)).searchParams.get('prompt')).toBe('select_account');
    // One browser at the provider: signed in there as the first account, then choosing the second.
    const jar = new Map<string, string>();
    const one = new TestClient(server.baseUrl);
    expect(location(await roundTrip(one, '/microsoft/login', a.id, { jar }))).toBe(
      '/company/select',
    );
    expect((await one.get<{ id: number }>('/user')).body.id).toBe(first.id);
    const two = new TestClient(server.baseUrl);
    expect(location(await roundTrip(two, '/microsoft/login', b.id, { jar }))).toBe(
      '/company/select',
    );
    expect((await two.get<{ id: number }>('/user')).body.id).toBe(second.id);
  });
});

describe('unlinking and linking a Microsoft account (decision 200)', () => {
  /** A member of a connected company whose Microsoft account is linked by a first sign-in. */
  async function linkedMember(domain: string) {
    const { client: admin, company } = await companyWithAdmin(server);
    const member = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, member.id, company.id, company.staffRoleId);
    const owner = account(`admin@${domain}`);
    await connect(admin, company.id, owner.id);
    const mine = account(member.email, { tid: owner.tid });
    const browser = new TestClient(server.baseUrl);
    expect(location(await roundTrip(browser, '/microsoft/login', mine.id))).toBe('/company/select');
    const status = await browser.get<{ microsoftAccounts: { id: number; usable: boolean }[] }>(
      '/two-factor-auth',
    );
    expect(status.body.microsoftAccounts).toEqual([
      {
        id: expect.any(Number),
        email: member.email,
        tenantId: owner.tid,
        linkedAt: expect.any(Number),
        usable: true,
      },
    ]);
    return {
      admin,
      company,
      member,
      owner,
      mine,
      browser,
      id: status.body.microsoftAccounts[0]!.id,
    };
  }

  it('counts a linked account as a method: the last code method may go while the company requires 2FA', async () => {
    const { admin, company, member, browser } = await linkedMember('fourthcoffee.example');
    const start = await browser.post<{ secret: string }>('/two-factor-auth/methods/totp');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(start.body.secret) });
    await browser.post('/two-factor-auth/methods/totp/confirm', { code: totp.generate() });
    await admin.put(`/companies/${company.id}/two-factor-policy`, { requireTwoFactor: true });
    expect((await browser.delete('/two-factor-auth/methods/totp')).status).toBe(204);
    // Microsoft alone still satisfies the policy: a password session is sent to verify, not to setup.
    const withPassword = await signedIn(server, member);
    expect((await withPassword.get('/user')).body.reason).toBe('two_factor_verify_required');
  });

  it('is the user own: another user, even their company admin or another company, gets 404', async () => {
    const { admin, member, browser, id } = await linkedMember('margies.example');
    const { client: otherAdmin } = await companyWithAdmin(server);
    for (const stranger of [admin, otherAdmin]) {
      expect((await stranger.delete(`/two-factor-auth/microsoft/${id}`)).status).toBe(404);
    }
    expect((await browser.delete('/two-factor-auth/microsoft/999999999')).status).toBe(404);
    expect((await browser.delete('/two-factor-auth/microsoft/abc')).status).toBe(422);
    const [link] = await server.ctx.db
      .select()
      .from(microsoftAccounts)
      .where(eq(microsoftAccounts.id, id));
    expect(link).toMatchObject({ userId: member.id, unlinkedAt: null });
  });

  it('keeps the last method while the company requires 2FA; unlinks (audited) without it; sign-in then refuses and never relinks by itself', async () => {
    const { admin, company, member, mine, browser, id } = await linkedMember('alpineski.example');
    await admin.put(`/companies/${company.id}/two-factor-policy`, { requireTwoFactor: true });
    const refused = await browser.delete(`/two-factor-auth/microsoft/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ method: [Messages.atLeastOneMfa] });
    // (The admin has no method of their own and is held at setup now: the policy is lifted directly.)
    await server.ctx.db
      .update(companies)
      .set({ requireTwoFactor: false })
      .where(eq(companies.id, company.id));

    expect((await browser.delete(`/two-factor-auth/microsoft/${id}`)).status).toBe(204);
    expect((await browser.delete(`/two-factor-auth/microsoft/${id}`)).status).toBe(404);
    const events = await auditEvents(server.ctx, 'user', member.id);
    expect(events.at(-1)).toMatchObject({
      action: 'microsoft_account_unlinked',
      actorUserId: member.id,
    });
    const status = await browser.get<{ microsoftAccounts: unknown[]; microsoft: boolean }>(
      '/two-factor-auth',
    );
    expect(status.body).toMatchObject({ microsoftAccounts: [], microsoft: false });
    // No method any more: a password session needs no verify.
    expect((await (await signedIn(server, member)).get('/user')).status).toBe(200);

    // Signing in with the unlinked account is refused and does not link it again just in time.
    const again = new TestClient(server.baseUrl);
    expect(location(await roundTrip(again, '/microsoft/login', mine.id))).toBe(
      '/login?microsoft=unlinked',
    );
    expect((await again.get('/user')).status).toBe(401);

    // Linking it on purpose from the account page brings it back (audited).
    const linkAgain = await roundTrip(browser, '/microsoft/login?purpose=link', mine.id);
    expect(location(linkAgain)).toBe('/account?microsoft=linked');
    const [row] = await server.ctx.db
      .select()
      .from(microsoftAccounts)
      .where(eq(microsoftAccounts.id, id));
    expect(row).toMatchObject({ userId: member.id, unlinkedAt: null });
    expect((await auditEvents(server.ctx, 'user', member.id)).at(-1)).toMatchObject({
      action: 'microsoft_account_linked',
    });
    expect(location(await roundTrip(again, '/microsoft/login', mine.id))).toBe('/company/select');
  });

  it('links on purpose only for a fully signed-in user, in a connected tenant, and never another user account', async () => {
    const { company, member, owner, mine } = await linkedMember('lucerne.example');
    // Another member of the same company cannot take the member's linked account.
    const colleague = await buildUser(server.ctx);
    await addUserToCompany(server.ctx.db, colleague.id, company.id, company.staffRoleId);
    const colleagueClient = await signedIn(server, colleague);
    expect(
      location(await roundTrip(colleagueClient, '/microsoft/login?purpose=link', mine.id)),
    ).toBe('/account?microsoft=linked_elsewhere');
    const [row] = await server.ctx.db
      .select()
      .from(microsoftAccounts)
      .where(eq(microsoftAccounts.objectId, mine.id));
    expect(row!.userId).toBe(member.id);

    // An account of a tenant no company of the user connected is refused.
    const elsewhere = account(colleague.email);
    expect(
      location(await roundTrip(colleagueClient, '/microsoft/login?purpose=link', elsewhere.id)),
    ).toBe('/account?microsoft=no_account');
    // The colleague links their own account of the connected tenant, whatever its email.
    const own = account('another-address@lucerne.example', { tid: owner.tid });
    expect(
      location(await roundTrip(colleagueClient, '/microsoft/login?purpose=link', own.id)),
    ).toBe('/account?microsoft=linked');

    // Without a session, or with one still waiting for its second factor: no linking.
    expect(
      location(
        await new TestClient(server.baseUrl).request('GET', '/microsoft/login?purpose=link'),
      ),
    ).toBe('/login?microsoft=failed');
    const pending = await signedIn(server, member);
    expect((await pending.get('/user')).status).toBe(403);
    expect(location(await pending.request('GET', '/microsoft/login?purpose=link'))).toBe(
      '/login?microsoft=failed',
    );
  });
});
