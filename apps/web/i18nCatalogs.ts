import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]src[\\/]shared[\\/]i18n[\\/]catalogs[\\/][a-z]{2}\.json$/;

/**
 * Compiles each language's catalog (ICU messages written as text) into Lingui's ready-to-run form as the
 * build reads it, so the browser downloads no message parser. The result is still JSON, which Vite then turns
 * into that language's own chunk. Tests and `vite dev` read the text catalogs, which Lingui compiles itself
 * outside production builds.
 */
export function i18nCatalogs(): Plugin {
  return {
    name: 'shipdesk-i18n-catalogs',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
