import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer } from 'drizzle-orm/pg-core';

/** A `timestamptz` answered as an ISO 8601 UTC string, as the API contract wants. */
export const isoTimestamp = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
});

/** Columns every editable record carries: optimistic-lock version and timestamps. */
export const recordColumns = () => ({
  version: integer('version').notNull().default(1),
  created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  updated_at: isoTimestamp('updated_at').notNull().default(sql`now()`),
});

export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A required link to the row this one belongs to (a line to its quotation, a member to a team): deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
