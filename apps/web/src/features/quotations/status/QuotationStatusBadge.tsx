import { QUOTATION_STATUS_COLORS, QUOTATION_STATUS_LABELS, type QuotationStatus } from '@freight/domain';
import { Badge, type BadgeProps } from '@mantine/core';

/** A quotation's status in its own colour (Pending yellow, Working blue, On Client Review purple, ...). */
export function QuotationStatusBadge({
  status,
  size = 'md',
}: {
  status: QuotationStatus;
  size?: BadgeProps['size'];
}) {
  return (
    <Badge color={QUOTATION_STATUS_COLORS[status]} variant="light" size={size} radius="sm" tt="none">
      {QUOTATION_STATUS_LABELS[status]}
    </Badge>
  );
}
