import { expect, type Page, type Request, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { createQuotation, openAddItemDialog } from '../support/quotations';

// A change reads again only what it can move: the sidebar's status counts change with a status, not with
// notes or a cargo line, so those must not send the browser back to the server for them.

/** How long after a save any refetch it causes has certainly been sent (they start as the answer lands). */
const SETTLE_MS = 500;

/** Every GET of the status counts and of the given quotation made by the page from now on. */
function watchReads(page: Page, quotationId: number) {
  const counts: string[] = [];
  const quotation: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'GET') return;
    const { pathname } = new URL(request.url());
    if (pathname === '/api/1/quotations/counts') counts.push(pathname);
    if (pathname === `/api/1/quotations/${quotationId}`) quotation.push(pathname);
  });
  return { counts, quotation };
}

signInBeforeEach();

test.beforeEach(async ({ page }) => {
  // What the page's own saves read again, without the live stream: a colleague's status change elsewhere (the
  // other worker's specs) rightly re-reads the counts through it (live-updates.spec.ts tests that).
  await page.route('**/api/1/events', (route) => route.abort());
});

test('a Notes edit does not read the status counts again; a status change does', async ({ page }) => {
  const q = await createQuotation(page.request);
  const countsLoaded = page.waitForResponse((r) => r.url().endsWith('/api/1/quotations/counts'));
  await page.goto(`/quotations/${q.id}/edit`);
  await countsLoaded;
  const reads = watchReads(page, q.id);

  await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('Ring the bell twice');
  await expect(page.getByText(/^Last saved at /)).toBeVisible();
  await page.waitForTimeout(SETTLE_MS);
  expect(reads.counts).toEqual([]);

  const countsRead = page.waitForRequest((r) => r.url().endsWith('/api/1/quotations/counts'));
  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Working' }).click();
  await countsRead;
});

test('a new cargo line reads its quotation again, not the status counts', async ({ page }) => {
  const q = await createQuotation(page.request);
  const countsLoaded = page.waitForResponse((r) => r.url().endsWith('/api/1/quotations/counts'));
  await page.goto(`/quotations/${q.id}`);
  await countsLoaded;
  await expect(page.getByRole('region', { name: 'Shipment Items' })).toBeVisible();
  const reads = watchReads(page, q.id);

  const dialog = await openAddItemDialog(page);
  for (const [name, value] of [
    ['Name', 'Crate'],
    ['Length', '40'],
    ['Width', '40'],
    ['Height', '40'],
    ['Weight', '50'],
  ]) {
    await dialog.getByRole('textbox', { name, exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
  // The quotation's new totals, read back from the server: 50 lbs is 22.68 kg.
  await expect(page.getByRole('region', { name: 'Shipment Details' })).toContainText('22.68 kg');
  await page.waitForTimeout(SETTLE_MS);
  expect(reads.quotation.length).toBeGreaterThan(0);
  expect(reads.counts).toEqual([]);
});
