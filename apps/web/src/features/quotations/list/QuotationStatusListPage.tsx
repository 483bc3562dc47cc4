import {
  canApproveFromList,
  EXPIRABLE_STATUSES,
  isOfferLocked,
  nextStatus,
  type QuotationStatus,
} from '@freight/domain';
import { Button } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QUOTATION_STATUS_MESSAGES } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useListState } from '../../../shared/list/useListState';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { usePermission } from '../../auth/session/usePermission';
import { DeleteQuotationModal } from './DeleteQuotationModal';
import { ExpiredFilter } from './ExpiredFilter';
import { LIST_PAGE_MESSAGES } from './listPageMessages';
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
  const t = useT();
  const page = LIST_PAGE_MESSAGES[status];
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
    return canApproveFromList(status) && next
      ? t('quotations.approveHint', { status: t(QUOTATION_STATUS_MESSAGES[next]) })
      : null;
  };

  return (
    <>
      <PageHeader
        title={t(page.title)}
        subtitle={t(page.subtitle)}
        actions={
          can.create && (
            <Button component={Link} to="/quotations/new" leftSection={<IconPlus size={16} />}>
              {t('quotations.newTitle')}
            </Button>
          )
        }
      />
      <ListScreen
        state={state}
        list={list}
        errorMessage={t('quotations.listLoadFailed')}
        noun={[t('quotations.nounOne'), t('quotations.nounMany')]}
        icon={<IconFileInvoice size={26} />}
        count="total"
        filteredEmpty={{ description: undefined, action: null }}
        search={{
          'aria-label': t('quotations.search'),
          placeholder: t('quotations.searchPlaceholder'),
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
        footerPrefix={t('quotations.showing')}
        columns={quotationColumns(format, t)}
        rowActions={(row) => (
          <QuotationRowActions
            id={row.id}
            approveHint={approveHint(row)}
            can={can}
            busy={actions.busyId === row.id}
            deleteRefusal={isOfferLocked(row) ? t('acceptedQuote.deleteLocked') : null}
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
