import { Alert, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDatabase, IconLock, IconRefresh } from '@tabler/icons-react';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useCurrentSession } from '../auth/useCurrentSession';
import { useHealthCheck } from './useHealthCheck';

/** Admin-only health of the services ShipDesk depends on (replaces the original's public test pages). */
export function DiagnosticsPage() {
  const { user } = useCurrentSession();
  if (user.role !== 'admin') {
    return (
      <>
        <PageHeader title="Diagnostics" />
        <Alert color="gray" icon={<IconLock size={18} />} maw={560}>
          Diagnostics are available to administrators only.
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Diagnostics" subtitle="Health of the services ShipDesk depends on." />
      <DatabaseHealthCard />
    </>
  );
}

function DatabaseHealthCard() {
  const health = useHealthCheck();
  const up = health.data?.database === 'up';
  const statusBadge = health.isPending ? (
    <Badge color="gray" variant="light">
      Checking...
    </Badge>
  ) : (
    <Badge color={up ? 'teal' : 'red'} variant="light">
      {up ? 'Answering' : 'Not answering'}
    </Badge>
  );

  return (
    <Paper withBorder p="lg" maw={560}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="md">
            <IconDatabase size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>Database</Text>
            <Text size="sm" c="dimmed">
              {health.isError ? health.error.message : 'Whether the API server can reach PostgreSQL.'}
            </Text>
          </Stack>
        </Group>
        {statusBadge}
      </Group>
      <Group justify="flex-end" mt="md">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          loading={health.isFetching}
          onClick={() => health.refetch()}
        >
          Check again
        </Button>
      </Group>
    </Paper>
  );
}
