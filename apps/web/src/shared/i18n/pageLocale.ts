import { i18n } from './i18n';

/**
 * The locale a client's signed-out page writes dates and amounts in: its language's, or in English the
 * visitor's own English (`english`, the browser's or the page's usual one), as those pages always did.
 */
export function pageLocale(english: string): string {
  return !i18n.locale || i18n.locale === 'en' ? english : i18n.locale;
}
