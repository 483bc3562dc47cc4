import { type Diagnostics, formatFileSize } from '@freight/domain';

// What each card of the Diagnostics page lists, as label and value pairs read from the server's report.

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);
const size = (value: number | null) => (value === null ? '—' : formatFileSize(value));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return [d && `${d} d`, (d || h) && `${h} h`, `${m} min`, !d && !h && `${seconds % 60} s`]
    .filter(Boolean)
    .join(' ');
}

const when = (iso: string | null) => (iso === null ? '—' : new Date(iso).toLocaleString());

export function exchangeRateFacts(d: Diagnostics): [string, string][] {
  const feed = d.exchange_rates;
  return [
    ['Feed', feed.feed_url ?? 'Off (FX_FEED_URL=off)'],
    [
      'Last success',
      feed.last_success_at
        ? `${when(feed.last_success_at)} (rates of ${feed.last_success_rates_date})`
        : 'Never',
    ],
    [
      'Last failure',
      feed.last_failure_at ? `${when(feed.last_failure_at)}: ${feed.last_failure_reason}` : 'None',
    ],
    ['Newest rates', feed.newest_rate_date ?? 'None yet'],
  ];
}

export function databaseFacts(d: Diagnostics): [string, string][] {
  return [
    ['Server version', d.database.server_version ?? '—'],
    ['Database size', size(d.database.size_bytes)],
    ['Round trip', ms(d.database.round_trip_ms)],
  ];
}

export function storageFacts(d: Diagnostics): [string, string][] {
  const { probe } = d.storage;
  return [
    ['Driver', d.storage.driver === 's3' ? 'S3-compatible bucket' : 'Disk'],
    ['Probe written, read, deleted', [probe.written, probe.read, probe.deleted].map(yesNo).join(', ')],
    ['Round trip', ms(d.storage.round_trip_ms)],
    ['Free disk space', d.storage.driver === 'disk' ? size(d.storage.free_bytes) : 'Not applicable (S3)'],
  ];
}

export function aiFacts(d: Diagnostics): [string, string][] {
  return [
    ['Configured', yesNo(d.ai.configured)],
    ['Model', d.ai.model],
    ['One-token call', ms(d.ai.round_trip_ms)],
  ];
}
