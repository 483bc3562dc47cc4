import { type Dashboard, QUOTATION_STATUS_LABELS } from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import { IconFileDescription, IconTruckDelivery, IconUsers } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { formatCount } from './formatCount';
import { RevenueTile } from './RevenueTile';
import { StatTile } from './StatTile';

type Tile = ComponentProps<typeof StatTile>;

/** The count tiles after revenue, in the order shown; a figure the user may not see has no tile. */
function countTiles({ quotations, contacts }: Dashboard): Tile[] {
  const tiles: Tile[] = [];
  if (quotations) {
    const { active_quotations, active_orders } = quotations;
    tiles.push(
      {
        label: 'Active quotations',
        value: formatCount(active_quotations.total),
        icon: <IconFileDescription size={22} />,
        color: 'indigo',
        to: '/pending-quotations',
        note: active_quotations.by_status
          .map((s) => `${QUOTATION_STATUS_LABELS[s.status]} ${formatCount(s.count)}`)
          .join(' · '),
      },
      {
        label: 'Active orders',
        value: formatCount(active_orders),
        icon: <IconTruckDelivery size={22} />,
        color: 'grape',
        to: '/active-orders',
        note: 'Approved quotations in progress',
      },
    );
  }
  if (contacts) {
    tiles.push({
      label: 'Total contacts',
      value: formatCount(contacts.total),
      icon: <IconUsers size={22} />,
      color: 'blue',
      to: '/contacts',
    });
  }
  return tiles;
}

/** The headline figures: revenue, active quotations, active orders, total contacts (those the user may see). */
export function DashboardTiles({ data }: { data: Dashboard }) {
  if (!data.quotations && !data.contacts) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {data.quotations && <RevenueTile revenue={data.quotations.revenue} />}
      {countTiles(data).map((tile) => (
        <StatTile key={tile.to} {...tile} />
      ))}
    </SimpleGrid>
  );
}
