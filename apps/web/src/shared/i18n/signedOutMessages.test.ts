import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageIdsIn } from '../../../scripts/i18n-check';
import { catalogPart, isSignedOutMessage } from './catalogParts';
import en from './catalogs/en.json';

const webSource = path.resolve(import.meta.dirname, '../..');

/**
 * What runs before anyone signs in: the startup code (main.tsx, with the login page) and the signed-out pages
 * the router or the session check fetch on demand. The app part of the catalog is not there yet for any of
 * them.
 */
const SIGNED_OUT_ENTRIES = [
  'main.tsx',
  'features/invitations/signedOutLinkPages.ts',
  'features/public-quote/PublicQuotePage.tsx',
  'features/public-tracking/PublicTrackingPage.tsx',
  // Drawn by the session check before the app part is fetched: the loader, a temporary password's page and
  // the "session unavailable" screen.
  'features/auth/session/RequireAuth.tsx',
  'features/auth/password/ChooseNewPasswordPage.tsx',
];

/** The files a module imports at load time (`import … from './x'`), not the ones it fetches later (`import()`). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm),
  ];
  return specifiers.flatMap(([, specifier]) => {
    const base = path.resolve(path.dirname(file), specifier!);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
    return found ? [found] : [];
  });
}

/** The code without its comments, which may name a message as an example. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function signedOutModules(): Set<string> {
  const seen = new Set<string>();
  const queue = SIGNED_OUT_ENTRIES.map((entry) => path.join(webSource, entry));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

describe('the signed-out part of the catalogs', () => {
  it('holds every message that a screen reachable without signing in names', () => {
    const modules = signedOutModules();
    expect(modules.size).toBeGreaterThan(20);
    // The validation tables name every form's messages; translateValidation shows one only when its part is
    // loaded (else the English text), so their entries outside the signed-out part are never looked up in vain.
    const outside = [...modules]
      .filter((file) => !/[/\\]shared[/\\]i18n[/\\]validationMessages(Of\w+)?\.ts$/.test(file))
      .flatMap((file) =>
        messageIdsIn(withoutComments(readFileSync(file, 'utf8')))
          .filter((id) => id in en && !isSignedOutMessage(id))
          .map((id) => `${path.relative(webSource, file)}: ${id}`),
      );
    expect(outside).toEqual([]);
  });

  it('splits a catalog into two parts that together are the whole', () => {
    const signedOut = catalogPart(en, 'signed-out');
    const app = catalogPart(en, 'app');
    expect(signedOut['login.title' as keyof typeof signedOut]).toBe(en['login.title' as keyof typeof en]);
    expect(app['nav.contacts']).toBe(en['nav.contacts']);
    expect(Object.keys(signedOut)).not.toContain('nav.contacts');
    expect(Object.keys(signedOut).length + Object.keys(app).length).toBe(Object.keys(en).length);
  });
});
