import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { createQuotation, openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// The rates are one table for the whole app: these tests take turns, in order. The server's feed is a local
// stand-in serving the ECB's recorded daily file of 2026-11-26 (apps/server/test/ecb-feed-server.ts).
test.describe.configure({ mode: 'serial' });

signInBeforeEach(120_000);

async function openRatesCard(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: /System Settings/ }).click();
  return page.getByRole('region', { name: 'Exchange rates' });
}

interface Rate {
  id: number;
  base: string;
  quote: string;
  rate: number;
  date: string;
  source: string;
}
async function ratesInForce(page: Page): Promise<Rate[]> {
  return (await page.request.get('/api/1/exchange_rates')).json();
}

/** Adds a cost line in the breakdown's form: sold for `sell` in the quotation's currency, bought in `currency`. */
async function fillBuyLine(page: Page, sell: string, buy: string, currency: string) {
  const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
  await modal.getByLabel('Description').fill('Trucking to Hamburg');
  await modal.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Ocean Freight', exact: true }).click();
  await modal.getByLabel(/^Total cost/).fill(sell);
  await modal.getByLabel('Supplier').fill('Transportes Núñez');
  await pickCurrency(modal, 'Buy currency', currency);
  await modal.getByLabel('Buy total').fill(buy);
  return modal;
}

/** Chooses a code in a searchable currency field (favourites first, then every ISO 4217 code). */
async function pickCurrency(scope: Locator, label: string, code: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  await field.fill(code);
  await scope
    .page()
    .getByRole('option', { name: new RegExp(`^${code}\\b`) })
    .first()
    .click();
  await expect(field).toHaveValue(code);
}

