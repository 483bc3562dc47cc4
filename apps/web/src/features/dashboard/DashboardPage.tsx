import { Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconLayoutDashboard, IconLock } from '@tabler/icons-react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { ListMessage } from '../../shared/ui/ListMessage';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/session/usePermission';
import { DashboardPanels } from './DashboardPanels';
import { DashboardSkeleton } from './DashboardSkeleton';
import { DashboardTiles } from './DashboardTiles';
import { useDashboard } from './useDashboard';

/**
 * The dashboard: live figures from the database, each card only for a module the user may view (the
 * server leaves the others out of its answer). Every card opens the list it summarises.
 */
export function DashboardPage() {
  const t = useT();
  const canView = usePermission('dashboard', 'view');
  const dashboard = useDashboard();

  function body() {
    if (!canView) {
      return <ListMessage icon={<IconLock size={26} />} title={t('dashboard.noPermission')} />;
    }
    if (dashboard.isPending) return <DashboardSkeleton />;
    if (dashboard.isError && !dashboard.data) {
      return (
        <ListMessage
          icon={<IconAlertTriangle size={26} />}
          color="red"
          title={apiErrorMessage(dashboard.error, t('dashboard.loadFailed'))}
        >
          <Button variant="light" onClick={() => dashboard.refetch()} loading={dashboard.isFetching}>
            {t('dashboard.tryAgain')}
          </Button>
        </ListMessage>
      );
    }
    const data = dashboard.data;
    if (!data.quotations && !data.contacts && !data.support && !data.tasks && !data.shipments) {
      return (
        <ListMessage
          icon={<IconLayoutDashboard size={26} />}
          title={t('dashboard.nothingTitle')}
          description={t('dashboard.nothingText')}
        />
      );
    }
    return (
      <Stack gap="md">
        <DashboardTiles data={data} />
        <DashboardPanels data={data} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {body()}
    </>
  );
}
