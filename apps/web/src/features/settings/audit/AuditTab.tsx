import type { AuditAction } from '@freight/domain';
import { Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { type Translate, useT } from '../../../shared/i18n/useT';
import { ListScreen } from '../../../shared/list/ListScreen';
import type { ListColumn } from '../../../shared/list/listTypes';
import { useListState } from '../../../shared/list/useListState';
import { type DateFormatter, useDateFormat } from '../../../shared/preferences/useDateFormat';
import { AuditDetails } from './AuditDetails';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AUDIT_ACTION_MESSAGES } from './auditActionMessages';
import { AUDIT_LIST_FILTERS } from './auditFilters';
import { auditRecordText } from './auditRecordText';
import { useAuditLog } from './useAuditLog';

type AuditRow = NonNullable<ReturnType<typeof useAuditLog>['data']>['data'][number];

/** An action's label in the reader's language; an action this version does not know keeps the server's words. */
function actionText(t: Translate, row: AuditRow): string {
  const id = AUDIT_ACTION_MESSAGES[row.action as AuditAction];
  return id ? t(id) : (row.action_label ?? row.action);
}

function auditColumns(t: Translate, format: DateFormatter): ListColumn<AuditRow>[] {
  return [
    {
      header: t('audit.when'),
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (row) => format.dateTime(row.created_at),
    },
    {
      header: t('audit.user'),
      // A user's name is data; a user without one (gone) reads as a message with the id.
      cell: (row) =>
        row.user_name ? (
          <span data-i18n-ignore>{row.user_name}</span>
        ) : row.user_id ? (
          t('audit.userNumber', { id: row.user_id })
        ) : (
          '—'
        ),
    },
    {
      header: t('audit.action'),
      card: 'title',
      cell: (row) => (
        <Text size="sm" fw={500}>
          {actionText(t, row)}
        </Text>
      ),
    },
    {
      header: t('audit.record'),
      cell: (row) => {
        const record = auditRecordText(t, row);
        // A record's own name (a contact's, a quotation's number) is data, not a message.
        return record.named ? <span data-i18n-ignore>{record.text}</span> : record.text;
      },
    },
    { header: t('audit.address'), cell: (row) => row.ip ?? '—' },
    {
      header: t('audit.details'),
      cellProps: { maw: 360 },
      cell: (row) => <AuditDetails details={row.details} />,
    },
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
  const t = useT();
  return (
    <ListScreen
      state={state}
      list={list}
      noun={[t('audit.nounOne'), t('audit.nounMany')]}
      icon={<IconHistory size={26} />}
      loadingLabel={t('audit.loading')}
      errorMessage={t('audit.loadFailed')}
      empty={{ description: t('audit.nothingMatches') }}
      filteredEmpty={{ description: t('audit.nothingMatches') }}
      toolbar={<AuditFiltersBar filters={state.filters} onChange={state.setFilters} />}
      columns={auditColumns(t, format)}
      rowProps={() => ({ 'data-testid': 'audit-row' })}
      table={{ minWidth: 760, striped: true, highlightOnHover: false }}
    />
  );
}
