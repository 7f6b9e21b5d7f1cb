import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './webhooks.tables.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

export async function companyEndpoints(db: Executor, companyId: number): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(asc(webhookEndpoints.id));
}

/** An endpoint of the company, or undefined (another company's is as missing). */
export async function companyEndpoint(
  db: Executor,
  companyId: number,
  endpointId: number,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, companyId)));
  return row;
}

/** The company's enabled endpoints subscribed to an event type. */
export async function subscribedEndpoints(
  db: Executor,
  companyId: number,
  eventType: string,
): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([eventType])}::jsonb`,
      ),
    );
}

export async function insertEndpoint(
  db: Executor,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Executor,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row!;
}

export async function deleteEndpoint(db: Executor, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

export async function insertDelivery(
  db: Executor,
  values: typeof webhookDeliveries.$inferInsert,
): Promise<DeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

/** A delivery of one endpoint, or undefined. */
export async function endpointDelivery(
  db: Executor,
  endpointId: number,
  deliveryId: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/** Deliveries by id (any endpoint: the caller got the ids from its own delivery). */
export async function deliveriesByIds(db: Executor, ids: number[]): Promise<DeliveryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.id, ids))
    .orderBy(asc(webhookDeliveries.id));
}

/** The endpoint's latest deliveries, newest first. */
export async function latestDeliveries(
  db: Executor,
  endpointId: number,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/** The attempts of these deliveries in order. */
export async function attemptsOf(db: Executor, deliveryIds: number[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(asc(webhookAttempts.deliveryId), asc(webhookAttempts.attempt));
}

/**
 * Claims a due pending delivery for one attempt: counts the attempt and moves its next attempt past the
 * lease, so no other worker sends it meanwhile; a worker that dies mid-attempt leaves it to the sweep once
 * the lease ends. Undefined when it is not due, not pending or gone.
 */
export async function claimDelivery(
  db: Executor,
  id: number,
  leaseSeconds: number,
): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | undefined> {
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  if (!delivery) return undefined;
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, delivery.endpointId));
  return endpoint ? { delivery, endpoint } : undefined;
}

export async function insertAttempt(
  db: Executor,
  values: typeof webhookAttempts.$inferInsert,
): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}

/** Sets a delivery's state after an attempt, or for a redelivery. */
export async function setDeliveryState(
  db: Executor,
  id: number,
  values: Partial<Pick<DeliveryRow, 'status' | 'nextAttemptAt' | 'retryUntil'>>,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row;
}

/** Pending deliveries whose next attempt is due (the sweep: lost jobs, ended leases). */
export async function dueDeliveryIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
