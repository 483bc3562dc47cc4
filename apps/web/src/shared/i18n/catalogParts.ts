/**
 * Each language's catalog is downloaded in two parts (the build cuts catalogs/<lang>.json by id prefix, see
 * i18nCatalogs.ts): the small signed-out part that the login page, the e-mailed links' pages and the client's
 * public pages read, and the app part, fetched once someone has signed in. The list below is the one place
 * that says which messages are signed out; signedOutMessages.test.ts fails when a screen reachable without
 * signing in names a message outside it.
 */
const SIGNED_OUT_PREFIXES = [
  'common',
  'brand',
  'login',
  'password',
  'twoFactor',
  'invitation',
  'validation',
  'errors',
  // The temporary password's page offers signing out, whose failure the user menu's message words.
  'userMenu',
  'publicQuote',
  'publicTracking',
  // The Incoterms' names, which the client's public quote page shows too.
  'incoterm',
] as const;

export type CatalogPart = 'signed-out' | 'app';

export function isSignedOutMessage(id: string): boolean {
  const prefix = id.split('.')[0];
  return (SIGNED_OUT_PREFIXES as readonly string[]).includes(prefix ?? '');
}

/** The messages of one part of a catalog, in the catalog's order. */
export function catalogPart<M>(messages: Record<string, M>, part: CatalogPart): Record<string, M> {
  const signedOut = part === 'signed-out';
  return Object.fromEntries(Object.entries(messages).filter(([id]) => isSignedOutMessage(id) === signedOut));
}
