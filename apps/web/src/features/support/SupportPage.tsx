import { INTERACTION_PAGE_SIZE } from '@freight/domain';
import { Box, Button, Collapse, Divider, Paper } from '@mantine/core';
import { IconAlertTriangle, IconMessages, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useLastPageCorrection } from '../../shared/hooks/useLastPageCorrection';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { ListFooter } from '../../shared/ui/ListFooter';
import { ListMessage } from '../../shared/ui/ListMessage';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/usePermission';
import { InteractionDeleteDialog } from './InteractionDeleteDialog';
import { InteractionsTable } from './InteractionsTable';
import { interactionExportUrl } from './interactionExportUrl';
import { SupportFiltersPanel } from './SupportFiltersPanel';
import { SupportToolbar } from './SupportToolbar';
import { activeSupportFilterCount, NO_SUPPORT_FILTERS } from './supportFilters';
import { type InteractionRow, useInteractions } from './useInteractions';
import { useSupportListParams } from './useSupportListParams';

/** The Support screen: client interactions, filtered, searched and paged by the server, with CSV export. */
export function SupportPage() {
  const can = {
    view: usePermission('support', 'view'),
    create: usePermission('support', 'create'),
    edit: usePermission('support', 'edit'),
    delete: usePermission('support', 'delete'),
  };
  const navigate = useNavigate();
  const { filters, page, setPage, setFilters } = useSupportListParams();
  const list = useInteractions(filters, page, can.view);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [deleting, setDeleting] = useState<InteractionRow | null>(null);

  useLastPageCorrection(list, INTERACTION_PAGE_SIZE, page, setPage);

  const filtered = activeSupportFilterCount(filters) > 0;
  const newButton = (text: string) =>
    can.create && (
      <Button component={Link} to="/support/new" leftSection={<IconPlus size={16} />}>
        {text}
      </Button>
    );

  function body() {
    if (list.isPending) return <CenteredLoader label="Loading interactions..." />;
    if (list.isError && !list.data) {
      return (
        <ListMessage
          icon={<IconAlertTriangle size={26} />}
          color="red"
          title={apiErrorMessage(list.error, 'Failed to fetch interactions')}
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
          icon={<IconMessages size={26} />}
          title="No interactions found"
          description={
            filtered
              ? 'No interactions match these filters.'
              : 'Log the calls, messages and visits you have with your contacts.'
          }
        >
          {filtered ? (
            <Button variant="default" onClick={() => setFilters(NO_SUPPORT_FILTERS)}>
              Clear Filters
            </Button>
          ) : (
            newButton('Add First Interaction')
          )}
        </ListMessage>
      );
    }
    return (
      <>
        <InteractionsTable
          interactions={list.data.data}
          onEdit={can.edit ? (row) => navigate(`/support/edit/${row.id}`) : undefined}
          onDelete={can.delete ? setDeleting : undefined}
          stale={list.isPlaceholderData}
        />
        <Divider />
        <ListFooter
          page={page}
          pageSize={INTERACTION_PAGE_SIZE}
          total={list.data.total}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Support"
        subtitle="Manage client interactions and communications"
        actions={newButton('New Interaction')}
      />
      <Paper withBorder shadow="xs">
        <SupportToolbar
          filters={filters}
          onFiltersChange={setFilters}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          exportUrl={can.view ? interactionExportUrl(filters) : undefined}
          total={list.data?.total}
        />
        <Collapse expanded={filtersOpen}>
          <Box
            id="support-filters"
            px="lg"
            py="md"
            bg="var(--app-surface-subtle)"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <SupportFiltersPanel
              filters={filters}
              onChange={setFilters}
              onClose={() => setFiltersOpen(false)}
            />
          </Box>
        </Collapse>
        <Divider />
        {can.view ? (
          body()
        ) : (
          <ListMessage
            icon={<IconMessages size={26} />}
            title="You do not have permission to view interactions."
          />
        )}
      </Paper>
      <InteractionDeleteDialog interaction={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
