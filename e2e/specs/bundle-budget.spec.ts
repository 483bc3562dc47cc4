import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach, signInThroughForm } from '../support/auth';

/** The most compressed JavaScript the login page may download (150 KB, 1 KB = 1024 bytes). */
const LOGIN_JS_BUDGET_BYTES = 150 * 1024;

// The web build's manifest (the build this server serves) names the file that holds each screen's code.
interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
}
const manifest: Record<string, ManifestChunk> = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
);

/** The URL path of the chunk that a screen's module starts, checking it really is downloaded on demand. */
function lazyChunk(source: string): string {
  const chunk = manifest[`src/${source}`];
  expect(chunk, `${source} in the web build's manifest`).toBeDefined();
  expect(chunk!.isDynamicEntry, `${source} is loaded on demand`).toBe(true);
  return `/${chunk!.file}`;
}

const QUOTATION_LIST = lazyChunk('features/quotations/list/QuotationStatusListPage.tsx');
const QUOTATION_SCREENS = [
  QUOTATION_LIST,
  lazyChunk('features/quotations/detail/QuotationDetailPage.tsx'),
  lazyChunk('features/quotations/form/QuotationFormPage.tsx'),
];
const CONTACTS = lazyChunk('features/contacts/list/ContactsPage.tsx');
const SHELL = lazyChunk('app/SignedInShell.tsx');
/**
 * Each language's messages in two chunks (apps/web/src/shared/i18n/catalogParts.ts): the signed-out part, the
 * login page's, and the app part, fetched after sign-in; the pseudo language's two parts likewise.
 */
const catalogParts = (part: string) =>
  ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja'].map((language) =>
    lazyChunk(`shared/i18n/catalogs/${language}.json?part=${part}`),
  );
const SIGNED_OUT_CATALOGS = catalogParts('signed-out');
const APP_CATALOGS = catalogParts('app');
const CATALOGS = [
  ...SIGNED_OUT_CATALOGS,
  ...APP_CATALOGS,
  ...['signed-out', 'app'].map((part) => lazyChunk(`shared/i18n/catalogs/en.json?part=${part}&pseudo`)),
];
/** Every chunk that is fetched only when something asks for it: screens, the shell, the notification stack. */
const ON_DEMAND = Object.values(manifest)
  .filter((chunk) => chunk.isDynamicEntry)
  .map((chunk) => `/${chunk.file}`)
  .filter((file) => !CATALOGS.includes(file));

/** The paths of every script the page requests from now on. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

/** The fields of a PerformanceResourceTiming that the budget reads. */
interface ResourceTiming {
  name: string;
  encodedBodySize: number;
  decodedBodySize: number;
}

const contactsLink = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: 'Contacts', exact: true });

test('the login page downloads under 150 KB of compressed JavaScript and no screen behind sign-in', async ({
  page,
}) => {
  const requested = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The browser's own account of what crossed the network for each script (encoded, i.e. compressed, bytes).
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as unknown as ResourceTiming[])
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
      }))
      .filter((entry) => entry.path.endsWith('.js')),
  );
  expect(scripts.map((s) => s.path).sort()).toEqual([...new Set(requested)].sort());
  const transferred = scripts.reduce((sum, s) => sum + s.encodedBodySize, 0);
  const unpacked = scripts.reduce((sum, s) => sum + s.decodedBodySize, 0);
  console.log(
    `login page JavaScript: ${(transferred / 1024).toFixed(1)} KB compressed ` +
      `(${(unpacked / 1024).toFixed(1)} KB unpacked) in ${scripts.length} files`,
  );
  expect(transferred).toBeGreaterThan(0);
  expect(transferred).toBeLessThan(LOGIN_JS_BUDGET_BYTES);
  // It was sent compressed: the bytes on the wire are a fraction of the code.
  expect(transferred).toBeLessThan(unpacked / 3);

  // The schema library (zod, about 23 KB compressed) is for the screens behind sign-in: the login form checks
  // its two fields and reads error answers without it.
  for (const script of requested) {
    expect(await (await page.request.get(script)).text(), `${script} holds no zod`).not.toContain('ZodError');
  }

  for (const chunk of [...QUOTATION_SCREENS, CONTACTS, SHELL]) expect(ON_DEMAND).toContain(chunk);
  expect(requested.filter((p) => ON_DEMAND.includes(p))).toEqual([]);
  // The browser speaks English here (the config's locale): the signed-out part of its catalog, nothing else.
  expect(requested.filter((p) => CATALOGS.includes(p))).toEqual([SIGNED_OUT_CATALOGS[0]]);
});

test('signing in opens Pending Quotations with its own chunk, the shell and the app messages, not the contacts screen', async ({
  page,
}) => {
  const requested = recordScripts(page);
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Quotations' })).toBeVisible();
  expect(requested).toContain(QUOTATION_LIST);
  expect(requested).toContain(SHELL);
  expect(requested.filter((p) => CATALOGS.includes(p))).toEqual([SIGNED_OUT_CATALOGS[0], APP_CATALOGS[0]]);
  expect(requested).not.toContain(CONTACTS);

  await contactsLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  expect(requested).toContain(CONTACTS);
});

test.describe('signed in', () => {
  signInBeforeEach();
  test.beforeEach(async ({ page }) => {
    await page.goto('/pending-quotations');
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Quotations' })).toBeVisible();
  });

  test('a loader shows in the content area while the next screen downloads', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${CONTACTS}`, async (route) => {
      await released;
      await route.continue();
    });
    await contactsLink(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    // The sidebar stays usable around it.
    await expect(contactsLink(page)).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeHidden();
  });

  test('a screen whose code is gone (a deploy replaced it) shows the route error screen, and Refresh Page recovers', async ({
    page,
  }) => {
    await page.route(`**${CONTACTS}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await contactsLink(page).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    // Inside the shell: the sidebar still offers a way out.
    await expect(contactsLink(page)).toBeVisible();

    await page.unroute(`**${CONTACTS}`);
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  });
});
