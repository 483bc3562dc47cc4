import {
  commentPreview,
  NOTIFICATION_MESSAGES as M,
  type Notification,
  notificationLink,
  notificationSchema,
  QUOTATION_STATUS_LABELS,
  type QuotationStatus,
} from '@freight/domain';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { publishEvent } from '../../platform/events/publish-event';
import { parseListQuery } from '../../platform/list-query';
import type { Mailer } from '../../platform/mail/mailer';
import { notificationList } from './notifications.list';
import * as repo from './notifications.repository';

const toNotification = (row: repo.NotificationRow): Notification => notificationSchema.parse(row);

/** The caller's own notifications: the owner filter is added to whatever the query asks. */
export function list(db: Db, raw: Record<string, unknown>, userId: number) {
  return repo.listOwn(db, userId, parseListQuery(raw, notificationList));
}

export async function unreadCount(db: Db, userId: number) {
  return { unread_count: await repo.unreadCount(db, userId) };
}

/** 404 for another user's notification, exactly as for one that does not exist; nothing changes then. */
export async function markRead(db: Db, id: number, userId: number): Promise<Notification> {
  return toNotification(found(await repo.markRead(db, id, userId), M.notFound));
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
  rows: readonly repo.NewNotification[],
  toggle?: repo.NotificationToggle,
): Promise<number[]> {
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
      title: `${actor} added you to the task "${task.title}"`,
      body: 'You can now see it in your Task Manager.',
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
      title: `${actor} commented on "${task.title}"`,
      body: commentPreview(commentText),
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
        title: answer.accepted
          ? `Quote ${quotation.quotation_number} was accepted`
          : `Quote ${quotation.quotation_number} was declined`,
        body: answer.accepted
          ? `${answer.name} accepted it through the quote link.`
          : `The client declined it through the quote link (${answer.reason}).`,
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
  const from = QUOTATION_STATUS_LABELS[change.from];
  const to = QUOTATION_STATUS_LABELS[change.to];
  await notify(
    tx,
    [
      {
        user_id: quotation.ownerId,
        kind: 'quotation_status',
        title: `Quotation ${quotation.quotation_number} is now ${to}`,
        body: `${actor} changed its status from ${from} to ${to}.`,
        link: notificationLink('quotation', quotation.id),
        record_kind: 'quotation',
        record_id: quotation.id,
      },
    ],
    'quotation_updates',
  );
}
