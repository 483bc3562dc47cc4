import { NOTIFICATION_KINDS, NOTIFICATION_RECORD_KINDS } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp } from '../../platform/database/columns';
import { users } from '../users/users.table';

/** Where a notification's e-mail stands: sent by the mail job after the notification was committed. */
export const EMAIL_STATES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/**
 * One notification for one user. The text is written by the server when the cause happens (the record may
 * change later; the notification says what happened then): `title` and `body` in English, and the catalog
 * message with its values, from which each reader gets it in their own language (rows made before there were
 * messages have none and keep their English text). `due_key` is what makes a reminder once only: the
 * deadline or valid-until date it reminds of, so a rerun of the job (or a second process) adds nothing, and a
 * moved deadline reminds again.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    user_id: belongsTo('user_id', () => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull(),
    record_kind: text('record_kind', { enum: NOTIFICATION_RECORD_KINDS }).notNull(),
    record_id: integer('record_id').notNull(),
    due_key: text('due_key'),
    read_at: isoTimestamp('read_at'),
    email_state: text('email_state', { enum: EMAIL_STATES }).notNull().default('pending'),
    email_attempts: integer('email_attempts').notNull().default(0),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
    message_id: text('message_id'),
    message_values: jsonb('message_values').$type<Record<string, string>>(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at, t.id),
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
    index('notifications_email_pending_idx').on(t.id).where(sql`${t.email_state} = 'pending'`),
    uniqueIndex('notifications_reminder_key')
      .on(t.user_id, t.kind, t.record_id, t.due_key)
      .where(sql`${t.due_key} is not null`),
  ],
);
