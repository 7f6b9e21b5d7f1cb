import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { AfterCommitTask } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import { findUserById } from './identity.repository.ts';
import {
  countVerifiedMethods,
  deleteMethod,
  replaceRecoveryCodes,
  touchTwoFactorChanged,
} from './two-factor.repository.ts';

/**
 * An admin resets a member's authenticator app (§6), in the caller's transaction: the method goes,
 * trusted devices are forgotten, recovery codes go with the last method, and the member is mailed.
 * The caller has checked the admin's permission over the member's company. 404 when there is none.
 */
export async function resetAuthenticator(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  opts: { userId: number; companyId: number; adminUserId: number; companyName: string },
): Promise<void> {
  const user = await findUserById(tx, opts.userId);
  if (!user || !(await deleteMethod(tx, opts.userId, 'totp'))) throw new AppError('NOT_FOUND');
  if ((await countVerifiedMethods(tx, opts.userId)) === 0)
    await replaceRecoveryCodes(tx, opts.userId, []);
  await touchTwoFactorChanged(tx, opts.userId);
  await recordEvent(tx, {
    entityType: 'user',
    entityId: opts.userId,
    action: 'two_factor_authenticator_reset',
    actorUserId: opts.adminUserId,
    companyId: opts.companyId,
  });
  await ctx.mailer.queue(tx, {
    to: user.email,
    companyId: opts.companyId,
    subject: 'Your Turbine authenticator app was reset',
    text: `Hello ${user.name},\n\nAn administrator of ${opts.companyName} reset the authenticator app of your Turbine account. Set it up again from your account page the next time you sign in.\n\nIf you did not ask for this, contact your administrator.`,
  });
  after(() => ctx.mailer.flush());
}
