import { randomUUID } from 'node:crypto';
import { parsePhone, RiskMessages, type SendToClientBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { randomToken, sha256 } from '../../platform/http/tokens.ts';
import { publicUrl } from '../../platform/http/urls.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUserRow,
  type UserRow,
} from '../identity/index.ts';
import {
  assertCanChange,
  recordActivity,
  riskPackageFor,
  updateClientAccess,
  type RiskPackageRow,
} from '../risks/index.ts';
import { checkPackageAction } from './client-package.service.ts';
import { clientProposalMail } from './client-proposal.mail.ts';

/** Users whose address a temporary user may not take (unique emails); a placeholder keeps them apart. */
const placeholderEmail = () => `client+${randomUUID()}@temporary.turbine.invalid`;

function checkContact(body: SendToClientBody): { email: string | null; mobile: string | null } {
  if (!body.email && !body.mobile) throw fieldError('email', RiskMessages.contactRequired);
  if (!body.mobile) return { email: body.email, mobile: null };
  const parsed = parsePhone(body.mobile);
  if (!parsed.ok) throw fieldError('mobile', RiskMessages.contactRequired);
  return { email: body.email, mobile: parsed.e164 };
}

/** The package's temporary user: the one it was sent to before, else one with the email, else a new one. */
async function temporaryUserFor(
  tx: Tx,
  pkg: RiskPackageRow,
  contact: { email: string | null; mobile: string | null },
): Promise<UserRow> {
  const previous = pkg.clientUserId ? await findUserById(tx, pkg.clientUserId) : undefined;
  // The body's email is already lower case (emailSchema); the lookup ignores case.
  const sameEmail = contact.email ? await findUserByEmail(tx, contact.email) : undefined;
  // A temporary user of this brokerage with that address is the same client (another package of theirs).
  const reusable =
    sameEmail && sameEmail.isTemporaryUser && sameEmail.createdByCompanyId === pkg.brokerCompanyId
      ? sameEmail
      : undefined;
  if (sameEmail && !reusable && sameEmail.id !== previous?.id)
    throw fieldError(
      'email',
      'This email address belongs to another account; send the proposal to a mobile number instead.',
    );
  const existing = reusable ?? (previous?.isTemporaryUser ? previous : undefined);
  if (existing) {
    const email =
      contact.email ??
      (previous && existing.id === previous.id ? existing.email : placeholderEmail());
    return updateUserRow(tx, existing.id, {
      name: pkg.insuredName.slice(0, 120),
      email,
      phone: contact.mobile ?? existing.phone,
    });
  }
  return insertUser(tx, {
    name: pkg.insuredName.slice(0, 120),
    email: contact.email ?? placeholderEmail(),
    phone: contact.mobile,
    passwordHash: null,
    isTemporaryUser: true,
    createdByCompanyId: pkg.brokerCompanyId,
  });
}

/**
 * §4 Send to client (broker only): all risks Initiated; creates or reuses the insured's temporary user,
 * stores only the SHA-256 of a new link token, grants editing access (read-only to the broker meanwhile)
 * and mails the link when an email is given. Returns the link for the broker to pass on.
 */
export async function sendToClient(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  body: SendToClientBody,
): Promise<{ link: string }> {
  const contact = checkContact(body);
  return inTransaction(ctx, async (tx, after) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertCanChange(viewerRole);
    await checkPackageAction(
      tx,
      pkg,
      viewerRole === 'broker' ? 'broker' : 'underwriter',
      actor.user.id,
      'sendToClient',
    );
    const user = await temporaryUserFor(tx, pkg, contact);
    const token = randomToken(32);
    await updateClientAccess(tx, pkg.id, {
      clientUserId: user.id,
      clientTokenHash: sha256(token),
      clientAccess: true,
      clientAccessGrantedAt: new Date(),
      // The link ends with the quote it was sent for (§9 30 days; decision 101).
      clientTokenExpiresAt: new Date(Date.now() + ctx.config.CLIENT_LINK_DAYS * 86_400_000),
    });
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: 'Proposal sent to the client',
      data: { action: 'sendToClient', email: contact.email, mobile: contact.mobile },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'sent_to_client',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { clientUserId: user.id, email: contact.email, mobile: contact.mobile },
    });
    const link = `${publicUrl(ctx.config)}/client/risks/${pkg.id}?tempToken=${encodeURIComponent(token)}`;
    if (contact.email) {
      await ctx.mailer.queue(
        tx,
        clientProposalMail({
          to: contact.email,
          companyId: scope.id,
          brokerName: actor.user.name,
          insuredName: pkg.insuredName,
          reference: pkg.reference,
          link,
          days: ctx.config.CLIENT_LINK_DAYS,
        }),
      );
      after(() => ctx.mailer.flush());
    }
    return { link };
  });
}
