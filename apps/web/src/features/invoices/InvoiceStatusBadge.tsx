import type { InvoiceStatus } from '@freight/domain';
import { Badge } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { INVOICE_STATUS_MESSAGES } from './invoiceLabels';

const COLORS: Record<InvoiceStatus, string> = {
  Draft: 'gray',
  Issued: 'blue',
  'Partially paid': 'yellow',
  Paid: 'teal',
  Overdue: 'red',
  Credited: 'grape',
};

export function InvoiceStatusBadge({ status, size = 'sm' }: { status: InvoiceStatus; size?: 'sm' | 'lg' }) {
  const t = useT();
  return (
    <Badge color={COLORS[status]} variant="light" size={size}>
      {t(INVOICE_STATUS_MESSAGES[status])}
    </Badge>
  );
}
