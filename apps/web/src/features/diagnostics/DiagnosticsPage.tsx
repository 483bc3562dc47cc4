import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useCurrentSession } from '../auth/session/useCurrentSession';
import { DiagnosticCard } from './DiagnosticCard';
import { diagnosticChecks, FIRST_SHOWN } from './diagnosticChecks';
import { TestUploadCard } from './TestUploadCard';
import { useDiagnostics } from './useDiagnostics';

/** Admin-only health of the services ShipDesk depends on (replaces the original's public test pages). */
export function DiagnosticsPage() {
  const { user } = useCurrentSession();
  const t = useT();
  const format = useDateFormat();
  const isAdmin = user.role === 'admin';
  const report = useDiagnostics(isAdmin);
  if (!isAdmin) {
    return (
      <>
        <PageHeader title={t('diagnostics.title')} />
        <Alert color="gray" icon={<IconLock size={18} />} maw={560}>
          {t('diagnostics.adminOnly')}
        </Alert>
      </>
    );
  }
  const checks = diagnosticChecks(report.data, report.isFetching, format);
  const card = (check: (typeof checks)[number]) => <DiagnosticCard key={check.title} {...check} />;

  return (
    <>
      <PageHeader
        title={t('diagnostics.title')}
        subtitle={t('diagnostics.subtitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={report.isFetching}
            onClick={() => report.refetch()}
          >
            {t('diagnostics.checkAgain')}
          </Button>
        }
      />
      <Stack gap="md" maw={1100}>
        {report.isError && (
          <Alert color="red" title={t('diagnostics.readFailed')}>
            {apiErrorMessage(report.error, t('diagnostics.unknownError'))}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {checks.slice(0, FIRST_SHOWN).map(card)}
          <TestUploadCard />
          {checks.slice(FIRST_SHOWN).map(card)}
        </SimpleGrid>
      </Stack>
    </>
  );
}
