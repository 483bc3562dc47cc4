import type { WebhookEventBody } from '@freight/domain';
import type pg from 'pg';
import type { Db } from '../../platform/database/database';
import { listenForEvents } from '../../platform/events/event-listener';
import { secretBox } from '../../platform/secret-box';
import { sendDelivery } from './webhook-sender';
import {
  type ClaimedDelivery,
  claimDue,
  deleteOldEvents,
  recordAttempt,
  WEBHOOKS_CHANNEL,
} from './webhooks.repository';

/** Retries stop this long after the delivery was queued: the receiver has been away for a day. */
const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const DEFAULT_FIRST_RETRY_MS = 30_000;
const MAX_RETRY_GAP_MS = 2 * 60 * 60 * 1000;
/** Longer than a send can take (its timeout), so a lease never ends while its sender still works. */
const LEASE_MS = 60_000;
const BATCH = 10;
const DEFAULT_POLL_MS = 15_000;
/** Events are kept this long for the deliveries log and resends, then purged with their deliveries. */
const KEEP_EVENTS_MS = 30 * 24 * 60 * 60 * 1000;

export interface WebhookWorkerOptions {
  db: Db;
  /** SECRET_KEY: opens the stored signing secrets. */
  secretKey?: string;
  allowPrivate: boolean;
  /** Where to LISTEN for new events; without it the worker only polls. */
  connection?: pg.ClientConfig;
  /** How often due retries are looked for even when nothing was announced (ms). */
  pollMs?: number;
  /** The wait after the first failure, doubled after each (ms; tests shorten it). */
  firstRetryMs?: number;
  timeoutMs?: number;
  log?: (message: string) => void;
}

/** When to try again after `attempts` failed attempts, or null once the 24 hours are over. */
function nextAttemptAt(queuedAt: Date, attempts: number, now: Date, firstRetryMs: number): Date | null {
  const gap = Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_GAP_MS);
  const next = new Date(now.getTime() + gap);
  return next.getTime() - queuedAt.getTime() > RETRY_WINDOW_MS ? null : next;
}

export interface WebhookWorker {
  /** Resolves once LISTEN is in place (at once when the worker only polls). */
  ready: Promise<void>;
  /** Sends what is due now, until nothing is; answers how many attempts were made. */
  runOnce(): Promise<number>;
  /** Stops listening and polling, and waits for the sends under way to be recorded. */
  stop(): Promise<void>;
}

/**
 * Sends queued deliveries: at once when a committed change announces one (NOTIFY), and every `pollMs` for
 * retries that came due and announcements missed while the connection was down. Several workers (processes)
 * share the queue safely; see `claimDue`.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, pollMs = DEFAULT_POLL_MS, firstRetryMs = DEFAULT_FIRST_RETRY_MS } = options;
  const box = options.secretKey ? secretBox(options.secretKey) : undefined;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;

  const attempt = async (delivery: ClaimedDelivery) => {
    const body: WebhookEventBody = {
      id: delivery.event_id,
      type: delivery.event_type as WebhookEventBody['type'],
      created_at: delivery.event_created_at.toISOString(),
      data: delivery.data,
    };
    let secret: string | undefined;
    try {
      secret = box?.open(delivery.secret_encrypted);
    } catch {
      secret = undefined;
    }
    const outcome = secret
      ? await sendDelivery({
          url: delivery.url,
          body: JSON.stringify(body),
          secret,
          eventType: delivery.event_type,
          deliveryId: delivery.id,
          allowPrivate: options.allowPrivate,
          timeoutMs: options.timeoutMs,
        })
      : {
          ok: false,
          code: null,
          error: 'The signing secret cannot be opened: SECRET_KEY is unset or changed',
        };
    const retryAt = outcome.ok
      ? null
      : nextAttemptAt(delivery.created_at, delivery.attempts, new Date(), firstRetryMs);
    await recordAttempt(db, delivery.id, { ...outcome, retryAt });
  };

  const drain = async () => {
    let made = 0;
    while (!stopped) {
      const claimed = await claimDue(db, BATCH, LEASE_MS);
      await Promise.all(claimed.map(attempt));
      made += claimed.length;
      if (claimed.length < BATCH) break;
    }
    return made;
  };

  /** One drain at a time; a nudge during one runs another right after, so nothing announced waits for the poll. */
  const runOnce = async (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let made = 0;
      do {
        again = false;
        made += await drain();
      } while (again && !stopped);
      return made;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const nudge = () => {
    if (!stopped) runOnce().catch((error) => options.log?.(`Webhook deliveries failed: ${String(error)}`));
  };

  const listener = options.connection
    ? listenForEvents({
        connection: options.connection,
        onEvent: () => {},
        also: { [WEBHOOKS_CHANNEL]: nudge },
        onListeningChange: (listening) => listening && nudge(),
        log: options.log,
      })
    : undefined;
  const pollTimer = setInterval(nudge, pollMs);
  pollTimer.unref();
  const purgeTimer = setInterval(
    () => deleteOldEvents(db, new Date(Date.now() - KEEP_EVENTS_MS)).catch(() => {}),
    60 * 60 * 1000,
  );
  purgeTimer.unref();
  nudge();

  return {
    ready: listener?.ready ?? Promise.resolve(),
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(pollTimer);
      clearInterval(purgeTimer);
      await listener?.close();
      await running?.catch(() => {});
    },
  };
}
