import type { CostLocation } from '@freight/domain';
import { Badge } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { COST_LOCATION_MESSAGES } from '../form/costLineChoiceMessages';

/** Where a cost arises: at the origin or the destination. */
export function CostLocationBadge({ location }: { location: CostLocation }) {
  const t = useT();
  return (
    <Badge color={location === 'Origin' ? 'teal' : 'grape'} variant="dot" size="sm" tt="none">
      {t(COST_LOCATION_MESSAGES[location])}
    </Badge>
  );
}
