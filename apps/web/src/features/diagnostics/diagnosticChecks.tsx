import type { Diagnostics } from '@freight/domain';
import { IconBrain, IconCurrencyEuro, IconDatabase, IconInfoCircle, IconServer } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { translate } from '../../shared/i18n/useT';
import type { DateFormatter } from '../../shared/preferences/useDateFormat';
import type { CheckState, DiagnosticCard } from './DiagnosticCard';
import { aiFacts, databaseFacts, exchangeRateFacts, storageFacts, uptime } from './diagnosticFacts';

type Check = ComponentProps<typeof DiagnosticCard>;

/** The exchange-rate feed's state: off without a feed, not run before its first fetch, else as checked. */
function feedState(data: Diagnostics | undefined, fetching: boolean, state: (ok?: boolean) => CheckState) {
  if (data && data.exchange_rates.feed_url === null && !fetching) return 'off';
  if (data && !data.exchange_rates.last_success_at && !data.exchange_rates.last_failure_at) return 'idle';
  return state(data?.exchange_rates.ok);
}

function feedError(data: Diagnostics | undefined): string | null {
  if (!data || data.exchange_rates.ok) return null;
  const { last_failure_reason, newest_rate_date } = data.exchange_rates;
  return translate('diagnostics.feedKept', {
    reason: last_failure_reason ?? translate('diagnostics.lastFetchFailed'),
    day: newest_rate_date ?? translate('diagnostics.noDayYet'),
  });
}

/**
 * The checked services in the order the page shows them (the test upload card sits after `FIRST_SHOWN`):
 * each one's card, its state ('Checking...' while a check runs) and what was measured.
 */
export function diagnosticChecks(
  data: Diagnostics | undefined,
  fetching: boolean,
  format: DateFormatter,
): Check[] {
  const state = (ok: boolean | undefined): CheckState =>
    fetching || ok === undefined ? 'checking' : ok ? 'ok' : 'failed';
  // A service the server probes: its state, what was measured and the probe's error.
  const probed = (
    service: 'database' | 'storage' | 'ai',
    facts: (measured: Diagnostics) => Check['facts'],
  ) => ({
    state: state(data?.[service].ok),
    facts: data && facts(data),
    error: data?.[service].error,
  });
  return [
    {
      icon: <IconDatabase size={20} />,
      title: translate('diagnostics.database'),
      description: translate('diagnostics.databaseDescription'),
      ...probed('database', databaseFacts),
    },
    {
      icon: <IconServer size={20} />,
      title: translate('diagnostics.storage'),
      description: translate('diagnostics.storageDescription'),
      ...probed('storage', storageFacts),
    },
    {
      icon: <IconBrain size={20} />,
      title: translate('diagnostics.ai'),
      description: translate('diagnostics.aiDescription'),
      ...probed('ai', aiFacts),
      state: data && !data.ai.configured && !fetching ? 'off' : state(data?.ai.ok),
    },
    {
      icon: <IconCurrencyEuro size={20} />,
      title: translate('diagnostics.feed'),
      description: translate('diagnostics.feedDescription'),
      state: feedState(data, fetching, state),
      facts: data && exchangeRateFacts(data, format),
      error: feedError(data),
    },
    {
      icon: <IconInfoCircle size={20} />,
      title: translate('diagnostics.app'),
      description: translate('diagnostics.appDescription'),
      state: state(data ? true : undefined),
      facts: data && [
        [translate('diagnostics.version'), data.app.version],
        [translate('diagnostics.uptime'), uptime(data.app.uptime_seconds)],
        [translate('diagnostics.nodeVersion'), data.app.node_version],
      ],
    },
  ];
}

/** How many checks come before the test upload card. */
export const FIRST_SHOWN = 4;
