import { expect, type Page, test } from '@playwright/test';
import { useWorkerAdminSession } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { clippedControls, untranslatedTexts } from '../support/pseudo-checks';
import { type PseudoDesk, seedPseudoDesk } from '../support/pseudo-desk';
import { pseudoMessage } from '../support/pseudo-messages';
import {
  DIALOG_SCREENS,
  FORM_SCREENS,
  type Screen,
  SETTINGS_SCREENS,
  signedIn,
  signedOut,
} from '../support/pseudo-screens';
import { addPricedCostLine, createQuotationForClient } from '../support/quotations';

// The pseudo-locale run (docs/conventions.md, "The pseudo-locale run"): the app in the pseudo language, every
// message accented, about 40 % longer and between ‹ and › (apps/web/src/shared/i18n/pseudoLocalize.ts). Each
// screen of the groups below fails on a visible text that did not come from the catalogs and on a control whose
// text is cut (support/pseudo-checks.ts). A record's own words (names, subjects, addresses, free text) are data:
// the screens mark them `data-i18n-ignore` where they draw them, and this run's records are in Spanish so that
// nothing else lets them through.

/** The Logistics lists, one screen per quotation status. */
const STATUS_LISTS = [
  'pending-quotations',
  'working-quotations',
  'on-client-review',
  'active-orders',
  'completed-orders',
  'cancelled-orders',
];

const MAIN_PATH: Screen[] = [
  signedIn('dashboard', () => '/dashboard'),
  {
    name: 'notifications',
    signedIn: true,
    // On the dashboard, the screen before: the bell.
    open: async (page) => {
      // The bell is 'Notifications', or 'Notifications, N unread' once other specs have made some: its start.
      const bell = pseudoMessage('bell.notifications').replace(/›$/, '');
      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(bell)}`) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  signedIn('settings', () => '/settings'),
  signedIn('new quotation', () => '/quotations/new'),
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
];

const SIGNED_OUT: Screen[] = [
  {
    name: 'login',
    signedIn: false,
    open: async (page) => {
      await page.goto('/login');
      await expect(page.locator('form')).toBeVisible();
    },
  },
  // The page checks its token only when the new password is sent: any token shows it.
  signedOut('reset password', () => '/reset-password?token=a-link-token'),
  signedOut('invitation', (desk) => desk.invitationPath),
  signedOut('tracking', (desk) => desk.trackingPath),
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

/**
 * The screens in groups, each a test of its own: a screen that cannot be opened stops only its group, and each
 * group stays within one test's time on a busy machine.
 */
const GROUPS: Record<string, Screen[]> = {
  'the main path': MAIN_PATH,
  'the settings': SETTINGS_SCREENS,
  'the forms and reports': FORM_SCREENS,
  'the dialogs': DIALOG_SCREENS,
  'the signed-out pages': SIGNED_OUT,
};

/** The run's records, seeded once per worker and shared by its tests, which only look at them. */
let desk: Promise<PseudoDesk> | undefined;

function sharedDesk(page: Page): Promise<PseudoDesk> {
  desk ??= seedPseudoDesk(page.context().request);
  desk.catch(() => {
    desk = undefined;
  });
  return desk;
}

/** Opens each screen in turn, signing in or out between them as needed, and checks what it draws. */
async function checkScreens(page: Page, screens: Screen[], width: number) {
  await useWorkerAdminSession(page.context());
  const records = await sharedDesk(page);
  let signedInNow = true;
  for (const screen of screens) {
    if (screen.signedIn !== signedInNow) {
      await page.context().clearCookies();
      if (screen.signedIn) await useWorkerAdminSession(page.context());
      signedInNow = screen.signedIn;
    }
    await screen.open(page, records);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await page.screenshot({ path: test.info().outputPath(`${screen.name}-${width}.png`), fullPage: true });
    expect.soft(await untranslatedTexts(page), `${screen.name}: texts outside the catalogs`).toEqual([]);
    expect.soft(await clippedControls(page), `${screen.name}: cut controls`).toEqual([]);
  }
}

test.describe('the pseudo language', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('shipdesk-pseudo', '1'));
  });

  for (const width of [1366, 390]) {
    for (const [group, screens] of Object.entries(GROUPS)) {
      test(`${group}: every text is a message, none cut, at ${width} px`, async ({ page }) => {
        test.setTimeout(300_000);
        await page.setViewportSize({ width, height: 900 });
        await checkScreens(
          page,
          screens.filter((screen) => !screen.fixme),
          width,
        );
      });
      for (const screen of screens.filter((each) => each.fixme)) {
        test.fixme(`${group}: ${screen.name} at ${width} px (${screen.fixme})`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await checkScreens(page, [screen], width);
        });
      }
    }
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
