import { count, desc, eq } from 'drizzle-orm';
import { tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { costLines } from '../cost-lines/cost-lines.table';
import { type CostLineNoteRow, costLineNotes } from './cost-line-notes.table';

export const noteRecords = tableRecords(costLineNotes);

/** The most notes one list answers: a cost line with more is not a note list any more. */
export const NOTE_LIST_LIMIT = 1000;

/** A cost item's notes, newest first (served by the (cost_item_id, created_at, id) index). */
export async function notesOfCostLine(db: Db, costLineId: number): Promise<CostLineNoteRow[]> {
  return db
    .select()
    .from(costLineNotes)
    .where(eq(costLineNotes.cost_item_id, costLineId))
    .orderBy(desc(costLineNotes.created_at), desc(costLineNotes.id))
    .limit(NOTE_LIST_LIMIT);
}

/** How many notes each cost item of a quotation has (items without notes are left out). */
export async function noteCounts(db: Db, quotationId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ cost_item_id: costLineNotes.cost_item_id, notes: count() })
    .from(costLineNotes)
    .innerJoin(costLines, eq(costLines.id, costLineNotes.cost_item_id))
    .where(eq(costLines.quotation_id, quotationId))
    .groupBy(costLineNotes.cost_item_id);
  return Object.fromEntries(rows.map((r) => [String(r.cost_item_id), Number(r.notes)]));
}

/** Locks the note for a change made in several statements (transcription writes after a slow call). */
export async function lockNote(db: Db, id: number): Promise<CostLineNoteRow | undefined> {
  const [row] = await db.select().from(costLineNotes).where(eq(costLineNotes.id, id)).for('update');
  return row;
}
