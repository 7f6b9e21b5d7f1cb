import { Messages } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { microsoftStandsForMethod } from './microsoft-sign-in.service.ts';
import {
  findLinkedMicrosoftAccount,
  markMicrosoftAccountUnlinked,
} from './microsoft.repository.ts';
import {
  countVerifiedMethods,
  requiresTwoFactor,
  touchTwoFactorChanged,
} from './two-factor.repository.ts';

/**
 * DELETE /two-factor-auth/microsoft/{id}: the user unlinks one of their own Microsoft accounts (decision 200).
 * Another user's account is 404. While a company of theirs requires two-factor authentication the account
 * may not be their last method (422 under `method`). The link is kept as unlinked, so signing in with that
 * account neither works nor links it again; trusted devices are forgotten (a change of methods). Audited.
 */
export async function unlinkMicrosoftAccount(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<void> {
  const userId = actor.user.id;
  await inTransaction(ctx, async (tx) => {
    const account = await findLinkedMicrosoftAccount(tx, userId, id);
    if (!account) throw new AppError('NOT_FOUND');
    // Refused only when this account is what stands for the user's last method right now.
    if (
      (await requiresTwoFactor(tx, userId)) &&
      (await countVerifiedMethods(tx, userId)) === 0 &&
      (await microsoftStandsForMethod(ctx, tx, userId)) &&
      !(await microsoftStandsForMethod(ctx, tx, userId, id))
    )
      throw fieldError('method', Messages.atLeastOneMfa);
    await markMicrosoftAccountUnlinked(tx, id);
    await touchTwoFactorChanged(tx, userId);
    await recordEvent(tx, {
      entityType: 'user',
      entityId: userId,
      action: 'microsoft_account_unlinked',
      actorUserId: userId,
      before: { tenantId: account.tenantId, email: account.email },
    });
  });
}
