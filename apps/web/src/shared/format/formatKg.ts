import { formatFixed } from './formatFixed';

/** Kilograms to 2 decimals, as every screen shows weight (spec section 9). */
export function formatKg(value: number | null | undefined): string {
  return formatFixed(value, 2);
}
