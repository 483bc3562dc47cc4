import {
  canApproveFromList,
  EXPIRABLE_STATUSES,
  nextStatus,
  QUOTATION_LIST_PAGES,
  QUOTATION_STATUS_LABELS,
  type QuotationStatus,
} from '@freight/domain';
import { Button, Group, Pagination, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLastPageCorrection } from '../../shared/hooks/useLastPageCorrection';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/usePermission';
import { DeleteQuotationModal } from './DeleteQuotationModal';
import { ExpiredFilter } from './ExpiredFilter';
import { QuotationRowActions } from './QuotationRowActions';
import { QuotationSearchInput } from './QuotationSearchInput';
import classes from './QuotationStatusListPage.module.css';
import { QuotationTable } from './QuotationTable';
import { quotationActionFailure } from './quotationActionFailure';
import { useDuplicateQuotation } from './useDuplicateQuotation';
import { type QuotationListRow, useQuotationList } from './useQuotationList';
import { useQuotationListParams } from './useQuotationListParams';
import { useUpdateQuotation } from './useUpdateQuotation';

function failure(title: string, error: unknown) {
  notifications.show({ color: 'red', title, message: quotationActionFailure(error) });
}

/** The list page of one quotation status (the six Logistics pages share it). */
export function QuotationStatusListPage({ status }: { status: QuotationStatus }) {
  const page = QUOTATION_LIST_PAGES.find((p) => p.status === status)!;
  const can = {
    create: usePermission('quotations', 'create'),
    edit: usePermission('quotations', 'edit'),
    delete: usePermission('quotations', 'delete'),
  };
  const navigate = useNavigate();
  const params = useQuotationListParams();
  const expirable = (EXPIRABLE_STATUSES as readonly string[]).includes(status);
  const list = useQuotationList(
    status,
    params.sort,
    params.page,
    params.search,
    expirable ? params.expired : '',
  );
  const update = useUpdateQuotation();
  const duplicate = useDuplicateQuotation();
  const [toDelete, setToDelete] = useState<QuotationListRow | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const total = list.data?.total ?? 0;
  const pageSize = list.data?.limit || 25;
  const { page: currentPage, setPage } = params;
  const pageCount = useLastPageCorrection(list, pageSize, currentPage, setPage);

  const approve = (row: QuotationListRow) => {
    const next = nextStatus(row.status);
    if (!next) return;
    setBusyId(row.id);
    update.mutate(
      { id: row.id, changes: { status: next }, version: row.version },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: `${row.quotation_number} approved`,
            message: `Moved to ${QUOTATION_STATUS_LABELS[next]}.`,
          }),
        onError: (error) => {
          failure(`Could not approve ${row.quotation_number}`, error);
          void list.refetch();
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const copy = (row: QuotationListRow) => {
    setBusyId(row.id);
    duplicate.mutate(row.id, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          title: `${created.quotation_number} created`,
          message: `A copy of ${row.quotation_number}, ready to edit.`,
        });
        navigate(`/quotations/${created.id}/edit`);
      },
      onError: (error) => failure(`Could not duplicate ${row.quotation_number}`, error),
      onSettled: () => setBusyId(null),
    });
  };

  const state = list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready';
  const first = total === 0 ? 0 : (currentPage - 1) * pageSize + 1;
  const last = Math.min(total, currentPage * pageSize);

  return (
    <>
      <PageHeader
        title={page.title}
        subtitle={page.subtitle}
        actions={
          can.create && (
            <Button component={Link} to="/quotations/new" leftSection={<IconPlus size={16} />}>
              New Quotation
            </Button>
          )
        }
      />
      <Paper withBorder shadow="xs" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" px="md" py="sm" gap="sm" className={classes.toolbar}>
          <Group gap="sm">
            <QuotationSearchInput value={params.search} onChange={params.setSearch} />
            {expirable && <ExpiredFilter value={params.expired} onChange={params.setExpired} />}
          </Group>
          {state === 'ready' && (
            <Text size="sm" c="dimmed">
              {total === 1 ? '1 quotation' : `${total} quotations`}
            </Text>
          )}
        </Group>
        <QuotationTable
          rows={list.data?.data ?? []}
          state={state}
          onRetry={() => void list.refetch()}
          sort={params.sort}
          onSort={params.toggleSort}
          renderActions={(row) => (
            <QuotationRowActions
              id={row.id}
              approveHint={
                canApproveFromList(status) && nextStatus(row.status)
                  ? `Approve: move to ${QUOTATION_STATUS_LABELS[nextStatus(row.status)!]}`
                  : null
              }
              can={can}
              busy={busyId === row.id}
              onApprove={() => approve(row)}
              onDuplicate={() => copy(row)}
              onDelete={() => setToDelete(row)}
            />
          )}
        />
        {state === 'ready' && total > 0 && (
          <Group
            justify="space-between"
            px="md"
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text size="sm" c="dimmed">
              Showing {first}–{last} of {total}
            </Text>
            <Pagination
              total={pageCount}
              value={Math.min(currentPage, pageCount)}
              onChange={setPage}
              size="sm"
              hideWithOnePage
              aria-label="Pages"
            />
          </Group>
        )}
      </Paper>
      <DeleteQuotationModal quotation={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
