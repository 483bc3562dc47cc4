import { type CurrencyCode, INVOICE_STATUSES } from '@freight/domain';
import { Anchor, Badge, Group, Tabs, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { ListScreen } from '../../shared/list/ListScreen';
import { useListState } from '../../shared/list/useListState';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/session/usePermission';
import { InvoiceFiltersPanel } from './InvoiceFiltersPanel';
import { invoiceColumns } from './invoiceColumns';
import { INVOICE_STATUS_MESSAGES } from './invoiceLabels';
import { useInvoices, useInvoiceTotals } from './invoiceQueries';
import { JournalExportButton } from './JournalExportButton';

const INVOICE_FILTERS = {
  status: { param: 'status', values: INVOICE_STATUSES },
  currency: { param: 'currency', values: [] as readonly string[] },
  dueFrom: { param: 'due_from' },
  dueTo: { param: 'due_to' },
  contact: { param: 'contact' },
};

/**
 * The Invoices screen: status tabs with counts, the totals per currency of the filtered set, search, a filter
 * panel (due-date window, client), server paging; every filter is kept in the address.
 */
export function InvoicesPage() {
  const t = useT();
  const canView = usePermission('invoices', 'view');
  const format = useDateFormat();
  const state = useListState({ filters: INVOICE_FILTERS, searchParam: 'q' });
  const filters = {
    status: state.filters.status,
    currency: state.filters.currency ?? '',
    search: state.search,
    dueFrom: state.filters.dueFrom,
    dueTo: state.filters.dueTo,
    contact: state.filters.contact,
  };
  const list = useInvoices(filters, state.paging, canView);
  const totals = useInvoiceTotals(filters, canView).data;
  return (
    <>
      <PageHeader
        title={t('invoices.title')}
        subtitle={t('invoices.subtitle')}
        actions={<JournalExportButton />}
      />
      {canView && (
        <Anchor component={Link} to="/reports/receivables" size="sm" mb="sm" display="inline-block">
          {t('invoices.receivablesLink')}
        </Anchor>
      )}
      {canView && (
        <Tabs
          value={state.filters.status || 'all'}
          onChange={(next) =>
            state.setFilters({
              status: next === 'all' || !next ? '' : (next as (typeof INVOICE_STATUSES)[number]),
            })
          }
          mb="sm"
        >
          <Tabs.List aria-label={t('invoices.statusTabs')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            <Tabs.Tab value="all">{t('invoices.statusAll')}</Tabs.Tab>
            {INVOICE_STATUSES.map((status) => (
              <Tabs.Tab
                key={status}
                value={status}
                rightSection={
                  totals && (
                    <Badge size="sm" variant="light" circle={totals.counts[status] < 10}>
                      {totals.counts[status]}
                    </Badge>
                  )
                }
              >
                {t(INVOICE_STATUS_MESSAGES[status])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {totals && totals.currencies.length > 0 && (
        <Group gap="lg" mb="sm" aria-label={t('invoices.totalsPerCurrency')}>
          {totals.currencies.map((sum) => (
            <Text key={sum.currency} size="sm">
              {t('invoices.currencyTotal', {
                currency: sum.currency,
                total: money(sum.total, sum.currency as CurrencyCode),
                count: sum.count,
                due: money(sum.amount_due, sum.currency as CurrencyCode),
              })}
            </Text>
          ))}
        </Group>
      )}
      <ListScreen
        state={state}
        list={list}
        canView={canView}
        columns={invoiceColumns(t, format)}
        table={{ minWidth: 900 }}
        noun={[t('invoices.nounOne'), t('invoices.nounMany')]}
        noPermission={t('invoices.noPermission')}
        loadingLabel={t('invoices.loading')}
        icon={<IconFileInvoice size={26} />}
        count="matches"
        errorMessage={t('invoices.loadFailed')}
        empty={{ title: t('invoices.emptyTitle'), description: t('invoices.emptyDescription') }}
        filteredEmpty={{ description: t('invoices.filteredEmpty') }}
        search={{ 'aria-label': t('invoices.searchLabel'), placeholder: t('invoices.searchPlaceholder') }}
        filterPanel={{
          id: 'invoice-filters',
          fields: <InvoiceFiltersPanel filters={state.filters} onChange={state.setFilters} />,
        }}
      />
    </>
  );
}
