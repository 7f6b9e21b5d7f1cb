import {
  AUTOMATION_EVENT_TOPIC,
  Messages,
  type AcceptInvitationBody,
  type AutomationRaise,
  type CompanyType,
  type InvitationPreviewDto,
  type UserDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { sha256 } from '../../platform/http/tokens.ts';
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  loadUserDto,
  startSession,
  type UserRow,
} from '../identity/index.ts';
import { lockCompany, type CompanyRow } from './companies.repository.ts';
import { assertKeepsAnAdmin, completeAdminHandover } from './company-users.service.ts';
import { findInvitationByTokenHash, updateInvitationRow } from './invitations.repository.ts';
import { invitationStatus } from './members.presenter.ts';
import { addUserToCompany, findCompanyMember } from './memberships.repository.ts';
import type { RoleRow } from './roles.repository.ts';

type Acceptor =
  { kind: 'existing'; userId: number } | { kind: 'new'; name: string; passwordHash: string };
type Found = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;
export type AcceptanceSession = Awaited<ReturnType<typeof startSession>>;

/** The invitation behind a token, or 404 'The invitation is either invalid or has expired.' (revoked, used, expired, unknown). */
async function usableInvitation(db: Executor, token: string): Promise<Found> {
  const found =
    token.length <= 200 ? await findInvitationByTokenHash(db, sha256(token)) : undefined;
  // An invitation into a deactivated company would add a member nobody can use; treat it as invalid.
  if (!found || invitationStatus(found.invitation) !== 'pending' || !found.company.isActive)
    throw new AppError('INVITATION_INVALID');
  return found;
}

/** What the public invitation page shows (GET /invitations/{token}). */
export async function previewInvitation(
  ctx: AppContext,
  token: string,
): Promise<InvitationPreviewDto> {
  const { invitation, company, role } = await usableInvitation(ctx.db, token);
  return {
    email: invitation.email,
    company: {
      id: company.id,
      name: company.name,
      handle: company.handle,
      refCompanyTypeId: company.refCompanyTypeId as CompanyType,
    },
    role: { name: role.name },
    userExists: Boolean(await findUserByEmail(ctx.db, invitation.email)),
    expiresAt: Math.floor(invitation.expiresAt.getTime() / 1000),
  };
}

/** A new user accepting must choose a name and password (§5 password rule, checked by the body schema). */
function newUserFields(body: AcceptInvitationBody): { name: string; password: string } {
  const errors: Record<string, string[]> = {};
  if (!body.name) errors.name = [Messages.required];
  if (!body.password) errors.password = [Messages.required];
  if (!body.name || !body.password) throw new AppError('VALIDATION', { errors });
  return { name: body.name, password: body.password };
}

/** Gives the user the invitation's role: one role per company, so an existing member changes role. */
async function joinCompany(
  db: Executor,
  company: CompanyRow,
  role: RoleRow,
  userId: number,
): Promise<void> {
  const member = await findCompanyMember(db, company.id, userId);
  if (member && !role.isAdmin)
    await assertKeepsAnAdmin(db, company, { userId, isAdmin: member.role.isAdmin });
  await addUserToCompany(db, userId, company.id, role.id);
  await completeAdminHandover(db, company, role, userId);
}

async function newUser(
  db: Executor,
  email: string,
  name: string,
  passwordHash: string,
): Promise<UserRow> {
  const user = await insertUser(db, { name, email, passwordHash });
  await recordEvent(db, {
    entityType: 'user',
    entityId: user.id,
    action: 'registered',
    actorUserId: user.id,
    after: { email, via: 'invitation' },
  });
  return user;
}

/**
 * Who may accept: a signed-in user only with the invited email; a signed-out visitor only when no account
 * has that email (else 401, sign in first), and then the body must carry the new account's name and password.
 */
async function prepareAcceptor(
  ctx: AppContext,
  actor: Actor | null,
  email: string,
  body: AcceptInvitationBody,
): Promise<Acceptor> {
  if (actor) {
    if (actor.user.email.toLowerCase() !== email.toLowerCase())
      throw new AppError('INVITATION_EMAIL_MISMATCH');
    return { kind: 'existing', userId: actor.user.id };
  }
  if (await findUserByEmail(ctx.db, email)) throw new AppError('INVITATION_SIGN_IN_REQUIRED');
  const fields = newUserFields(body);
  // Hashed before the transaction opens: argon2 is slow and should not hold the company lock.
  return { kind: 'new', name: fields.name, passwordHash: await hashPassword(fields.password) };
}

/**
 * Accepts an invitation (POST /invitations/{token}/accept). Signed in: only as the invited email.
 * Not signed in: a new account is created from the body and signed in; an existing account must sign in
 * first (401). The user gets the role, and an admin invitation to a company without an admin hands it over.
 */
export async function acceptInvitation(
  ctx: AppContext,
  actor: Actor | null,
  token: string,
  body: AcceptInvitationBody,
  client: { ip: string; userAgent?: string },
): Promise<{ user: UserDto; session: AcceptanceSession | null }> {
  const found = await usableInvitation(ctx.db, token);
  const email = found.invitation.email;
  const acceptor = await prepareAcceptor(ctx, actor, email, body);
  try {
    return await inTransaction(ctx, async (tx, after) => {
      // Same lock as revocation and membership changes; then re-read, as the link may have been used meanwhile.
      const company = await lockCompany(tx, found.company.id);
      const { invitation, role } = await usableInvitation(tx, token);
      const user =
        acceptor.kind === 'new'
          ? await newUser(tx, email, acceptor.name, acceptor.passwordHash)
          : await findUserById(tx, acceptor.userId);
      if (!company || !user) throw new AppError('INVITATION_INVALID');
      await joinCompany(tx, company, role, user.id);
      await updateInvitationRow(tx, invitation.id, {
        acceptedAt: new Date(),
        acceptedUserId: user.id,
      });
      await recordEvent(tx, {
        entityType: 'invitation',
        entityId: invitation.id,
        action: 'accepted',
        actorUserId: user.id,
        companyId: company.id,
        after: { userId: user.id, roleId: role.id },
      });
      const session =
        acceptor.kind === 'existing'
          ? null
          : await startSession(ctx, tx, user.id, { remember: false, ...client });
      const recipients = invitation.invitedByUserId ? [invitation.invitedByUserId] : [];
      await ctx.events.record(tx, after, {
        type: 'invitation.accepted',
        companyId: company.id,
        actorUserId: user.id,
        userIds: recipients,
        data: { invitationId: invitation.id, userId: user.id, roleId: role.id },
      });
      // The company's own automation hears of it once (decision 207), through the outbox.
      const raised: AutomationRaise = {
        event: 'invitation.accepted',
        companyId: company.id,
        actorUserId: user.id,
        extra: { invitationId: invitation.id, userId: user.id, roleId: role.id },
      };
      await ctx.outbox.write(tx, after, AUTOMATION_EVENT_TOPIC, raised);
      return { user: await loadUserDto(ctx, tx, user), session };
    });
  } catch (error) {
    // Someone registered this email between the check and the insert: they must sign in instead.
    if (isUniqueViolation(error, 'users_email_unique'))
      throw new AppError('INVITATION_SIGN_IN_REQUIRED');
    throw error;
  }
}
