import type { Dashboard } from '@freight/domain';
import { SimpleGrid } from '@mantine/core';
import { IconFileDescription, IconTruckDelivery, IconUsers } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { QUOTATION_STATUS_MESSAGES } from '../../shared/i18n/domainLabels';
import { type Translate, useT } from '../../shared/i18n/useT';
import { formatCount } from './formatCount';
import { RevenueTile } from './RevenueTile';
import { StatTile } from './StatTile';

type Tile = ComponentProps<typeof StatTile>;

/** The count tiles after revenue, in the order shown; a figure the user may not see has no tile. */
function countTiles({ quotations, contacts }: Dashboard, t: Translate): Tile[] {
  const tiles: Tile[] = [];
  if (quotations) {
    const { active_quotations, active_orders } = quotations;
    tiles.push(
      {
        label: t('dashboard.activeQuotations'),
        value: formatCount(active_quotations.total),
        icon: <IconFileDescription size={22} />,
        color: 'indigo',
        to: '/pending-quotations',
        note: active_quotations.by_status
          .map((s) => `${t(QUOTATION_STATUS_MESSAGES[s.status])} ${formatCount(s.count)}`)
          .join(' · '),
      },
      {
        label: t('dashboard.activeOrders'),
        value: formatCount(active_orders),
        icon: <IconTruckDelivery size={22} />,
        color: 'grape',
        to: '/active-orders',
        note: t('dashboard.activeOrdersNote'),
      },
    );
  }
  if (contacts) {
    tiles.push({
      label: t('dashboard.totalContacts'),
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
  const t = useT();
  if (!data.quotations && !data.contacts) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      {data.quotations && <RevenueTile revenue={data.quotations.revenue} />}
      {countTiles(data, t).map((tile) => (
        <StatTile key={tile.to} {...tile} />
      ))}
    </SimpleGrid>
  );
}
