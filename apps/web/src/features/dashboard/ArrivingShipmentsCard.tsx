import { type DashboardShipments, formatInstantDate } from '@freight/domain';
import { Stack, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { useDisplayPreferences } from '../../shared/preferences/useDisplayPreferences';
import { DashboardCard } from './DashboardCard';
import { DashboardRow } from './DashboardRow';
import { formatCount } from './formatCount';

type Arriving = DashboardShipments['arriving_this_week'];

/**
 * Shipments whose ETA falls in the user's current week (Monday to Sunday on their clock), soonest first, each
 * opening its shipment; 'View all' opens the list on the same window.
 */
export function ArrivingShipmentsCard({ arriving }: { arriving: Arriving }) {
  const t = useT();
  const dates = useDateFormat();
  const prefs = useDisplayPreferences();
  // The week's first and last days as the user's clock reads them: 'View all' lists that ETA window.
  const lastDay = new Date(Date.parse(arriving.week_end) - 1);
  const isoDay = (instant: string | Date) =>
    formatInstantDate(instant, { ...prefs, date_format: 'YYYY-MM-DD' });
  const window = `eta_from=${isoDay(arriving.week_start)}&eta_to=${isoDay(lastDay)}`;
  const caption =
    arriving.total > arriving.rows.length
      ? t('dashboard.arrivingSoonest', { total: formatCount(arriving.total), shown: arriving.rows.length })
      : t('dashboard.etaWindow', { from: dates.day(arriving.week_start), to: dates.day(lastDay) });
  return (
    <DashboardCard title={t('dashboard.arrivingTitle')} caption={caption} to={`/shipments?${window}`}>
      {arriving.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.arrivingEmpty')}
        </Text>
      ) : (
        <Stack gap={2}>
          {arriving.rows.map((row) => (
            <DashboardRow
              key={row.id}
              to={`/shipments/${row.id}`}
              title={`${row.shipment_number} · ${row.client_name || t('dashboard.noClient')}`}
              subtitle={t('dashboard.destination', { code: row.destination_code || '—' })}
              aside={
                <Text size="sm" fw={600}>
                  {t('dashboard.eta', { time: dates.dateTime(row.eta) })}
                </Text>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
