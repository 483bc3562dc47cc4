import type { Dashboard } from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { ArrivingShipmentsCard } from './ArrivingShipmentsCard';
import { ChannelsCard } from './ChannelsCard';
import { LateMilestonesCard } from './LateMilestonesCard';
import { MarginCard } from './MarginCard';
import { PipelineCard } from './PipelineCard';
import { QuotationRowsCard } from './QuotationRowsCard';
import { RecentInteractionsCard } from './RecentInteractionsCard';
import { UpcomingTasksCard } from './UpcomingTasksCard';
import { WinRateCard } from './WinRateCard';

/** The charts and lists under the headline figures, each only when its section was sent. */
export function DashboardPanels({ data }: { data: Dashboard }) {
  const t = useT();
  const dates = useDateFormat();
  const { quotations, support, tasks, shipments } = data;
  return (
    <>
      {(quotations || support) && (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
          {quotations && <PipelineCard pipeline={quotations.pipeline} />}
          {quotations && <WinRateCard winRate={quotations.win_rate} />}
          {support && <ChannelsCard channels={support.by_channel} />}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {quotations && (
          <QuotationRowsCard
            title={t('dashboard.expiringTitle')}
            caption={
              quotations.expiring.total > quotations.expiring.rows.length
                ? t('dashboard.expiringSoonest', {
                    total: quotations.expiring.total,
                    shown: quotations.expiring.rows.length,
                  })
                : t('dashboard.expiringCaption')
            }
            to="/pending-quotations?sort=valid_until_date&dir=asc"
            rows={quotations.expiring.rows}
            empty={t('dashboard.expiringEmpty')}
            dateLine={(row) => t('dashboard.validUntil', { date: dates.date(row.valid_until_date) })}
          />
        )}
        {tasks && <UpcomingTasksCard tasks={tasks} />}
        {shipments && <ArrivingShipmentsCard arriving={shipments.arriving_this_week} />}
        {shipments && <LateMilestonesCard late={shipments.late_milestones} generatedAt={data.generated_at} />}
        <MarginCard />
        {quotations && (
          <QuotationRowsCard
            title={t('dashboard.recentTitle')}
            to="/pending-quotations"
            rows={quotations.recent}
            empty={t('dashboard.noQuotations')}
            dateLine={(row) => t('dashboard.created', { date: dates.date(row.created_date) })}
          />
        )}
        {support && <RecentInteractionsCard rows={support.recent} />}
      </SimpleGrid>
    </>
  );
}
