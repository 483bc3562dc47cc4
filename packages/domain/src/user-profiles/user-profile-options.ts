import { optionValues } from '../shared/choices';

/**
 * The preference options of a user profile, with the labels the Settings screen shows. Time zones are
 * stored as IANA names, so any client can format with them; every zone is offered (./time-zones.ts).
 */

/** Languages pick the locale dates and numbers are written in (the interface itself is not translated). */
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
