import type { CalculationMethod } from '@freight/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<CalculationMethod, string> = {
  Fixed: 'gray',
  CBM: 'blue',
  Weight: 'orange',
  Chargeable: 'grape',
};

/** A cost line's calculation method. */
export function CostMethodBadge({ method }: { method: CalculationMethod }) {
  return (
    <Badge color={COLORS[method]} variant="light" size="sm" radius="sm" tt="none">
      {method}
    </Badge>
  );
}