test('an admin imports the ECB rates from the settings and keeps a rate by hand', async ({ page }) => {
  const card = await openRatesCard(page);
  await card.getByRole('button', { name: 'Import from ECB now' }).click();
  await expect(card.getByRole('status')).toContainText('Imported the ECB rates of 2026-11-26');
  const table = card.getByTestId('exchange-rates-table');
  const usd = table.getByRole('row').filter({ hasText: 'EUR→USD' });
  await expect(usd).toContainText('1 EUR = 1.0812 USD');
  // In the user's date format (the default, MM/DD/YYYY).
  await expect(usd).toContainText('11/26/2026');
  await expect(usd).toContainText('ECB');

  // A manual rate: the dialog refuses a pair of one currency, then saves.
  await card.getByRole('button', { name: 'Add a rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add exchange rate' });
  await pickCurrency(dialog, 'Base currency', 'AUD');
  await pickCurrency(dialog, 'Quote currency', 'AUD');
  await dialog.getByLabel('Rate').fill('0.6512');
  await dialog.getByLabel('Date').fill('2026-11-02');
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  await expect(dialog.getByText('Base and quote currency must differ')).toBeVisible();
  await pickCurrency(dialog, 'Quote currency', 'GBP');
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  await expect(dialog).toBeHidden();
  const aud = table.getByRole('row').filter({ hasText: 'AUD→GBP' });
  await expect(aud).toContainText('1 AUD = 0.6512 GBP');
  await expect(aud).toContainText('Manual');

  await aud.getByRole('button', { name: 'Edit the AUD→GBP rate' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit exchange rate' });
  await edit.getByLabel('Rate').fill('0.6520');
  await edit.getByRole('button', { name: 'Save rate' }).click();
  await expect(aud).toContainText('1 AUD = 0.652 GBP');
  await page.setViewportSize({ width: 1366, height: 900 });
  await card.scrollIntoViewIfNeeded();
  await screenshotForReview(page, {
    path: test.info().outputPath('exchange-rates-1366.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: test.info().outputPath('exchange-rates-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await aud.getByRole('button', { name: 'Delete the AUD→GBP rate' }).click();
  await page
    .getByRole('dialog', { name: 'Delete exchange rate' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(table.getByRole('row').filter({ hasText: 'AUD→GBP' })).toHaveCount(0);

  // The daily job's state is in Diagnostics.
  await page.goto('/diagnostics');
  const feed = page.getByRole('region', { name: 'Exchange-rate feed' });
  await expect(feed).toContainText('rates of 2026-11-26');
  await expect(feed).toContainText('Working');
  await feed.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: test.info().outputPath('exchange-rates-diagnostics.png') });
});

test('a EUR quotation converts a USD buy line with the imported rates', async ({ page }) => {
  const q = await openNewQuotation(page, 'cost-breakdown', { currency: 'EUR' });
  const costLines = page.getByRole('region', { name: 'Cost Items', exact: true });
  await costLines.getByRole('button', { name: 'Add First Cost Item' }).click();
  const modal = await fillBuyLine(page, '150', '108.12', 'USD');
  await modal.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal).toBeHidden({ timeout: 30_000 });
  // 108.12 USD / 1.0812 = 100.00 EUR: margin 50.00 on 150.00.
  const [line] = (await (await page.request.get(`/api/1/cost_items?quotation_id=${q.id}`)).json()).data;
  expect(line).toMatchObject({ buy_total: 108.12, buy_currency: 'USD', buy_cost: 100 });
  await expect(costLines.getByTestId('line-margin')).toContainText('100.00');
  await expect(page.getByTestId('margin-amount')).toContainText('50.00');
  await expect(page.getByTestId('priced-rates')).toContainText('of 2026-11-26 (ECB)');
  await expect(page.getByTestId('reprice-offer')).toHaveCount(0);
});

test('a missing pair is named and the quotation offers to reprice with the newest rates', async ({
  page,
}) => {
  // Without the ECB's EUR→CAD a CAD quotation is priced with no CAD rate at all.
  const cad = (await ratesInForce(page)).find((r) => r.base === 'EUR' && r.quote === 'CAD')!;
  const card = await openRatesCard(page);
  await card.getByRole('button', { name: 'Delete the EUR→CAD rate' }).click();
  await page
    .getByRole('dialog', { name: 'Delete exchange rate' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(card.getByRole('row').filter({ hasText: 'EUR→CAD' })).toHaveCount(0);
  const q = await createQuotation(page.request, { currency: 'CAD' });
  const first = await page.request.post('/api/1/cost_items', {
    data: { quotation_id: q.id, category_id: 1, description: 'Documents', total_cost: 25 },
  });
  expect(first.status(), await first.text()).toBe(201);
  // The ECB's rate comes back, but the quotation keeps the rates it was priced with.
  await card.getByRole('button', { name: 'Import from ECB now' }).click();
  await expect(card.getByRole('status')).toContainText(
    'Imported the ECB rates of 2026-11-26: 1 new or changed',
  );
  expect((await ratesInForce(page)).find((r) => r.base === 'EUR' && r.quote === 'CAD')).toMatchObject({
    rate: cad.rate,
  });

  await page.goto(`/quotations/${q.id}/cost-breakdown`);
  const costLines = page.getByRole('region', { name: 'Cost Items', exact: true });
  await costLines.getByRole('button', { name: 'Add Item' }).click();
  const modal = await fillBuyLine(page, '200', '100', 'USD');
  await modal.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal.getByRole('alert')).toContainText('No exchange rate CAD→USD on this quotation');
  await screenshotForReview(page, { path: test.info().outputPath('exchange-rates-missing-pair.png') });
  await modal.getByRole('button', { name: "Reprice with today's rates" }).click();
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal).toBeHidden({ timeout: 30_000 });
  // 100 USD / 1.0812 x 1.5173 = 140.33 CAD.
  const lines = (await (await page.request.get(`/api/1/cost_items?quotation_id=${q.id}`)).json()).data;
  expect(lines.find((l: { buy_currency: string }) => l.buy_currency === 'USD')).toMatchObject({
    buy_cost: 140.33,
  });

  // A newer rate makes the quotation's rates stale: the breakdown says how old and offers to reprice.
  const today = new Date().toISOString().slice(0, 10);
  const newer = await page.request.post('/api/1/exchange_rates', {
    data: { base: 'EUR', quote: 'CAD', rate: 1.52, date: today },
  });
  expect(newer.status(), await newer.text()).toBe(201);
  await page.reload();
  const offer = page.getByTestId('reprice-offer');
  // The days are written in the user's date format (the default, MM/DD/YYYY).
  const [year, month, day] = today.split('-');
  await expect(offer).toContainText(`Priced with the rates of 11/26/2026`);
  await expect(offer).toContainText(`older than the newest (${month}/${day}/${year})`);
  await screenshotForReview(page, {
    path: test.info().outputPath('exchange-rates-stale-1366.png'),
    fullPage: true,
  });
  await offer.getByRole('button', { name: "Reprice with today's rates" }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByTestId('priced-rates')).toContainText(`of ${today} (ECB, manual)`);
  // Put the ECB's rate back in force for the other specs.
  await page.request.delete(`/api/1/exchange_rates/${(await newer.json()).id}`);
});
