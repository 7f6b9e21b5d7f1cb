import { CompanyType, Messages, type ClientMergeDto, type MergeClientBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { moveMembers, revokeOpenInvitations } from './client-merge.repository.ts';
import { lockCompany, updateCompanyRow } from './companies.repository.ts';

/** What a module moves from the duplicate client to the one kept; returns counts for the audit. */
export type ClientMergeStep = (
  tx: Tx,
  merge: { fromCompanyId: number; intoCompanyId: number; fromName: string },
) => Promise<Record<string, number>>;

// Modules above companies (risks: policies; collaboration: documents) add their part at registration,
// so the merge is one transaction without companies importing them (decision 169).
const steps = new Map<string, ClientMergeStep>();

/** Adds (or replaces, by name) a step run inside every client merge. */
export function registerClientMergeStep(name: string, step: ClientMergeStep): void {
  steps.set(name, step);
}

/**
 * Merges a duplicate client into the one kept (POST /companies/{brokerId}/clients/{clientId}/merge):
 * both must be active clients the brokerage created; the duplicate must still be managed by the
 * brokerage (no administrator of its own). Its users, policies and documents move, its open invitations
 * are revoked and it is deactivated (retired, not deleted). All or nothing; audited on both companies.
 */
export async function mergeClients(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  keepId: number,
  body: MergeClientBody,
): Promise<ClientMergeDto> {
  if (scope.refCompanyTypeId !== CompanyType.Broker) throw new AppError('NOT_FOUND');
  if (body.duplicateCompanyId === keepId)
    throw fieldError('duplicateCompanyId', Messages.duplicateValues);
  const moved = await inTransaction(ctx, async (tx) => {
    // Lock in id order, so two merges of the same pair cannot deadlock.
    const [first, second] = [keepId, body.duplicateCompanyId].sort((a, b) => a - b);
    const locked = new Map([
      [first!, await lockCompany(tx, first!)],
      [second!, await lockCompany(tx, second!)],
    ]);
    const keep = locked.get(keepId);
    const dup = locked.get(body.duplicateCompanyId);
    const isOurClient = (c: typeof keep) =>
      c !== undefined &&
      c.refCompanyTypeId === CompanyType.Client &&
      c.createdByCompanyId === scope.id &&
      c.isActive;
    if (!isOurClient(keep)) throw new AppError('NOT_FOUND');
    if (!isOurClient(dup)) throw fieldError('duplicateCompanyId', Messages.notFound);
    if (dup!.hasAdmin) throw fieldError('duplicateCompanyId', Messages.noPermissionEdit);
    const counts: Record<string, number> = {
      users: await moveMembers(tx, dup!.id, keepId),
      invitationsRevoked: await revokeOpenInvitations(tx, dup!.id),
    };
    for (const step of steps.values())
      Object.assign(
        counts,
        await step(tx, { fromCompanyId: dup!.id, intoCompanyId: keepId, fromName: dup!.name }),
      );
    await updateCompanyRow(tx, dup!.id, { isActive: false });
    const audit = { keptCompanyId: keepId, duplicateCompanyId: dup!.id, moved: counts };
    for (const companyId of [keepId, dup!.id])
      await recordEvent(tx, {
        entityType: 'company',
        entityId: companyId,
        action: companyId === keepId ? 'merged' : 'merged_away',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: audit,
      });
    return counts;
  });
  ctx.actorCache.clear();
  return { keptCompanyId: keepId, duplicateCompanyId: body.duplicateCompanyId, moved };
}
