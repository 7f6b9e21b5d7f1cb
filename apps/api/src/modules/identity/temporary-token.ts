import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { hmac, randomToken, safeEqual, sha256 } from '../../platform/http/tokens.ts';
import { findUserById } from './identity.repository.ts';
import { loadUserDto } from './users.service.ts';

/** The header the web sends the page's `tempToken` query value in (spec §7, DESIGN §4). */
export const TEMPORARY_TOKEN_HEADER = 'x-temporary-token';

/** Prefix of an exchanged client credential; a link token (base64url) never holds a dot. */
const CREDENTIAL_PREFIX = 'tc1';

// The risks module stores only the SHA-256 of a client link's token, beside the temporary user it was sent
// to (§4 send to client); access ends when the broker revokes it, the client marks the proposal done, or the
// link expires (at most 30 days, §9; decision 101).
const ACCESS_COLUMNS = `
  select p.id as package_id, p.client_user_id as user_id, p.client_token_hash as token_hash,
    (extract(epoch from p.client_token_expires_at) * 1000)::float8 as expires_ms
  from risk_packages p
  join users u on u.id = p.client_user_id`;
const LIVE_ACCESS = `p.client_access and u.is_temporary_user and p.client_token_expires_at > now()`;
const BY_LINK_SQL = `${ACCESS_COLUMNS} where p.client_token_hash = $1 and ${LIVE_ACCESS} limit 1`;
const BY_PACKAGE_SQL = `${ACCESS_COLUMNS} where p.id = $1 and p.client_token_hash is not null and ${LIVE_ACCESS}`;

interface AccessRow {
  package_id: number;
  user_id: number;
  token_hash: string;
  expires_ms: number;
}

/** The proposal link a temporary-token request came by (decision 101). */
export interface TemporaryAccess {
  riskPackageId: number;
  /** The link token's hash: a credential is bound to it, so a revoked or re-sent link ends it too. */
  linkTokenHash: string;
  /** When the link stops working; no credential outlives it. */
  expiresAt: Date;
  /** True when the request carried the link token itself, false for an exchanged credential. */
  viaLink: boolean;
}

const temporaryAccessOf = new WeakMap<FastifyRequest, TemporaryAccess>();

/** The link access of a request authenticated by a temporary token, if it was. */
export function temporaryAccessFor(request: FastifyRequest): TemporaryAccess | undefined {
  return temporaryAccessOf.get(request);
}

const signingInput = (payload: string, userId: number, linkTokenHash: string) =>
  `client-credential:${payload}:${userId}:${linkTokenHash}`;

/**
 * Exchanges a link for a credential the page keeps for its browser tab (sessionStorage): it expires after
 * SESSION_ABSOLUTE_HOURS or with the link, whichever comes first, and dies with the link (revoked, done,
 * re-sent), because its signature covers the link token's hash. Stateless: nothing is stored.
 */
export function issueClientCredential(
  ctx: AppContext,
  actor: Actor,
  access: TemporaryAccess | undefined,
): { token: string; expiresAt: number } {
  if (!actor.viaTemporaryToken || !access?.viaLink) throw new AppError('FORBIDDEN');
  const limit = Date.now() + ctx.config.SESSION_ABSOLUTE_HOURS * 3600_000;
  const expiresAt = Math.floor(Math.min(limit, access.expiresAt.getTime()) / 1000);
  const payload = `${access.riskPackageId}.${expiresAt}.${randomToken(12)}`;
  const signature = hmac(
    ctx.config.APP_KEY,
    signingInput(payload, actor.user.id, access.linkTokenHash),
  );
  return { token: `${CREDENTIAL_PREFIX}.${payload}.${signature}`, expiresAt };
}

/** The link access a credential stands for, or null when it is malformed, forged, expired or its link ended. */
async function accessByCredential(ctx: AppContext, token: string): Promise<AccessRow | null> {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== CREDENTIAL_PREFIX) return null;
  const [, packageId, expiresAt, nonce, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (!/^\d{1,10}$/.test(packageId) || !/^\d{1,12}$/.test(expiresAt)) return null;
  if (Number(expiresAt) * 1000 <= Date.now()) return null;
  const [row] = await ctx.database.queryRows<AccessRow>(
    'turbine_temporary_access_by_package',
    BY_PACKAGE_SQL,
    [Number(packageId)],
  );
  if (!row) return null;
  const input = signingInput(`${packageId}.${expiresAt}.${nonce}`, row.user_id, row.token_hash);
  // Keys listed in APP_KEY_PREVIOUS still verify after a rotation (decision 100).
  const genuine = [ctx.config.APP_KEY, ...ctx.config.APP_KEY_PREVIOUS].some((key) =>
    safeEqual(signature, hmac(key, input)),
  );
  return genuine ? row : null;
}

/**
 * Resolves an `X-Temporary-Token` header (the link's token, or the credential the page exchanged it for)
 * to the temporary user a proposal was sent to, or null when the request has none or the token is unknown,
 * revoked, spent or expired (the guard then answers 401).
 */
export async function authenticateTemporaryToken(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Actor | null> {
  const header = request.headers[TEMPORARY_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) return null;
  const viaLink = !token.startsWith(`${CREDENTIAL_PREFIX}.`);
  const row = viaLink
    ? (
        await ctx.database.queryRows<AccessRow>('turbine_temporary_access_by_link', BY_LINK_SQL, [
          sha256(token),
        ])
      )[0]
    : await accessByCredential(ctx, token);
  if (!row) return null;
  const user = await findUserById(ctx.db, row.user_id);
  if (!user || !user.isTemporaryUser) return null;
  temporaryAccessOf.set(request, {
    riskPackageId: row.package_id,
    linkTokenHash: row.token_hash,
    expiresAt: new Date(row.expires_ms),
    viaLink,
  });
  return {
    user: await loadUserDto(ctx, ctx.db, user),
    sessionId: null,
    passwordExpired: false,
    viaTemporaryToken: true,
  };
}
