import type { CompanyType, MyInvitationDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { randomToken, sha256 } from '../../platform/http/tokens.ts';
import { findUserById, hitRateLimit } from '../identity/index.ts';
import { lockCompany } from './companies.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import { invitationLink } from './invitations.service.ts';
import {
  findPendingInvitationForUpdate,
  listPendingInvitationsForEmail,
  replaceInvitationToken,
} from './invitations.repository.ts';

/** One resend per invitation in this window: a fresh link, not a way to flood an inbox. */
const RESEND_WINDOW_SECONDS = 600;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The pending invitations addressed to the signed-in user's email, into active companies (Welcome
 * screen, decision 231). The account's email is not proof of the mailbox (PUT /user changes it without
 * a check), so this only lists: acceptance stays with the mailed link.
 */
export async function listMyInvitations(ctx: AppContext, actor: Actor): Promise<MyInvitationDto[]> {
  const rows = await listPendingInvitationsForEmail(ctx.db, actor.user.email);
  return rows.map((r) => ({
    id: r.invitation.id,
    company: {
      id: r.company.id,
      name: r.company.name,
      refCompanyTypeId: r.company.refCompanyTypeId as CompanyType,
    },
    role: { name: r.role.name },
    invitedBy: r.inviter ? { name: r.inviter.name } : null,
    expiresAt: seconds(r.invitation.expiresAt),
    createdAt: seconds(r.invitation.createdAt),
  }));
}

/**
 * Mails a pending invitation's link again, to the invited address only (POST /user/invitations/{id}/resend).
 * The token is replaced (only its hash is stored, so the old one cannot be re-sent) and the earlier link
 * stops working. Someone else's invitation, or one not pending, is 404; a second resend within ten
 * minutes is 429.
 */
export async function resendMyInvitation(
  ctx: AppContext,
  actor: Actor,
  invitationId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx, after) => {
    const mine = (f: Awaited<ReturnType<typeof findPendingInvitationForUpdate>>) =>
      f && f.company.isActive && f.invitation.email === actor.user.email.toLowerCase() ? f : null;
    const seen = mine(await findPendingInvitationForUpdate(tx, invitationId, false));
    if (!seen) throw new AppError('NOT_FOUND');
    // The company lock first, as acceptance and revocation take it; then the row again, locked.
    const company = await lockCompany(tx, seen.company.id);
    const found = mine(await findPendingInvitationForUpdate(tx, invitationId));
    if (!company || !found) throw new AppError('NOT_FOUND');
    if ((await hitRateLimit(tx, `invitation-resend:${invitationId}`, RESEND_WINDOW_SECONDS)) > 1)
      throw new AppError('TOO_MANY_ATTEMPTS');
    const token = randomToken(32);
    await replaceInvitationToken(tx, invitationId, sha256(token));
    const inviter = found.invitation.invitedByUserId
      ? await findUserById(tx, found.invitation.invitedByUserId)
      : undefined;
    await recordEvent(tx, {
      entityType: 'invitation',
      entityId: invitationId,
      action: 'resent',
      actorUserId: actor.user.id,
      companyId: company.id,
    });
    await ctx.mailer.queue(
      tx,
      invitationMail({
        to: found.invitation.email,
        companyId: company.id,
        companyName: company.name,
        roleName: found.role.name,
        inviterName: inviter?.name ?? company.name,
        link: invitationLink(ctx, token),
        expiresAt: found.invitation.expiresAt,
      }),
    );
    after(() => ctx.mailer.flush());
  });
}
