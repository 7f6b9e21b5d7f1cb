import type { ActivityKind } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { riskActivities } from './risks.tables.ts';

export interface ActivityRecord {
  riskPackageId: number;
  riskId?: number | null;
  kind: ActivityKind;
  actorUserId: number | null;
  actorCompanyId: number | null;
  /** False for notes and underwriter-only entries: brokers and clients never receive them. */
  visibleToBroker?: boolean;
  body?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Appends an entry to a risk's timeline in the caller's transaction (§2 underwriter panel Timeline):
 * every status change, assignment change and update to the risk writes one, beside the audit event.
 */
export async function recordActivity(db: Executor, a: ActivityRecord): Promise<void> {
  await db.insert(riskActivities).values({
    riskPackageId: a.riskPackageId,
    riskId: a.riskId ?? null,
    kind: a.kind,
    actorUserId: a.actorUserId,
    actorCompanyId: a.actorCompanyId,
    visibleToBroker: a.visibleToBroker ?? a.kind !== 'note',
    body: a.body ?? null,
    data: a.data ?? {},
  });
}
