import { INTERACTION_PAGE_SIZE } from '@freight/domain';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportAllButton } from '../../shared/list/ExportAllButton';
import { ListPage } from '../../shared/list/ListPage';
import { useListState } from '../../shared/list/useListState';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { RowEditDeleteActions } from '../../shared/ui/RowEditDeleteActions';
import { usePermission } from '../auth/session/usePermission';
import { InteractionDeleteDialog } from './InteractionDeleteDialog';
import { interactionColumns } from './interactionColumns';
import { interactionExportUrl } from './interactionExportUrl';
import { SupportFiltersPanel } from './SupportFiltersPanel';
import { SUPPORT_LIST_FILTERS } from './supportFilters';
import { type InteractionRow, useInteractions } from './useInteractions';

/** The Support screen: client interactions, filtered, searched and paged by the server, with CSV export. */
export function SupportPage() {
  const can = {
    view: usePermission('support', 'view'),
    create: usePermission('support', 'create'),
    edit: usePermission('support', 'edit'),
    delete: usePermission('support', 'delete'),
  };
  const navigate = useNavigate();
  const format = useDateFormat();
  const state = useListState({
    filters: SUPPORT_LIST_FILTERS,
    searchParam: 'q',
    pageSize: INTERACTION_PAGE_SIZE,
  });
  const filters = { ...state.filters, search: state.search };
  const list = useInteractions(filters, state.paging, can.view);
  const [deleting, setDeleting] = useState<InteractionRow | null>(null);

  return (
    <>
      <ListPage
        title="Support"
        subtitle="Manage client interactions and communications"
        add={
          can.create && { label: 'New Interaction', firstLabel: 'Add First Interaction', to: '/support/new' }
        }
        state={state}
        list={list}
        canView={can.view}
        errorMessage="Failed to fetch interactions"
        noun={['interaction', 'interactions']}
        icon={<IconMessages size={26} />}
        count="matches"
        empty={{ description: 'Log the calls, messages and visits you have with your contacts.' }}
        search={{ 'aria-label': 'Search interactions', placeholder: 'Search subject or description' }}
        filterPanel={{
          id: 'support-filters',
          fields: <SupportFiltersPanel filters={state.filters} onChange={state.setFilters} />,
        }}
        actions={
          can.view && (
            <ExportAllButton
              href={interactionExportUrl(filters)}
              filtered={state.filtered}
              count={list.data?.total}
            />
          )
        }
        columns={interactionColumns(format)}
        rowActions={
          can.edit || can.delete
            ? (row) => (
                <RowEditDeleteActions
                  label={row.subject}
                  onEdit={can.edit ? () => navigate(`/support/edit/${row.id}`) : undefined}
                  onDelete={can.delete ? () => setDeleting(row) : undefined}
                />
              )
            : undefined
        }
        table={{ minWidth: 960, horizontalSpacing: 'md' }}
      />
      <InteractionDeleteDialog interaction={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
