import { AUDIT_ACTIONS, auditApi } from '@freight/domain';
import { Button, Group, Paper, Select, Table, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertTriangle, IconCalendar, IconDownload, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { endpointUrl } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useItemsPerPage } from '../../shared/hooks/useItemsPerPage';
import { useLastPageCorrection } from '../../shared/hooks/useLastPageCorrection';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { cardCell } from '../../shared/ui/cardCell';
import { ListFooter } from '../../shared/ui/ListFooter';
import { ListMessage } from '../../shared/ui/ListMessage';
import { ResponsiveTable } from '../../shared/ui/ResponsiveTable';
import { AuditDetails } from './AuditDetails';
import { type AuditFilters, auditFilterQuery, NO_AUDIT_FILTERS } from './auditFilters';
import { useAllUsers } from './useAllUsers';
import { useAuditLog } from './useAuditLog';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: value }));

/**
 * Settings, Audit (administrators only): who did what, when and from where, filtered by user, action and
 * dates, paged by the server, with the filtered rows as CSV.
 */
export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const pageSize = useItemsPerPage();
  const list = useAuditLog(filters, page, pageSize);
  const users = useAllUsers();
  const format = useDateFormat();
  useLastPageCorrection(list, pageSize, page, setPage);

  const change = (next: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const userOptions = (users.data ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.first_name} ${u.last_name}`.trim() || u.email,
  }));
  const dateInput = (label: string, key: 'dateFrom' | 'dateTo') => (
    <DateInput
      label={label}
      value={filters[key] || null}
      onChange={(value) => change({ [key]: value ?? '' })}
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      clearable
      leftSection={<IconCalendar size={16} stroke={1.7} />}
      popoverProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 170 }}
    />
  );

  function body() {
    if (list.isPending) return <CenteredLoader label="Loading audit log..." />;
    if (list.isError && !list.data) {
      return (
        <ListMessage
          icon={<IconAlertTriangle size={26} />}
          color="red"
          title={apiErrorMessage(list.error, 'Failed to load the audit log')}
        >
          <Button variant="light" onClick={() => list.refetch()} loading={list.isFetching}>
            Try Again
          </Button>
        </ListMessage>
      );
    }
    if (list.data.total === 0) {
      return (
        <ListMessage
          icon={<IconHistory size={26} />}
          title="No audit entries found"
          description="Nothing recorded matches these filters."
        />
      );
    }
    return (
      <>
        <ResponsiveTable minWidth={760} verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>User</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Record</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((row) => (
              <Table.Tr key={row.id} data-testid="audit-row">
                <Table.Td {...cardCell.field('When')} style={{ whiteSpace: 'nowrap' }}>
                  {format.dateTime(row.created_at)}
                </Table.Td>
                <Table.Td {...cardCell.field('User')}>
                  {row.user_name ?? (row.user_id ? `User #${row.user_id}` : '—')}
                </Table.Td>
                <Table.Td {...cardCell.title}>
                  <Text size="sm" ff="monospace">
                    {row.action}
                  </Text>
                </Table.Td>
                <Table.Td {...cardCell.field('Record')}>
                  {row.entity_type ? `${row.entity_type} #${row.entity_id ?? ''}` : '—'}
                </Table.Td>
                <Table.Td {...cardCell.field('Address')}>{row.ip ?? '—'}</Table.Td>
                <Table.Td {...cardCell.field('Details')} maw={360}>
                  <AuditDetails details={row.details} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
        <ListFooter page={page} pageSize={pageSize} total={list.data.total} onPageChange={setPage} />
      </>
    );
  }

  return (
    <Paper withBorder radius="md">
      <Group p="md" gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="User"
          placeholder="Any user"
          data={userOptions}
          value={filters.userId || null}
          onChange={(value) => change({ userId: value ?? '' })}
          searchable
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label="Action"
          placeholder="Any action"
          data={ACTION_OPTIONS}
          value={filters.action || null}
          onChange={(value) => change({ action: value ?? '' })}
          searchable
          clearable
          w={{ base: '100%', xs: 240 }}
        />
        {dateInput('From', 'dateFrom')}
        {dateInput('To', 'dateTo')}
        <Button
          component="a"
          href={endpointUrl(auditApi.export, auditFilterQuery(filters))}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
          ml={{ xs: 'auto' }}
        >
          Export CSV
        </Button>
      </Group>
      {body()}
    </Paper>
  );
}
