import { type CurrencyCode, type FormatMoneyOptions, formatMoney, localeOf } from '@freight/domain';
import { displayPreferences } from '../preferences/displayPreferences';

/**
 * An amount as the signed-in user reads it: the domain's one `formatMoney` in the language of their display
 * preferences ('€1,234.50' in English, '1.234,50 €' in German), in the record's own currency.
 */
export function money(
  amount: number | string | null | undefined,
  currency: CurrencyCode,
  options?: FormatMoneyOptions,
): string {
  return formatMoney(amount, currency, localeOf(displayPreferences.get().language), options);
}
