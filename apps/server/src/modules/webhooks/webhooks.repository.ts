import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from './webhooks.table';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
type WebhookEndpointInsert = typeof webhookEndpoints.$inferInsert;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect & { event_type: string };

/** The channel a committed event is announced on, so a waiting worker sends it at once. */
export const WEBHOOKS_CHANNEL = 'shipdesk_webhooks';

export function listEndpoints(db: Db): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(
  db: Db,
  id: number,
  lock = false,
): Promise<WebhookEndpointRow | undefined> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertEndpoint(db: Db, values: WebhookEndpointInsert): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(db: Db, id: number, values: Partial<WebhookEndpointInsert>) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, version: sql`${webhookEndpoints.version} + 1`, updated_at: sql`now()` })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  return rows.length > 0;
}

/**
 * Records an event and one delivery per endpoint that subscribed to its type, in the caller's transaction,
 * and announces it: PostgreSQL sends a NOTIFY only when the transaction commits. Nothing is written when no
 * endpoint wants the event (endpoints: when given, only those, whatever they subscribed to).
 */
export async function insertEvent(
  db: Db,
  type: string,
  data: Record<string, unknown>,
  endpointIds?: number[],
): Promise<number[]> {
  const wanted = endpointIds ? sql`id = any(${sql.param(endpointIds)}::int[])` : sql`${type} = any(events)`;
  const result = await db.execute<{ id: number }>(sql`
    with endpoints as (select id from webhook_endpoints where ${wanted}),
    event as (
      insert into webhook_events (type, data)
      select ${type}, ${JSON.stringify(data)}::jsonb where exists (select 1 from endpoints)
      returning id
    )
    insert into webhook_deliveries (endpoint_id, event_id)
    select endpoints.id, event.id from endpoints, event
    returning id`);
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length > 0) await db.execute(sql`select pg_notify(${WEBHOOKS_CHANNEL}, '')`);
  return ids;
}

/** A due delivery as the worker sends it: the endpoint, its sealed secret and the event. */
export type ClaimedDelivery = {
  id: number;
  attempts: number;
  created_at: Date;
  url: string;
  secret_encrypted: string;
  event_id: number;
  event_type: string;
  event_created_at: Date;
  data: Record<string, unknown>;
};

/**
 * Takes up to `limit` due deliveries for `leaseMs`: rows another worker is claiming right now are skipped
 * (SKIP LOCKED), and rows it has claimed stay out of reach until their lease is over.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute<ClaimedDelivery>(sql`
    with due as (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until <= now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    ), claimed as (
      update webhook_deliveries d
      set locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = d.attempts + 1
      from due where d.id = due.id
      returning d.id, d.attempts, d.created_at, d.endpoint_id, d.event_id
    )
    select claimed.id, claimed.attempts, claimed.created_at, e.url, e.secret_encrypted,
      claimed.event_id, ev.type as event_type, ev.created_at as event_created_at, ev.data
    from claimed
    join webhook_endpoints e on e.id = claimed.endpoint_id
    join webhook_events ev on ev.id = claimed.event_id`);
  return result.rows.map((row) => ({
    ...row,
    id: Number(row.id),
    event_id: Number(row.event_id),
    created_at: new Date(row.created_at),
    event_created_at: new Date(row.event_created_at),
  }));
}

/** The outcome of one attempt: delivered, retried at `retryAt`, or given up (retryAt null). */
export async function recordAttempt(
  db: Db,
  id: number,
  outcome: { ok: boolean; code: number | null; error: string | null; retryAt: Date | null },
): Promise<void> {
  const status = outcome.ok ? 'delivered' : outcome.retryAt ? 'pending' : 'failed';
  await db
    .update(webhookDeliveries)
    .set({
      status,
      last_response_code: outcome.code,
      last_error: outcome.error,
      next_attempt_at: outcome.ok ? null : outcome.retryAt,
      locked_until: null,
      ...(outcome.ok && { delivered_at: sql`now()` }),
    })
    .where(eq(webhookDeliveries.id, id));
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpoint_id: webhookDeliveries.endpoint_id,
  event_id: webhookDeliveries.event_id,
  event_type: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  last_response_code: webhookDeliveries.last_response_code,
  last_error: webhookDeliveries.last_error,
  next_attempt_at: webhookDeliveries.next_attempt_at,
  locked_until: webhookDeliveries.locked_until,
  delivered_at: webhookDeliveries.delivered_at,
  created_at: webhookDeliveries.created_at,
};

/** An endpoint's latest deliveries, newest first. */
export function listDeliveries(db: Db, endpointId: number, limit = 100): Promise<WebhookDeliveryRow[]> {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
    .where(eq(webhookDeliveries.endpoint_id, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: Db, endpointId: number, id: number) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event_id))
    .where(and(eq(webhookDeliveries.endpoint_id, endpointId), eq(webhookDeliveries.id, id)));
  return row;
}

/** A new delivery of the same event to the same endpoint (the log keeps the old one), announced at commit. */
export async function insertResend(db: Db, endpointId: number, eventId: number): Promise<number> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpoint_id: endpointId, event_id: eventId })
    .returning({ id: webhookDeliveries.id });
  await db.execute(sql`select pg_notify(${WEBHOOKS_CHANNEL}, '')`);
  return row!.id;
}

/** Drops events (and their deliveries) older than `before` once none of them waits any more. */
export async function deleteOldEvents(db: Db, before: Date): Promise<void> {
  await db.execute(sql`
    delete from webhook_events ev where ev.created_at < ${before.toISOString()}
      and not exists (select 1 from webhook_deliveries d where d.event_id = ev.id and d.status = 'pending')`);
}
