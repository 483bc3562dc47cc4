import { Badge, type BadgeProps } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';

/** Beside the status of an open quotation whose valid-until date has passed (`expired`). */
export function ExpiredBadge({ size = 'md' }: { size?: BadgeProps['size'] }) {
  return (
    <Badge
      color="red"
      variant="outline"
      size={size}
      radius="sm"
      tt="none"
      leftSection={<IconClockExclamation size={12} aria-hidden />}
      title="Its valid-until date has passed"
      data-testid="expired-badge"
    >
      Expired
    </Badge>
  );
}
