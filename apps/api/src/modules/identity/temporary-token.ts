import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { sha256 } from '../../platform/http/tokens.ts';
import { findUserById } from './identity.repository.ts';
import { loadUserDto } from './users.service.ts';

/** The header the web sends the page's `tempToken` query value in (spec §7, DESIGN §4). */
export const TEMPORARY_TOKEN_HEADER = 'x-temporary-token';

// The risks module stores only the SHA-256 of a client link's token, beside the temporary user it was sent
// to (§4 send to client); access ends when the broker revokes it or the client marks the proposal done.
const TEMPORARY_USER_SQL = `
  select p.client_user_id as user_id
  from risk_packages p
  join users u on u.id = p.client_user_id
  where p.client_token_hash = $1 and p.client_access and u.is_temporary_user
  limit 1`;

/**
 * Resolves an `X-Temporary-Token` header to the temporary user a proposal was sent to, or null when the
 * request has none or the token is unknown, revoked or spent (the guard then answers 401).
 */
export async function authenticateTemporaryToken(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Actor | null> {
  const header = request.headers[TEMPORARY_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) return null;
  const [row] = await ctx.database.queryRows<{ user_id: number }>(
    'turbine_temporary_user',
    TEMPORARY_USER_SQL,
    [sha256(token)],
  );
  if (!row) return null;
  const user = await findUserById(ctx.db, row.user_id);
  if (!user || !user.isTemporaryUser) return null;
  return {
    user: await loadUserDto(ctx, ctx.db, user),
    sessionId: null,
    passwordExpired: false,
    viaTemporaryToken: true,
  };
}
