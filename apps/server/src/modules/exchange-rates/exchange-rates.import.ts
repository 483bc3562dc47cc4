import type { ExchangeRateFeedStatus, ExchangeRateImport } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { DEFAULT_FEED_LIMITS, FeedError, type FeedLimits, fetchFeed, parseEcbFeed } from './ecb-feed';
import * as repo from './exchange-rates.repository';

/** Where the rates come from (FX_FEED_URL; null when it is `off`) and how long and large a fetch may be. */
export interface FeedConfig {
  url: string | null;
  limits?: FeedLimits;
}

export const FEED_OFF: FeedConfig = { url: null };
const FEED_SOURCE = 'ECB';

const serviceUnavailable = (message: string) => new AppError('SERVICE_UNAVAILABLE', message);

/**
 * Fetches the feed now and writes its rates (source 'ECB'); a rate staff typed for the same pair and day is
 * kept. A fetch or a file that fails leaves every rate as it was, is recorded for Diagnostics, and answers
 * 503 with the reason.
 */
export async function importFeed(db: Db, feed: FeedConfig, stop?: AbortSignal): Promise<ExchangeRateImport> {
  if (!feed.url) {
    throw AppError.conflict(
      'The exchange-rate feed is off (FX_FEED_URL=off): type the rates in the pricing settings',
    );
  }
  let parsed: ReturnType<typeof parseEcbFeed>;
  try {
    parsed = parseEcbFeed(await fetchFeed(feed.url, feed.limits ?? DEFAULT_FEED_LIMITS, stop));
  } catch (error) {
    // A server shutting down ends its fetch: that is no failure of the feed.
    if (stop?.aborted) throw error;
    const reason = error instanceof FeedError ? error.message : 'The feed could not be read';
    await repo.recordFeedFailure(db, reason);
    throw serviceUnavailable(`${reason}. The exchange rates already saved are kept.`);
  }
  const rows = parsed.days.flatMap((day) =>
    day.rates.map((rate) => ({
      base: parsed.base,
      quote: rate.quote,
      rate: rate.rate,
      rate_date: day.date,
      source: FEED_SOURCE,
    })),
  );
  const ratesDate = parsed.days
    .map((day) => day.date)
    .sort()
    .at(-1)!;
  return db.transaction(async (tx) => {
    const keptManual = await repo.countManualRates(tx, rows);
    const imported = await repo.upsertImportedRates(tx, rows);
    await repo.recordFeedSuccess(tx, ratesDate);
    return { rates_date: ratesDate, source: FEED_SOURCE, imported, kept_manual: keptManual };
  });
}

/** The feed's last success and failure, for Diagnostics. */
export async function feedStatus(
  db: Db,
  feed: FeedConfig,
): Promise<ExchangeRateFeedStatus & { ok: boolean }> {
  const row = await repo.findFeedStatus(db);
  const newest = await repo.newestRateDate(db);
  const status = {
    feed_url: feed.url,
    last_success_at: row?.last_success_at ?? null,
    last_success_rates_date: row?.last_success_rates_date ?? null,
    last_failure_at: row?.last_failure_at ?? null,
    last_failure_reason: row?.last_failure_reason ?? null,
    newest_rate_date: newest,
  };
  const failedLast =
    status.last_failure_at !== null &&
    (status.last_success_at === null || status.last_failure_at > status.last_success_at);
  return { ...status, ok: !failedLast };
}

const HOUR_MS = 60 * 60 * 1000;
/** The ECB publishes once a working day (about 16:00 CET): looked for twice a day, and retried hourly. */
const SUCCESS_FRESH_MS = 12 * HOUR_MS;
const RETRY_AFTER_FAILURE_MS = HOUR_MS;

/** Is a fetch due: no success within SUCCESS_FRESH_MS, and no failure within the last hour? */
export function isImportDue(
  status: Pick<repo.FeedRow, 'last_success_at' | 'last_failure_at'> | undefined,
  now: number = Date.now(),
): boolean {
  const since = (at: string | null | undefined) => (at ? now - Date.parse(at) : Number.POSITIVE_INFINITY);
  return (
    since(status?.last_success_at) >= SUCCESS_FRESH_MS &&
    since(status?.last_failure_at) >= RETRY_AFTER_FAILURE_MS
  );
}

/**
 * The daily import: shortly after start and then every hour it fetches the feed when one is due
 * (`isImportDue`), so a restart does not fetch again and a failure is retried an hour later. Run by the one
 * process that runs the jobs. Answers the function that stops it (and ends a fetch under way).
 */
export function startExchangeRateJob(
  db: Db,
  feed: FeedConfig,
  log: (message: string) => void,
  firstRunMs = 5_000,
): () => void {
  if (!feed.url) return () => {};
  let running = false;
  const stopping = new AbortController();
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (!isImportDue(await repo.findFeedStatus(db))) return;
      const result = await importFeed(db, feed, stopping.signal);
      log(`exchange rates of ${result.rates_date} imported (${result.imported} written)`);
    } catch (error) {
      if (stopping.signal.aborted) return;
      log(`exchange-rate import failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, firstRunMs);
  const timer = setInterval(tick, HOUR_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    stopping.abort();
  };
}
