import { type CurrencyCode, currencyName } from '@freight/domain';
import { i18n } from './i18n';
import { useT } from './useT';

// A currency's name comes from the browser's own data (Intl.DisplayNames) in the reader's language rather than
// from a catalog of some 180 names; English keeps the ISO 4217 names the domain lists ('Yen'), as it always did.
const namers = new Map<string, Intl.DisplayNames | null>();

function namerFor(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    try {
      namers.set(locale, new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }));
    } catch {
      namers.set(locale, null);
    }
  }
  return namers.get(locale) ?? null;
}

/** The currency's name in a language ('Japanischer Yen' in German); its ISO name in English or when unknown. */
export function currencyNameIn(code: CurrencyCode, locale: string): string {
  if (!locale || locale.startsWith('en')) return currencyName(code);
  return namerFor(locale)?.of(code) ?? currencyName(code);
}

/** The name of a currency in the reader's language, redrawn when the language changes. */
export function useCurrencyName(): (code: CurrencyCode) => string {
  useT();
  const locale = i18n.locale;
  return (code) => currencyNameIn(code, locale);
}
