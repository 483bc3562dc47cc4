import {
  commentPreview,
  NOTIFICATION_MESSAGES as M,
  type Notification,
  notificationLink,
  notificationSchema,
  type QuotationStatus,
} from '@freight/domain';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { publishEvent } from '../../platform/events/publish-event';
import { parseListQuery } from '../../platform/list-query';
import type { Mailer } from '../../platform/mail/mailer';
import * as userProfiles from '../user-profiles/user-profiles.service';
import { englishText, type NotificationMessage, notificationText } from './notification-text';
import { notificationList } from './notifications.list';
import * as repo from './notifications.repository';

const toNotification = (row: repo.NotificationRow, language: string | null): Notification =>
  notificationSchema.parse({
    ...row,
    ...notificationText(language, row.message_id, row.message_values, row),
  });

/**
 * The caller's own notifications (the owner filter is added to whatever the query asks), their title and body
 * in the caller's language. Search matches the stored English text.
 */
export async function list(db: Db, raw: Record<string, unknown>, userId: number) {
  const page = await repo.listOwn(db, userId, parseListQuery(raw, notificationList));
  const asked = page.data.filter((row) => 'title' in row || 'body' in row);
  if (asked.length === 0) return page;
  const [language, messages] = await Promise.all([
    userProfiles.languageOf(db, userId),
    repo.messagesOf(
      db,
      asked.map((row) => row.id!),
    ),
  ]);
  const byId = new Map(messages.map((m) => [m.id, m]));
  const data = page.data.map((row) => {
    const stored = row.id === undefined ? undefined : byId.get(row.id);
    if (!stored) return row;
    const text = notificationText(language, stored.message_id, stored.message_values, stored);
    return {
      ...row,
      ...('title' in row ? { title: text.title } : {}),
      ...('body' in row ? { body: text.body } : {}),
    };
  });
  return { ...page, data };
}

export async function unreadCount(db: Db, userId: number) {
  return { unread_count: await repo.unreadCount(db, userId) };
}

/** 404 for another user's notification, exactly as for one that does not exist; nothing changes then. */
export async function markRead(db: Db, id: number, userId: number): Promise<Notification> {
  const row = found(await repo.markRead(db, id, userId), M.notFound);
  return toNotification(row, await userProfiles.languageOf(db, userId));
}

export async function markAllRead(db: Db, userId: number) {
  return { updated: await repo.markAllRead(db, userId) };
}

export function channels(mail: Mailer) {
  return { email: mail.enabled };
}

/**
 * Makes notifications in the caller's transaction (they exist only if the change commits) and tells each
 * recipient's browsers through a live event, delivered at commit. E-mail follows from the mail job
 * (sendPendingEmails), which reads only committed rows: a relay that fails never fails the change.
 */
export async function notify(
  tx: Db,
  notes: readonly NewNotification[],
  toggle?: repo.NotificationToggle,
): Promise<number[]> {
  const rows = notes.map(({ message, ...note }) => ({
    ...note,
    ...englishText(message),
    message_id: message.id,
    message_values: message.values,
  }));
  const made = await repo.insertNotifications(tx, rows, toggle);
  if (made.length > 0) {
    await publishEvent(tx, {
      kind: 'notification',
      action: 'created',
      ids: made.map((m) => m.id),
      user_ids: [...new Set(made.map((m) => m.user_id))],
    });
  }
  return made.map((m) => m.id);
}

/** A notification to make, its text given as a catalog message (see notification-text.ts). */
export type NewNotification = Omit<
  repo.NewNotification,
  'title' | 'body' | 'message_id' | 'message_values'
> & {
  message: NotificationMessage;
};

interface TaskRef {
  id: number;
  title: string;
}

/** Someone else added `userId` to a task: always notified (it is about them directly). */
export async function taskCollaboratorAdded(tx: Db, task: TaskRef, userId: number, actorId: number) {
  if (userId === actorId) return;
  const actor = await repo.userName(tx, actorId);
  await notify(tx, [
    {
      user_id: userId,
      kind: 'task_collaborator_added',
      message: { id: 'notification.taskCollaboratorAdded', values: { actor, task: task.title } },
      link: notificationLink('task', task.id),
      record_kind: 'task',
      record_id: task.id,
    },
  ]);
}

/** A comment by someone else on the task `ownerId` owns. */
export async function taskCommented(
  tx: Db,
  task: TaskRef & { ownerId: number | null },
  commentText: string,
  actorId: number,
) {
  if (task.ownerId === null || task.ownerId === actorId) return;
  const actor = await repo.userName(tx, actorId);
  await notify(tx, [
    {
      user_id: task.ownerId,
      kind: 'task_comment',
      message: {
        id: 'notification.taskComment',
        values: { actor, task: task.title, comment: commentPreview(commentText) },
      },
      link: notificationLink('task', task.id),
      record_kind: 'task',
      record_id: task.id,
    },
  ]);
}

/**
 * The client answered a sent quote through its acceptance link: its creator hears of it, accepted or declined
 * (the 'quotation updates' toggle), in the transaction that records the answer.
 */
export async function quoteAnswered(
  tx: Db,
  quotation: { id: number; quotation_number: string; ownerId: number | null },
  answer: { accepted: true; name: string } | { accepted: false; reason: string },
) {
  if (quotation.ownerId === null) return;
  await notify(
    tx,
    [
      {
        user_id: quotation.ownerId,
        kind: 'quote_answered',
        message: answer.accepted
          ? {
              id: 'notification.quoteAccepted',
              values: { number: quotation.quotation_number, name: answer.name },
            }
          : {
              id: 'notification.quoteDeclined',
              values: { number: quotation.quotation_number, reason: answer.reason },
            },
        link: notificationLink('quotation', quotation.id),
        record_kind: 'quotation',
        record_id: quotation.id,
      },
    ],
    'quotation_updates',
  );
}

/** Someone else moved the quotation `ownerId` created to another status (the 'quotation updates' toggle). */
export async function quotationStatusChanged(
  tx: Db,
  quotation: { id: number; quotation_number: string; ownerId: number | null },
  change: { from: QuotationStatus; to: QuotationStatus },
  actorId: number,
) {
  if (quotation.ownerId === null || quotation.ownerId === actorId || change.from === change.to) return;
  const actor = await repo.userName(tx, actorId);
  await notify(
    tx,
    [
      {
        user_id: quotation.ownerId,
        kind: 'quotation_status',
        message: {
          id: 'notification.quotationStatus',
          values: { number: quotation.quotation_number, actor, from: change.from, to: change.to },
        },
        link: notificationLink('quotation', quotation.id),
        record_kind: 'quotation',
        record_id: quotation.id,
      },
    ],
    'quotation_updates',
  );
}
