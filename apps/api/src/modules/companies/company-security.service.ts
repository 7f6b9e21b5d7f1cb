import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { resetAuthenticator } from '../identity/index.ts';
import { findCompany, updateCompanyRow } from './companies.repository.ts';
import { findCompanyMember } from './memberships.repository.ts';
import { AppError } from '../../platform/errors.ts';

/** PUT /companies/{id}/two-factor-policy: require two-factor authentication of the members (audited). */
export async function setTwoFactorPolicy(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  requireTwoFactor: boolean,
): Promise<{ requireTwoFactor: boolean }> {
  return inTransaction(ctx, async (tx) => {
    const before = await findCompany(tx, scope.id);
    const row = await updateCompanyRow(tx, scope.id, { requireTwoFactor });
    await recordEvent(tx, {
      entityType: 'company',
      entityId: scope.id,
      action: 'two_factor_policy_changed',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: { requireTwoFactor: before?.company.requireTwoFactor },
      after: { requireTwoFactor },
    });
    return { requireTwoFactor: row.requireTwoFactor };
  });
}

/** DELETE /companies/{id}/users/{userId}/two-factor-auth/totp: an admin resets a member's authenticator app (§6). */
export async function resetMemberAuthenticator(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  userId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx, after) => {
    const member = await findCompanyMember(tx, scope.id, userId);
    const company = await findCompany(tx, scope.id);
    if (!member || !company) throw new AppError('NOT_FOUND');
    await resetAuthenticator(ctx, tx, after, {
      userId,
      companyId: scope.id,
      adminUserId: actor.user.id,
      companyName: company.company.name,
    });
  });
}
