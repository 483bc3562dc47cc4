import type { CalculationMethod } from '@freight/domain';
import { Badge } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { CALCULATION_METHOD_MESSAGES } from '../form/costLineChoiceMessages';

const COLORS: Record<CalculationMethod, string> = {
  Fixed: 'gray',
  CBM: 'blue',
  Weight: 'orange',
  Chargeable: 'grape',
};

/** A cost line's calculation method. */
export function CostMethodBadge({ method }: { method: CalculationMethod }) {
  const t = useT();
  return (
    <Badge color={COLORS[method]} variant="light" size="sm" radius="sm" tt="none">
      {t(CALCULATION_METHOD_MESSAGES[method])}
    </Badge>
  );
}
