import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  parsePhone,
  RiskMessages,
  type LifecycleAction,
  type SendToClientBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { randomToken, sha256 } from '../../platform/http/tokens.ts';
import { publicUrl } from '../../platform/http/urls.ts';
import { findUserById, insertUser, users, type UserRow } from '../identity/index.ts';
import { recordActivity } from './activities.repository.ts';
import { clientProposalMail } from './client-mail.ts';
import { assignedUsersIn, queueRiskEvent } from './collab-events.ts';
import { allowOrRefuse, lifecycleActorOf } from './collab-snapshot.ts';
import { loadPackage, mainOf } from './risk-snapshot.ts';
import { assertCanChange, riskPackageFor, type RiskPackageRow } from './risk-scope.ts';
import { riskPackages } from './risks.tables.ts';

/** Users whose address a temporary user may not take (unique emails); a placeholder keeps them apart. */
const placeholderEmail = () => `client+${randomUUID()}@temporary.turbine.invalid`;

/**
 * Runs a package-level lifecycle action on the main risk's current transaction (send to client, revoke,
 * proposal done are decisions about the whole proposal), refusing with the guard's code and status.
 */
export async function checkPackageAction(
  tx: Executor,
  pkg: RiskPackageRow,
  role: 'broker' | 'underwriter' | 'client',
  userId: number,
  action: LifecycleAction,
): Promise<void> {
  const loaded = await loadPackage(tx, pkg);
  if (loaded.risks.length === 0) throw new AppError('NOT_FOUND');
  allowOrRefuse(loaded, mainOf(loaded), action, lifecycleActorOf(role, userId));
}

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
  const [sameEmail] = contact.email
    ? await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${contact.email}`)
    : [];
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
    const [updated] = await tx
      .update(users)
      .set({
        name: pkg.insuredName.slice(0, 120),
        email,
        phone: contact.mobile ?? existing.phone,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
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
    await tx
      .update(riskPackages)
      .set({
        clientUserId: user.id,
        clientTokenHash: sha256(token),
        clientAccess: true,
        clientAccessGrantedAt: new Date(),
        clientTokenExpiresAt: new Date(Date.now() + ctx.config.CLIENT_LINK_DAYS * 86_400_000),
        updatedAt: new Date(),
      })
      .where(eq(riskPackages.id, pkg.id));
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

/** Revokes the client's editing access (lifecycle revokeClient): the link stops working, the broker may edit again. */
export async function revokeClientAccess(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertCanChange(viewerRole);
    await checkPackageAction(
      tx,
      pkg,
      viewerRole === 'broker' ? 'broker' : 'underwriter',
      actor.user.id,
      'revokeClient',
    );
    await tx
      .update(riskPackages)
      .set({ clientAccess: false, clientTokenHash: null, updatedAt: new Date() })
      .where(eq(riskPackages.id, pkg.id));
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: "Client's access revoked",
      data: { action: 'revokeClient' },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'client_access_revoked',
      actorUserId: actor.user.id,
      companyId: scope.id,
    });
  });
}

/** The package a temporary user was sent, while their access lasts; anything else is 404. */
export async function clientPackageFor(
  db: Executor,
  actor: Actor,
  riskPackageId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<RiskPackageRow> {
  if (!actor.user.isTemporaryUser) throw new AppError('NOT_FOUND');
  const query = db.select().from(riskPackages).where(eq(riskPackages.id, riskPackageId));
  const [pkg] = opts.forUpdate ? await query.for('update') : await query;
  if (!pkg || pkg.clientUserId !== actor.user.id || !pkg.clientAccess)
    throw new AppError('NOT_FOUND');
  return pkg;
}

/**
 * The client marks the proposal done (lifecycle markProposalDone as client): no further changes, the
 * client's access ends (the token is forgotten) and the broker's assigned users are told (`risk.client_done`).
 */
export async function markClientProposalDone(
  ctx: AppContext,
  actor: Actor,
  riskPackageId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx, after) => {
    const pkg = await clientPackageFor(tx, actor, riskPackageId, { forUpdate: true });
    await checkPackageAction(tx, pkg, 'client', actor.user.id, 'markProposalDone');
    await tx
      .update(riskPackages)
      .set({
        proposalDone: true,
        clientAccess: false,
        clientTokenHash: null,
        updatedAt: new Date(),
      })
      .where(eq(riskPackages.id, pkg.id));
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: null,
      body: 'The client marked the proposal done',
      data: { action: 'markProposalDone' },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'proposal_done',
      actorUserId: actor.user.id,
      companyId: pkg.brokerCompanyId,
    });
    const brokers = await assignedUsersIn(tx, pkg.id, pkg.brokerCompanyId);
    queueRiskEvent(ctx, after, {
      type: 'risk.client_done',
      pkg,
      companyId: pkg.brokerCompanyId,
      actorUserId: actor.user.id,
      userIds: brokers,
    });
  });
}
