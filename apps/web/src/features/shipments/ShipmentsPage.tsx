import { SHIPMENT_STATUSES, TRANSPORT_MODES } from '@freight/domain';
import { IconShip } from '@tabler/icons-react';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { ListScreen } from '../../shared/list/ListScreen';
import { useListState } from '../../shared/list/useListState';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/session/usePermission';
import { ShipmentStatusTabs } from './ShipmentStatusTabs';
import { shipmentColumns } from './shipmentColumns';
import { useShipments } from './useShipments';

/** The Shipments list's filters in the address: `?status=InTransit&mode=Air` (and the search, `?q=`). */
const SHIPMENT_FILTERS = {
  status: { param: 'status', values: SHIPMENT_STATUSES },
  mode: { param: 'mode', values: TRANSPORT_MODES },
};

/** The Shipments screen: status tabs with counts, search, a mode filter, server paging. */
export function ShipmentsPage() {
  const canView = usePermission('shipments', 'view');
  const format = useDateFormat();
  const state = useListState({ filters: SHIPMENT_FILTERS, searchParam: 'q' });
  const list = useShipments({ ...state.filters, search: state.search }, state.paging, canView);
  return (
    <>
      <PageHeader title="Shipments" subtitle="Accepted quotations on their way to delivery" />
      {canView && (
        <ShipmentStatusTabs
          value={state.filters.status}
          onChange={(status) => state.setFilters({ status })}
        />
      )}
      <ListScreen
        state={state}
        list={list}
        canView={canView}
        columns={shipmentColumns(format)}
        table={{ minWidth: 900 }}
        noun={['shipment', 'shipments']}
        icon={<IconShip size={26} />}
        count="matches"
        errorMessage="Failed to load shipments"
        empty={{ description: 'A shipment is made when a client accepts a quotation.' }}
        search={{ 'aria-label': 'Search shipments', placeholder: 'Search number, references or client' }}
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
