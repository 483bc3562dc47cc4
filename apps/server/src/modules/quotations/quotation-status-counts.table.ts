import { QUOTATION_STATUSES } from '@freight/domain';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many quotations each status holds (superseded revisions left out), so the status pages and the sidebar
 * read their totals without counting the table. Kept by statement triggers on `quotations` (the migration's
 * tail): every insert, delete, status change or `superseded` change appends one row per touched status with
 * its change (+n / -n) in the writer's own transaction, so writers never wait for each other and a count is
 * exactly what the reader's snapshot holds. A status's count is the sum of its rows; now and then a writer
 * folds the rows into one per status (see `quotation_status_counts_compact` in the migration).
 */
export const quotationStatusCounts = pgTable('quotation_status_counts', {
  status: text('status', { enum: QUOTATION_STATUSES }).notNull(),
  n: integer('n').notNull(),
});
