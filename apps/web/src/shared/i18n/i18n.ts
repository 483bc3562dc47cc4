import { type Messages, setupI18n } from '@lingui/core';
import type { CatalogPart } from './catalogParts';
import type en from './catalogs/en.json';
import { browserLanguage, isLanguage, type Language } from './languages';

/** The id of a message of the source catalog (catalogs/en.json): a typo in an id fails the type check. */
export type MessageId = keyof typeof en;

/** The one Lingui instance of the app: I18nProvider re-renders every reader when its language changes. */
export const i18n = setupI18n();

type PartLoader = () => Promise<{ default: Messages }>;

/**
 * The pseudo language of the pseudo-locale run (`?pseudo=1`, docs/conventions.md): English accented and
 * stretched between ‹ and ›, offered to no user. Its tag is the one commonly kept for it, which Intl reads as
 * English (numbers, dates, plurals).
 */
const PSEUDO_LANGUAGE = 'en-XA';
type CatalogLanguage = Language | typeof PSEUDO_LANGUAGE;

// Each language's catalog comes in two chunks (catalogParts.ts, cut by the build in i18nCatalogs.ts): the
// signed-out part, fetched at startup, and the app part, fetched once signed in (loadAppMessages). Only the
// chosen language's are fetched; the build compiles the messages, so no message parser is downloaded.
const catalogs: Record<CatalogLanguage, Record<CatalogPart, PartLoader>> = {
  en: {
    'signed-out': () => import('./catalogs/en.json?part=signed-out'),
    app: () => import('./catalogs/en.json?part=app'),
  },
  es: {
    'signed-out': () => import('./catalogs/es.json?part=signed-out'),
    app: () => import('./catalogs/es.json?part=app'),
  },
  fr: {
    'signed-out': () => import('./catalogs/fr.json?part=signed-out'),
    app: () => import('./catalogs/fr.json?part=app'),
  },
  de: {
    'signed-out': () => import('./catalogs/de.json?part=signed-out'),
    app: () => import('./catalogs/de.json?part=app'),
  },
  it: {
    'signed-out': () => import('./catalogs/it.json?part=signed-out'),
    app: () => import('./catalogs/it.json?part=app'),
  },
  pt: {
    'signed-out': () => import('./catalogs/pt.json?part=signed-out'),
    app: () => import('./catalogs/pt.json?part=app'),
  },
  zh: {
    'signed-out': () => import('./catalogs/zh.json?part=signed-out'),
    app: () => import('./catalogs/zh.json?part=app'),
  },
  ja: {
    'signed-out': () => import('./catalogs/ja.json?part=signed-out'),
    app: () => import('./catalogs/ja.json?part=app'),
  },
  [PSEUDO_LANGUAGE]: {
    'signed-out': () => import('./catalogs/en.json?part=signed-out&pseudo'),
    app: () => import('./catalogs/en.json?part=app&pseudo'),
  },
};

const PSEUDO_KEY = 'shipdesk-pseudo';

/** Whether this browser runs in the pseudo language: `?pseudo=1` in any address turns it on, `?pseudo=0` off. */
function pseudoLanguageOn(): boolean {
  try {
    const asked = new URLSearchParams(location.search).get('pseudo');
    if (asked === '1') localStorage.setItem(PSEUDO_KEY, '1');
    if (asked === '0') localStorage.removeItem(PSEUDO_KEY);
    return localStorage.getItem(PSEUDO_KEY) === '1';
  } catch {
    return false;
  }
}
const pseudo = pseudoLanguageOn();

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

let requested: CatalogLanguage | undefined;
/** The parts every activated language needs: the app part joins once someone has signed in. */
const wantedParts = new Set<CatalogPart>(['signed-out']);
const loaded = new Set<string>();

async function loadParts(language: CatalogLanguage): Promise<void> {
  await Promise.all(
    [...wantedParts].map(async (part) => {
      const key = `${language}:${part}`;
      if (loaded.has(key)) return;
      const { default: messages } = await catalogs[language][part]();
      i18n.load(language, messages);
      loaded.add(key);
    }),
  );
}

/**
 * Downloads the language's catalog parts (once each) and switches the whole app to it, `<html lang>`
 * included. When two switches overlap, the last one asked for wins. In the pseudo run every language is the
 * pseudo language.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const target: CatalogLanguage = pseudo ? PSEUDO_LANGUAGE : language;
  requested = target;
  await loadParts(target);
  if (requested !== target) return;
  i18n.activate(target);
  document.documentElement.lang = target;
}

/**
 * Fetches the app part of the catalog of the language in use (or being switched to), and of every language
 * switched to from now on: the signed-in screens wait for it (AppMessages), so none shows a message id.
 */
export async function loadAppMessages(): Promise<void> {
  wantedParts.add('app');
  const language = requested ?? (i18n.locale as CatalogLanguage | undefined);
  if (language) await loadParts(language);
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
