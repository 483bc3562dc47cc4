import { optionValues } from '../shared/choices';

/**
 * The preference options of a user profile, with the labels the Settings screen shows. Time zones are
 * stored as IANA names, so any client can format with them; every zone is offered (./time-zones.ts).
 */

/** The languages of the interface (apps/web/src/shared/i18n/catalogs) and the locale dates and numbers are written in. */
export const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English', locale: 'en-US' },
  { value: 'es', label: 'Español', locale: 'es-ES' },
  { value: 'fr', label: 'Français', locale: 'fr-FR' },
  { value: 'de', label: 'Deutsch', locale: 'de-DE' },
  { value: 'it', label: 'Italiano', locale: 'it-IT' },
  { value: 'pt', label: 'Português', locale: 'pt-PT' },
  { value: 'zh', label: '中文', locale: 'zh-CN' },
  { value: 'ja', label: '日本語', locale: 'ja-JP' },
] as const;
export const LANGUAGES = optionValues(LANGUAGE_OPTIONS);

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY', 'MM-DD-YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const TIME_FORMATS = ['12h', '24h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const PROFILE_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY'] as const;

/** 'auto' follows the operating system's light or dark setting. */
export const THEMES = ['light', 'dark', 'auto'] as const;

/** The locale a language writes dates and numbers in ('en' → 'en-US'); unknown languages read as English. */
export function localeOf(language: string): string {
  return LANGUAGE_OPTIONS.find((o) => o.value === language)?.locale ?? 'en-US';
}

/**
 * The first language of a browser's Accept-Language header ('de-DE,de;q=0.9,en;q=0.8') that ShipDesk speaks,
 * by preference weight: a new user's starting language. Undefined when none of them is one of LANGUAGES.
 */
export function languageFromAcceptLanguage(
  header: string | undefined,
): (typeof LANGUAGES)[number] | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: weight ? Number(weight.slice(2)) : 1,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find((base) => (LANGUAGES as readonly string[]).includes(base)) as
    | (typeof LANGUAGES)[number]
    | undefined;
}
