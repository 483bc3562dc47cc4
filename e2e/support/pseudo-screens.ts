import { expect, type Page } from '@playwright/test';
import type { PseudoDesk } from './pseudo-desk';

/**
 * A message as the run's language shows it, by id: the pseudo language's (`pseudoMessage`) or a real catalog's
 * (`message`), so one list of screens finds its buttons and dialogs in every language the run is made in.
 */
export type Words = (id: string, values?: Record<string, string | number>) => string;

/** A screen of the pseudo-locale run: how to reach it, and whether it is seen signed in. */
export interface Screen {
  name: string;
  /** Signed out (the login page, a client's page) or as the administrator. */
  signedIn: boolean;
  /** Goes to the screen and waits until it is drawn, finding what it clicks by `words`. */
  open: (page: Page, desk: PseudoDesk, words: Words) => Promise<void>;
  /** Why the screen still fails for texts another part of the work converts: it is then a `test.fixme`. */
  fixme?: string;
}

/** A signed-in screen at `path`: drawn once a heading shows in it and its data has arrived. */
export function signedIn(
  name: string,
  path: (desk: PseudoDesk) => string,
  then?: (page: Page, desk: PseudoDesk, words: Words) => Promise<void>,
): Screen {
  return {
    name,
    signedIn: true,
    open: async (page, desk, words) => {
      await page.goto(path(desk));
      // A form page may have its title in a header of its own: its form shows then.
      await expect(page.getByRole('main').locator('h1, h2, h3, form').first()).toBeVisible({
        timeout: 20_000,
      });
      await page.waitForLoadState('networkidle');
      await then?.(page, desk, words);
    },
  };
}

/** A signed-out page at `path`, drawn once its first-level heading shows. */
export function signedOut(name: string, path: (desk: PseudoDesk) => string | Promise<string>): Screen {
  return {
    name,
    signedIn: false,
    open: async (page, desk) => {
      await page.goto(await path(desk));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
    },
  };
}

/** Clicks the button named by message `id` and waits for the dialog named by `title` (a message id). */
async function openDialog(page: Page, words: Words, id: string, title: string) {
  await page
    .getByRole('button', { name: words(id), exact: true })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: words(title) })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const settingsTab = (tab: string) => signedIn(`settings: ${tab}`, () => `/settings?tab=${tab}`);

/** Every Settings tab beyond the first (Security, the run's 'settings'), and the user administration. */
export const SETTINGS_SCREENS: Screen[] = [
  ...[
    'profile',
    'preferences',
    'notifications',
    'api-tokens',
    'system',
    'single-sign-on',
    'webhooks',
    'audit',
  ].map(settingsTab),
  signedIn(
    'settings: users',
    () => '/settings?tab=security',
    async (page, _desk, words) => {
      await openDialog(page, words, 'users.manageUsers', 'users.userManagement');
      await expect(page.getByRole('dialog').getByRole('article').first()).toBeVisible();
    },
  ),
  {
    name: 'settings: invitations',
    signedIn: true,
    // In User Management, the screen before.
    open: async (page, _desk, words) => {
      await page
        .getByRole('dialog')
        .getByRole('tab', { name: words('users.tabInvitations') })
        .click();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'settings: permissions',
    signedIn: true,
    // In User Management, two screens before.
    open: async (page, _desk, words) => {
      await page
        .getByRole('dialog')
        .getByRole('tab', { name: words('users.tabUsers') })
        .click();
      await openDialog(page, words, 'users.managePermissions', 'permissions.title');
    },
  },
];

/** The forms that open at a path of their own, and the screens a desk opens now and then. */
export const FORM_SCREENS: Screen[] = [
  signedIn('new support interaction', () => '/support/new'),
  signedIn('quotation edit', (desk) => `/quotations/${desk.quotationId}/edit`),
  signedIn('new address', (desk) => `/addresses/create?quotationId=${desk.quotationId}&type=destination`),
  signedIn('new cargo line', (desk) => `/box-items/new?quotationId=${desk.quotationId}`),
  signedIn('file upload', () => '/file-upload-demo'),
  signedIn('diagnostics', () => '/diagnostics'),
  signedIn('rate cards', () => '/rates'),
  signedIn('receivables', () => '/reports/receivables'),
];

/**
 * The main dialogs, each opened from its screen as a person does. The library's Upload Files opens the
 * system's file picker, not a dialog: the upload kit is seen on its own page among the forms.
 */
export const DIALOG_SCREENS: Screen[] = [
  signedIn(
    'add contact',
    () => '/contacts',
    (page, _desk, words) => openDialog(page, words, 'contacts.add', 'contacts.addNew'),
  ),
  signedIn(
    'new task',
    () => '/task-manager',
    async (page, _desk, words) => {
      await page.getByRole('button', { name: words('tasks.newTask') }).click();
      await page.waitForLoadState('networkidle');
    },
  ),
  signedIn(
    'new team',
    () => '/task-manager?tab=teams',
    async (page, _desk, words) => {
      await page.getByRole('button', { name: words('teams.newTeam') }).click();
      await page.waitForLoadState('networkidle');
    },
  ),
  signedIn(
    'share link',
    (desk) => `/documents?folder=${desk.folderId}`,
    async (page, desk, words) => {
      await page
        .getByRole('button', { name: words('documents.actionsFor', { name: desk.documentName }) })
        .click();
      await page.getByRole('menuitem', { name: words('documents.share') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  ),
  signedIn(
    'record payment',
    (desk) => `/invoices/${desk.issuedInvoiceId}`,
    (page, _desk, words) => openDialog(page, words, 'payments.record', 'payments.record'),
  ),
  signedIn(
    'new credit note',
    (desk) => `/invoices/${desk.issuedInvoiceId}`,
    async (page, _desk, words) => {
      await page.getByRole('button', { name: words('creditNotes.chooseLines') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  ),
  signedIn(
    'new supplier bill',
    (desk) => `/shipments/${desk.billedShipmentId}`,
    (page, _desk, words) => openDialog(page, words, 'supplierBills.record', 'supplierBills.recordTitle'),
  ),
];
