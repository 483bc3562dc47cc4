import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { userProfiles, users } from '../users/users.table';
import { type EmailState, notifications } from './notifications.table';

/** Attempts at most per e-mail: a relay that is down gets more chances, one per run of the mail job. */
const MAX_EMAIL_ATTEMPTS = 3;

export interface PendingEmail {
  id: number;
  title: string;
  body: string;
  link: string;
  message_id: string | null;
  message_values: Record<string, string> | null;
  email: string;
  /** The recipient's profile language (null without a profile). */
  language: string | null;
  /** The recipient is active and has the e-mail preference on (a user without a profile has it on). */
  wanted: boolean;
}

/**
 * Up to `limit` pending e-mails, oldest first, locked until the transaction ends: a second runner skips them
 * (SKIP LOCKED), and a runner that dies leaves them pending for the next one.
 */
export function lockPendingEmails(tx: Db, limit: number): Promise<PendingEmail[]> {
  return tx
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      message_id: notifications.message_id,
      message_values: notifications.message_values,
      email: users.email,
      language: userProfiles.language,
      wanted: sql<boolean>`${users.is_active} and coalesce(${userProfiles.notification_email}, true)`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .leftJoin(userProfiles, eq(userProfiles.user_id, notifications.user_id))
    .where(eq(notifications.email_state, 'pending'))
    .orderBy(notifications.id)
    .limit(limit)
    .for('update', { of: notifications, skipLocked: true });
}

export async function setEmailState(db: Db, ids: number[], state: EmailState): Promise<void> {
  if (ids.length === 0) return;
  await db.update(notifications).set({ email_state: state }).where(inArray(notifications.id, ids));
}

/** After a failed send: pending again for the next run, or failed once the attempts are used up. */
export async function recordEmailFailure(db: Db, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({
      email_attempts: sql`${notifications.email_attempts} + 1`,
      email_state: sql`case when ${notifications.email_attempts} + 1 >= ${MAX_EMAIL_ATTEMPTS} then 'failed' else 'pending' end`,
    })
    .where(eq(notifications.id, id));
}

/** With e-mail off on this server nothing waits to be sent: pending ones are marked skipped. */
export async function skipAllPending(db: Db): Promise<void> {
  await db
    .update(notifications)
    .set({ email_state: 'skipped' })
    .where(eq(notifications.email_state, 'pending'));
}
