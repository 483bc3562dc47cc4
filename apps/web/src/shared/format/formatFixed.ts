import { numberFormat } from '../preferences/numberFormat';

/** A figure with exactly `decimals` places and thousands separators, in the user's language; non-numbers count as 0. */
export function formatFixed(value: number | null | undefined, decimals: number): string {
  const format = numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return format.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}
