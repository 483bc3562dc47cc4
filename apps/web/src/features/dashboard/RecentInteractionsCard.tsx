import type { DashboardSupport } from '@freight/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { usePermission } from '../auth/session/usePermission';
import { InteractionStatusBadge } from '../support/InteractionStatusBadge';
import { INTERACTION_CHANNEL_MESSAGES } from '../support/interactionMessages';
import { DashboardCard } from './DashboardCard';
import { DashboardRow } from './DashboardRow';

/** The five latest interactions; each opens its form for users who may edit interactions. */
export function RecentInteractionsCard({ rows }: { rows: DashboardSupport['recent'] }) {
  const t = useT();
  const dates = useDateFormat();
  const canEdit = usePermission('support', 'edit');
  return (
    <DashboardCard title={t('dashboard.recentInteractionsTitle')} to="/support">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.noInteractions')}
        </Text>
      ) : (
        <Stack gap={2}>
          {rows.map((row) => (
            <DashboardRow
              key={row.id}
              to={canEdit ? `/support/edit/${row.id}` : undefined}
              title={row.subject}
              subtitle={[dates.date(row.date), row.contact_name, row.contact_company]
                .filter(Boolean)
                .join(' · ')}
              subtitleIsData
              aside={
                <>
                  <Badge variant="default" size="sm" radius="sm" tt="none">
                    {t(INTERACTION_CHANNEL_MESSAGES[row.channel])}
                  </Badge>
                  <InteractionStatusBadge status={row.status} />
                </>
              }
            />
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
