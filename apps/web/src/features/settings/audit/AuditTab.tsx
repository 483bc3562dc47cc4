import { Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { ListScreen } from '../../../shared/list/ListScreen';
import type { ListColumn } from '../../../shared/list/listTypes';
import { useListState } from '../../../shared/list/useListState';
import { type DateFormatter, useDateFormat } from '../../../shared/preferences/useDateFormat';
import { AuditDetails } from './AuditDetails';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AUDIT_LIST_FILTERS } from './auditFilters';
import { useAuditLog } from './useAuditLog';

type AuditRow = NonNullable<ReturnType<typeof useAuditLog>['data']>['data'][number];

function auditColumns(format: DateFormatter): ListColumn<AuditRow>[] {
  return [
    {
      header: 'When',
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (row) => format.dateTime(row.created_at),
    },
    { header: 'User', cell: (row) => row.user_name ?? (row.user_id ? `User #${row.user_id}` : '—') },
    {
      header: 'Action',
      card: 'title',
      cell: (row) => (
        <Text size="sm" fw={500}>
          {row.action_label ?? row.action}
        </Text>
      ),
    },
    {
      header: 'Record',
      cell: (row) => row.entity_label ?? '—',
    },
    { header: 'Address', cell: (row) => row.ip ?? '—' },
    { header: 'Details', cellProps: { maw: 360 }, cell: (row) => <AuditDetails details={row.details} /> },
  ];
}

/**
 * Settings, Audit (administrators only): who did what, when and from where, filtered by user, action and
 * dates, paged by the server, with the filtered rows as CSV.
 */
export function AuditTab() {
  const state = useListState({ filters: AUDIT_LIST_FILTERS });
  const list = useAuditLog(state.filters, state.paging);
  const format = useDateFormat();
  return (
    <ListScreen
      state={state}
      list={list}
      noun={['audit entry', 'audit entries']}
      icon={<IconHistory size={26} />}
      loadingLabel="Loading audit log..."
      errorMessage="Failed to load the audit log"
      empty={{ description: 'Nothing recorded matches these filters.' }}
      filteredEmpty={{ description: 'Nothing recorded matches these filters.' }}
      toolbar={<AuditFiltersBar filters={state.filters} onChange={state.setFilters} />}
      columns={auditColumns(format)}
      rowProps={() => ({ 'data-testid': 'audit-row' })}
      table={{ minWidth: 760, striped: true, highlightOnHover: false }}
    />
  );
}
