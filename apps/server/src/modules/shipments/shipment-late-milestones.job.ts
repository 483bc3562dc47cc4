import {
  type CompanyProfile,
  documentLanguageOf,
  formatDocumentInstant,
  notificationLink,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { documentText } from '../../platform/i18n/document-messages';
import { milestoneName } from '../../platform/i18n/milestone-names';
import * as notifications from '../notifications/notifications.service';
import * as companyProfile from '../settings/company-profile.service';
import * as tasks from '../tasks/tasks.service';
import { claimLateMilestones, type LateMilestone } from './shipment-late-milestones.repository';

const INTERVAL_MS = 5 * 60 * 1000;
const BATCH = 50;

type CompanyDates = Pick<CompanyProfile, 'date_format' | 'time_zone'>;

/**
 * The owner's task for a late milestone, due now, high priority: someone has to chase the carrier. A task is
 * a record of words, written once, so it is written in its owner's language (default milestones named in it),
 * the planned time in the company's date format and time zone.
 */
async function tellOwner(tx: Db, late: LateMilestone, ownerId: number, company: CompanyDates) {
  const language = documentLanguageOf(late.owner_language, 'en');
  const t = documentText(language);
  const task = await tasks.create(
    tx,
    {
      title: t('task.milestoneLate.title', {
        shipment: late.shipment_number,
        milestone: milestoneName(t, late.label),
      }),
      description: t('task.milestoneLate.description', {
        planned: formatDocumentInstant(late.planned_at, company.date_format, company.time_zone, language),
        link: `/shipments/${late.shipment_id}`,
      }),
      priority: 'high',
      client_name: late.client_name,
    },
    { userId: ownerId, isAdmin: false },
  );
  await notifications.notify(
    tx,
    [
      {
        user_id: ownerId,
        kind: 'milestone_late',
        message: {
          id: 'notification.milestoneLate',
          values: { shipment: late.shipment_number, milestone: late.label, client: late.client_name ?? '' },
          withoutBody: !late.client_name,
        },
        link: notificationLink('task', task.id),
        record_kind: 'task',
        record_id: task.id,
      },
    ],
    'system_alerts',
  );
}

/**
 * Tells each shipment's owner, once, of every milestone whose planned time passed without an actual: a task
 * and a notification, in the transaction that marks the milestone told (`late_notified_at`), so a rerun or a
 * second process makes nothing twice and a failure leaves the milestone to the next run. Setting the actual
 * later does not clear the mark. A shipment without an owner is marked and nobody is told. Answers how many
 * milestones it handled.
 */
export async function notifyLateMilestones(db: Db, now: Date = new Date()): Promise<number> {
  const company = await companyProfile.get(db);
  let handled = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = await claimLateMilestones(tx, now, BATCH);
      for (const late of claimed) if (late.user_id !== null) await tellOwner(tx, late, late.user_id, company);
      return claimed.length;
    });
    handled += batch;
    if (batch < BATCH) return handled;
  }
}

/**
 * The late-milestone job, on the one process that runs the housekeeping (startup/jobs.ts): now and every five
 * minutes, a run never overlapping the previous one. Answers the function that stops it.
 */
export function startLateMilestoneJob(db: Db, log: (message: string) => void): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    notifyLateMilestones(db)
      .catch((error) => log(`Late milestones failed: ${error instanceof Error ? error.message : error}`))
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
