import { type Diagnostics, formatFileSize } from '@freight/domain';
import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import {
  IconBrain,
  IconCurrencyEuro,
  IconDatabase,
  IconInfoCircle,
  IconLock,
  IconRefresh,
  IconServer,
} from '@tabler/icons-react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useCurrentSession } from '../auth/useCurrentSession';
import { type CheckState, DiagnosticCard } from './DiagnosticCard';
import { TestUploadCard } from './TestUploadCard';
import { useDiagnostics } from './useDiagnostics';

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);
const size = (value: number | null) => (value === null ? '—' : formatFileSize(value));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return [d && `${d} d`, (d || h) && `${h} h`, `${m} min`, !d && !h && `${seconds % 60} s`]
    .filter(Boolean)
    .join(' ');
}

/** Admin-only health of the services ShipDesk depends on (replaces the original's public test pages). */
export function DiagnosticsPage() {
  const { user } = useCurrentSession();
  const isAdmin = user.role === 'admin';
  const report = useDiagnostics(isAdmin);
  if (!isAdmin) {
    return (
      <>
        <PageHeader title="Diagnostics" />
        <Alert color="gray" icon={<IconLock size={18} />} maw={560}>
          Diagnostics are available to administrators only.
        </Alert>
      </>
    );
  }
  const data = report.data;
  const state = (ok: boolean | undefined): CheckState =>
    report.isFetching || ok === undefined ? 'checking' : ok ? 'ok' : 'failed';

  return (
    <>
      <PageHeader
        title="Diagnostics"
        subtitle="Health of the services ShipDesk depends on."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={report.isFetching}
            onClick={() => report.refetch()}
          >
            Check again
          </Button>
        }
      />
      <Stack gap="md" maw={1100}>
        {report.isError && (
          <Alert color="red" title="Diagnostics could not be read">
            {apiErrorMessage(report.error, 'Unknown error')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <DiagnosticCard
            icon={<IconDatabase size={20} />}
            title="Database"
            description="PostgreSQL: its version, size and a round trip."
            state={state(data?.database.ok)}
            facts={data && databaseFacts(data)}
            error={data?.database.error}
          />
          <DiagnosticCard
            icon={<IconServer size={20} />}
            title="File storage"
            description="A probe object is written, read back and deleted."
            state={state(data?.storage.ok)}
            facts={data && storageFacts(data)}
            error={data?.storage.error}
          />
          <DiagnosticCard
            icon={<IconBrain size={20} />}
            title="AI text helper"
            description="A one-token call to the configured chat-completions service."
            state={data && !data.ai.configured && !report.isFetching ? 'off' : state(data?.ai.ok)}
            facts={data && aiFacts(data)}
            error={data?.ai.error}
          />
          <DiagnosticCard
            icon={<IconCurrencyEuro size={20} />}
            title="Exchange-rate feed"
            description="The daily import of reference rates (FX_FEED_URL); a failure keeps the last rates."
            state={
              data && data.exchange_rates.feed_url === null && !report.isFetching
                ? 'off'
                : data && !data.exchange_rates.last_success_at && !data.exchange_rates.last_failure_at
                  ? 'idle'
                  : state(data?.exchange_rates.ok)
            }
            facts={data && exchangeRateFacts(data)}
            error={
              data && !data.exchange_rates.ok
                ? `${data.exchange_rates.last_failure_reason ?? 'The last fetch failed'}. The rates of ${
                    data.exchange_rates.newest_rate_date ?? 'no day yet'
                  } are kept.`
                : null
            }
          />
          <TestUploadCard />
          <DiagnosticCard
            icon={<IconInfoCircle size={20} />}
            title="Application"
            description="The server answering these checks."
            state={state(data ? true : undefined)}
            facts={
              data && [
                ['Version', data.app.version],
                ['Uptime', uptime(data.app.uptime_seconds)],
                ['Node.js', data.app.node_version],
              ]
            }
          />
        </SimpleGrid>
      </Stack>
    </>
  );
}

const when = (iso: string | null) => (iso === null ? '—' : new Date(iso).toLocaleString());

function exchangeRateFacts(d: Diagnostics): [string, string][] {
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

function databaseFacts(d: Diagnostics): [string, string][] {
  return [
    ['Server version', d.database.server_version ?? '—'],
    ['Database size', size(d.database.size_bytes)],
    ['Round trip', ms(d.database.round_trip_ms)],
  ];
}

function storageFacts(d: Diagnostics): [string, string][] {
  const { probe } = d.storage;
  return [
    ['Driver', d.storage.driver === 's3' ? 'S3-compatible bucket' : 'Disk'],
    ['Probe written, read, deleted', [probe.written, probe.read, probe.deleted].map(yesNo).join(', ')],
    ['Round trip', ms(d.storage.round_trip_ms)],
    ['Free disk space', d.storage.driver === 'disk' ? size(d.storage.free_bytes) : 'Not applicable (S3)'],
  ];
}

function aiFacts(d: Diagnostics): [string, string][] {
  return [
    ['Configured', yesNo(d.ai.configured)],
    ['Model', d.ai.model],
    ['One-token call', ms(d.ai.round_trip_ms)],
  ];
}
