import { SHIPMENT_STATUSES, type ShipmentStatus } from '@freight/domain';
import { Badge, Tabs } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import type { ShipmentFilters } from './shipmentFilters';
import { SHIPMENT_STATUS_MESSAGES } from './shipmentLabels';
import { useShipmentCounts } from './useShipmentCounts';

/** The status tabs above the Shipments list, each with its count under the other filters; 'All' is no status filter. */
export function ShipmentStatusTabs({
  value,
  filters,
  onChange,
}: {
  value: string;
  /** The list's other filters: each tab counts what it would list with them. */
  filters: Partial<ShipmentFilters>;
  onChange: (status: ShipmentStatus | '') => void;
}) {
  const t = useT();
  const counts = useShipmentCounts(filters).data;
  const tab = (status: string, label: string, count: number | undefined) => (
    <Tabs.Tab
      key={status || 'all'}
      value={status || 'all'}
      // At 390 px the list scrolls sideways: a tab that shrank instead squeezed its count to an empty dot.
      style={{ flexShrink: 0 }}
      rightSection={
        count !== undefined && (
          <Badge size="sm" variant="light" circle={count < 10}>
            {count}
          </Badge>
        )
      }
    >
      {label}
    </Tabs.Tab>
  );
  return (
    <Tabs
      value={value || 'all'}
      onChange={(next) => onChange(next === 'all' || !next ? '' : (next as ShipmentStatus))}
      mb="sm"
    >
      <Tabs.List aria-label={t('shipments.statusTabs')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {tab('', t('shipments.statusAll'), counts?.total)}
        {SHIPMENT_STATUSES.map((status) =>
          tab(status, t(SHIPMENT_STATUS_MESSAGES[status]), counts?.[status]),
        )}
      </Tabs.List>
    </Tabs>
  );
}
