import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../shared/list/listTypes';
import type { DateFormatter } from '../../shared/preferences/useDateFormat';
import { ShipmentStatusBadge } from './ShipmentStatusBadge';
import type { ShipmentRow } from './useShipments';

/** The Shipments table: number, status, late milestones, client, mode, route, ETA, booking reference and quotation. */
export function shipmentColumns(format: DateFormatter): ListColumn<ShipmentRow>[] {
  return [
    {
      header: 'Shipment',
      card: 'title',
      cell: (row) => (
        <Anchor component={Link} to={`/shipments/${row.id}`} fw={600} size="sm">
          {row.shipment_number}
        </Anchor>
      ),
    },
    {
      header: 'Status',
      card: 'aside',
      cell: (row) => row.status && <ShipmentStatusBadge status={row.status} />,
    },
    {
      header: 'Late',
      cell: (row) =>
        row.late_milestones ? (
          <Badge
            color="red"
            variant="light"
            size="sm"
            tt="none"
            aria-label={`${row.late_milestones} late ${row.late_milestones === 1 ? 'milestone' : 'milestones'}`}
          >
            Late {row.late_milestones}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    { header: 'Client', cell: (row) => <Text size="sm">{row.client_name || '—'}</Text> },
    { header: 'Mode', cell: (row) => <Text size="sm">{row.transport_mode}</Text> },
    {
      header: 'Route',
      cell: (row) => (
        <Text size="sm">
          {row.origin_code || '—'} → {row.destination_code || '—'}
        </Text>
      ),
    },
    { header: 'ETA', cell: (row) => <Text size="sm">{row.eta ? format.dateTime(row.eta) : '—'}</Text> },
    { header: 'Booking', cell: (row) => <Text size="sm">{row.booking_reference || '—'}</Text> },
    { header: 'Quotation', cell: (row) => <Text size="sm">{row.quotation_number}</Text> },
    {
      header: 'Created',
      cell: (row) => <Text size="sm">{row.created_at ? format.day(row.created_at) : '—'}</Text>,
    },
  ];
}
