import { readFile } from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { type CatalogPart, catalogPart } from './src/shared/i18n/catalogParts.ts';
import { pseudoLocalize } from './src/shared/i18n/pseudoLocalize.ts';

const CATALOG = /[\\/]src[\\/]shared[\\/]i18n[\\/]catalogs[\\/][a-z]{2}\.json\?/;

/** The part (and the pseudo language) a catalog import asks for: `catalogs/de.json?part=app`. */
function requestOf(id: string): { file: string; part?: CatalogPart; pseudo: boolean } {
  const [file = id, query = ''] = id.split('?');
  const params = new URLSearchParams(query);
  const part = params.get('part');
  return {
    file,
    part: part === 'signed-out' || part === 'app' ? part : undefined,
    pseudo: params.has('pseudo'),
  };
}

const mapMessages = <T>(messages: Record<string, string>, map: (message: string) => T) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, map(message)]));

/**
 * Serves each language's catalog in the two parts of catalogParts.ts (`catalogs/de.json?part=signed-out`, the
 * login page's; `?part=app`, fetched after sign-in), each its own chunk, and the pseudo language made from
 * the English one (`catalogs/en.json?part=app&pseudo`). The source stays one file per language.
 *
 * In a build it also compiles the messages (ICU text) into Lingui's ready-to-run form, so the browser
 * downloads no message parser. `vite dev` gets the text, which Lingui compiles itself outside production
 * builds; the tests read whole catalogs (`catalogs/en.json`) without this plugin.
 */
export function i18nCatalogs(): Plugin {
  let building = false;
  return {
    name: 'shipdesk-i18n-catalogs',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      if (!CATALOG.test(id)) return null;
      const { file, part, pseudo } = requestOf(id);
      if (!part && !pseudo) return null;
      let messages: Record<string, string> = JSON.parse(await readFile(file, 'utf8'));
      if (part) messages = catalogPart(messages, part);
      if (pseudo) messages = mapMessages(messages, pseudoLocalize);
      const served = building ? mapMessages(messages, compileMessage) : messages;
      // A module of code rather than JSON: an id with a query is not read as JSON. A string given to
      // JSON.parse is quicker for the browser to read than the same object written as code.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(served))});`, map: null };
    },
  };
}
