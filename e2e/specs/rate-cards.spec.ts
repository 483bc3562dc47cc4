import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { addCargoLine } from '../support/cargo-lines';
import { pickLocation, randomAirportCode } from '../support/locations';
import { createQuotation, fetchQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

/** A date as the company's quotes write it by default ('D MMM YYYY': '27 Nov 2026'). */
function documentDate(iso: string) {
  const [year, month, day] = iso.split('-');
  const name = new Date(Date.UTC(2000, Number(month) - 1, 1)).toLocaleString('en', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${Number(day)} ${name} ${year}`;
}

signInBeforeEach(90_000);

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The same day as the Rates table shows it: the user's date format, by default MM/DD/YYYY. */
const shownDay = (offset: number) => isoDay(offset).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');

async function typeDate(page: Page, label: string, value: string) {
  const input = page.getByRole('dialog').getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Tab');
}

async function shoot(page: Page, name: string) {
  await screenshotForReview(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a card made on the Rates screen prices a quotation on its lane: lines added, sold at the markup, valid-until capped', async ({
  page,
}) => {
  const origin = await randomAirportCode(page.request);
  const carrier = `E2E Air ${origin}`;
  const validTo = isoDay(40);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Rates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Rate Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add rate card' });
  await dialog.getByLabel('Carrier').fill(carrier);
  await pickLocation(page, dialog, 'Origin code', origin);
  await pickLocation(page, dialog, 'Destination code', 'AMS');
  await dialog.getByLabel('Destination city').fill('Amsterdam');
  await typeDate(page, 'Valid from', isoDay(-1));
  await typeDate(page, 'Valid to', validTo);
  await dialog.getByLabel('Minimum charge').fill('75');
  await dialog.getByLabel('Break 1 rate per kg').fill('5');
  await dialog.getByLabel('Break 2 rate per kg').fill('4');
  await dialog.getByLabel('Break 3 rate per kg').fill('3.5');
  await dialog.getByRole('button', { name: 'Add surcharge' }).click();
  await dialog.getByLabel('Name').fill('Fuel');
  await dialog.getByLabel('Amount').fill('0.5');
  await shoot(page, 'rate-card-form-1366');
  await dialog.getByRole('button', { name: 'Add Rate Card' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(carrier);
  const row = page.locator('tbody tr').filter({ hasText: carrier });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(row).toContainText(origin);
  await expect(row).toContainText('$75.00');
  await shoot(page, 'rates-list-1366');

  // A quotation on the card's lane: 250 kg of cargo, valid longer than the card.
  const quotation = await createQuotation(page.request, {
    start_date: isoDay(0),
    valid_until_date: isoDay(90),
  });
  const lane = await page.request.put(`/api/1/quotations/${quotation.id}`, {
    data: { transport_mode: 'Air', origin_code: origin, destination_code: 'AMS' },
  });
  expect(lane.status(), await lane.text()).toBe(200);
  await addCargoLine(page.request, quotation.id, {
    name: 'Crate',
    input_mode: 'volume',
    volume_value: 0.01,
    volume_unit: 'cbm',
    weight_value: 250,
    weight_unit: 'kg',
  });

  await page.goto(`/quotations/${quotation.id}/cost-breakdown`);
  await page.getByRole('button', { name: 'Price from rate cards' }).click();
  const prices = page.getByRole('dialog', { name: 'Price from rate cards' });
  const option = prices.getByTestId('rate-option').filter({ hasText: carrier });
  // 250 kg at the +100 break (3.50) = 875.00, fuel 0.50 x 250 = 125.00
  await expect(option.getByTestId('rate-option-total')).toHaveText('$1,000.00');
  await expect(option).toContainText('+100 kg break: 250 kg x 3.5');
  await shoot(page, 'rate-options-1366');
  await option.getByRole('button', { name: 'Use this card' }).click();
  await expect(prices).toBeHidden();
  await expect(
    page.getByText(`Valid until was moved to ${documentDate(validTo)}, the rate card's end date.`),
  ).toBeVisible();

  const freight = page.locator('tr').filter({ hasText: '+100 kg break: 250 kg x 3.5' });
  await expect(freight).toBeVisible();
  // Sell = buy x (1 + the default markup, 15%): 875.00 → 1,006.25 and 125.00 → 143.75; each line shows its
  // buy side and margin, and the margin card the whole: 150.00 on 1,150.00 sold is 13.04 %.
  await expect(freight).toContainText('$1,006.25');
  await expect(freight.getByTestId('line-margin')).toHaveText('Buy $875.00 · Margin $131.25 (13.04%)');
  await expect(page.locator('tr').filter({ hasText: 'Fuel (0.5 per kg)' })).toContainText('$143.75');
  await expect(page.getByTestId('header-total')).toHaveText('$1,150.00');
  await expect(page.getByTestId('margin-buy')).toHaveText('$1,000.00');
  await expect(page.getByTestId('margin-amount')).toHaveText('$150.00');
  await expect(page.getByTestId('margin-percent')).toHaveText('13.04%');
  await expect(page.getByTestId('low-margin-warning')).toHaveCount(0);
  await shoot(page, 'priced-breakdown-1366');
  expect((await fetchQuotation(page.request, quotation.id)).valid_until_date).toBe(validTo);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('+100 kg break: 250 kg x 3.5').first()).toBeVisible();
  await shoot(page, 'priced-breakdown-390');
  await page.getByRole('button', { name: 'Price from rate cards' }).click();
  await expect(prices.getByTestId('rate-option').filter({ hasText: carrier })).toBeVisible();
  await shoot(page, 'rate-options-390');
  await prices.getByRole('button', { name: 'Close' }).click();
  await page.goto('/rates');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(carrier);
  await expect(page.getByText(carrier).first()).toBeVisible();
  await shoot(page, 'rates-list-390');
  await page.getByRole('button', { name: 'Add Rate Card' }).click();
  await expect(page.getByRole('dialog', { name: 'Add rate card' }).getByLabel('Carrier')).toBeVisible();
  await shoot(page, 'rate-card-form-390');
});

