import { SHIPMENT_STATUS_COLORS, type ShipmentStatus } from '@freight/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { SHIPMENT_STATUS_MESSAGES } from './shipmentLabels';

/** A shipment's status as a coloured badge. */
export function ShipmentStatusBadge({
  status,
  size = 'md',
}: {
  status: ShipmentStatus;
  size?: BadgeProps['size'];
}) {
  const t = useT();
  return (
    <Badge color={SHIPMENT_STATUS_COLORS[status]} variant="light" size={size} tt="none">
      {t(SHIPMENT_STATUS_MESSAGES[status])}
    </Badge>
  );
}
