import { count, desc, eq } from 'drizzle-orm';
import { tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { costItems } from '../cost-items/cost-items.table';
import { type CostItemNoteRow, costItemNotes } from './cost-item-notes.table';

export const noteRecords = tableRecords(costItemNotes);

/** The most notes one list answers: a cost line with more is not a note list any more. */
export const NOTE_LIST_LIMIT = 1000;

/** A cost item's notes, newest first (served by the (cost_item_id, created_at, id) index). */
export async function notesOfCostItem(db: Db, costItemId: number): Promise<CostItemNoteRow[]> {
  return db
    .select()
    .from(costItemNotes)
    .where(eq(costItemNotes.cost_item_id, costItemId))
    .orderBy(desc(costItemNotes.created_at), desc(costItemNotes.id))
    .limit(NOTE_LIST_LIMIT);
}

/** How many notes each cost item of a quotation has (items without notes are left out). */
export async function noteCounts(db: Db, quotationId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ cost_item_id: costItemNotes.cost_item_id, notes: count() })
    .from(costItemNotes)
    .innerJoin(costItems, eq(costItems.id, costItemNotes.cost_item_id))
    .where(eq(costItems.quotation_id, quotationId))
    .groupBy(costItemNotes.cost_item_id);
  return Object.fromEntries(rows.map((r) => [String(r.cost_item_id), Number(r.notes)]));
}

/** Locks the note for a change made in several statements (transcription writes after a slow call). */
export async function lockNote(db: Db, id: number): Promise<CostItemNoteRow | undefined> {
  const [row] = await db.select().from(costItemNotes).where(eq(costItemNotes.id, id)).for('update');
  return row;
}
