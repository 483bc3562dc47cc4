import type { CargoLine } from '@freight/domain';
import { numberFormat } from '../../shared/preferences/numberFormat';

const show = (value: number | null) =>
  value === null ? '?' : numberFormat({ maximumFractionDigits: 4 }).format(value);

/**
 * One piece's size as entered, its figures and its unit: '120 × 80 × 100' and 'cm' in dimensions mode, '35.5'
 * and 'cft' in volume mode. The screen joins them, wording the one unit that is a word (inches).
 */
export function itemSize(
  item: Pick<
    CargoLine,
    'input_mode' | 'length' | 'width' | 'height' | 'dimension_unit' | 'volume_value' | 'volume_unit'
  >,
): { figures: string; unit: string } {
  if (item.input_mode === 'volume') return { figures: show(item.volume_value), unit: item.volume_unit };
  return {
    figures: `${show(item.length)} × ${show(item.width)} × ${show(item.height)}`,
    unit: item.dimension_unit,
  };
}
