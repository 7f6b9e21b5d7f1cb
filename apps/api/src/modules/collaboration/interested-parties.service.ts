import type { InterestedPartyBody } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  deleteInterestedPartyRow,
  insertInterestedPartyRow,
  interestedPartyRows,
  recordActivity,
  riskPackageFor,
  updateInterestedPartyRow,
} from '../risks/index.ts';
import { presentParty, type InterestedPartyDto } from './collaboration.presenter.ts';
import { assertBrokerMayEdit } from './collaboration.policy.ts';

/** §2 Interested parties of a package, oldest first. */
export async function listInterestedParties(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<InterestedPartyDto[]> {
  const { pkg } = await riskPackageFor(ctx.db, scope, riskPackageId);
  return (await interestedPartyRows(ctx.db, pkg.id)).map(presentParty);
}

/** Adds (partyId null) or replaces an interested party; brokers not while the client edits. */
export async function saveInterestedParty(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  partyId: number | null,
  body: InterestedPartyBody,
): Promise<InterestedPartyDto> {
  return inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertBrokerMayEdit(pkg, viewerRole);
    const values = {
      name: body.name,
      interest: body.interest,
      email: body.email,
      address: body.address,
    };
    const row =
      partyId === null
        ? await insertInterestedPartyRow(tx, pkg.id, values)
        : await updateInterestedPartyRow(tx, pkg.id, partyId, values);
    if (!row) throw new AppError('NOT_FOUND');
    const verb = partyId === null ? 'added' : 'updated';
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: `Interested party ${verb}: ${row.name}`,
      data: { action: `interested_party_${verb}`, partyId: row.id },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: `interested_party_${verb}`,
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: presentParty(row),
    });
    return presentParty(row);
  });
}

/** Removes an interested party. */
export async function deleteInterestedParty(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  partyId: number,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertBrokerMayEdit(pkg, viewerRole);
    const row = await deleteInterestedPartyRow(tx, pkg.id, partyId);
    if (!row) throw new AppError('NOT_FOUND');
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: `Interested party removed: ${row.name}`,
      data: { action: 'interested_party_removed', partyId },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'interested_party_removed',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: presentParty(row),
    });
  });
}
