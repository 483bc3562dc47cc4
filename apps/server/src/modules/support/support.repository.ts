import { and, asc, eq, gte, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  type ListTotals,
  listTablePage,
  oneStatementTablePage,
  tablePagesOf,
  tableRecords,
} from '../../platform/crud';
import type { PreparedListQuery } from '../../platform/crud/prepared-list-query';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import type { ParsedListQuery } from '../../platform/list-query';
import { interactionCounts } from './interaction-counts.table';
import { attachmentList, interactionList } from './support.list';
import { interactionAttachments, interactions } from './support.table';

export type InteractionRow = typeof interactions.$inferSelect;
export type AttachmentRow = typeof interactionAttachments.$inferSelect;

/** An inclusive range of interaction dates (YYYY-MM-DD); either end may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/** Find, insert, versioned update and delete of one interaction. */
export const interactionRecords = tableRecords(interactions);

/** A range's ends, or placeholders for them in a statement prepared once. */
type RangeEnds = { from?: string | Placeholder; to?: string | Placeholder };

function withinDates(where: SQL | undefined, range: RangeEnds): SQL | undefined {
  return and(
    where,
    range.from ? gte(interactions.date, range.from) : undefined,
    range.to ? lte(interactions.date, range.to) : undefined,
  );
}

/**
 * What the interactions list's statement is built from besides the request's parameters (which ends of the
 * date range are given, whether the total is the kept count) and the values of the range's placeholders.
 */
export function interactionListShape(range: DateRange, unfiltered: boolean) {
  return {
    fixed: [`from ${range.from !== undefined}`, `to ${range.to !== undefined}`, `unfiltered ${unfiltered}`],
    values: { date_from: range.from, date_to: range.to },
  };
}

const keptTotals = new WeakMap<Db, ListTotals>();

/**
 * Every interaction's number, from the kept count: the sum of a few rows, where counting reads a million.
 * The subquery never changes, so it is built once per handle rather than for each request.
 */
function keptTotal(db: Db): ListTotals {
  let totals = keptTotals.get(db);
  if (!totals) {
    totals = db
      .select({ total: sql<number>`coalesce(sum(${interactionCounts.n}), 0)::int`.as('list_total') })
      .from(interactionCounts)
      .as('list_totals');
    keptTotals.set(db, totals);
  }
  return totals;
}

/**
 * A page of interactions (the list's fields, or the `select`ed ones) and their total, in one statement
 * prepared once per shape (`interactionListShape`); an `unfiltered` list (every interaction) reads its total
 * from the kept count instead of counting.
 */
export function listInteractions(db: Db, query: PreparedListQuery, range: DateRange, unfiltered = false) {
  const where = withinDates(query.where, {
    from: range.from && sql.placeholder('date_from'),
    to: range.to && sql.placeholder('date_to'),
  });
  const totals = unfiltered ? keptTotal(db) : undefined;
  return oneStatementTablePage(db, { ...query, where, totals }, interactionList, interactions);
}

/** Every interaction the filters match, page by page, for the CSV export. */
export function iterateInteractions(db: Db, query: ParsedListQuery, range: DateRange, pageSize = 1000) {
  const where = withinDates(query.where, range);
  return tablePagesOf(db, interactions, query, where, pageSize);
}

/** The interaction row, locked until the transaction ends, so its attachments change one writer at a time. */
export async function lockInteraction(tx: Db, id: number): Promise<InteractionRow | undefined> {
  const [row] = await tx.select().from(interactions).where(eq(interactions.id, id)).for('update');
  return row;
}

/** Moves an interaction to its next version (its attachments changed, not its fields). */
export async function touchInteraction(tx: Db, id: number): Promise<void> {
  await tx
    .update(interactions)
    .set({ version: sql`${interactions.version} + 1`, updated_at: sql`now()` })
    .where(eq(interactions.id, id));
}

export function listAttachments(db: Db, query: ParsedListQuery) {
  return listTablePage(
    db,
    { ...query, select: undefined },
    attachmentList,
    interactionAttachments,
  ) as Promise<{
    data: AttachmentRow[];
    total: number;
    limit: number;
    offset: number;
  }>;
}

/** The attachment rows of some interactions, in the order they were added. */
export function attachmentsOf(db: Db, interactionIds: number[]): Promise<AttachmentRow[]> {
  if (interactionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(interactionAttachments)
    .where(inArray(interactionAttachments.interaction_id, interactionIds))
    .orderBy(asc(interactionAttachments.id));
}

export async function findAttachment(db: Db, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(interactionAttachments).where(eq(interactionAttachments.id, id));
  return row;
}

export function insertAttachments(
  tx: Db,
  interactionId: number,
  uploadIds: number[],
): Promise<AttachmentRow[]> {
  if (uploadIds.length === 0) return Promise.resolve([]);
  return tx
    .insert(interactionAttachments)
    .values(uploadIds.map((upload_id) => ({ interaction_id: interactionId, upload_id })))
    .returning();
}

/** Deletes attachment rows by id; answers the rows deleted. */
export function deleteAttachments(tx: Db, ids: number[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.delete(interactionAttachments).where(inArray(interactionAttachments.id, ids)).returning();
}

/** Deletes an interaction (its attachment rows go with it); answers the upload ids it had, or undefined. */
export async function deleteInteraction(tx: Db, id: number): Promise<number[] | undefined> {
  const uploads = await tx
    .select({ upload_id: interactionAttachments.upload_id })
    .from(interactionAttachments)
    .where(eq(interactionAttachments.interaction_id, id));
  const deleted = await tx
    .delete(interactions)
    .where(eq(interactions.id, id))
    .returning({ id: interactions.id });
  return deleted.length > 0 ? uploads.map((u) => u.upload_id) : undefined;
}

export async function countInteractions(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(interactions);
  return row?.n ?? 0;
}

/** True when a write named a contact that does not exist (the foreign key checked it). */
export function isMissingContact(error: unknown): boolean {
  return isPgError(error, PG.foreignKeyViolation, 'client_interactions_contact_id_contacts_id_fk');
}
