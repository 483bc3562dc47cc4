import { formatFixed } from './formatFixed';

/** Cubic metres to 4 decimals, as every screen shows CBM (spec section 9). */
export function formatCbm(value: number | null | undefined): string {
  return formatFixed(value, 4);
}
