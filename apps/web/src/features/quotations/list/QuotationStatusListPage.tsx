import {
  ACCEPTED_OFFER_MESSAGES,
  canApproveFromList,
  EXPIRABLE_STATUSES,
  isOfferLocked,
  nextStatus,
  QUOTATION_LIST_PAGES,
  QUOTATION_STATUS_LABELS,
  type QuotationStatus,
} from '@freight/domain';
import { Button } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useListState } from '../../../shared/list/useListState';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { usePermission } from '../../auth/session/usePermission';
import { DeleteQuotationModal } from './DeleteQuotationModal';
import { ExpiredFilter } from './ExpiredFilter';
import { QuotationRowActions } from './QuotationRowActions';
import { quotationColumns } from './quotationColumns';
import { QUOTATION_DEFAULT_SORT, QUOTATION_SORT_COLUMNS, useQuotationList } from './useQuotationList';
import { useQuotationRowActions } from './useQuotationRowActions';

const LIST_OPTIONS = {
  filters: { expired: { param: 'expired', values: ['true', 'false'] as const } },
  searchParam: 'search',
  sort: { columns: QUOTATION_SORT_COLUMNS, initial: QUOTATION_DEFAULT_SORT },
};

/** The list page of one quotation status (the six Logistics pages share it). */
export function QuotationStatusListPage({ status }: { status: QuotationStatus }) {
  const page = QUOTATION_LIST_PAGES.find((p) => p.status === status)!;
  const can = {
    create: usePermission('quotations', 'create'),
    edit: usePermission('quotations', 'edit'),
    delete: usePermission('quotations', 'delete'),
  };
  const state = useListState(LIST_OPTIONS);
  const expirable = (EXPIRABLE_STATUSES as readonly string[]).includes(status);
  const list = useQuotationList(status, state, expirable ? state.filters.expired : '');
  const actions = useQuotationRowActions();
  const format = useDateFormat();
  const approveHint = (row: { status: QuotationStatus }) => {
    const next = nextStatus(row.status);
    return canApproveFromList(status) && next ? `Approve: move to ${QUOTATION_STATUS_LABELS[next]}` : null;
  };

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
      <ListScreen
        state={state}
        list={list}
        errorMessage="Failed to load quotations. Please try again later."
        noun={['quotation', 'quotations']}
        icon={<IconFileInvoice size={26} />}
        count="total"
        filteredEmpty={{ description: undefined, action: null }}
        search={{
          'aria-label': 'Search quotations',
          placeholder: 'Search by quote # or client',
          w: { base: '100%', sm: 320 },
        }}
        controls={
          expirable && (
            <ExpiredFilter
              value={state.filters.expired}
              onChange={(expired) => state.setFilters({ expired })}
            />
          )
        }
        footerPrefix="Showing"
        columns={quotationColumns(format)}
        rowActions={(row) => (
          <QuotationRowActions
            id={row.id}
            approveHint={approveHint(row)}
            can={can}
            busy={actions.busyId === row.id}
            deleteRefusal={isOfferLocked(row) ? ACCEPTED_OFFER_MESSAGES.deleteLocked : null}
            onApprove={() => actions.approve(row)}
            onDuplicate={() => actions.copy(row)}
            onDelete={() => actions.setToDelete(row)}
          />
        )}
        table={{ minWidth: 860, horizontalSpacing: 'md' }}
      />
      <DeleteQuotationModal quotation={actions.toDelete} onClose={() => actions.setToDelete(null)} />
    </>
  );
}
