import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's languages, each with its catalog in apps/web/src/shared/i18n/catalogs. */
export type CatalogLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'zh' | 'ja';

const CATALOG_DIR = path.resolve(import.meta.dirname, '../../apps/web/src/shared/i18n/catalogs');
const loaded = new Map<CatalogLanguage, Record<string, string>>();

function catalog(language: CatalogLanguage): Record<string, string> {
  let messages = loaded.get(language);
  if (!messages) {
    messages = JSON.parse(readFileSync(path.join(CATALOG_DIR, `${language}.json`), 'utf8')) as Record<
      string,
      string
    >;
    loaded.set(language, messages);
  }
  return messages;
}

/**
 * A screen's words in `language`, read from the app's own catalog by message id, so a spec finds a button by
 * what that language's reader sees without writing German or Japanese by hand. Fills simple `{name}`
 * placeholders; a message with a plural or a choice is not for this helper.
 */
export function message(
  language: CatalogLanguage,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const text = catalog(language)[id];
  if (text === undefined) throw new Error(`The ${language} catalog has no message '${id}'`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
