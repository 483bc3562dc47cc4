import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { cargoLines } from '../cargo-lines/cargo-lines.table';
import { costLines } from '../cost-lines/cost-lines.table';
import { users } from '../users/users.table';
import { quotations } from './quotations.table';
import { quoteSends } from './quote-sends.table';

/** The newest revision of a quote number: its id and revision. */
export async function newestRevisionOf(db: Db, quotationNumber: string) {
  const [row] = await db
    .select({ id: quotations.id, revision: quotations.revision })
    .from(quotations)
    .where(eq(quotations.quotation_number, quotationNumber))
    .orderBy(desc(quotations.revision))
    .limit(1);
  return row;
}

export async function wasSent(db: Db, quotationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: quoteSends.id })
    .from(quoteSends)
    .where(eq(quoteSends.quotation_id, quotationId))
    .limit(1);
  return row !== undefined;
}

/** Marks a revision superseded (its version moves, so an open form's next save gets 412 or 409). */
export async function markSuperseded(db: Db, quotationId: number): Promise<void> {
  await db
    .update(quotations)
    .set({ superseded: true, version: sql`${quotations.version} + 1`, updated_at: sql`now()` })
    .where(eq(quotations.id, quotationId));
}

/** After the newest revision is deleted, the one before it is current again. */
export async function reinstateNewest(db: Db, quotationNumber: string): Promise<void> {
  const newest = await newestRevisionOf(db, quotationNumber);
  if (!newest) return;
  await db
    .update(quotations)
    .set({ superseded: false, version: sql`${quotations.version} + 1`, updated_at: sql`now()` })
    .where(eq(quotations.id, newest.id));
}

/** Every revision of a quote number, newest first, with who made each (the creator for revision 1). */
export function revisionsOf(db: Db, quotationNumber: string) {
  return db
    .select({
      id: quotations.id,
      revision: quotations.revision,
      status: quotations.status,
      superseded: quotations.superseded,
      total_cost: quotations.total_cost,
      currency: quotations.currency,
      created_at: quotations.created_at,
      updated_at: quotations.updated_at,
      made_by_id: users.id,
      made_by_first: users.first_name,
      made_by_last: users.last_name,
      made_by_email: users.email,
    })
    .from(quotations)
    .leftJoin(users, eq(users.id, sql`coalesce(${quotations.revised_by}, ${quotations.user_id})`))
    .where(eq(quotations.quotation_number, quotationNumber))
    .orderBy(desc(quotations.revision))
    .limit(1000);
}

/** The cargo and cost lines of a revision, for the diff. */
export async function linesOf(db: Db, quotationId: number) {
  const [cargo, costs] = await Promise.all([
    db
      .select()
      .from(cargoLines)
      .where(eq(cargoLines.quotation_id, quotationId))
      .orderBy(asc(cargoLines.created_at), asc(cargoLines.id)),
    db
      .select()
      .from(costLines)
      .where(eq(costLines.quotation_id, quotationId))
      .orderBy(asc(costLines.sort_order), asc(costLines.created_at), asc(costLines.id)),
  ]);
  return { cargo, costs };
}
