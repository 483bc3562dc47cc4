import { type Dashboard, QUOTATION_STATUS_LABELS } from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import { IconFileDescription, IconTruckDelivery, IconUsers } from '@tabler/icons-react';
import { formatCount } from './formatCount';
import { RevenueTile } from './RevenueTile';
import { StatTile } from './StatTile';

/** The headline figures: revenue, active quotations, active orders, total contacts (those the user may see). */
export function DashboardTiles({ data }: { data: Dashboard }) {
  const { quotations, contacts } = data;
  if (!quotations && !contacts) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {quotations && (
        <>
          <RevenueTile revenue={quotations.revenue} />
          <StatTile
            label="Active quotations"
            value={formatCount(quotations.active_quotations.total)}
            icon={<IconFileDescription size={22} />}
            color="indigo"
            to="/pending-quotations"
            note={quotations.active_quotations.by_status
              .map((s) => `${QUOTATION_STATUS_LABELS[s.status]} ${formatCount(s.count)}`)
              .join(' · ')}
          />
          <StatTile
            label="Active orders"
            value={formatCount(quotations.active_orders)}
            icon={<IconTruckDelivery size={22} />}
            color="grape"
            to="/active-orders"
            note="Approved quotations in progress"
          />
        </>
      )}
      {contacts && (
        <StatTile
          label="Total contacts"
          value={formatCount(contacts.total)}
          icon={<IconUsers size={22} />}
          color="blue"
          to="/contacts"
        />
      )}
    </SimpleGrid>
  );
}
