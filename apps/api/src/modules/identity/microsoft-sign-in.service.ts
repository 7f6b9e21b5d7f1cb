import type { MicrosoftErrorCode } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { findUserByEmail } from './identity.repository.ts';
import { microsoftEnabled, type MicrosoftIdentity } from './microsoft-client.ts';
import {
  findMicrosoftAccount,
  insertMicrosoftAccount,
  isMemberOfTenantCompany,
  linkMicrosoftAccountTo,
  usableMicrosoftAccounts,
} from './microsoft.repository.ts';
import { startSession, type NewSession } from './sessions.service.ts';
import { markSessionPassed, touchTwoFactorChanged } from './two-factor.repository.ts';

/** A Microsoft round trip that completed but may not sign in or verify: the web shows the code's message. */
export class MicrosoftRefusal extends Error {
  constructor(readonly code: MicrosoftErrorCode) {
    super(`Microsoft sign-in refused: ${code}`);
  }
}

/**
 * Signs in with a validated Microsoft identity (GET /microsoft/callback). The account must belong to a
 * tenant connected to a company of the user; the first time, it is linked to the Turbine user with the same
 * email only if Microsoft vouches for that email (decision 144). Microsoft's sign-in counts as the second
 * factor (issue 11): the session starts verified.
 */
export async function signInWithMicrosoft(
  ctx: AppContext,
  who: MicrosoftIdentity,
  client: { ip: string; userAgent?: string },
): Promise<NewSession> {
  const tenantId = who.tenantId;
  if (!tenantId) throw new MicrosoftRefusal('no_account');
  return inTransaction(ctx, async (tx) => {
    const existing = await findMicrosoftAccount(tx, tenantId, who.objectId);
    // Its user unlinked it: no sign-in, and no linking it again just in time (decision 200).
    if (existing?.unlinkedAt) throw new MicrosoftRefusal('unlinked');
    let userId = existing?.userId;
    if (userId === undefined && who.email && who.emailVerified) {
      const user = await findUserByEmail(tx, who.email);
      if (user && !user.isTemporaryUser && (await isMemberOfTenantCompany(tx, user.id, tenantId))) {
        await insertMicrosoftAccount(tx, {
          userId: user.id,
          tenantId,
          objectId: who.objectId,
          email: who.email,
        });
        await recordEvent(tx, {
          entityType: 'user',
          entityId: user.id,
          action: 'microsoft_account_linked',
          actorUserId: user.id,
          after: { tenantId, email: who.email },
        });
        // A new method: trusted devices are forgotten, as when a code method is added (decision 123).
        await touchTwoFactorChanged(tx, user.id);
        userId = user.id;
      }
    }
    // A linked account whose company has since disconnected the tenant (or left it) signs in no more.
    if (userId === undefined || !(await isMemberOfTenantCompany(tx, userId, tenantId)))
      throw new MicrosoftRefusal('no_account');
    const session = await startSession(ctx, tx, userId, {
      remember: false,
      ip: client.ip,
      userAgent: client.userAgent,
      twoFactorPassed: true,
      microsoftTenantId: tenantId,
    });
    await recordEvent(tx, {
      entityType: 'user',
      entityId: userId,
      action: 'microsoft_sign_in',
      actorUserId: userId,
      after: { tenantId },
    });
    return session;
  });
}

/**
 * Two-factor verification with Microsoft (§2 Two-factor verification): the signed-in user proves the
 * Microsoft account linked to them, in a tenant still connected to one of their companies.
 */
export async function verifyWithMicrosoft(
  ctx: AppContext,
  actor: Actor,
  who: MicrosoftIdentity,
): Promise<void> {
  const accounts = await usableMicrosoftAccounts(ctx.db, actor.user.id);
  const match = accounts.some((a) => a.tenantId === who.tenantId && a.objectId === who.objectId);
  if (!match || !actor.sessionId) throw new MicrosoftRefusal('wrong_account');
  await markSessionPassed(ctx.db, actor.sessionId);
  ctx.actorCache.delete(actor.sessionId);
}

/** Whether the user can verify with Microsoft: Microsoft is configured and an account of theirs is usable. */
export async function canVerifyWithMicrosoft(ctx: AppContext, userId: number): Promise<boolean> {
  return microsoftStandsForMethod(ctx, ctx.db, userId);
}

/**
 * Whether a linked Microsoft account (other than `exceptId`) stands for a verified method of the user: only
 * while Microsoft is configured and its tenant is connected to a company of theirs (decisions 144, 200).
 */
export async function microsoftStandsForMethod(
  ctx: AppContext,
  db: Executor,
  userId: number,
  exceptId?: number,
): Promise<boolean> {
  if (!microsoftEnabled(ctx.config)) return false;
  return (await usableMicrosoftAccounts(db, userId)).some((a) => a.id !== exceptId);
}

/**
 * Links the Microsoft account the signed-in user just proved to them (GET /microsoft/callback with purpose
 * `link`; decision 200): on purpose, so no email match is needed, but its tenant must be connected to a
 * company of theirs. Also takes back an account they unlinked. Audited; trusted devices are forgotten.
 */
export async function linkWithMicrosoft(
  ctx: AppContext,
  actor: Actor,
  who: MicrosoftIdentity,
): Promise<void> {
  const tenantId = who.tenantId;
  if (!tenantId) throw new MicrosoftRefusal('no_account');
  await inTransaction(ctx, async (tx) => {
    const userId = actor.user.id;
    if (!(await isMemberOfTenantCompany(tx, userId, tenantId)))
      throw new MicrosoftRefusal('no_account');
    const linked = await linkMicrosoftAccountTo(tx, {
      userId,
      tenantId,
      objectId: who.objectId,
      email: who.email ?? actor.user.email,
    });
    if (!linked) throw new MicrosoftRefusal('linked_elsewhere');
    await touchTwoFactorChanged(tx, userId);
    await recordEvent(tx, {
      entityType: 'user',
      entityId: userId,
      action: 'microsoft_account_linked',
      actorUserId: userId,
      after: { tenantId, email: who.email, onPurpose: true },
    });
  });
  ctx.actorCache.clear();
}
