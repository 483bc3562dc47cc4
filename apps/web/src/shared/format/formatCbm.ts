import { formatFixed } from './formatFixed';

/** Cubic metres to 4 decimals, as every screen shows CBM, so small parcels do not read as 0. */
export function formatCbm(value: number | null | undefined): string {
  return formatFixed(value, 4);
}
