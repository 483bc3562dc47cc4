import { expect, type Page, test } from '@playwright/test';
import { useWorkerAdminSession } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { type PseudoDesk, seedPseudoDesk } from '../support/pseudo-desk';
import { addPricedCostLine, createQuotationForClient } from '../support/quotations';

// The pseudo-locale run (docs/conventions.md, "The pseudo-locale run"): the app in the pseudo language, every
// message accented, about 40 % longer and between ‹ and › (apps/web/src/shared/i18n/pseudoLocalize.ts). Each
// screen of SCREENS fails on a visible text that did not come from the catalogs and on a control whose text
// is cut. A record's own words (names, subjects, addresses, free text) are data: the screens mark them
// `data-i18n-ignore` where they draw them, and this spec's records are in Spanish so that nothing else lets
// them through.

interface Screen {
  name: string;
  /** Signed out (the login page, a client's page) or as the administrator. */
  signedIn: boolean;
  /** Goes to the screen and waits until it is drawn. */
  open: (page: Page, desk: PseudoDesk) => Promise<void>;
}

/** A signed-in screen at `path`: drawn once a heading shows in it and its data has arrived. */
function signedIn(
  name: string,
  path: (desk: PseudoDesk) => string,
  then?: (page: Page) => Promise<void>,
): Screen {
  return {
    name,
    signedIn: true,
    open: async (page, desk) => {
      await page.goto(path(desk));
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await then?.(page);
    },
  };
}

/** The Logistics lists, one screen per quotation status. */
const STATUS_LISTS = [
  'pending-quotations',
  'working-quotations',
  'on-client-review',
  'active-orders',
  'completed-orders',
  'cancelled-orders',
];

/**
 * Data on the screens, not messages: the product's name, the seeded records' own values (the administrator,
 * a cost category, this spec's client), initials, record numbers, a keyboard shortcut, and days and months as Intl writes them
 * in the user's date preference.
 */
const DATA = [
  /ShipDesk/g,
  /System Administrator|Administrator|admin@example\.com|Packaging|Pseudo Freight \w+/g,
  /\b[A-Z]{1,2}\b/g,
  // Record numbers (SQ50016, SH-2026-00042).
  /\b[A-Z]{1,3}[-\d]+\b/g,
  /Ctrl|⌘/g,
  // Currency, port and airport codes (EUR, HKG).
  /\b[A-Z]{3}\b/g,
  /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g,
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g,
  /\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g,
];

const SCREENS: Screen[] = [
  {
    name: 'login',
    signedIn: false,
    open: async (page) => {
      await page.goto('/login');
      await expect(page.locator('form')).toBeVisible();
    },
  },
  {
    name: 'dashboard',
    signedIn: true,
    open: async (page) => {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'notifications',
    signedIn: true,
    open: async (page) => {
      await page.goto('/dashboard');
      // The bell, named 'Notifications' in the pseudo language.
      await page.getByRole('button', { name: /^‹Ñööţíífííçååţííööñš/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'settings',
    signedIn: true,
    open: async (page) => {
      await page.goto('/settings');
      await expect(page.getByRole('tablist').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'new quotation',
    signedIn: true,
    open: async (page) => {
      await page.goto('/quotations/new');
      await expect(page.locator('form').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  ...STATUS_LISTS.map((path) => signedIn(path, () => `/${path}`)),
  signedIn('quotation', (desk) => `/quotations/${desk.quotationId}`),
  {
    name: "quotation's documents",
    signedIn: true,
    // On the quotation, the screen before: its Documents button, 'Documents (1)' in the pseudo language.
    open: async (page) => {
      await page.getByRole('button', { name: /^‹Đööçüümééñţš/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  signedIn('cost lines', (desk) => `/quotations/${desk.quotationId}/cost-breakdown`),
  signedIn('contacts', () => '/contacts'),
  signedIn(
    'contact',
    (desk) => `/contacts?contact=${desk.contactId}`,
    async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  ),
  signedIn('support', () => '/support'),
  signedIn('tasks', () => '/task-manager'),
  signedIn('documents', () => '/documents'),
  signedIn('shipments', () => '/shipments'),
  signedIn('shipment', (desk) => `/shipments/${desk.shipmentId}`),
  signedIn('invoices', () => '/invoices'),
  signedIn('invoice', (desk) => `/invoices/${desk.invoiceId}`),
  {
    name: 'public quote',
    signedIn: false,
    open: async (page) => {
      await page.goto(await publicQuotePath(page));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

/** A quote sent to a new client (through the API, signed in), and the path of its page for the client. */
async function publicQuotePath(page: Page): Promise<string> {
  const request = page.context().request;
  await useWorkerAdminSession(page.context());
  const tag = uniqueTag();
  const quotation = await createQuotationForClient(
    request,
    `Pseudo Freight ${tag}`,
    `pseudo.${tag}@example.com`,
  );
  await addPricedCostLine(request, quotation.id, { description: `Pseudo Freight ${tag}` });
  const sent = await request.post(`/api/1/quotations/${quotation.id}/send`, {
    data: { to: [`pseudo.${tag}@example.com`], subject: 'Quote', message: 'Our quote: {acceptance_url}' },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await page.context().clearCookies();
  return new URL(((await sent.json()) as { acceptance_url: string }).acceptance_url).pathname;
}

/** The visible texts on the page that carry no pseudo marker once the data is taken out. */
async function untranslatedTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || /[‹›]/.test(text)) continue;
      if (element.closest('[data-i18n-ignore], script, style, noscript, svg, [aria-hidden="true"]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(text);
    }
    return found;
  });
  return texts.filter((text) => /\p{L}/u.test(DATA.reduce((rest, data) => rest.replace(data, ''), text)));
}

/** The buttons, tabs and table headers whose text is wider than their box. */
async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, [role="tab"], th, .mantine-Button-label, .mantine-Tabs-tabLabel, .mantine-Badge-label',
      ),
    )
      .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`),
  );
}

test.describe('the pseudo language', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('shipdesk-pseudo', '1'));
  });

  for (const width of [1366, 390]) {
    test(`every text of the translated screens is a message, none cut, at ${width} px`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 900 });
      await useWorkerAdminSession(page.context());
      const desk = await seedPseudoDesk(page.context().request);
      // The session changes only between a signed-out and a signed-in screen: one sign-in for the run.
      let signedIn = true;
      for (const screen of SCREENS) {
        if (screen.signedIn !== signedIn) {
          await page.context().clearCookies();
          if (screen.signedIn) await useWorkerAdminSession(page.context());
          signedIn = screen.signedIn;
        }
        await screen.open(page, desk);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
        await page.screenshot({
          path: test.info().outputPath(`${screen.name}-${width}.png`),
          fullPage: true,
        });
        expect.soft(await untranslatedTexts(page), `${screen.name}: texts outside the catalogs`).toEqual([]);
        expect.soft(await clippedControls(page), `${screen.name}: cut controls`).toEqual([]);
      }
    });
  }
});
