import { Messages } from '@turbine/domain';
import type { CreateInvitationBody, InvitationDto, ListResponse } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { randomToken, sha256 } from '../../platform/http/tokens.ts';
import { publicUrl } from '../../platform/http/urls.ts';
import { lockCompany } from './companies.repository.ts';
import { invitationMail } from './invitation-mail.ts';
import {
  findCompanyInvitation,
  hasPendingInvitation,
  insertInvitation,
  listCompanyInvitations,
  updateInvitationRow,
  type InvitationListRow,
  type InvitationStatus,
} from './invitations.repository.ts';
import { invitationStatus, presentInvitation } from './members.presenter.ts';
import { isMemberEmail } from './memberships.repository.ts';
import { findCompanyRole } from './roles.repository.ts';

const DAY_MS = 86_400_000;

/** The company's invitations, newest first, optionally of one status (Invitations screen). */
export async function listInvitations(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  q: { page: number; perPage: number; status?: InvitationStatus },
): Promise<ListResponse<InvitationDto>> {
  const { rows, total } = await listCompanyInvitations(ctx.db, scope.id, q);
  return { data: rows.map(presentInvitation), meta: { page: q.page, perPage: q.perPage, total } };
}

async function invitationOf(
  db: Executor,
  scope: CompanyScope,
  id: number,
): Promise<InvitationListRow> {
  const row = await findCompanyInvitation(db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The web page that accepts an invitation (`/invitation/:token`). */
export function invitationLink(ctx: AppContext, token: string): string {
  return `${publicUrl(ctx.config)}/invitation/${token}`;
}

/**
 * Invites an email to the company with a role (POST /companies/{id}/invitations). Only the token's hash
 * is stored; the link goes out by mail after commit. The admin role of a company without an admin
 * makes it a §6 handover invitation.
 */
export async function createInvitation(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: CreateInvitationBody,
): Promise<InvitationDto> {
  return inTransaction(ctx, async (tx, after) => {
    // The lock serialises invitations of one company, so one email cannot get two pending invitations.
    const company = await lockCompany(tx, scope.id);
    if (!company) throw new AppError('NOT_FOUND');
    const role = await findCompanyRole(tx, scope.id, body.roleId);
    if (!role) throw fieldError('roleId', Messages.roleNotFound);
    if (await isMemberEmail(tx, scope.id, body.email))
      throw fieldError('email', Messages.alreadyMember);
    if (await hasPendingInvitation(tx, scope.id, body.email)) throw new AppError('ALREADY_EXISTS');
    const token = randomToken(32);
    const invitation = await insertInvitation(tx, {
      companyId: scope.id,
      email: body.email,
      roleId: role.id,
      tokenHash: sha256(token),
      isAdminHandover: role.isAdmin && !company.hasAdmin,
      invitedByUserId: actor.user.id,
      expiresAt: new Date(Date.now() + body.expiresInDays * DAY_MS),
    });
    await recordEvent(tx, {
      entityType: 'invitation',
      entityId: invitation.id,
      action: 'created',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: {
        email: invitation.email,
        roleId: role.id,
        isAdminHandover: invitation.isAdminHandover,
        expiresAt: invitation.expiresAt.toISOString(),
      },
    });
    const link = invitationLink(ctx, token);
    await ctx.mailer.queue(
      tx,
      invitationMail({
        to: invitation.email,
        companyId: scope.id,
        companyName: company.name,
        roleName: role.name,
        inviterName: actor.user.name,
        link,
        expiresAt: invitation.expiresAt,
      }),
    );
    after(() => ctx.mailer.flush());
    return presentInvitation(await invitationOf(tx, scope, invitation.id));
  });
}

/** Revokes an invitation (DELETE /companies/{id}/invitations/{invitationId}); an accepted one stays accepted. */
export async function revokeInvitation(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  invitationId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    // Acceptance takes the same company lock, so a revocation and an acceptance never interleave.
    await lockCompany(tx, scope.id);
    const { invitation } = await invitationOf(tx, scope, invitationId);
    const status = invitationStatus(invitation);
    if (status === 'accepted') throw new AppError('INVITATION_ALREADY_ACCEPTED');
    // Revoking twice is harmless; the first revocation's time is kept.
    if (status === 'revoked') return;
    await updateInvitationRow(tx, invitation.id, { revokedAt: new Date() });
    await recordEvent(tx, {
      entityType: 'invitation',
      entityId: invitation.id,
      action: 'revoked',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { status },
    });
  });
}
