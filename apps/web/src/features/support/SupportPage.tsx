import { INTERACTION_PAGE_SIZE } from '@freight/domain';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n/useT';
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
  const t = useT();
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
        title={t('interactions.supportTitle')}
        subtitle={t('interactions.supportSubtitle')}
        add={
          can.create && {
            label: t('interactions.add'),
            firstLabel: t('interactions.addFirst'),
            to: '/support/new',
          }
        }
        state={state}
        list={list}
        canView={can.view}
        errorMessage={t('interactions.listFailed')}
        noun={[t('interactions.nounOne'), t('interactions.nounMany')]}
        icon={<IconMessages size={26} />}
        count="matches"
        empty={{ description: t('interactions.emptyDescription') }}
        search={{ 'aria-label': t('interactions.search'), placeholder: t('interactions.searchPlaceholder') }}
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
        columns={interactionColumns(format, t)}
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
