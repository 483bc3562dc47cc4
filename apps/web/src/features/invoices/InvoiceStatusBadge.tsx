import type { InvoiceStatus } from '@freight/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<InvoiceStatus, string> = {
  Draft: 'gray',
  Issued: 'blue',
  'Partially paid': 'yellow',
  Paid: 'teal',
  Overdue: 'red',
  Credited: 'grape',
};

export function InvoiceStatusBadge({ status, size = 'sm' }: { status: InvoiceStatus; size?: 'sm' | 'lg' }) {
  return (
    <Badge color={COLORS[status]} variant="light" size={size}>
      {status}
    </Badge>
  );
}
