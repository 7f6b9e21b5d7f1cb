import { and, asc, eq } from 'drizzle-orm';
import { type InterestedPartyBody, type RiskViewerRole } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { recordActivity } from './activities.repository.ts';
import { openStatuses } from './collab-snapshot.ts';
import { loadPackage, mainOf } from './risk-snapshot.ts';
import { assertCanChange, riskPackageFor, type RiskPackageRow } from './risk-scope.ts';
import { riskInterestedParties, riskPackages } from './risks.tables.ts';

export type InterestedPartyDto = { id: number } & InterestedPartyBody;

const presentParty = (r: typeof riskInterestedParties.$inferSelect): InterestedPartyDto => ({
  id: r.id,
  name: r.name,
  interest: r.interest,
  email: r.email,
  address: r.address,
});

/** §4: while the client edits the proposal the risk is read-only to the broker. */
export function assertBrokerMayEdit(pkg: RiskPackageRow, role: RiskViewerRole): void {
  assertCanChange(role);
  if (role === 'broker' && pkg.clientAccess) throw new AppError('CLIENT_EDITING');
}

/**
 * §5 Declaration: the broker or underwriter confirms a signed and dated proposal was received (the body
 * schema refuses anything but `confirmed: true`). Recorded with who and when, on an open risk only.
 */
export async function confirmDeclaration(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<{ confirmedAt: number; confirmedBy: { id: number; name: string } }> {
  return inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    assertBrokerMayEdit(pkg, viewerRole);
    const loaded = await loadPackage(tx, pkg);
    const main = loaded.risks.length ? mainOf(loaded) : undefined;
    if (!main || !openStatuses.includes(main.current.status))
      throw new AppError('TRANSACTION_CLOSED');
    const now = new Date();
    await tx
      .update(riskPackages)
      .set({
        declarationConfirmedAt: now,
        declarationConfirmedByUserId: actor.user.id,
        updatedAt: now,
      })
      .where(eq(riskPackages.id, pkg.id));
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: 'Declaration confirmed: a signed and dated proposal was received',
      data: { action: 'declaration' },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: 'declaration_confirmed',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { confirmedAt: now.toISOString() },
    });
    return {
      confirmedAt: Math.floor(now.getTime() / 1000),
      confirmedBy: { id: actor.user.id, name: actor.user.name },
    };
  });
}

async function partiesOf(db: Executor, riskPackageId: number): Promise<InterestedPartyDto[]> {
  const rows = await db
    .select()
    .from(riskInterestedParties)
    .where(eq(riskInterestedParties.riskPackageId, riskPackageId))
    .orderBy(asc(riskInterestedParties.id));
  return rows.map(presentParty);
}

/** §2 Interested parties of a package, oldest first. */
export async function listInterestedParties(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<InterestedPartyDto[]> {
  const { pkg } = await riskPackageFor(ctx.db, scope, riskPackageId);
  return partiesOf(ctx.db, pkg.id);
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
    let row: typeof riskInterestedParties.$inferSelect | undefined;
    if (partyId === null) {
      [row] = await tx
        .insert(riskInterestedParties)
        .values({ riskPackageId: pkg.id, ...values })
        .returning();
    } else {
      [row] = await tx
        .update(riskInterestedParties)
        .set(values)
        .where(
          and(
            eq(riskInterestedParties.id, partyId),
            eq(riskInterestedParties.riskPackageId, pkg.id),
          ),
        )
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
    }
    const verb = partyId === null ? 'added' : 'updated';
    await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'update',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: `Interested party ${verb}: ${row!.name}`,
      data: { action: `interested_party_${verb}`, partyId: row!.id },
    });
    await recordEvent(tx, {
      entityType: 'risk_package',
      entityId: pkg.id,
      action: `interested_party_${verb}`,
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: presentParty(row!),
    });
    return presentParty(row!);
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
    const [row] = await tx
      .delete(riskInterestedParties)
      .where(
        and(eq(riskInterestedParties.id, partyId), eq(riskInterestedParties.riskPackageId, pkg.id)),
      )
      .returning();
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
