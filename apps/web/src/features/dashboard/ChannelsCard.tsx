import type { DashboardSupport } from '@freight/domain';
import { Stack, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { INTERACTION_CHANNEL_MESSAGES } from '../support/interactionMessages';
import { BarRow } from './BarRow';
import { DashboardCard } from './DashboardCard';
import { formatCount } from './formatCount';

/** How many interactions came through each channel. */
export function ChannelsCard({ channels }: { channels: DashboardSupport['by_channel'] }) {
  const t = useT();
  const top = Math.max(0, ...channels.map((c) => c.count));
  return (
    <DashboardCard
      title={t('dashboard.channelsTitle')}
      caption={t('dashboard.channelsCaption')}
      to="/support"
    >
      {top === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.noInteractions')}
        </Text>
      ) : (
        <Stack gap="sm">
          {channels.map((c) => (
            <BarRow
              key={c.channel}
              label={t(INTERACTION_CHANNEL_MESSAGES[c.channel])}
              value={formatCount(c.count)}
              percent={(c.count / top) * 100}
              color="cyan"
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
