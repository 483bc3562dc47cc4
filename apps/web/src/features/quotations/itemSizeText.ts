import type { BoxItem } from '@freight/domain';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const show = (value: number | null) => (value === null ? '?' : number.format(value));

/** One piece's size as entered: '120 × 80 × 100 cm' in dimensions mode, '35.5 cft' in volume mode. */
export function itemSizeText(
  item: Pick<
    BoxItem,
    'input_mode' | 'length' | 'width' | 'height' | 'dimension_unit' | 'volume_value' | 'volume_unit'
  >,
): string {
  if (item.input_mode === 'volume') return `${show(item.volume_value)} ${item.volume_unit}`;
  return `${show(item.length)} × ${show(item.width)} × ${show(item.height)} ${item.dimension_unit}`;
}
