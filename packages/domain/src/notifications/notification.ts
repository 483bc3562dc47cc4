import { z } from 'zod';
import { recordId } from '../shared/record-columns';

/** Why a notification was made (docs/api.md, Notifications). */
export const NOTIFICATION_KINDS = [
  'task_collaborator_added',
  'task_comment',
  'quotation_status',
  'task_deadline',
  'quotation_expiring',
  'quote_answered',
  'milestone_late',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kind of record a notification opens. */
export const NOTIFICATION_RECORD_KINDS = ['task', 'quotation'] as const;
export type NotificationRecordKind = (typeof NOTIFICATION_RECORD_KINDS)[number];

/** A notification as its recipient reads it: the text is written by the server, `link` is a web route. */
export const notificationSchema = z.object({
  ...recordId(),
  user_id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  record_kind: z.enum(NOTIFICATION_RECORD_KINDS),
  record_id: z.number().int(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });

/** Which channels the server can use: e-mail only when an SMTP relay is configured. */
export const notificationChannelsSchema = z.object({ email: z.boolean() });

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  emailOff: 'E-mail is off on this server',
  allCaughtUp: 'You are all caught up',
  markAllRead: 'Mark all as read',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark notifications as read',
} as const;

/** Where the web opens a record: a task in the Task Manager, a quotation's detail page. */
export function notificationLink(kind: NotificationRecordKind, id: number): string {
  return kind === 'task' ? `/task-manager?task=${id}` : `/quotations/${id}`;
}
