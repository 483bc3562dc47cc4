import { type RateCard, rateCardsApi } from '@freight/domain';
import { Button, Divider, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconFileImport, IconPlus, IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import { endpointUrl } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useLastPageCorrection } from '../../shared/hooks/useLastPageCorrection';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { ListFooter } from '../../shared/ui/ListFooter';
import { ListMessage } from '../../shared/ui/ListMessage';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/usePermission';
import { RateCardDeleteDialog } from './RateCardDeleteDialog';
import { RateCardFormDialog } from './RateCardFormDialog';
import { RateCardImportDialog } from './RateCardImportDialog';
import { RateCardsTable } from './RateCardsTable';
import { RateCardsToolbar } from './RateCardsToolbar';
import { NO_RATE_CARD_FILTERS, type RateCardFilters, rateCardFilterQuery } from './rateCardFilters';
import { RATE_CARDS_PAGE_SIZE, useRateCards } from './useRateCards';

/** The Rates screen: carrier tariffs, searched and filtered, added, edited, imported and exported as CSV. */
export function RateCardsPage() {
  const can = {
    view: usePermission('quotations', 'view'),
    create: usePermission('quotations', 'create'),
    edit: usePermission('quotations', 'edit'),
    delete: usePermission('quotations', 'delete'),
  };
  const [filters, setFiltersNow] = useState<RateCardFilters>(NO_RATE_CARD_FILTERS);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const list = useRateCards(debounced, page);
  const [editing, setEditing] = useState<RateCard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RateCard | null>(null);
  const [importing, setImporting] = useState(false);
  useLastPageCorrection(list, RATE_CARDS_PAGE_SIZE, page, setPage);

  const setFilters = (next: RateCardFilters) => {
    setFiltersNow(next);
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_RATE_CARD_FILTERS);
  const exportUrl = endpointUrl(rateCardsApi.export, {
    ...rateCardFilterQuery(debounced),
    order_by: 'carrier ASC',
  });

  function body() {
    if (list.isPending) return <CenteredLoader label="Loading rate cards..." />;
    if (list.isError && !list.data) {
      return (
        <ListMessage
          icon={<IconAlertTriangle size={26} />}
          color="red"
          title={apiErrorMessage(list.error, 'Failed to load rate cards. Please try again later.')}
        >
          <Button variant="light" onClick={() => list.refetch()} loading={list.isFetching}>
            Try Again
          </Button>
        </ListMessage>
      );
    }
    if (list.data.data.length === 0) {
      return (
        <ListMessage
          icon={<IconReceipt2 size={26} />}
          title="No rate cards found"
          description={
            filtered
              ? 'No rate cards match these filters.'
              : 'Add your carriers’ tariffs, or import them as CSV.'
          }
        >
          {filtered && (
            <Button variant="default" onClick={() => setFilters(NO_RATE_CARD_FILTERS)}>
              Clear Filters
            </Button>
          )}
        </ListMessage>
      );
    }
    return (
      <>
        <RateCardsTable
          cards={list.data.data}
          canEdit={can.edit}
          canDelete={can.delete}
          onEdit={setEditing}
          onDelete={setDeleting}
          stale={list.isPlaceholderData}
        />
        <Divider />
        <ListFooter
          page={page}
          pageSize={RATE_CARDS_PAGE_SIZE}
          total={list.data.total}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Rates"
        subtitle="Carrier tariffs to price quotations from"
        actions={
          can.create && (
            <>
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} />}
                onClick={() => setImporting(true)}
              >
                Import CSV
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                Add Rate Card
              </Button>
            </>
          )
        }
      />
      <Paper withBorder shadow="xs">
        <RateCardsToolbar filters={filters} onChange={setFilters} exportUrl={exportUrl} />
        <Divider />
        {can.view ? (
          body()
        ) : (
          <ListMessage
            icon={<IconReceipt2 size={26} />}
            title="You do not have permission to view rate cards."
          />
        )}
      </Paper>
      <RateCardFormDialog card={editing} onClose={() => setEditing(null)} />
      <RateCardDeleteDialog card={deleting} onClose={() => setDeleting(null)} />
      <RateCardImportDialog opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
