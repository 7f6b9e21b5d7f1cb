import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy } from 'oidc-provider';

/** A user of the local provider: `tid` plays the Entra ID tenant, `oid` the object id. */
export interface ProviderAccount {
  tid?: string;
  oid?: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface LocalOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, ProviderAccount>;
  /**
   * When set, the token endpoint answers id_tokens whose claims this function rewrote, signed again with
   * the provider's own key: a provider (or a man in the middle holding its key) that issues a token meant
   * for another application. Unset, tokens are the provider's own.
   */
  rewriteIdToken: ((claims: Record<string, unknown>) => Record<string, unknown>) | undefined;
  /** The environment that points the API at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on loopback, standing in for Microsoft Entra ID in tests
 * (decision 144): discovery, PKCE, the code flow, signed id_tokens, consent and logout over HTTP.
 * `publicUrl` is the API's base URL, where its redirect URIs are.
 */
export async function startOpenIdProvider(publicUrl: string): Promise<LocalOpenIdProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, ProviderAccount>();
  const clientId = 'turbine-test';
  const clientSecret = 'turbine-test-secret-0123456789abcdef';
  // The provider's signing key is ours, so a test can sign a rewritten id_token as the provider would.
  const kid = randomUUID();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  // Microsoft honours prompt=select_account (the account chooser); oidc-provider refuses prompts it does not
  // know, so this one is registered here and answered by the sign-in screen: a browser with a session at
  // the provider is still asked which account to use (decision 200).
  const { Check, Prompt } = interactionPolicy;
  const policy = interactionPolicy.base();
  const selectAccount = new Prompt({ name: 'select_account', requestable: true });
  selectAccount.checks.clear();
  policy.add(selectAccount);
  policy
    .get('login')!
    .checks.add(
      new Check('select_account', 'End-User must choose an account', (ctx) =>
        ctx.oidc.prompts.has('select_account') && !ctx.oidc.result?.login
          ? Check.REQUEST_PROMPT
          : Check.NO_NEED_TO_PROMPT,
      ),
    );
  const provider = new Provider(issuer, {
    interactions: { policy },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [
          `${publicUrl}/microsoft/callback`,
          `${publicUrl}/microsoft/admin-consent-callback`,
        ],
        post_logout_redirect_uris: [`${publicUrl}/login`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // Microsoft's id_token carries the tenant and the user's object id; so does this one.
    claims: {
      openid: ['sub', 'tid', 'oid'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          ...(account.tid ? { tid: account.tid } : {}),
          oid: account.oid ?? id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name ?? id,
        }),
      };
    },
    // Sign-in needs no consent screen (as with an organisation that consented); prompt=consent still asks.
    loadExistingGrant: async (ctx: {
      oidc: {
        provider: Provider;
        client: { clientId: string };
        session: { accountId?: string };
        result?: { consent?: { grantId?: string } };
      };
    }) => {
      const consented = ctx.oidc.result?.consent?.grantId;
      if (consented) return ctx.oidc.provider.Grant.find(consented);
      if (!ctx.oidc.session.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.session.accountId,
        clientId: ctx.oidc.client.clientId,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
  const handle: LocalOpenIdProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    rewriteIdToken: undefined,
    env: {
      MICROSOFT_AUTHORITY: issuer,
      MICROSOFT_CLIENT_ID: clientId,
      MICROSOFT_CLIENT_SECRET: clientSecret,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    const rewrite = handle.rewriteIdToken;
    if (!rewrite || ctx.path !== '/token' || typeof body?.id_token !== 'string') return;
    const [header, payload] = body.id_token.split('.');
    const claims = rewrite(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')));
    const signingInput = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const signature = sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url');
    body.id_token = `${signingInput}.${signature}`;
  });
  server.on('request', provider.callback());
  return handle;
}

/**
 * Plays the browser at the provider: from the authorization URL, signs in as `accountId` (and consents,
 * or aborts when `deny`), and answers where the provider finally sends the browser back.
 */
export async function completeAtProvider(
  authorizationUrl: string,
  accountId: string,
  opts: {
    deny?: boolean;
    /** The browser's cookies at the provider, kept between round trips. */ jar?: Map<
      string,
      string
    >;
  } = {},
): Promise<string> {
  const jar = opts.jar ?? new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    const res = await go(url);
    const location = res.headers.get('location');
    if (res.status === 200) {
      const html = await res.text();
      const uidPath = new URL(url).pathname;
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      // Signing in as another account than the provider session's: its page posts the old session's end
      // by itself (a script submits the form), then the flow goes on.
      const autoPost = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!prompt && autoPost) {
        const fields = [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)];
        const posted = await go(autoPost, {
          method: 'POST',
          body: new URLSearchParams(fields.map((m): [string, string] => [m[1]!, m[2]!])).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        url = new URL(posted.headers.get('location')!, origin).href;
        continue;
      }
      if (opts.deny) {
        url = origin + `${uidPath}/abort`;
        continue;
      }
      const form = new URLSearchParams(
        prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt: 'consent' },
      );
      const posted = await go(origin + uidPath, {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      url = new URL(posted.headers.get('location')!, origin).href;
      continue;
    }
    if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    const next = new URL(location, origin).href;
    if (!next.startsWith(origin)) return next;
    url = next;
  }
  throw new Error('too many hops at the provider');
}
