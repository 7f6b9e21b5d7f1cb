// §4 send to client, revoke, the temporary client's token authentication and "proposal done" (decision 090).
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LifecycleMessages,
  RiskMessages,
  TransactionStatus,
  type RiskPackageDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { TestClient } from '../../../test/client.ts';
import { sha256 } from '../../platform/http/tokens.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import { findUserById } from '../identity/index.ts';
import { storedNotifications } from '../notifications/notifications.test-support.ts';
import {
  insertTestPackage,
  storedPackage,
  storedTransaction,
} from '../risks/package-rows.test-support.ts';
import {
  piQuoteProposal,
  riskPaths,
  riskWorld,
  type RiskWorld,
} from '../risks/risks.test-support.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await riskWorld(server);
});
afterAll(async () => server.close());

const brokerPaths = () => riskPaths(world.broker.company.id);
const tokenOf = (link: string) => new URL(link).searchParams.get('tempToken')!;
/** A browser with no session: only the link's token. */
const tokenClient = (token: string) => {
  const client = new TestClient(server.baseUrl);
  return {
    get: (path: string) =>
      client.json('GET', path, undefined, { headers: { 'x-temporary-token': token } }),
    post: (path: string, body?: unknown) =>
      client.json('POST', path, body, { csrf: false, headers: { 'x-temporary-token': token } }),
    put: <T = Record<string, unknown>>(path: string, body?: unknown) =>
      client.json<T>('PUT', path, body, { csrf: false, headers: { 'x-temporary-token': token } }),
    getJson: <T>(path: string) =>
      client.json<T>('GET', path, undefined, { headers: { 'x-temporary-token': token } }),
  };
};

