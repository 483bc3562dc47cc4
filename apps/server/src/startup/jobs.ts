import type { Pool } from 'pg';
import type { Config } from '../config';
import { purgeExpired } from '../modules/auth/auth.service';
import { startExchangeRateJob } from '../modules/exchange-rates/exchange-rates.import';
import { startUploadSweeper } from '../modules/files/files.service';
import { purgeExpiredSignIns } from '../modules/identity-providers/identity-providers.service';
import { startNotificationJobs } from '../modules/notifications/notification-jobs.service';
import { startLateMilestoneJob } from '../modules/shipments/shipment-late-milestones.job';
import { deliverOwedMails } from '../modules/shipments/shipment-subscriptions.service';
import { startWebhookWorker } from '../modules/webhooks/webhook-worker';
import type { Db } from '../platform/database/database';
import { createMailer } from '../platform/mail/mailer';
import { createStorage } from '../platform/storage/create-storage';

/**
 * The periodic housekeeping: expired sessions and throttle windows, abandoned and deleted uploads, and the
 * daily exchange-rate import (FX_FEED_URL), the owners' tasks for late shipment milestones, and every minute the
 * customers' milestone e-mails a slow commit or a refusing relay left owed, and the webhook deliveries (woken at
 * once by a committed event, see webhook-worker.ts). One process
 * runs it (the only one, or a cluster's primary), so the workers never race each other over the same rows.
 * Answers the function that stops it, which waits for webhook sends under way to be recorded.
 */
export function startJobs(config: Config, db: Db): () => Promise<void> {
  const purgeTimer = setInterval(
    () => {
      purgeExpired(db).catch(() => {});
      purgeExpiredSignIns(db).catch(() => {});
    },
    60 * 60 * 1000,
  );
  purgeTimer.unref();
  const stopUploadSweeper = startUploadSweeper(db, createStorage(config.storage));
  const stopNotifications = startNotificationJobs(db, createMailer(config.mail), config.publicUrl, (m) =>
    console.warn(`[shipdesk] ${m}`),
  );
  const stopExchangeRates = startExchangeRateJob(db, config.fxFeed, (m) => console.warn(`[shipdesk] ${m}`));
  const milestoneMails = {
    db,
    mail: createMailer(config.mail),
    tracking: { publicUrl: config.publicUrl, secret: config.trackingLinkSecret },
  };
  const milestoneMailTimer = setInterval(() => deliverOwedMails(milestoneMails).catch(() => {}), 60 * 1000);
  milestoneMailTimer.unref();
  const stopLateMilestones = startLateMilestoneJob(db, (m) => console.warn(`[shipdesk] ${m}`));
  const webhooks = startWebhookWorker({
    db,
    ...config.webhooks,
    connection: (db as Db & { $client: Pool }).$client.options,
    log: (m) => console.warn(`[shipdesk] ${m}`),
  });
  return async () => {
    clearInterval(purgeTimer);
    clearInterval(milestoneMailTimer);
    stopExchangeRates();
    stopUploadSweeper();
    stopNotifications();
    stopLateMilestones();
    await webhooks.stop();
  };
}
