import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { requestsInLastMinute } from '../../platform/database/request-log-throttle';
import { quotations } from './quotations.table';
import { quoteLinkAccess, quoteSends } from './quote-sends.table';

export type QuoteSendRow = typeof quoteSends.$inferSelect;

export async function insertSend(db: Db, values: typeof quoteSends.$inferInsert): Promise<QuoteSendRow> {
  const [row] = await db.insert(quoteSends).values(values).returning();
  return row!;
}

export async function deleteSend(db: Db, id: number): Promise<void> {
  await db.delete(quoteSends).where(eq(quoteSends.id, id));
}

export async function sendsOf(db: Db, quotationId: number): Promise<QuoteSendRow[]> {
  return db
    .select()
    .from(quoteSends)
    .where(eq(quoteSends.quotation_id, quotationId))
    .orderBy(desc(quoteSends.created_at), desc(quoteSends.id))
    .limit(1000);
}

/** The language of the quotation's last send ('en' when it was never sent). */
export async function lastSendLanguage(db: Db, quotationId: number): Promise<string> {
  const [row] = await db
    .select({ language: quoteSends.language })
    .from(quoteSends)
    .where(eq(quoteSends.quotation_id, quotationId))
    .orderBy(desc(quoteSends.created_at), desc(quoteSends.id))
    .limit(1);
  return row?.language ?? 'en';
}

export async function findSendByHash(db: Db, tokenHash: string): Promise<QuoteSendRow | undefined> {
  const [row] = await db.select().from(quoteSends).where(eq(quoteSends.token_hash, tokenHash));
  return row;
}

/** Acceptance-link requests from one address in the last minute. */
export const recentAccessFrom = (db: Db, clientIp: string) =>
  requestsInLastMinute(db, quoteLinkAccess, clientIp);

export async function recordAccess(db: Db, clientIp: string): Promise<void> {
  await db.insert(quoteLinkAccess).values({ client_ip: clientIp });
}

/**
 * Records the client's answer and moves the status, only while the quotation is still unanswered: answers
 * the row, or undefined when someone answered first (two clicks, two tabs).
 */
export async function recordAnswer(
  db: Db,
  quotationId: number,
  values: Partial<typeof quotations.$inferInsert>,
) {
  const [row] = await db
    .update(quotations)
    .set({ ...values, version: sql`${quotations.version} + 1`, updated_at: sql`now()` })
    .where(
      and(
        eq(quotations.id, quotationId),
        sql`${quotations.accepted_at} is null`,
        sql`${quotations.declined_at} is null`,
        // A revise that commits between the link's checks and this answer wins: the old revision stays unanswered.
        sql`not ${quotations.superseded}`,
      ),
    )
    .returning({ id: quotations.id });
  return row;
}

/** Moves the expiry of the quotation's latest link to `expiresAt` (its validity was extended). */
export async function extendLatestLink(db: Db, quotationId: number, expiresAt: string): Promise<void> {
  await db
    .update(quoteSends)
    .set({ expires_at: expiresAt })
    .where(
      eq(
        quoteSends.id,
        sql`(select max(${quoteSends.id}) from ${quoteSends} where ${quoteSends.quotation_id} = ${quotationId})`,
      ),
    );
}

/** Notes on the send that it went out but what follows it (interaction, filed copy) failed. */
export async function recordFilingError(db: Db, id: number, error: string): Promise<void> {
  await db.update(quoteSends).set({ filing_error: error }).where(eq(quoteSends.id, id));
}
