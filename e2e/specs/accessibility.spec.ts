import { type APIRequestContext, type Browser, type Cookie, expect, type Page, test } from '@playwright/test';
import {
  type ColourScheme,
  createAdminWithScheme,
  expectNoBlockingViolations,
  expectScreenReady,
} from '../support/accessibility';
import { createAddress } from '../support/addresses';
import { signInThroughApi } from '../support/auth';
import { addCargoLine } from '../support/cargo-lines';
import { seedContacts, uniqueTag } from '../support/contacts';
import { seedInteractions } from '../support/interactions';
import { quotationWithCostLine } from '../support/notes';
import { createQuotation } from '../support/quotations';

// axe (its default rules) on every signed-in screen, the login page, the client's quote page and the main
// dialogs, in the light and the dark theme: nothing critical or serious. Soft assertions, so one run lists
// every screen's findings at once. Each worker makes one administrator and one set of records per colour scheme
// (schemeDesk), which its tests of that scheme share.

/** An accepted quotation's shipment (staff moving a quotation to Active makes it) and its draft invoice. */
async function shipmentWithDraftInvoice(request: APIRequestContext, tag: string) {
  const accepted = await quotationWithCostLine(request, `Sea freight ${tag}`);
  const moved = await request.put(`/api/1/quotations/${accepted.quotationId}`, {
    data: { status: 'Active' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const shipments = await request.get(`/api/1/shipments?quotation_id=${accepted.quotationId}`);
  const [shipment] = ((await shipments.json()) as { data: { id: number }[] }).data;
  // The shipment's draft invoice: its page is the draft editor.
  const invoice = await request.post(`/api/1/shipments/${shipment!.id}/invoices`, { data: {} });
  expect(invoice.status(), await invoice.text()).toBe(201);
  return { shipmentId: shipment!.id, invoiceId: ((await invoice.json()) as { id: number }).id };
}

/** The records the screens open: a quotation with a cost line, a cargo line and an address, and an interaction. */
async function seedRecords(request: APIRequestContext) {
  const tag = uniqueTag();
  const { quotationId } = await quotationWithCostLine(request, `Air freight ${tag}`);
  const cargo = await addCargoLine<{ id: number }>(request, quotationId, {
    name: `Pallet ${tag}`,
    quantity: 2,
  });
  const address = await createAddress(request, quotationId, 'origin');
  const [contact] = await seedContacts(request, [
    { name: 'Zoë', last_name: `Núñez ${tag}`, email: `zoe.${tag}@example.com` },
  ]);
  const [interaction] = await seedInteractions(request, [
    { contact_id: contact!.id, subject: `Call ${tag}` },
  ]);
  return {
    tag,
    quotationId,
    cargoId: cargo.id,
    addressId: address.id,
    interactionId: interaction!.id,
    ...(await shipmentWithDraftInvoice(request, tag)),
  };
}

/** A scheme's administrator, their session and the records its screens open. */
interface SchemeDesk {
  user: { email: string; password: string };
  cookies: Cookie[];
  ids: Awaited<ReturnType<typeof seedRecords>>;
}

/**
 * Made once per worker and colour scheme, then shared by that worker's tests of the scheme: making the
 * administrator (two sign-ins) and the records took longer than checking a group of screens. The tests only
 * look at these records; one that changes something (issues an invoice, sends a quote) makes its own.
 */
const desks = new Map<ColourScheme, Promise<SchemeDesk>>();

function schemeDesk(browser: Browser, scheme: ColourScheme): Promise<SchemeDesk> {
  let desk = desks.get(scheme);
  if (!desk) {
    desk = (async () => {
      const context = await browser.newContext();
      const user = await createAdminWithScheme(context.request, scheme);
      const ids = await seedRecords(context.request);
      const { cookies } = await context.storageState();
      await context.close();
      return { user, cookies, ids };
    })();
    desk.catch(() => desks.delete(scheme));
    desks.set(scheme, desk);
  }
  return desk;
}

/** Every path of `screenPaths` (apps/web/src/app/screenLoaders.ts) with real ids, and two status lists. */
function signedInPaths(ids: SchemeDesk['ids']): string[] {
  const q = ids.quotationId;
  return [
    '/dashboard',
    '/contacts',
    '/documents',
    '/task-manager',
    '/support',
    '/support/new',
    `/support/edit/${ids.interactionId}`,
    '/file-upload-demo',
    '/settings?tab=profile',
    '/settings?tab=security',
    '/settings?tab=notifications',
    '/settings?tab=preferences',
    '/settings?tab=system',
    '/settings?tab=webhooks',
    '/settings?tab=audit',
    '/quotations/new',
    `/quotations/${q}/edit`,
    `/quotations/${q}`,
    `/quotations/${q}/cost-breakdown`,
    `/addresses/create?quotationId=${q}&type=destination`,
    `/addresses/${ids.addressId}/edit`,
    `/box-items/new?quotationId=${q}`,
    `/box-items/${ids.cargoId}/edit`,
    '/diagnostics',
    '/rates',
    '/pending-quotations',
    '/active-orders',
    '/shipments',
    `/shipments/${ids.shipmentId}`,
    '/invoices',
    `/invoices/${ids.invoiceId}`,
  ];
}

async function checkDialogs(page: Page, quotationId: number) {
  const main = page.getByRole('main');

  await page.goto('/contacts');
  await expectScreenReady(page, main);
  await main.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Contact' })).toBeVisible();
  await expectNoBlockingViolations(page, 'the Add New Contact dialog');

  await page.goto(`/quotations/${quotationId}`);
  await expectScreenReady(page, main);
  await main
    .getByRole('region', { name: 'Shipment Items' })
    .getByRole('button', { name: 'Add Item' })
    .click();
  await expect(page.getByRole('dialog', { name: /Add Item/ })).toBeVisible();
  await expectNoBlockingViolations(page, 'the cargo line dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('quotation-header').getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByRole('dialog', { name: /^Send quote/ })).toBeVisible();
  await expectNoBlockingViolations(page, 'the Send quote dialog');
}

async function checkMoreDialogs(page: Page, quotationId: number, tag: string) {
  const main = page.getByRole('main');
  await page.goto(`/quotations/${quotationId}/cost-breakdown`);
  await expectScreenReady(page, main);
  await main
    .getByRole('region', { name: 'Cost Items', exact: true })
    .getByRole('button', { name: 'Add Item' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Add Cost Item' })).toBeVisible();
  await expectNoBlockingViolations(page, 'the Add Cost Item dialog');

  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Manage Users' }).click();
  const users = page.getByRole('dialog', { name: 'User Management' });
  await expect(users.getByRole('article').first()).toBeVisible();
  await expectNoBlockingViolations(page, 'the User Management dialog');
  await users.getByRole('button', { name: 'Manage Permissions' }).click();
  const permissions = page.getByRole('dialog', { name: 'Permission Management' });
  await permissions.getByRole('button', { name: /Axe / }).first().click();
  await expect(permissions.getByRole('checkbox', { name: 'Quotations View' })).toBeVisible();
  // The pointer leaves the picked user, as a keyboard user's would never have been there.
  await page.mouse.move(0, 0);
  await expectNoBlockingViolations(page, 'the Permission Management dialog');

  // The picker's 'Create new contact' option, highlighted as the keyboard leaves it.
  await page.goto('/quotations/new');
  const picker = main.getByRole('combobox', { name: 'Contact' });
  await picker.click();
  await picker.pressSequentially(`Nobody ${tag}`);
  const create = page.getByRole('option', { name: 'Create new contact' });
  await expect(create).toBeVisible();
  // The search answers after a pause and may reset the highlight: press again until it holds.
  await expect(async () => {
    await picker.press('ArrowDown');
    await expect(create).toHaveAttribute('data-combobox-selected', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoBlockingViolations(page, "the contact picker's highlighted 'Create new contact'");
}

/** The credit note dialog of an issued invoice (the seeded draft, issued here). */
async function checkCreditNoteDialog(page: Page, invoiceId: number) {
  const issued = await page.request.post(`/api/1/invoices/${invoiceId}/issue`);
  expect(issued.status(), await issued.text()).toBe(200);
  await page.goto(`/invoices/${invoiceId}`);
  await expectScreenReady(page, page.getByRole('main'));
  await page.getByRole('button', { name: 'Choose lines to credit' }).click();
  await expect(page.getByRole('dialog', { name: /^Credit note for INV-/ })).toBeVisible();
  await expectNoBlockingViolations(page, 'the credit note dialog');
}

/**
 * The supplier bill dialog and the dispute dialog on a shipment whose one cost is bought from a carrier: a bill
 * over the expected cost (recorded through the API) waits for approval, so its Dispute button shows.
 */
async function checkSupplierBillDialogs(page: Page, tag: string) {
  const quotation = await createQuotation(page.request, { currency: 'EUR' });
  const categories = (await (await page.request.get('/api/1/cost_categories?is_active=true')).json()) as {
    data: { id: number }[];
  };
  const line = await page.request.post('/api/1/cost_items', {
    data: {
      quotation_id: quotation.id,
      category_id: categories.data[0]!.id,
      description: `Flete ${tag}`,
      calculation_method: 'Fixed',
      total_cost: 900,
      supplier: 'Naviera Ñandú',
      buy_total: 500,
      buy_currency: 'EUR',
    },
  });
  expect(line.status(), await line.text()).toBe(201);
  const moved = await page.request.put(`/api/1/quotations/${quotation.id}`, { data: { status: 'Active' } });
  expect(moved.status(), await moved.text()).toBe(200);
  const found = await page.request.get(`/api/1/shipments?quotation_id=${quotation.id}`);
  const [listed] = ((await found.json()) as { data: { id: number }[] }).data;
  const shipment = (await (await page.request.get(`/api/1/shipments/${listed!.id}`)).json()) as {
    id: number;
    currency: string;
    charges: { id: number }[];
  };
  const bill = await page.request.post(`/api/1/shipments/${shipment.id}/supplier_invoices`, {
    data: {
      supplier: 'Naviera Ñandú',
      number: `NV-${tag}`,
      date: '2026-11-20',
      currency: shipment.currency,
      lines: [{ expected_cost_id: shipment.charges[0]!.id, amount: 600 }],
    },
  });
  expect(bill.status(), await bill.text()).toBe(201);
  await page.goto(`/shipments/${shipment.id}`);
  await expectScreenReady(page, page.getByRole('main'));
  await page.getByRole('button', { name: 'Record bill' }).click();
  await expect(page.getByRole('dialog', { name: 'Record supplier bill' })).toBeVisible();
  await expectNoBlockingViolations(page, 'the supplier bill dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Dispute' }).click();
  await expect(page.getByRole('dialog', { name: /^Dispute Naviera Ñandú/ })).toBeVisible();
  await expectNoBlockingViolations(page, 'the dispute dialog');
}

/** Sends the quote through the API and answers the path of the client's page (`/q/{token}`). */
async function publicQuotePath(page: Page, quotationId: number, tag: string) {
  const email = `client.${tag}@example.com`;
  const sent = await page.request.post(`/api/1/quotations/${quotationId}/send`, {
    data: { to: [email], subject: `Quote ${tag}`, message: 'Please find our quote: {acceptance_url}' },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  return new URL(((await sent.json()) as { acceptance_url: string }).acceptance_url).pathname;
}

/** A fresh browser context in `scheme`, with the given session (none: signed out). */
async function openInScheme(browser: Browser, scheme: ColourScheme, cookies: Cookie[] = []) {
  const context = await browser.newContext({ colorScheme: scheme });
  // A returning user's theme, kept by the browser: the signed-out pages show it too.
  await context.addInitScript((value) => {
    if (!localStorage.getItem('mantine-color-scheme-value')) {
      localStorage.setItem('mantine-color-scheme-value', value);
    }
  }, scheme);
  await context.addCookies(cookies);
  return context.newPage();
}

async function checkScreens(page: Page, scheme: ColourScheme, paths: readonly string[]) {
  const main = page.getByRole('main');
  for (const path of paths) {
    await page.goto(path);
    await expectScreenReady(page, main);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoBlockingViolations(page, `${path} (${scheme})`);
  }
}

/** The signed-in screens in groups of about five, each group a test of its own, so they run side by side. */
const SCREEN_GROUPS = 6;

for (const scheme of ['light', 'dark'] as const satisfies readonly ColourScheme[]) {
  test.describe(`${scheme} theme: axe finds nothing critical or serious`, () => {
    test.beforeEach(() => test.setTimeout(240_000));

    for (let group = 0; group < SCREEN_GROUPS; group += 1) {
      test(`signed-in screens, part ${group + 1} of ${SCREEN_GROUPS}`, async ({ browser }) => {
        const desk = await schemeDesk(browser, scheme);
        const page = await openInScheme(browser, scheme, desk.cookies);
        const paths = signedInPaths(desk.ids);
        const size = Math.ceil(paths.length / SCREEN_GROUPS);
        await checkScreens(page, scheme, paths.slice(group * size, (group + 1) * size));
        await page.context().close();
      });
    }

    test('the contact, cargo line and send quote dialogs', async ({ browser }) => {
      const desk = await schemeDesk(browser, scheme);
      const page = await openInScheme(browser, scheme, desk.cookies);
      await checkDialogs(page, desk.ids.quotationId);
      await page.context().close();
    });

    test('the cost line, permission and credit note dialogs, and the contact picker', async ({ browser }) => {
      const desk = await schemeDesk(browser, scheme);
      const page = await openInScheme(browser, scheme, desk.cookies);
      await checkMoreDialogs(page, desk.ids.quotationId, desk.ids.tag);
      // Issuing changes the invoice: an invoice of this test's own, so the shared draft stays a draft.
      const { invoiceId } = await shipmentWithDraftInvoice(page.request, `Credit ${desk.ids.tag}`);
      await checkCreditNoteDialog(page, invoiceId);
      await page.context().close();
    });

    test('the supplier bill and dispute dialogs', async ({ browser }) => {
      const desk = await schemeDesk(browser, scheme);
      const page = await openInScheme(browser, scheme, desk.cookies);
      await checkSupplierBillDialogs(page, uniqueTag());
      await page.context().close();
    });

    test("the sign-in page and the client's quote page", async ({ browser }) => {
      const desk = await schemeDesk(browser, scheme);
      // A session of its own, since this test signs out; and a quotation of its own, since sending changes it.
      const page = await openInScheme(browser, scheme);
      await signInThroughApi(page.request, desk.user.email, desk.user.password);
      const { quotationId } = await quotationWithCostLine(page.request, `Quote page ${desk.ids.tag}`);
      const quotePath = await publicQuotePath(page, quotationId, desk.ids.tag);
      await page.request.post('/api/1/auth/logout');

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectNoBlockingViolations(page, `/login (${scheme})`);

      await page.goto(quotePath);
      await expect(page.getByRole('button', { name: 'Accept quote' })).toBeVisible();
      await expectNoBlockingViolations(page, `the client's quote page (${scheme})`);
      await page.context().close();
    });
  });
}
