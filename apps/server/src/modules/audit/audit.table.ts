import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { isoTimestamp } from '../../platform/database/columns';

/**
 * The audit trail: append-only, a trigger refuses UPDATE, DELETE and TRUNCATE (see the
 * migration's tail). `user_id` has no foreign key on purpose: deleting a user must leave their rows intact,
 * and ON DELETE SET NULL would be an UPDATE the trigger refuses. Null for a failed sign-in of an unknown account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
    user_id: integer('user_id'),
    action: text('action').notNull(),
    entity_type: text('entity_type'),
    entity_id: integer('entity_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at, t.id),
    index('audit_log_user_idx').on(t.user_id, t.created_at),
    index('audit_log_action_idx').on(t.action, t.created_at),
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.created_at),
  ],
);
