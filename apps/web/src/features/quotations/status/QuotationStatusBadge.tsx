import { QUOTATION_STATUS_COLORS, type QuotationStatus } from '@freight/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { QUOTATION_STATUS_MESSAGES } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';

/** A quotation's status in its own colour (Pending yellow, Working blue, On Client Review purple, ...). */
export function QuotationStatusBadge({
  status,
  size = 'md',
}: {
  status: QuotationStatus;
  size?: BadgeProps['size'];
}) {
  const t = useT();
  return (
    <Badge color={QUOTATION_STATUS_COLORS[status]} variant="light" size={size} radius="sm" tt="none">
      {t(QUOTATION_STATUS_MESSAGES[status])}
    </Badge>
  );
}
