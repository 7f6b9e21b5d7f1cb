import type { Executor } from '../db/client.ts';
import { insertEvent } from './events.repository.ts';

export interface EventRecord {
  entityType: string;
  entityId: number;
  action: string;
  actorUserId: number | null;
  companyId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Appends an audit event in the caller's transaction (DESIGN §5). */
export async function recordEvent(db: Executor, e: EventRecord): Promise<void> {
  await insertEvent(db, {
    entityType: e.entityType,
    entityId: e.entityId,
    action: e.action,
    actorUserId: e.actorUserId,
    companyId: e.companyId ?? null,
    before: e.before ?? null,
    after: e.after ?? null,
  });
}
