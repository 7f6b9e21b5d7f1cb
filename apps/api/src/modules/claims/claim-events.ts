import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { AfterCommitTask } from '../../platform/db/unit-of-work.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { companyUserIds, type ClaimRow } from './claims.repository.ts';
import { insertClaimActivity } from './claim-records.repository.ts';

export type ClaimEventType =
  | 'claim.reported'
  | 'claim.accepted'
  | 'claim.declined'
  | 'claim.appointed'
  | 'claim.status_changed'
  | 'claim.message';

/**
 * Notifies the users of the given companies (the acting user never) through the outbox, one event per
 * recipients' company so each bell lists it under its own company; data names the claim and its page.
 */
export async function queueClaimEvent(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  e: {
    type: ClaimEventType;
    claim: { id: number; reference: string };
    companyIds: (number | null)[];
    actor: Actor;
    statusLabel?: string;
  },
): Promise<void> {
  const companies = [...new Set(e.companyIds.filter((id): id is number => id !== null))];
  for (const companyId of companies) {
    const userIds = (await companyUserIds(tx, companyId)).filter((id) => id !== e.actor.user.id);
    if (userIds.length === 0) continue;
    await ctx.events.record(tx, after, {
      type: e.type,
      companyId,
      actorUserId: e.actor.user.id,
      userIds,
      data: {
        claimId: e.claim.id,
        reference: e.claim.reference,
        frontendUrl: `/incidents/${e.claim.id}`,
        ...(e.statusLabel ? { status: e.statusLabel } : {}),
      },
    });
  }
}

/** An entry on the claim's timeline plus the audit event, in the caller's transaction. */
export async function recordClaimUpdate(
  tx: Tx,
  actor: Actor,
  scope: CompanyScope,
  claimId: number,
  action: string,
  body: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await insertClaimActivity(tx, {
    claimId,
    kind: 'update',
    body,
    actorUserId: actor.user.id,
    actorCompanyId: scope.id,
  });
  await recordEvent(tx, {
    entityType: 'claim',
    entityId: claimId,
    action,
    actorUserId: actor.user.id,
    companyId: scope.id,
    after: detail,
  });
}

/** The companies that follow a claim's work: its handlers and the broker. */
export const followersOf = (row: ClaimRow) => [
  row.pkg.underwriterCompanyId,
  row.claim.legalCompanyId,
  row.pkg.brokerCompanyId,
];
