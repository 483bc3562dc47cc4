import type { Diagnostics } from '@freight/domain';
import { fileSizeText } from '../../shared/files/fileSizeText';
import { translate } from '../../shared/i18n/useT';
import type { DateFormatter } from '../../shared/preferences/useDateFormat';

// What each card of the Diagnostics page lists, as label and value pairs read from the server's report.

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);
const size = (value: number | null) => (value === null ? '—' : fileSizeText(value));
const yesNo = (value: boolean) => translate(value ? 'common.yes' : 'common.no');

export function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return [d && `${d} d`, (d || h) && `${h} h`, `${m} min`, !d && !h && `${seconds % 60} s`]
    .filter(Boolean)
    .join(' ');
}

/** The feed's facts, its instants in the user's date and time format. */
export function exchangeRateFacts(d: Diagnostics, format: DateFormatter): [string, string][] {
  const feed = d.exchange_rates;
  return [
    [translate('diagnostics.factFeed'), feed.feed_url ?? translate('diagnostics.feedOff')],
    [
      translate('diagnostics.lastSuccess'),
      feed.last_success_at
        ? translate('diagnostics.successRates', {
            when: format.dateTime(feed.last_success_at),
            day: feed.last_success_rates_date,
          })
        : translate('diagnostics.never'),
    ],
    [
      translate('diagnostics.lastFailure'),
      feed.last_failure_at
        ? `${format.dateTime(feed.last_failure_at)}: ${feed.last_failure_reason}`
        : translate('diagnostics.none'),
    ],
    [translate('diagnostics.newestRates'), feed.newest_rate_date ?? translate('diagnostics.noneYet')],
  ];
}

export function databaseFacts(d: Diagnostics): [string, string][] {
  return [
    [translate('diagnostics.serverVersion'), d.database.server_version ?? '—'],
    [translate('diagnostics.databaseSize'), size(d.database.size_bytes)],
    [translate('diagnostics.roundTrip'), ms(d.database.round_trip_ms)],
  ];
}

export function storageFacts(d: Diagnostics): [string, string][] {
  const { probe } = d.storage;
  return [
    [
      translate('diagnostics.driver'),
      translate(d.storage.driver === 's3' ? 'diagnostics.bucket' : 'diagnostics.disk'),
    ],
    [translate('diagnostics.probe'), [probe.written, probe.read, probe.deleted].map(yesNo).join(', ')],
    [translate('diagnostics.roundTrip'), ms(d.storage.round_trip_ms)],
    [
      translate('diagnostics.freeDisk'),
      d.storage.driver === 'disk' ? size(d.storage.free_bytes) : translate('diagnostics.notApplicableBucket'),
    ],
  ];
}

export function aiFacts(d: Diagnostics): [string, string][] {
  return [
    [translate('diagnostics.configured'), yesNo(d.ai.configured)],
    [translate('diagnostics.model'), d.ai.model],
    [translate('diagnostics.oneTokenCall'), ms(d.ai.round_trip_ms)],
  ];
}
