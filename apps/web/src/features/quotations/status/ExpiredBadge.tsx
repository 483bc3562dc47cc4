import { Badge, type BadgeProps } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

/** Beside the status of an open quotation whose valid-until date has passed (`expired`). */
export function ExpiredBadge({ size = 'md' }: { size?: BadgeProps['size'] }) {
  const t = useT();
  return (
    <Badge
      color="red"
      variant="outline"
      size={size}
      radius="sm"
      tt="none"
      leftSection={<IconClockExclamation size={12} aria-hidden />}
      title={t('quotations.expiredHint')}
      data-testid="expired-badge"
    >
      {t('quotations.expired')}
    </Badge>
  );
}
