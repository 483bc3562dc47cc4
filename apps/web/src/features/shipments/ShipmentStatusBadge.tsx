import { SHIPMENT_STATUS_COLORS, SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@freight/domain';
import { Badge, type BadgeProps } from '@mantine/core';

/** A shipment's status as a coloured badge. */
export function ShipmentStatusBadge({
  status,
  size = 'md',
}: {
  status: ShipmentStatus;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge color={SHIPMENT_STATUS_COLORS[status]} variant="light" size={size} tt="none">
      {SHIPMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
