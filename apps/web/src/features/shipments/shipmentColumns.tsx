import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Translate } from '../../shared/i18n/useT';
import type { ListColumn } from '../../shared/list/listTypes';
import type { DateFormatter } from '../../shared/preferences/useDateFormat';
import { ShipmentStatusBadge } from './ShipmentStatusBadge';
import { transportModeLabel } from './shipmentLabels';
import type { ShipmentRow } from './useShipments';

/** The Shipments table: number, status, late milestones, client, mode, route, ETA, booking reference and quotation. */
export function shipmentColumns(t: Translate, format: DateFormatter): ListColumn<ShipmentRow>[] {
  return [
    {
      header: t('shipments.colShipment'),
      card: 'title',
      cell: (row) => (
        <Anchor component={Link} to={`/shipments/${row.id}`} fw={600} size="sm">
          {row.shipment_number}
        </Anchor>
      ),
    },
    {
      header: t('shipments.colStatus'),
      card: 'aside',
      cell: (row) => row.status && <ShipmentStatusBadge status={row.status} />,
    },
    {
      header: t('shipments.colLate'),
      cell: (row) =>
        row.late_milestones ? (
          <Badge
            color="red"
            variant="light"
            size="sm"
            tt="none"
            aria-label={t('shipments.lateCount', { count: row.late_milestones })}
          >
            {t('shipments.lateBadge', { count: row.late_milestones })}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      header: t('shipments.colClient'),
      data: true,
      cell: (row) => <Text size="sm">{row.client_name || '—'}</Text>,
    },
    {
      header: t('shipments.colMode'),
      cell: (row) => <Text size="sm">{transportModeLabel(t, row.transport_mode)}</Text>,
    },
    {
      header: t('shipments.colRoute'),
      data: true,
      cell: (row) => (
        <Text size="sm">
          {row.origin_code || '—'} → {row.destination_code || '—'}
        </Text>
      ),
    },
    {
      header: t('shipments.colEta'),
      cell: (row) => <Text size="sm">{row.eta ? format.dateTime(row.eta) : '—'}</Text>,
    },
    {
      header: t('shipments.colBooking'),
      data: true,
      cell: (row) => <Text size="sm">{row.booking_reference || '—'}</Text>,
    },
    {
      header: t('shipments.colQuotation'),
      data: true,
      cell: (row) => <Text size="sm">{row.quotation_number}</Text>,
    },
    {
      header: t('shipments.colCreated'),
      cell: (row) => <Text size="sm">{row.created_at ? format.day(row.created_at) : '—'}</Text>,
    },
  ];
}
