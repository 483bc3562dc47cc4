import { TRANSPORT_MODES } from '@freight/domain';
import { IconShip } from '@tabler/icons-react';
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
  const canView = usePermission('shipments', 'view');
  const format = useDateFormat();
  const state = useListState({ filters: SHIPMENT_FILTERS, searchParam: 'q' });
  const { status, ...others } = state.filters;
  const list = useShipments({ ...state.filters, search: state.search }, state.paging, canView);
  return (
    <>
      <PageHeader title="Shipments" subtitle="Accepted quotations on their way to delivery" />
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
        columns={shipmentColumns(format)}
        table={{ minWidth: 1000 }}
        noun={['shipment', 'shipments']}
        icon={<IconShip size={26} />}
        count="matches"
        errorMessage="Failed to load shipments"
        empty={{ description: 'A shipment is made when a client accepts a quotation.' }}
        search={{ 'aria-label': 'Search shipments', placeholder: 'Search number, references or client' }}
        filterPanel={{
          id: 'shipment-filters',
          fields: <ShipmentFiltersPanel filters={state.filters} onChange={state.setFilters} />,
        }}
        controls={
          <FilterSelect
            label="Mode"
            allLabel="All modes"
            value={state.filters.mode}
            choices={TRANSPORT_MODES}
            onChange={(mode) => state.setFilters({ mode })}
          />
        }
      />
    </>
  );
}
