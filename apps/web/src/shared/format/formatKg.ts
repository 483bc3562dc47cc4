import { formatFixed } from './formatFixed';

/** Kilograms to 2 decimals, as every screen shows weight. */
export function formatKg(value: number | null | undefined): string {
  return formatFixed(value, 2);
}
