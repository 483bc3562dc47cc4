import type { NotificationKind, NotificationRecordKind } from '@freight/domain';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { listTablePage } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { preparedOnce } from '../../platform/database/prepared-once';
import type { ParsedListQuery } from '../../platform/list-query';
import { userDisplayNameSql } from '../users/user-summary.sql';
import { userProfiles, users } from '../users/users.table';
import { notificationList } from './notifications.list';
import { notifications } from './notifications.table';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A notification to make: its message (each reader gets it in their language) and that message in English
 * (`title`, `body`, for API clients and search). `due_key` only for reminders (once per due date).
 */
export interface NewNotification {
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  message_id: string;
  message_values: Record<string, string>;
  link: string;
  record_kind: NotificationRecordKind;
  record_id: number;
  due_key?: string | null;
}

/** The preference (user_profiles column) that must be on for a cause to notify; none = always. */
export type NotificationToggle = 'quotation_updates' | 'system_alerts';

const TOGGLE_COLUMNS = {
  quotation_updates: userProfiles.notification_quotation_updates,
  system_alerts: userProfiles.notification_system_alerts,
} as const;

const own = (userId: number): SQL => eq(notifications.user_id, userId);

export function listOwn(db: Db, userId: number, query: ParsedListQuery) {
  return listTablePage(
    db,
    { ...query, where: and(own(userId), query.where) },
    notificationList,
    notifications,
  );
}

/** Counted on the partial index of unread rows. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await preparedOnce(db, 'notifications_unread_count', (handle, name) =>
    handle
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.user_id, sql.placeholder('userId')), isNull(notifications.read_at)))
      .prepare(name),
  ).execute({ userId });
  return row?.n ?? 0;
}

/** Marks the user's notification read (keeping the first read time); undefined when it is not theirs. */
export async function markRead(db: Db, id: number, userId: number) {
  const [row] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.id, id), own(userId)))
    .returning();
  return row;
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(own(userId), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Inserts the notifications whose recipient is active and (with `toggle`) has that preference on (a user with
 * no profile yet has the defaults: all on). A reminder already made for the same due date is skipped
 * (ON CONFLICT on the partial unique key), so reruns and concurrent runs make no doubles. Answers the rows made.
 */
export async function insertNotifications(
  db: Db,
  rows: readonly NewNotification[],
  toggle?: NotificationToggle,
): Promise<{ id: number; user_id: number }[]> {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.user_id}::integer, ${r.kind}::text, ${r.title}::text, ${r.body}::text, ${r.link}::text, ${r.record_kind}::text, ${r.record_id}::integer, ${r.due_key ?? null}::text, ${r.message_id}::text, ${JSON.stringify(r.message_values)}::jsonb)`,
    ),
    sql`, `,
  );
  const wanted = toggle ? sql`coalesce(${TOGGLE_COLUMNS[toggle]}, true)` : sql`true`;
  const result = await db.execute<{ id: number; user_id: number }>(sql`
    insert into ${notifications} (user_id, kind, title, body, link, record_kind, record_id, due_key, message_id, message_values)
    select v.user_id, v.kind, v.title, v.body, v.link, v.record_kind, v.record_id, v.due_key, v.message_id,
      v.message_values
    from (values ${values})
      as v(user_id, kind, title, body, link, record_kind, record_id, due_key, message_id, message_values)
    join ${users} on ${users.id} = v.user_id and ${users.is_active}
    left join ${userProfiles} on ${userProfiles.user_id} = v.user_id
    where ${wanted}
    on conflict (user_id, kind, record_id, due_key) where due_key is not null do nothing
    returning id, user_id`);
  return result.rows.map((r) => ({ id: Number(r.id), user_id: Number(r.user_id) }));
}

/** A user's display name (first and last name, else the e-mail), for the text of a notification. */
export async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: userDisplayNameSql(users) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? 'Someone';
}

/** The stored text and message of these notifications, for answering them in the reader's language. */
export function messagesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      message_id: notifications.message_id,
      message_values: notifications.message_values,
    })
    .from(notifications)
    .where(inArray(notifications.id, ids));
}
