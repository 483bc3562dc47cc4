import { type RateCard, rateCardsApi } from '@freight/domain';
import { Button } from '@mantine/core';
import { IconFileImport, IconPlus, IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import { endpointUrl } from '../../shared/api/apiClient';
import { useT } from '../../shared/i18n/useT';
import { ListScreen } from '../../shared/list/ListScreen';
import { useListState } from '../../shared/list/useListState';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { PageHeader } from '../../shared/ui/PageHeader';
import { RowEditDeleteActions } from '../../shared/ui/RowEditDeleteActions';
import { usePermission } from '../auth/session/usePermission';
import { RateCardDeleteDialog } from './RateCardDeleteDialog';
import { RateCardFormDialog } from './RateCardFormDialog';
import { RateCardImportDialog } from './RateCardImportDialog';
import { RateCardsToolbar } from './RateCardsToolbar';
import { rateCardColumns, rateCardLabel } from './rateCardColumns';
import { RATE_CARD_LIST_FILTERS, type RateCardFilters, rateCardFilterQuery } from './rateCardFilters';
import { useRateCards } from './useRateCards';

/** The Rates screen: carrier tariffs, searched and filtered, added, edited, imported and exported as CSV. */
export function RateCardsPage() {
  const can = {
    view: usePermission('quotations', 'view'),
    create: usePermission('quotations', 'create'),
    edit: usePermission('quotations', 'edit'),
    delete: usePermission('quotations', 'delete'),
  };
  const state = useListState({ filters: RATE_CARD_LIST_FILTERS, searchParam: 'q' });
  const filters: RateCardFilters = { ...state.filters, search: state.search };
  const list = useRateCards(filters, state.paging);
  const [editing, setEditing] = useState<RateCard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RateCard | null>(null);
  const [importing, setImporting] = useState(false);
  const format = useDateFormat();
  const t = useT();

  const exportUrl = endpointUrl(rateCardsApi.export, {
    ...rateCardFilterQuery(filters),
    order_by: 'carrier ASC',
  });
  // The toolbar edits all its fields as one value: the search goes through the list's debounced search.
  const onToolbarChange = ({ search, ...rest }: RateCardFilters) =>
    search !== state.searchText ? state.typeSearch(search) : state.setFilters(rest);

  return (
    <>
      <PageHeader
        title={t('rateCards.title')}
        subtitle={t('rateCards.subtitle')}
        actions={
          can.create && (
            <>
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} />}
                onClick={() => setImporting(true)}
              >
                {t('rateCards.importCsv')}
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                {t('rateCards.addCard')}
              </Button>
            </>
          )
        }
      />
      <ListScreen
        state={state}
        list={list}
        canView={can.view}
        errorMessage={t('rateCards.loadFailed')}
        noun={[t('rateCards.nounOne'), t('rateCards.nounMany')]}
        icon={<IconReceipt2 size={26} />}
        empty={{ description: t('rateCards.emptyDescription') }}
        toolbar={
          <RateCardsToolbar
            filters={{ ...state.filters, search: state.searchText }}
            onChange={onToolbarChange}
            exportUrl={exportUrl}
          />
        }
        columns={rateCardColumns(format)}
        rowActions={
          can.edit || can.delete
            ? (card) => (
                <RowEditDeleteActions
                  label={rateCardLabel(card)}
                  onEdit={can.edit ? () => setEditing(card) : undefined}
                  onDelete={can.delete ? () => setDeleting(card) : undefined}
                />
              )
            : undefined
        }
        table={{ minWidth: 900, horizontalSpacing: 'lg' }}
      />
      <RateCardFormDialog card={editing} onClose={() => setEditing(null)} />
      <RateCardDeleteDialog card={deleting} onClose={() => setDeleting(null)} />
      <RateCardImportDialog opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
