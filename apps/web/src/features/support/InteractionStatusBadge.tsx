import type { InteractionStatus } from '@freight/domain';
import { Badge } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { INTERACTION_STATUS_MESSAGES } from './interactionMessages';

const STATUS_COLORS: Record<InteractionStatus, string> = {
  Open: 'blue',
  'In Progress': 'yellow',
  Resolved: 'teal',
  Closed: 'gray',
  'Follow-up Required': 'orange',
};

/** An interaction's status as a coloured badge. */
export function InteractionStatusBadge({ status }: { status: InteractionStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {t(INTERACTION_STATUS_MESSAGES[status])}
    </Badge>
  );
}