describe('send to client', () => {
  it('needs a valid email or mobile, under email', async () => {
    const pkg = await insertTestPackage(server, world);
    const url = `${brokerPaths().pkg(pkg.id)}/send-to-client`;
    expect(await world.broker.client.post(url, {})).toMatchObject({
      status: 422,
      body: { errors: { email: [RiskMessages.contactRequired] } },
    });
    expect(await world.broker.client.post(url, { email: 'not-an-email' })).toMatchObject({
      status: 422,
      body: { errors: { email: expect.any(Array) } },
    });
    expect(await world.broker.client.post(url, { mobile: '12' })).toMatchObject({
      status: 422,
      body: { errors: { mobile: [RiskMessages.contactRequired] } },
    });
    expect((await storedPackage(server, pkg.id)).clientAccess).toBe(false);
  });

  it('creates the temporary user, stores only the token hash, mails the link and locks the risk for the broker', async () => {
    const pkg = await insertTestPackage(server, world);
    const res = await world.broker.client.post<{ link: string }>(
      `${brokerPaths().pkg(pkg.id)}/send-to-client`,
      { email: 'Client@Example.com' },
    );
    expect(res.status).toBe(200);
    expect(res.body.link).toMatch(new RegExp(`/client/risks/${pkg.id}\\?tempToken=[\\w-]{40,}$`));
    const token = tokenOf(res.body.link);
    const row = await storedPackage(server, pkg.id);
    expect(row).toMatchObject({ clientAccess: true, clientTokenHash: sha256(token) });
    expect(row.clientTokenHash).not.toContain(token);
    const user = await findUserById(server.ctx.db, row.clientUserId!);
    expect(user).toMatchObject({
      isTemporaryUser: true,
      createdByCompanyId: world.broker.company.id,
      email: 'client@example.com',
      name: row.insuredName,
    });
    const [mail] = await server.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'client@example.com'))
      .orderBy(desc(mailOutbox.id));
    expect(mail!.subject).toContain(pkg.reference);
    expect(mail!.textBody).toContain(res.body.link);

    // The token authenticates the temporary user without any session.
    const me = await tokenClient(token).get('/user');
    expect(me).toMatchObject({ status: 200, body: { id: user!.id, isTemporaryUser: true } });
    // ...and nothing else: no profile change, no notifications, no company routes.
    expect((await tokenClient(token).put('/user', { name: 'Someone else' })).status).toBe(403);
    expect(
      (await tokenClient(token).get(`/user/notifications?companyId=${world.broker.company.id}`))
        .status,
    ).toBe(403);
    expect((await tokenClient(token).get(brokerPaths().pkg(pkg.id))).status).toBe(403);
    // Read-only to the broker while the client edits (§4): sending again and changing parties are refused.
    expect(
      await world.broker.client.post(`${brokerPaths().pkg(pkg.id)}/send-to-client`, {
        email: 'client@example.com',
      }),
    ).toMatchObject({ status: 409, body: { code: 'CLIENT_EDITING' } });
    expect(
      await world.broker.client.post(`${brokerPaths().pkg(pkg.id)}/interested-parties`, {
        name: 'Bank',
        interest: 'Financier',
      }),
    ).toMatchObject({ status: 409, body: { message: LifecycleMessages.clientEditing } });
  });

  it('with only a mobile number the user gets a placeholder address and no mail is sent', async () => {
    const pkg = await insertTestPackage(server, world);
    const before = (await server.ctx.db.select().from(mailOutbox)).length;
    const res = await world.broker.client.post<{ link: string }>(
      `${brokerPaths().pkg(pkg.id)}/send-to-client`,
      { mobile: '0412 345 678' },
    );
    expect(res.status).toBe(200);
    const user = await findUserById(
      server.ctx.db,
      (await storedPackage(server, pkg.id)).clientUserId!,
    );
    expect(user!.email).toMatch(/^client\+[0-9a-f-]{36}@temporary\.turbine\.invalid$/);
    expect(user!.phone).toBe('+61412345678');
    expect((await server.ctx.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('reuses the brokerage’s temporary user for the same address, and refuses a registered user’s address', async () => {
    const first = await insertTestPackage(server, world);
    const second = await insertTestPackage(server, world);
    const send = (id: number, email: string) =>
      world.broker.client.post<{ link: string }>(`${brokerPaths().pkg(id)}/send-to-client`, {
        email,
      });
    expect((await send(first.id, 'same@example.com')).status).toBe(200);
    expect((await send(second.id, 'same@example.com')).status).toBe(200);
    const [a, b] = [await storedPackage(server, first.id), await storedPackage(server, second.id)];
    expect(a.clientUserId).toBe(b.clientUserId);
    const third = await insertTestPackage(server, world);
    expect(await send(third.id, world.otherBroker.admin.email)).toMatchObject({
      status: 422,
      body: { errors: { email: expect.any(Array) } },
    });
    expect((await storedPackage(server, third.id)).clientAccess).toBe(false);
  });

  it('is refused unless every risk is Initiated, and to underwriters, insurers and other brokers', async () => {
    const submitted = await insertTestPackage(server, world, {
      status: TransactionStatus.Submitted,
    });
    expect(
      await world.broker.client.post(`${brokerPaths().pkg(submitted.id)}/send-to-client`, {
        email: 'a@example.com',
      }),
    ).toMatchObject({ status: 409, body: { code: 'TRANSITION_NOT_ALLOWED' } });
    const pkg = await insertTestPackage(server, world);
    const body = { email: 'b@example.com' };
    expect(
      (
        await world.underwriter.client.post(
          `${riskPaths(world.underwriter.company.id).pkg(pkg.id)}/send-to-client`,
          body,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await world.insurer.client.post(
          `${riskPaths(world.insurer.company.id).pkg(pkg.id)}/send-to-client`,
          body,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await world.otherBroker.client.post(
          `${riskPaths(world.otherBroker.company.id).pkg(pkg.id)}/send-to-client`,
          body,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await world.otherBroker.client.post(
          `${riskPaths(world.broker.company.id).pkg(pkg.id)}/send-to-client`,
          body,
        )
      ).status,
    ).toBe(404);
    expect(await storedPackage(server, pkg.id)).toMatchObject({
      clientAccess: false,
      clientTokenHash: null,
      clientUserId: null,
    });
  });
});

describe('revoking and finishing', () => {
  it('revoke ends the token (401) and gives the broker the risk back', async () => {
    const pkg = await insertTestPackage(server, world);
    const url = `${brokerPaths().pkg(pkg.id)}/client-access`;
    expect(await world.broker.client.delete(url)).toMatchObject({
      status: 409,
      body: { code: 'CLIENT_NOT_EDITING' },
    });
    const { body } = await world.broker.client.post<{ link: string }>(
      `${brokerPaths().pkg(pkg.id)}/send-to-client`,
      { email: 'revoke@example.com' },
    );
    const client = tokenClient(tokenOf(body.link));
    expect((await client.get('/user')).status).toBe(200);
    // Another company cannot revoke it.
    expect(
      (
        await world.otherBroker.client.delete(
          `${riskPaths(world.otherBroker.company.id).pkg(pkg.id)}/client-access`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await world.insurer.client.delete(
          `${riskPaths(world.insurer.company.id).pkg(pkg.id)}/client-access`,
        )
      ).status,
    ).toBe(403);
    expect((await storedPackage(server, pkg.id)).clientAccess).toBe(true);
    expect((await world.broker.client.delete(url)).status).toBe(204);
    expect(await storedPackage(server, pkg.id)).toMatchObject({
      clientAccess: false,
      clientTokenHash: null,
    });
    expect(await client.get('/user')).toMatchObject({ status: 401 });
    expect((await client.post(`/client/risks/${pkg.id}/done`)).status).toBe(401);
  });

  it('the client marks the proposal done: access ends and the assigned broker is notified', async () => {
    const pkg = await insertTestPackage(server, world);
    const other = await insertTestPackage(server, world);
    const { body } = await world.broker.client.post<{ link: string }>(
      `${brokerPaths().pkg(pkg.id)}/send-to-client`,
      { email: 'done@example.com' },
    );
    const client = tokenClient(tokenOf(body.link));
    // A temporary user reaches only the package sent to them.
    expect((await client.post(`/client/risks/${other.id}/done`)).status).toBe(404);
    expect((await storedPackage(server, other.id)).proposalDone).toBe(false);
    // The token works without an XSRF header; a cookie session still needs it.
    expect((await client.post(`/client/risks/${pkg.id}/done`)).status).toBe(204);
    expect(await storedPackage(server, pkg.id)).toMatchObject({
      proposalDone: true,
      clientAccess: false,
      clientTokenHash: null,
    });
    expect((await client.get('/user')).status).toBe(401);
    const notes = await storedNotifications(server.ctx, world.broker.admin.id);
    expect(
      notes.map((n) => [n.type, n.companyId, n.data.message, n.data.frontendUrl]),
    ).toContainEqual([
      'risk.client_done',
      world.broker.company.id,
      `The client completed the proposal for ${pkg.reference}`,
      `/risks/${pkg.id}`,
    ]);
    // Done is final: the broker cannot send it to the client again.
    expect(
      await world.broker.client.post(`${brokerPaths().pkg(pkg.id)}/send-to-client`, {
        email: 'done@example.com',
      }),
    ).toMatchObject({ status: 409, body: { code: 'PROPOSAL_DONE' } });
  });

  it('a cookie session still needs the XSRF header on writes; an unknown token is 401', async () => {
    const pkg = await insertTestPackage(server, world);
    const res = await world.broker.client.json(
      'POST',
      `${brokerPaths().pkg(pkg.id)}/messages`,
      { body: 'Hello' },
      { csrf: false },
    );
    expect(res.status).toBe(419);
    // A session cookie plus a (bogus) token header is still the session, and still CSRF-checked.
    const both = await world.broker.client.json(
      'POST',
      `${brokerPaths().pkg(pkg.id)}/messages`,
      { body: 'Hello' },
      { csrf: false, headers: { 'x-temporary-token': 'bogus' } },
    );
    expect(both.status).toBe(419);
    expect((await tokenClient('not-a-token').get('/user')).status).toBe(401);
  });
});

describe('the client page', () => {
  it('shows the package to its client only, and saves answers validated against the pinned form', async () => {
    const pkg = await insertTestPackage(server, world, { withAddOn: true });
    const other = await insertTestPackage(server, world);
    const { body } = await world.broker.client.post<{ link: string }>(
      `${brokerPaths().pkg(pkg.id)}/send-to-client`,
      { email: 'portal@example.com' },
    );
    const client = tokenClient(tokenOf(body.link));
    const seen = await client.getJson<RiskPackageDto>(`/client/risks/${pkg.id}`);
    expect(seen).toMatchObject({
      status: 200,
      body: { id: pkg.id, reference: pkg.reference, viewerRole: 'client' },
    });
    expect(seen.body.risks.map((r) => r.id)).toEqual([pkg.mainRiskId, pkg.addOn!.riskId]);
    expect((await client.get(`/client/risks/${other.id}`)).status).toBe(404);
    // A signed-in broker is not the client.
    expect((await world.broker.client.get(`/client/risks/${pkg.id}`)).status).toBe(404);

    const url = `/client/risks/${pkg.id}/risks/${pkg.mainRiskId}/proposal`;
    const invalid = await client.put<{ errors: Record<string, string[]> }>(url, {
      proposal: { ...piQuoteProposal, turnover: 'lots' },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).every((k) => k.startsWith('proposal'))).toBe(true);
    expect(
      (await client.put(url, { proposal: piQuoteProposal, discountPercent: '10' })).status,
    ).toBe(403);
    expect(
      (
        await client.put(`/client/risks/${other.id}/risks/${other.mainRiskId}/proposal`, {
          proposal: piQuoteProposal,
        })
      ).status,
    ).toBe(404);
    expect((await storedTransaction(server, pkg.mainTransactionId)).proposal).toEqual({});

    const saved = await client.put<RiskPackageDto>(url, { proposal: piQuoteProposal });
    expect(saved).toMatchObject({ status: 200, body: { viewerRole: 'client' } });
    expect((await storedTransaction(server, pkg.mainTransactionId)).proposal).toEqual(
      piQuoteProposal,
    );
    // The broker cannot change it meanwhile (§4), and once done the client cannot either.
    expect((await client.post(`/client/risks/${pkg.id}/done`)).status).toBe(204);
    expect((await client.put(url, { proposal: piQuoteProposal })).status).toBe(401);
    expect((await client.get(`/client/risks/${pkg.id}`)).status).toBe(401);
  });
});
