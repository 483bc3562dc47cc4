import type { CargoLine } from '@freight/domain';
import { numberFormat } from '../../shared/preferences/numberFormat';

const show = (value: number | null) =>
  value === null ? '?' : numberFormat({ maximumFractionDigits: 4 }).format(value);

/** One piece's size as entered: '120 × 80 × 100 cm' in dimensions mode, '35.5 cft' in volume mode. */
export function itemSizeText(
  item: Pick<
    CargoLine,
    'input_mode' | 'length' | 'width' | 'height' | 'dimension_unit' | 'volume_value' | 'volume_unit'
  >,
): string {
  if (item.input_mode === 'volume') return `${show(item.volume_value)} ${item.volume_unit}`;
  return `${show(item.length)} × ${show(item.width)} × ${show(item.height)} ${item.dimension_unit}`;
}
