import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, recordColumns } from '../../platform/database/columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    /** Null for an account made by joining through an identity provider: it has no password until one is set. */
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    phone: text('phone'),
    company: text('company').notNull().default(''),
    role: text('role').notNull().default('user'),
    is_active: boolean('is_active').notNull().default(true),
    email_verified: boolean('email_verified').notNull().default(false),
    /** Set with an administrator's temporary password: the next sign-in may only change the password. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    ...recordColumns(),
  },
  (t) => [
    // Emails are unique without regard to case: one index serves both the rule and the login lookup.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'user')`),
  ],
);

export const userProfiles = pgTable('user_profiles', {
  id: idColumn(),
  user_id: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  avatar_url: text('avatar_url'),
  // The upload the picture is (attached as kind 'avatar' to this profile); no foreign key, since the uploads
  // table already refers to users and the attachment itself links them.
  avatar_upload_id: integer('avatar_upload_id'),
  bio: text('bio').notNull().default(''),
  timezone: text('timezone').notNull().default('UTC'),
  language: text('language').notNull().default('en'),
  date_format: text('date_format').notNull().default('MM/DD/YYYY'),
  time_format: text('time_format').notNull().default('12h'),
  currency_preference: text('currency_preference').notNull().default('USD'),
  notification_email: boolean('notification_email').notNull().default(true),
  notification_browser: boolean('notification_browser').notNull().default(true),
  notification_quotation_updates: boolean('notification_quotation_updates').notNull().default(true),
  notification_system_alerts: boolean('notification_system_alerts').notNull().default(true),
  theme: text('theme').notNull().default('light'),
  sidebar_collapsed: boolean('sidebar_collapsed').notNull().default(false),
  ...recordColumns(),
});
