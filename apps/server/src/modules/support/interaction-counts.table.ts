import { integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * How many support interactions there are, so the unfiltered Support list reads its total without counting a
 * million rows. Kept like `quotation_status_counts`: statement triggers on `client_interactions` (the
 * migration's tail) append each insert's or delete's change (+n / -n) in the writer's transaction; the total
 * is the sum of the rows, folded into one now and then.
 */
export const interactionCounts = pgTable('client_interaction_counts', {
  n: integer('n').notNull(),
});
