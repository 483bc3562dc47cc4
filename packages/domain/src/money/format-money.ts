import { type CurrencyCode, currencyDigits } from './currencies';
import { type MoneyInput, roundMoney } from './money';

export interface FormatMoneyOptions {
  /**
   * A rate (per kg, per CBM) rather than an amount: carriers quote rates finer than the currency's minor
   * unit (2.855 per kg), so a rate shows up to 4 decimals, never fewer than the currency's own.
   */
  rate?: boolean;
}

/**
 * The locale of what goes to a client whose language the app does not know (the quote PDF, the quote e-mail):
 * English, as the PDF's dates are printed, with each amount in its own currency's symbol and decimals.
 */
export const DOCUMENT_LOCALE = 'en-US';

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(locale: string, currency: CurrencyCode, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${min}|${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The one way money is written, on every screen, document, e-mail and export: Intl's currency style in the
 * reader's locale, with the currency's own ISO 4217 decimals ('€1,234.50' in en, '1.234,50 €' in de,
 * '¥1,235', 'KWD 1,234.500'). Amounts are rounded by `roundMoney` first, so what is shown is what is stored.
 * No amount (null, blank, not a number) is '—'.
 */
export function formatMoney(
  amount: MoneyInput | null | undefined,
  currency: CurrencyCode,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  if (typeof amount === 'number' && !Number.isFinite(amount)) return '—';
  if (typeof amount === 'string' && !Number.isFinite(Number(amount))) return '—';
  const digits = currencyDigits(currency);
  const max = options.rate ? Math.max(digits, 4) : digits;
  const value = options.rate ? Number(amount) : roundMoney(amount, currency);
  try {
    return formatFor(locale, currency, digits, max).format(value);
  } catch {
    // A code Intl does not know (an old free-text row) or a bad locale: still the number and the code.
    return `${value.toFixed(digits)} ${currency}`;
  }
}
