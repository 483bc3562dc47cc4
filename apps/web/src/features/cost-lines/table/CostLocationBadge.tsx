import type { CostLocation } from '@freight/domain';
import { Badge } from '@mantine/core';

/** Where a cost arises: at the origin or the destination. */
export function CostLocationBadge({ location }: { location: CostLocation }) {
  return (
    <Badge color={location === 'Origin' ? 'teal' : 'grape'} variant="dot" size="sm" tt="none">
      {location}
    </Badge>
  );
}
