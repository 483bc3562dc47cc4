import { numberFormat } from '../preferences/numberFormat';

/** Money in dollars with two decimals, e.g. $1,234.50; non-numbers count as 0, so a blank never shows as NaN. */
export function formatUsd(value: number | null | undefined): string {
  const usd = numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return usd.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}
