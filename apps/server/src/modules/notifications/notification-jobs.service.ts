import { formatDocumentDate, formatDocumentInstant, notificationLink } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import type { Mailer } from '../../platform/mail/mailer';
import * as companyProfile from '../settings/company-profile.service';
import * as mailRepo from './notification-mail.repository';
import * as reminders from './notification-reminders.repository';
import { notificationText, openLine } from './notification-text';
import { type NewNotification, notify } from './notifications.service';

/** How often reminders are looked for, and how often committed notifications are e-mailed. */
const REMINDER_INTERVAL_MS = 5 * 60 * 1000;
const MAIL_INTERVAL_MS = 5 * 1000;
const MAIL_BATCH = 20;

/**
 * Reminds of task deadlines in the next 24 hours (owner and collaborators; the 'system alerts' toggle) and of
 * the caller's quotations whose validity ends within 72 hours (the 'quotation updates' toggle). Idempotent:
 * each reminder carries its due date as `due_key` under a unique key, so a rerun, or a second process running
 * at the same time, makes nothing twice. Answers how many were made.
 */
export async function runReminders(db: Db): Promise<number> {
  const tasks = await reminders.tasksDueSoon(db);
  // A reminder is written once for every recipient, before any one user's zone or format is known: it
  // follows the company's ('26 Nov 2026 23:00 Asia/Tokyo').
  const { date_format, time_zone } = await companyProfile.get(db);
  const taskRows: NewNotification[] = tasks.flatMap((task) =>
    task.user_ids.map((userId) => ({
      user_id: userId,
      kind: 'task_deadline' as const,
      message: {
        id: 'notification.taskDeadline' as const,
        values: {
          task: task.title,
          deadline: formatDocumentInstant(task.deadline, date_format, time_zone),
        },
      },
      link: notificationLink('task', task.id),
      record_kind: 'task' as const,
      record_id: task.id,
      due_key: task.deadline,
    })),
  );
  const quotations = await reminders.quotationsExpiringSoon(db);
  const quotationRows: NewNotification[] = quotations.map((q) => ({
    user_id: q.user_id!,
    kind: 'quotation_expiring',
    message: {
      id: 'notification.quotationExpiring',
      values: {
        number: q.quotation_number,
        date: formatDocumentDate(q.valid_until_date, date_format),
        client: q.client_name ?? '',
      },
      withoutBody: !q.client_name,
    },
    link: notificationLink('quotation', q.id),
    record_kind: 'quotation',
    record_id: q.id,
    due_key: q.valid_until_date,
  }));
  const made = await db.transaction(async (tx) => [
    ...(await notify(tx, taskRows, 'system_alerts')),
    ...(await notify(tx, quotationRows, 'quotation_updates')),
  ]);
  return made.length;
}

export interface MailRun {
  sent: number;
  failed: number;
}

/**
 * E-mails committed notifications to recipients who keep the e-mail preference on, with a link built from
 * PUBLIC_URL. A refused or unreachable relay leaves the notification in the app and is logged; the e-mail is
 * tried again on later runs (MAX_EMAIL_ATTEMPTS in all). With e-mail off, nothing waits to be sent.
 */
export async function sendPendingEmails(
  db: Db,
  mail: Mailer,
  publicUrl: string,
  log: (message: string) => void = () => {},
): Promise<MailRun> {
  const run: MailRun = { sent: 0, failed: 0 };
  if (!mail.enabled) {
    await mailRepo.skipAllPending(db);
    return run;
  }
  await db.transaction(async (tx) => {
    const pending = await mailRepo.lockPendingEmails(tx, MAIL_BATCH);
    await mailRepo.setEmailState(
      tx,
      pending.filter((p) => !p.wanted).map((p) => p.id),
      'skipped',
    );
    for (const email of pending.filter((p) => p.wanted)) {
      const url = `${publicUrl.replace(/\/$/, '')}${email.link}`;
      // In the recipient's language, as they would read it in the app.
      const { title, body } = notificationText(email.language, email.message_id, email.message_values, email);
      try {
        await mail.send({
          to: [email.email],
          subject: title,
          text: `${title}\n\n${body ? `${body}\n\n` : ''}${openLine(email.language, url)}\n`,
        });
        await mailRepo.setEmailState(tx, [email.id], 'sent');
        run.sent += 1;
      } catch (error) {
        await mailRepo.recordEmailFailure(tx, email.id);
        run.failed += 1;
        log(
          `Notification e-mail ${email.id} was not sent: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  });
  return run;
}

/**
 * The notification jobs, on the one process that runs the housekeeping: reminders now and every five minutes,
 * e-mail every few seconds. A run never overlaps the previous one. Answers the function that stops them.
 */
export function startNotificationJobs(
  db: Db,
  mail: Mailer,
  publicUrl: string,
  log: (message: string) => void,
): () => void {
  const every = (ms: number, work: () => Promise<unknown>, what: string) => {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      work()
        .catch((error) => log(`${what} failed: ${error instanceof Error ? error.message : error}`))
        .finally(() => {
          running = false;
        });
    };
    tick();
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  };
  const stopReminders = every(REMINDER_INTERVAL_MS, () => runReminders(db), 'Notification reminders');
  // Without a relay a run only marks what is pending as skipped: no need to ask every few seconds.
  const stopMail = every(
    mail.enabled ? MAIL_INTERVAL_MS : REMINDER_INTERVAL_MS,
    () => sendPendingEmails(db, mail, publicUrl, log),
    'Notification e-mail',
  );
  return () => {
    stopReminders();
    stopMail();
  };
}
