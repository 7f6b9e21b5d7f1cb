import { Messages, type RegisterBody, type UserDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { seal, unseal } from '../../platform/http/tokens.ts';
import { publicUrl } from '../../platform/http/urls.ts';
import { findUserByEmail, hitRateLimit, insertUser } from './identity.repository.ts';
import { hashPassword } from './passwords.ts';
import { startSession, type NewSession } from './sessions.service.ts';
import { loadUserDto } from './users.service.ts';
import type { ClientInfo } from './identity.service.ts';

/** How long a registration link works. */
export const REGISTRATION_LINK_HOURS = 24;
const purpose = 'register';

/** What the mailed link carries: the account to create, not stored until the owner of the address clicks. */
interface PendingRegistration {
  name: string;
  email: string;
  passwordHash: string;
  expiresAt: number;
}

function isPending(value: unknown): value is PendingRegistration {
  const v = value as Partial<PendingRegistration> | null;
  return (
    typeof v?.name === 'string' &&
    typeof v.email === 'string' &&
    typeof v.passwordHash === 'string' &&
    typeof v.expiresAt === 'number'
  );
}

/**
 * Registration (POST /register, decision 108): the same answer, status and work whether or not the
 * address has an account, like sign-in and forgot-password (§8), so the form cannot find accounts. A new
 * address is mailed a link that creates the account; an address with an account is mailed a notice that
 * someone tried to register with it. Nothing is stored until the link is used.
 */
export async function register(ctx: AppContext, body: RegisterBody, ip: string) {
  const answer = { message: Messages.registerSent };
  // The password is hashed on both paths, so the answer takes as long either way.
  const passwordHash = await hashPassword(body.password);
  const perEmail = await hitRateLimit(ctx.db, `register:email:${body.email}`, 3600);
  const perIp = await hitRateLimit(ctx.db, `register:ip:${ip}`, 3600);
  if (perEmail > 5 || perIp > 50) return answer;
  const existing = await findUserByEmail(ctx.db, body.email);
  const site = publicUrl(ctx.config);
  await inTransaction(ctx, async (tx, after) => {
    if (existing) {
      await ctx.mailer.queue(tx, {
        to: existing.email,
        subject: 'Someone tried to register with your email address',
        text: `Hello ${existing.name},\n\nSomeone tried to create a Turbine account with this email address, which already has one. If it was you, sign in at ${site}/login or choose a new password at ${site}/forgot-password.\n\nIf it was not you, you can ignore this email; your account has not changed.`,
      });
    } else {
      const pending: PendingRegistration = {
        name: body.name,
        email: body.email,
        passwordHash,
        expiresAt: Date.now() + REGISTRATION_LINK_HOURS * 3600_000,
      };
      const token = seal(ctx.config.APP_KEY!, purpose, pending);
      await ctx.mailer.queue(tx, {
        to: body.email,
        subject: 'Finish creating your Turbine account',
        text: `Hello ${body.name},\n\nUse this link to finish creating your account. It expires in ${REGISTRATION_LINK_HOURS} hours:\n\n${site}/register/confirm/${token}\n\nIf you did not ask for this, ignore this email; no account is created.`,
      });
    }
    after(() => ctx.mailer.flush());
  });
  return answer;
}

/**
 * Creates the account from a mailed registration link and signs it in (POST /register/confirm). A link
 * that is forged, expired or whose address has meanwhile got an account answers the one expired message.
 */
export async function confirmRegistration(
  ctx: AppContext,
  token: string,
  client: ClientInfo,
): Promise<{ user: UserDto; session: NewSession }> {
  const keys = [ctx.config.APP_KEY!, ...ctx.config.APP_KEY_PREVIOUS];
  const pending = unseal(keys, purpose, token);
  if (!isPending(pending) || pending.expiresAt < Date.now())
    throw fieldError('token', Messages.registerLinkExpired);
  try {
    return await createAccount(ctx, pending, client);
  } catch (error) {
    // The same link used twice at once: the unique index on the address decides.
    if (isUniqueViolation(error, 'users_email_unique'))
      throw fieldError('token', Messages.registerLinkExpired);
    throw error;
  }
}

async function createAccount(ctx: AppContext, pending: PendingRegistration, client: ClientInfo) {
  return inTransaction(ctx, async (tx) => {
    if (await findUserByEmail(tx, pending.email))
      throw fieldError('token', Messages.registerLinkExpired);
    const user = await insertUser(tx, {
      name: pending.name,
      email: pending.email,
      passwordHash: pending.passwordHash,
    });
    await recordEvent(tx, {
      entityType: 'user',
      entityId: user.id,
      action: 'registered',
      actorUserId: user.id,
      after: { email: user.email },
    });
    const session = await startSession(ctx, tx, user.id, { remember: false, ...client });
    return { user: await loadUserDto(ctx, tx, user), session };
  });
}