test('an import with a wrong row lists the problem by row and column and imports nothing', async ({
  page,
}) => {
  const origin = await randomAirportCode(page.request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/rates');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import rate cards' });
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  const template = await (await templateDownload).path();
  const fs = await import('node:fs/promises');
  const header = (await fs.readFile(template, 'utf8')).split('\r\n')[0]!;
  const good = `CSV Good ${origin},Air,${origin},,,AMS,,,2026-01-01,2030-12-31,USD,50,0:5;45:4,,,0,,`;
  const bad = `CSV Bad ${origin},Air,${origin}X1,,,AMS,,,2026-01-01,2030-12-31,USD,50,0:5;45,,,0,,`;
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, good, bad].join('\r\n')),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('The file has 2 problems; nothing was imported')).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Import problems' });
  await expect(problems.locator('tbody tr')).toHaveCount(2);
  const originProblem = problems.locator('tbody tr').filter({ hasText: 'origin_code' });
  await expect(originProblem).toContainText('3');
  await expect(originProblem).toContainText('Origin code must be an IATA airport code');
  await shoot(page, 'rates-import-errors-1366');
  const none = await page.request.get(`/api/1/rate_cards?origin_code=${origin}`);
  expect((await none.json()).total).toBe(0);

  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, good].join('\r\n')),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 rate card was imported.')).toBeVisible();
  const imported = await page.request.get(`/api/1/rate_cards?origin_code=${origin}`);
  expect((await imported.json()).total).toBe(1);
});

test('a card is edited and deleted from the Rates table', async ({ page }) => {
  const origin = await randomAirportCode(page.request);
  const carrier = `E2E Edit ${origin}`;
  const created = await page.request.post('/api/1/rate_cards', {
    data: {
      carrier,
      // Express, as airports are the lane (Road would take UN/LOCODE places).
      transport_mode: 'Express',
      origin_code: origin,
      destination_code: 'AMS',
      valid_from: isoDay(0),
      valid_to: isoDay(30),
      currency: 'EUR',
      minimum_charge: 40,
      breaks: [{ min_weight: 0, rate: 0.5 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/rates');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(carrier);
  const row = page.locator('tbody tr').filter({ hasText: carrier });
  await expect(row).toContainText('€40.00');

  await row.getByRole('button', { name: `Edit ${carrier} ${origin} to AMS` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit rate card' });
  await expect(dialog.getByLabel('Carrier')).toHaveValue(carrier);
  await dialog.getByLabel('Minimum charge').fill('55');
  await dialog.getByLabel('Valid to').fill(isoDay(-5));
  await dialog.getByLabel('Valid to').press('Tab');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Valid to cannot be before valid from')).toBeVisible();
  await dialog.getByLabel('Valid to').fill(isoDay(60));
  await dialog.getByLabel('Valid to').press('Tab');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('€55.00');
  await expect(row).toContainText(shownDay(60));

  await row.getByRole('button', { name: `Delete ${carrier} ${origin} to AMS` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete rate card' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No rate cards found')).toBeVisible();
});
