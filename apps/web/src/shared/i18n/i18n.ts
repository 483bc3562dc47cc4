import { type Messages, setupI18n } from '@lingui/core';
import type en from './catalogs/en.json';
import { browserLanguage, isLanguage, type Language } from './languages';

/** The id of a message of the source catalog (catalogs/en.json): a typo in an id fails the type check. */
export type MessageId = keyof typeof en;

/** The one Lingui instance of the app: I18nProvider re-renders every reader when its language changes. */
export const i18n = setupI18n();

// Each language's catalog is its own chunk, fetched only when that language is chosen; the build compiles the
// messages (i18nCatalogs in vite.config.ts), so no message parser is downloaded.
const catalogs: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./catalogs/en.json'),
  es: () => import('./catalogs/es.json'),
  fr: () => import('./catalogs/fr.json'),
  de: () => import('./catalogs/de.json'),
  it: () => import('./catalogs/it.json'),
  pt: () => import('./catalogs/pt.json'),
  zh: () => import('./catalogs/zh.json'),
  ja: () => import('./catalogs/ja.json'),
};

// The language of the last signed-in user, so that a reload starts in it before the profile is read again.
const STORAGE_KEY = 'shipdesk-language';

function rememberedLanguage(): Language | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The language to start in: the signed-in user's remembered choice, else the browser's. */
export function startingLanguage(): Language {
  return rememberedLanguage() ?? browserLanguage();
}

let requested: Language | undefined;
const loaded = new Set<Language>();

/**
 * Downloads the language's catalog (once) and switches the whole app to it, `<html lang>` included. When two
 * switches overlap, the last one asked for wins.
 */
export async function activateLanguage(language: Language): Promise<void> {
  requested = language;
  if (!loaded.has(language)) {
    const { default: messages } = await catalogs[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (requested !== language) return;
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** Makes the signed-in user's language the one a reload starts in (or forgets it on sign-out). */
export function rememberLanguage(language: Language | null): void {
  try {
    if (language) localStorage.setItem(STORAGE_KEY, language);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private browsing without storage: the profile still sets the language once it is read.
  }
}
