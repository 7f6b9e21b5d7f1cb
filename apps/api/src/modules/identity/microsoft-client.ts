import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { MicrosoftLimits } from '@turbine/domain';
import { isProduction, type Config } from '../../platform/config.ts';
import { cookieOptions } from '../../platform/http/cookies.ts';
import { seal, unseal } from '../../platform/http/tokens.ts';
import { publicUrl } from '../../platform/http/urls.ts';

/** Why the browser went to Microsoft: sign in, pass two-factor verification, link an account, or connect a company. */
export type MicrosoftPurpose = 'login' | 'verify' | 'link' | 'consent';

/** What the browser carries between leaving for Microsoft and coming back (sealed, HttpOnly, 10 minutes). */
export interface MicrosoftFlow {
  purpose: MicrosoftPurpose;
  state: string;
  nonce: string;
  verifier: string;
  /** The setup link being used (consent). */
  setupLinkId?: number;
  expiresAtMs: number;
}

/** The claims of a validated id_token this app relies on (Entra ID: `tid`, `oid`, `email`, `xms_edov`). */
export interface MicrosoftIdentity {
  tenantId: string | null;
  objectId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const FLOW_COOKIE = 'turbine_microsoft_flow';
const FLOW_PURPOSE = 'microsoft-flow';
const configurations = new WeakMap<Config, Promise<oidc.Configuration>>();

/** Microsoft is offered only when the deployment has an app registered (client id and secret). */
export function microsoftEnabled(config: Config): boolean {
  return Boolean(config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET);
}

/** Where Microsoft sends the browser back: `/microsoft/callback` or `/microsoft/admin-consent-callback`. */
export function redirectUri(config: Config, purpose: MicrosoftPurpose): string {
  const path = purpose === 'consent' ? '/microsoft/admin-consent-callback' : '/microsoft/callback';
  return `${publicUrl(config)}${path}`;
}

/**
 * The discovered provider, once per process (a failed discovery is retried by the next request). Plain
 * HTTP is allowed only outside production, for the local OpenID provider of the tests.
 */
export function microsoftConfiguration(config: Config): Promise<oidc.Configuration> {
  let found = configurations.get(config);
  if (!found) {
    const authority = new URL(config.MICROSOFT_AUTHORITY);
    const insecure = authority.protocol === 'http:' && !isProduction(config);
    found = oidc.discovery(
      authority,
      config.MICROSOFT_CLIENT_ID!,
      undefined,
      oidc.ClientSecretPost(config.MICROSOFT_CLIENT_SECRET!),
      insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    found.catch(() => configurations.delete(config));
    configurations.set(config, found);
  }
  return found;
}

/**
 * Starts an authorization code flow with PKCE, state and nonce (decision 144): the checks go into a sealed
 * cookie of this browser, so a callback only completes in the browser that started it.
 */
export async function startMicrosoftFlow(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { purpose: MicrosoftPurpose; setupLinkId?: number },
): Promise<string> {
  const provider = await microsoftConfiguration(config);
  const verifier = oidc.randomPKCECodeVerifier();
  const flow: MicrosoftFlow = {
    purpose: opts.purpose,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    ...(opts.setupLinkId !== undefined ? { setupLinkId: opts.setupLinkId } : {}),
    expiresAtMs: Date.now() + MicrosoftLimits.flowMinutes * 60_000,
  };
  reply.setCookie(FLOW_COOKIE, seal(config.APP_KEY, FLOW_PURPOSE, flow), {
    ...cookieOptions(config, request, true),
    maxAge: MicrosoftLimits.flowMinutes * 60,
  });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri(config, opts.purpose),
    scope: 'openid profile email',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    // Connecting asks for consent on behalf of the organisation. Signing in, verifying and linking let the
    // person choose the account rather than reuse whichever Microsoft session the browser has (decision 200).
    prompt: opts.purpose === 'consent' ? 'consent' : 'select_account',
  });
  return url.href;
}

/** The flow this browser started, if its cookie is intact and fresh; the cookie is spent either way. */
export function takeMicrosoftFlow(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): MicrosoftFlow | null {
  const raw = request.cookies[FLOW_COOKIE];
  reply.clearCookie(FLOW_COOKIE, cookieOptions(config, request, true));
  if (!raw || raw.length > 4000) return null;
  const flow = unseal(
    [config.APP_KEY, ...config.APP_KEY_PREVIOUS],
    FLOW_PURPOSE,
    raw,
  ) as MicrosoftFlow | null;
  return flow && flow.expiresAtMs > Date.now() ? flow : null;
}

/**
 * Completes the flow at the callback: openid-client checks the state, exchanges the code with the PKCE
 * verifier and validates the id_token (signature, issuer, audience, expiry, nonce). Throws on any failure.
 */
export async function finishMicrosoftFlow(
  config: Config,
  flow: MicrosoftFlow,
  rawQuery: string,
): Promise<MicrosoftIdentity> {
  const provider = await microsoftConfiguration(config);
  const current = new URL(`${redirectUri(config, flow.purpose)}?${rawQuery}`);
  const tokens = await oidc.authorizationCodeGrant(provider, current, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  return {
    tenantId: str(claims.tid),
    // Entra ID's stable user id within the tenant is `oid`; `sub` is per application.
    objectId: str(claims.oid) ?? claims.sub,
    email: str(claims.email),
    // Entra ID marks an email whose domain the tenant owns with `xms_edov`; other providers `email_verified`.
    emailVerified: claims.email_verified === true || claims.xms_edov === true,
    name: str(claims.name),
  };
}

/** The Microsoft logout URL for a session that Microsoft started (§4: opened in a new tab). */
export async function microsoftLogoutUrl(config: Config): Promise<string> {
  const provider = await microsoftConfiguration(config);
  return oidc.buildEndSessionUrl(provider, {
    post_logout_redirect_uri: `${publicUrl(config)}/login`,
  }).href;
}
