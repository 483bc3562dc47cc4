import type { CostItem } from '@freight/domain';
import { numberFormat } from '../../shared/preferences/numberFormat';

const rate = {
  format: (value: number) =>
    numberFormat({
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }).format(value),
};

/** The Rate column: the rate per CBM or kg, or a Fixed line's unit cost; null when there is none. */
export function costItemRateText(
  item: Pick<CostItem, 'calculation_method' | 'rate' | 'unit_cost'>,
): string | null {
  if (item.calculation_method === 'CBM' && item.rate !== null) return `${rate.format(item.rate)} / CBM`;
  if (item.calculation_method === 'Weight' && item.rate !== null) return `${rate.format(item.rate)} / kg`;
  if (item.calculation_method === 'Chargeable' && item.rate !== null)
    return `${rate.format(item.rate)} / chargeable kg`;
  if (item.unit_cost !== null) return `${rate.format(item.unit_cost)} / unit`;
  return null;
}
