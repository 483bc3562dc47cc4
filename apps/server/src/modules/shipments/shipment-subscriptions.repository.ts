import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { shipmentSubscriptionMails, shipmentSubscriptions } from './shipment-subscriptions.table';

export type SubscriptionRow = typeof shipmentSubscriptions.$inferSelect;

/**
 * A new request for updates, or a repeat of one: the address's row gets a fresh confirmation link (the old
 * one stops working) and the requested milestones; what a confirmed row receives changes only on confirming.
 */
export async function upsertRequest(
  db: Db,
  values: {
    shipment_id: number;
    email: string;
    requested_milestones: string[];
    confirm_token_hash: string;
    unsubscribe_nonce: string;
    unsubscribe_token_hash: string;
  },
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(shipmentSubscriptions)
    .values({ ...values, confirm_expires_at: sql`now() + interval '7 days'` })
    .onConflictDoUpdate({
      target: [shipmentSubscriptions.shipment_id, shipmentSubscriptions.email],
      set: {
        requested_milestones: values.requested_milestones,
        confirm_token_hash: values.confirm_token_hash,
        confirm_expires_at: sql`now() + interval '7 days'`,
      },
    })
    .returning();
  return row!;
}

/** Uses a confirmation link once: the request's milestones take effect and the link's hash is cleared. */
export async function confirm(db: Db, tokenHash: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(shipmentSubscriptions)
    .set({
      confirmed_at: sql`coalesce(${shipmentSubscriptions.confirmed_at}, now())`,
      milestones: sql`${shipmentSubscriptions.requested_milestones}`,
      confirm_token_hash: null,
      confirm_expires_at: null,
    })
    .where(
      and(
        eq(shipmentSubscriptions.confirm_token_hash, tokenHash),
        gt(shipmentSubscriptions.confirm_expires_at, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function removeByUnsubscribeHash(db: Db, tokenHash: string) {
  const [row] = await db
    .delete(shipmentSubscriptions)
    .where(eq(shipmentSubscriptions.unsubscribe_token_hash, tokenHash))
    .returning();
  return row;
}

/**
 * In the milestone's transaction: one update owed to each confirmed address that follows the milestone (all,
 * or this one among its choices); an address already owed or sent this milestone gets none.
 */
export async function oweMilestoneMails(tx: Db, shipmentId: number, key: string) {
  await tx.execute(sql`
    insert into shipment_subscription_mails (subscription_id, milestone_key)
    select id, ${key} from shipment_subscriptions
    where shipment_id = ${shipmentId} and confirmed_at is not null
      and (milestones = '[]'::jsonb or milestones ? ${key})
    on conflict (subscription_id, milestone_key) do nothing`);
}

/** An update owed to a confirmed address: the milestone it tells of, and where it goes. */
export type OwedMail = {
  id: number;
  milestone_key: string;
  email: string;
  shipment_id: number;
  unsubscribe_nonce: string;
};

/** Claims the updates not sent yet (another process sending at once skips the claimed rows). */
export async function claimOwedMails(db: Db) {
  const result = await db.execute<OwedMail>(sql`
    update shipment_subscription_mails m set sent_at = now()
    from shipment_subscriptions s
    where m.subscription_id = s.id and m.id in (
      select id from shipment_subscription_mails where sent_at is null
      order by id limit 100 for update skip locked)
    returning m.id, m.milestone_key, s.email, s.shipment_id, s.unsubscribe_nonce`);
  return result.rows;
}

/** A claimed update the relay refused goes back to be sent by the next run. */
export async function releaseMail(db: Db, id: number) {
  await db
    .update(shipmentSubscriptionMails)
    .set({ sent_at: null })
    .where(eq(shipmentSubscriptionMails.id, id));
}
