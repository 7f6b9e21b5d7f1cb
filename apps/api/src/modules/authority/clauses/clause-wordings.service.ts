import { applyVersionAction } from '@turbine/domain';
import type { Executor, Tx } from '../../../platform/db/client.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import { versionStateOf } from '../authority.policy.ts';
import {
  clauseRowsByIds,
  clauseVersionRowsByIds,
  listClauseVersionRows,
  updateClauseVersionRow,
} from './clauses.repository.ts';
import { currentVersionOf } from './clauses.service.ts';

/** A clause as a document includes it: its current wording (decision 192). */
export interface ClauseWording {
  clauseId: number;
  code: string;
  name: string;
  versionId: number;
  version: number;
  content: string;
}

/**
 * The current wording of each of the company's clauses in `ids`, in the order given. A clause of another
 * company, or one with no live or locked version, is left out (`missing` names them for a 422).
 */
export async function clauseWordings(
  db: Executor,
  companyId: number,
  ids: number[],
): Promise<{ wordings: ClauseWording[]; missing: number[] }> {
  const rows = await clauseRowsByIds(db, companyId, ids);
  const versions = await listClauseVersionRows(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const wordings: ClauseWording[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const current = row && currentVersionOf(versions.filter((v) => v.clauseId === id));
    if (!row || !current) missing.push(id);
    else
      wordings.push({
        clauseId: id,
        code: row.code,
        name: row.name,
        versionId: current.id,
        version: current.version,
        content: current.content,
      });
  }
  return { wordings, missing };
}

/**
 * Marks the versions a generated document included as used (live → locked, §4), in the caller's
 * transaction: their wording can no longer change, a new version is copied instead.
 */
export async function lockClauseVersions(tx: Tx, companyId: number, versionIds: number[]) {
  if (versionIds.length === 0) return;
  const rows = (await clauseVersionRowsByIds(tx, versionIds)).filter(
    (v) => v.companyId === companyId && v.status === 'live',
  );
  for (const row of rows) {
    const next = applyVersionAction(versionStateOf(row), 'lock');
    await updateClauseVersionRow(tx, row.id, { status: next.status, inUse: next.inUse });
    await recordEvent(tx, {
      entityType: 'clause_version',
      entityId: row.id,
      action: 'locked',
      actorUserId: null,
      companyId,
      before: { status: row.status },
      after: { status: next.status },
    });
  }
}
