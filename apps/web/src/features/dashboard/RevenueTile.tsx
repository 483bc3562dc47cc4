import type { DashboardQuotations } from '@freight/domain';
import { Badge, Group, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { StatTile } from './StatTile';

function ChangeBadge({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  const color = percent > 0 ? 'teal' : percent < 0 ? 'red' : 'gray';
  const sign = percent > 0 ? '+' : '';
  return (
    <Badge color={color} variant="light" size="sm" radius="sm" tt="none">
      {`${sign}${percent}%`}
    </Badge>
  );
}

/**
 * Revenue: the total cost of Active and Completed quotations created this month, one line per currency
 * (amounts in different currencies are never added), each against last month.
 */
export function RevenueTile({ revenue }: { revenue: DashboardQuotations['revenue'] }) {
  const t = useT();
  const [first, ...others] = revenue.by_currency;
  return (
    <StatTile
      label={t('dashboard.revenueTitle')}
      value={first ? money(first.this_month, first.currency) : '—'}
      icon={<IconCash size={22} />}
      color="teal"
      to="/active-orders"
    >
      {first ? (
        [first, ...others].map((row, index) => (
          <Group key={row.currency} gap={6} wrap="nowrap">
            {index > 0 && (
              <Text size="sm" fw={600}>
                {money(row.this_month, row.currency)}
              </Text>
            )}
            <ChangeBadge percent={row.change_percent} />
            <Text size="xs" c="dimmed">
              {t('dashboard.lastMonth', { amount: money(row.last_month, row.currency) })}
            </Text>
          </Group>
        ))
      ) : (
        <Text size="xs" c="dimmed">
          {t('dashboard.revenueEmpty')}
        </Text>
      )}
    </StatTile>
  );
}
