// Account → Sessions (issue 26.4, decision 101): a user sees and ends their own sessions; a company admin ends
// a member's sessions, audited.
import { describeUserAgent, type UserSessionDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  deleteUserSession,
  deleteUserSessions,
  listUserSessions,
  type SessionRow,
} from './identity.repository.ts';
import { idleLimitMs } from './sessions.service.ts';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

function presentSession(row: SessionRow, currentId: string | null): UserSessionDto {
  return {
    id: row.id,
    device: describeUserAgent(row.userAgent),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: epoch(row.createdAt),
    lastActivityAt: epoch(row.lastActivityAt),
    expiresAt: epoch(row.expiresAt),
    remember: row.remember,
    current: row.id === currentId,
  };
}

/** The caller's live sessions (GET /user/sessions): idle or expired ones are not shown, the current one is marked. */
export async function listSessions(
  ctx: AppContext,
  actor: Actor,
): Promise<{ data: UserSessionDto[]; meta: { page: number; perPage: number; total: number } }> {
  const now = Date.now();
  const rows = (await listUserSessions(ctx.db, actor.user.id)).filter(
    (s) => now - s.lastActivityAt.getTime() <= idleLimitMs(ctx, s.remember),
  );
  const data = rows.map((row) => presentSession(row, actor.sessionId));
  return { data, meta: { page: 1, perPage: data.length, total: data.length } };
}

/** Ends one of the caller's sessions (DELETE /user/sessions/{id}); true when it was the current one. */
export async function endSession(
  ctx: AppContext,
  actor: Actor,
  sessionId: string,
): Promise<{ wasCurrent: boolean }> {
  if (!(await deleteUserSession(ctx.db, actor.user.id, sessionId))) throw new AppError('NOT_FOUND');
  ctx.actorCache.delete(sessionId);
  return { wasCurrent: sessionId === actor.sessionId };
}

/** Ends every session of the caller but this one (DELETE /user/sessions). */
export async function endOtherSessions(ctx: AppContext, actor: Actor): Promise<void> {
  await deleteUserSessions(ctx.db, actor.user.id, actor.sessionId ?? undefined);
  ctx.actorCache.clear();
}

/**
 * A company admin ends every session of a member (DELETE /companies/{id}/users/{userId}/sessions): the member
 * signs in again everywhere. Someone who is not a member of the company is not found; the event is audited.
 */
export async function endMemberSessions(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  userId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    // Companies come after identity in the module order (decision 094): memberships arrive through the context.
    const roles = await ctx.memberships.rolesOf(tx, userId);
    if (!roles.some((r) => r.companyId === scope.id)) throw new AppError('NOT_FOUND');
    const ended = (await listUserSessions(tx, userId)).length;
    await deleteUserSessions(tx, userId);
    await recordEvent(tx, {
      entityType: 'user',
      entityId: userId,
      action: 'sessions_ended',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { sessions: ended },
    });
  });
  ctx.actorCache.clear();
}
