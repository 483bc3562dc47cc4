import { numberFormat } from '../../shared/preferences/numberFormat';

function formatFor(currency: string): Intl.NumberFormat | null {
  try {
    return numberFormat({ style: 'currency', currency, minimumFractionDigits: 2 });
  } catch {
    // Not an ISO currency code (the modal's insurance currency is free text).
    return null;
  }
}

/** An amount in its own currency with two decimals, e.g. €1,250.00; '—' when there is none. */
export function formatMoney(amount: number | null | undefined, currency: string): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '—';
  const format = formatFor(currency);
  return format ? format.format(amount) : `${amount.toFixed(2)} ${currency}`;
}
