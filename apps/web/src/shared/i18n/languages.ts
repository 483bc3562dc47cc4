import { LANGUAGES } from '@freight/domain';

/** One of the eight languages of the profile's preference, each with a full catalog. */
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages that the app speaks ('de-DE' speaks 'de'), else English: the language of
 * the login page and of anyone not signed in yet.
 */
export function browserLanguage(
  preferred: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
