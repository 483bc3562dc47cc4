import type { InteractionStatus } from '@freight/domain';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<InteractionStatus, string> = {
  Open: 'blue',
  'In Progress': 'yellow',
  Resolved: 'teal',
  Closed: 'gray',
  'Follow-up Required': 'orange',
};

/** An interaction's status as a coloured badge. */
export function InteractionStatusBadge({ status }: { status: InteractionStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {status}
    </Badge>
  );
}
