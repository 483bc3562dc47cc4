import type { Dashboard } from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
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
            title="Expiring within 72 hours"
            caption={
              quotations.expiring.total > quotations.expiring.rows.length
                ? `${quotations.expiring.total} open quotations; the ${quotations.expiring.rows.length} soonest`
                : 'Open quotations whose validity ends soon'
            }
            to="/pending-quotations?sort=valid_until_date&dir=asc"
            rows={quotations.expiring.rows}
            empty="No quotations expire in the next 72 hours"
            dateLine={(row) => `Valid until ${dates.date(row.valid_until_date)}`}
          />
        )}
        {tasks && <UpcomingTasksCard tasks={tasks} />}
        {shipments && <ArrivingShipmentsCard arriving={shipments.arriving_this_week} />}
        {shipments && <LateMilestonesCard late={shipments.late_milestones} generatedAt={data.generated_at} />}
        <MarginCard />
        {quotations && (
          <QuotationRowsCard
            title="Recent quotations"
            to="/pending-quotations"
            rows={quotations.recent}
            empty="No quotations yet"
            dateLine={(row) => `Created ${dates.date(row.created_date)}`}
          />
        )}
        {support && <RecentInteractionsCard rows={support.recent} />}
      </SimpleGrid>
    </>
  );
}
