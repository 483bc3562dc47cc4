import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { answerGate } from '../support/held-answers';
import { createQuotation, fetchQuotation, openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// Each test makes its own quotation (the server is shared by two workers).

const header = (page: Page) => page.getByTestId('quotation-header');

signInBeforeEach(60_000);

test('the detail page shows the header and the three cards', async ({ page }) => {
  const q = await createQuotation(page.request, {
    project_description: 'Office move, 40 boxes',
    notes: 'Call before delivery',
  });
  await page.goto(`/quotations/${q.id}`);
  await expect(header(page).getByRole('heading', { level: 1, name: q.quotation_number })).toBeVisible();
  await expect(header(page)).toContainText('03/04/2032');
  await expect(header(page)).toContainText('04/04/2032');
  await expect(header(page).getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');

  const addresses = page.getByRole('region', { name: 'Addresses' });
  await expect(addresses.getByText('Not specified')).toHaveCount(2);
  await expect(addresses.getByRole('link', { name: 'Create origin address' })).toHaveAttribute(
    'href',
    `/addresses/create?type=origin&quotationId=${q.id}`,
  );
  await expect(addresses.getByRole('link', { name: 'Create destination address' })).toHaveAttribute(
    'href',
    `/addresses/create?type=destination&quotationId=${q.id}`,
  );
  const shipment = page.getByRole('region', { name: 'Shipment Details' });
  await expect(shipment).toContainText('Total items0');
  await expect(shipment).toContainText('0.0000 m³');
  await expect(shipment).toContainText('0.00 kg');
  // No pieces declared: no value in any currency.
  await expect(shipment).toContainText('Total declared value—');
  const summary = page.getByRole('region', { name: 'Shipping Summary' });
  await expect(summary).toContainText('Grand total$0.00');
  await expect(page.getByText('Office move, 40 boxes')).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('detail.png') });

  await summary.getByRole('link', { name: 'Edit Cost Breakdown' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}/cost-breakdown$`));
  await page.goBack();
  await header(page).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}/edit$`));
  await page.goBack();
  // Opened directly, so Back goes to the list of its status rather than out of the app.
  await header(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/pending-quotations$/);
});

test('the next-step button walks the workflow through to Completed', async ({ page }) => {
  const q = await openNewQuotation(page);
  for (const [label, status, shown] of [
    ['Mark as Working', 'Working', 'Working'],
    ['Send for Client Review', 'OnClientReview', 'On Client Review'],
    ['Mark as Active', 'Active', 'Active'],
    ['Mark as Completed', 'Completed', 'Completed'],
  ] as const) {
    await header(page).getByRole('button', { name: label }).click();
    await expect(header(page).getByRole('combobox', { name: 'Status' })).toHaveValue(shown);
    await expect.poll(async () => (await fetchQuotation(page.request, q.id)).status).toBe(status);
  }
  for (const label of ['Mark as Working', 'Send for Client Review', 'Mark as Active', 'Mark as Completed']) {
    await expect(header(page).getByRole('button', { name: label })).toHaveCount(0);
  }
});

test('the status dropdown sets any status; choosing the current one sends nothing', async ({ page }) => {
  const q = await openNewQuotation(page);
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r.postData() ?? '');
  });
  const select = header(page).getByRole('combobox', { name: 'Status' });

  await select.click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await expect(select).toHaveValue('Pending');

  await select.click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  // Cancelling asks why the quotation was lost first (quote-expiry.spec.ts).
  const lost = page.getByRole('dialog', { name: `Cancel ${q.quotation_number}` });
  await lost.getByRole('combobox', { name: 'Why was it lost?' }).click();
  await page.getByRole('option', { name: 'Price' }).click();
  await lost.getByRole('button', { name: 'Mark as Cancelled' }).click();
  await expect(select).toHaveValue('Cancelled');
  await expect.poll(async () => (await fetchQuotation(page.request, q.id)).status).toBe('Cancelled');
  expect(puts).toEqual([
    JSON.stringify({ status: 'Cancelled', lost_reason: 'price', lost_to: '', lost_comment: '' }),
  ]);
  await expect(header(page).getByRole('button', { name: /^Mark as|^Send for/ })).toHaveCount(0);

  await select.click();
  await page.getByRole('option', { name: 'On Client Review' }).click();
  await expect(header(page).getByRole('button', { name: 'Mark as Active' })).toBeVisible();
  await expect.poll(async () => (await fetchQuotation(page.request, q.id)).status).toBe('OnClientReview');
});

test('the header hides while scrolling down and comes back when scrolling up or near the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 520 });
  await openNewQuotation(page, '', { notes: 'Line\n'.repeat(30) });
  await expect(header(page)).toBeInViewport();

  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 400);
  await expect(header(page)).toHaveAttribute('data-hidden', 'true');
  await expect(header(page)).not.toBeInViewport();

  await page.mouse.wheel(0, -120);
  await expect(header(page)).not.toHaveAttribute('data-hidden');
  await expect(header(page)).toBeInViewport();

  await page.mouse.wheel(0, 300);
  await expect(header(page)).toHaveAttribute('data-hidden', 'true');
  // A string, as e2e code is typed for Node (no DOM types).
  await page.evaluate('window.scrollTo(0, 30)');
  await expect(header(page)).not.toHaveAttribute('data-hidden');
});

test('no id, unknown id, loading and load failure', async ({ page }) => {
  await page.goto('/quotations/%20');
  await expect(page.getByRole('heading', { name: 'No Quotation ID' })).toBeVisible();
  await expect(page.getByText('No quotation ID found in the URL.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Pending Quotations' }).click();
  await expect(page).toHaveURL(/\/pending-quotations$/);

  await page.goto('/quotations/987654321');
  await expect(page.getByRole('heading', { name: 'Quotation Not Found' })).toBeVisible();
  await expect(
    page.getByText("The quotation you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();

  const q = await createQuotation(page.request);
  const loadingSeen = answerGate();
  await page.route(`**/api/1/quotations/${q.id}`, async (route) => {
    await loadingSeen.opened;
    await route.fulfill({
      status: 503,
      json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Database is away' } },
    });
  });
  await page.goto(`/quotations/${q.id}`);
  await expect(page.getByText('Loading quotation...')).toBeVisible();
  loadingSeen.open();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  // Server errors are retried twice before the page gives up.
  await expect(page.getByRole('heading', { name: 'Error Loading Quotation' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Failed to load quotation: Database is away')).toBeVisible();
});

test('?refresh= loads the latest version', async ({ page }) => {
  const q = await openNewQuotation(page, '', { notes: 'Before' });
  await expect(page.getByText('Before', { exact: true })).toBeVisible();
  await page.request.put(`/api/1/quotations/${q.id}`, { data: { notes: 'After' } });
  const reloaded = page.waitForResponse((r) => r.url().endsWith(`/api/1/quotations/${q.id}`));
  // A client-side navigation to the same page with ?refresh=, as the address and item screens do.
  await page.evaluate(`
    window.history.pushState(null, '', '/quotations/${q.id}?refresh=${Date.now()}');
    window.dispatchEvent(new PopStateEvent('popstate'));
  `);
  await reloaded;
  await expect(page.getByText('After', { exact: true })).toBeVisible();
});
