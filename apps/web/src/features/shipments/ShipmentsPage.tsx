import { TRANSPORT_MODES, type TransportMode } from '@freight/domain';
import { IconShip } from '@tabler/icons-react';
import { TRANSPORT_MODE_MESSAGES } from '../../shared/i18n/domainLabels';
import { useT } from '../../shared/i18n/useT';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { ListScreen } from '../../shared/list/ListScreen';
import { useListState } from '../../shared/list/useListState';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/session/usePermission';
import { ShipmentFiltersPanel } from './ShipmentFiltersPanel';
import { ShipmentStatusTabs } from './ShipmentStatusTabs';
import { shipmentColumns } from './shipmentColumns';
import { SHIPMENT_FILTERS } from './shipmentFilters';
import { useShipments } from './useShipments';

/**
 * The Shipments screen: status tabs with counts (under the other filters), search, a mode filter, a filter
 * panel (late milestones, ETA window, client), server paging; every filter is kept in the address.
 */
export function ShipmentsPage() {
  const t = useT();
  const canView = usePermission('shipments', 'view');
  const format = useDateFormat();
  const state = useListState({ filters: SHIPMENT_FILTERS, searchParam: 'q' });
  const { status, ...others } = state.filters;
  const list = useShipments({ ...state.filters, search: state.search }, state.paging, canView);
  return (
    <>
      <PageHeader title={t('shipments.title')} subtitle={t('shipments.subtitle')} />
      {canView && (
        <ShipmentStatusTabs
          value={status}
          filters={{ ...others, search: state.search }}
          onChange={(next) => state.setFilters({ status: next })}
        />
      )}
      <ListScreen
        state={state}
        list={list}
        canView={canView}
        columns={shipmentColumns(t, format)}
        table={{ minWidth: 1000 }}
        noun={[t('shipments.nounOne'), t('shipments.nounMany')]}
        noPermission={t('shipments.noPermission')}
        loadingLabel={t('shipments.loading')}
        icon={<IconShip size={26} />}
        count="matches"
        errorMessage={t('shipments.loadFailed')}
        empty={{ title: t('shipments.emptyTitle'), description: t('shipments.emptyDescription') }}
        filteredEmpty={{ description: t('shipments.filteredEmpty') }}
        search={{ 'aria-label': t('shipments.searchLabel'), placeholder: t('shipments.searchPlaceholder') }}
        filterPanel={{
          id: 'shipment-filters',
          fields: <ShipmentFiltersPanel filters={state.filters} onChange={state.setFilters} />,
        }}
        controls={
          <FilterSelect<TransportMode>
            label={t('shipments.mode')}
            allLabel={t('shipments.allModes')}
            value={state.filters.mode}
            choices={TRANSPORT_MODES.map((mode) => ({
              value: mode,
              label: t(TRANSPORT_MODE_MESSAGES[mode]),
            }))}
            onChange={(mode) => state.setFilters({ mode })}
          />
        }
      />
    </>
  );
}
