import { NOTE_TYPES } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, recordColumns } from '../../platform/database/columns';
import { costLines } from '../cost-lines/cost-lines.table';
import { uploads } from '../files/files.table';
import { users } from '../users/users.table';

/**
 * A note pinned to a cost line (text, or a file). A file note's bytes are an upload (attached as kind
 * 'cost_item_note'); its name, size and type are read from the upload. Deleting the cost item (or its
 * quotation) cascades here, and a trigger in the migration marks the note's upload deleted for the sweeper.
 */
export const costLineNotes = pgTable(
  'cost_item_notes',
  {
    id: idColumn(),
    cost_item_id: belongsTo('cost_item_id', () => costLines.id),
    type: text('type', { enum: NOTE_TYPES }).notNull(),
    title: text('title'),
    content: text('content'),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    upload_id: integer('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [index('cost_item_notes_item_created_idx').on(t.cost_item_id, t.created_at, t.id)],
);

export type CostLineNoteRow = typeof costLineNotes.$inferSelect;
