import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { addCargoLine } from '../support/cargo-lines';
import { pickLocation } from '../support/locations';
import { createQuotation, openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// The pricing settings are one record for the whole app: the tests here that read and change them take turns.
test.describe.configure({ mode: 'serial' });

signInBeforeEach(180_000);

async function setMinimumMargin(page: Page, percent: number) {
  const current = await (await page.request.get('/api/1/pricing-settings')).json();
  const res = await page.request.put('/api/1/pricing-settings', {
    data: { minimum_margin_percent: percent },
    headers: { 'if-match': String(current.version) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('Sea LCL switches the basis to weight or measure; a line with a buy side shows its margin; below the minimum warns and sending needs a confirmation', async ({
  page,
}) => {
  await setMinimumMargin(page, 10);
  const q = await createQuotation(page.request);
  // 310 kg in 2.4 CBM: the example.
  await addCargoLine(page.request, q.id, {
    name: 'Pallet',
    input_mode: 'volume',
    volume_value: 2.4,
    volume_unit: 'cbm',
    weight_value: 310,
    weight_unit: 'kg',
  });

  await page.goto(`/quotations/${q.id}/cost-breakdown`);
  const basis = page.getByRole('region', { name: 'Cost Calculation Basis' });
  await expect(basis.getByTestId('chargeable-formula')).toHaveText(
    '2.4 CBM x 167 = 400.8 kg > 310 kg actual: charged on 401 kg',
  );
  await expect(basis.getByTestId('chargeable-weight')).toHaveText('401.00 kg');

  await basis.getByLabel('Transport mode').selectOption('Sea LCL');
  await expect(basis.getByTestId('chargeable-formula')).toHaveText(
    'Weight or measure: measure 2.4 CBM x 1,000 = 2,400 kg > 310 kg weight: charged on 2.4 revenue tons (2,400 kg)',
  );
  await expect(basis).toContainText('Chargeable (weight or measure)');
  await expect(basis.getByTestId('chargeable-weight')).toHaveText('2,400.00 kg');
  await expect(basis.getByRole('group', { name: 'Measure' })).toContainText('Applies');
  // Saved on the quotation: the server's chargeable weight follows.
  await expect
    .poll(async () => (await (await page.request.get(`/api/1/quotations/${q.id}`)).json()).chargeable_weight)
    .toBe(2400);

  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshotForReview(page, {
    path: test.info().outputPath('pricing-basis-lcl-1366.png'),
    fullPage: true,
  });

  // A Chargeable line sold at 0.10 per chargeable kg (240.00) and bought at 0.095 (228.00): 5%, under 10%.
  const costLines = page.getByRole('region', { name: 'Cost Items', exact: true });
  await costLines.getByRole('button', { name: 'Add First Cost Item' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
  await modal.getByLabel('Description').fill('Sea freight LCL');
  await modal.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Ocean Freight', exact: true }).click();
  await modal.getByText('Chargeable', { exact: true }).click();
  await modal.getByLabel(/^Rate \(USD per chargeable kg/).fill('0.1');
  await expect(modal.getByTestId('cost-item-total')).toContainText('$240.00');
  await modal.getByLabel('Supplier').fill('Blue Ocean Consolidators');
  await modal.getByLabel('Buy rate').fill('0.095');
  await expect(modal.getByTestId('cost-item-margin-preview')).toHaveText(
    'Buy $228.00 · Margin $12.00 (5% of sell)',
  );
  await screenshotForReview(page, { path: test.info().outputPath('pricing-line-1366.png') });
  await modal.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal).toBeHidden({ timeout: 30_000 });

  const row = costLines.locator('tbody tr').filter({ hasText: 'Sea freight LCL' });
  await expect(row.getByTestId('line-margin')).toHaveText('Buy $228.00 · Margin $12.00 (5%)');
  await expect(page.getByTestId('margin-sell')).toHaveText('$240.00');
  await expect(page.getByTestId('margin-buy')).toHaveText('$228.00');
  await expect(page.getByTestId('margin-amount')).toHaveText('$12.00');
  await expect(page.getByTestId('margin-percent')).toHaveText('5%');
  await expect(page.getByTestId('low-margin-warning')).toHaveText(
    'The margin of this quotation (5%) is below the minimum of 10%. Sending the quote needs a confirmation.',
  );
  await screenshotForReview(page, {
    path: test.info().outputPath('pricing-margin-1366.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: test.info().outputPath('pricing-margin-390.png'), fullPage: true });

  // Sending: the dialog warns, and the button waits for the confirmation tick.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/quotations/${q.id}`);
  await page.getByTestId('quotation-header').getByRole('button', { name: 'Send quote' }).click();
  const dialog = page.getByRole('dialog', { name: `Send quote ${q.quotation_number}` });
  await expect(dialog.getByTestId('send-low-margin')).toContainText(
    'The margin of this quotation (5%) is below the minimum of 10%.',
  );
  const send = dialog.getByRole('button', { name: 'Send quote' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('I have checked the pricing and want to send this quote anyway').check();
  await expect(send).toBeEnabled();
  await screenshotForReview(page, { path: test.info().outputPath('pricing-send-1366.png') });
});

test('an admin keeps the pricing settings in the System Settings tab', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('tab', { name: /System Settings/ }).click();
  const card = page.getByRole('region', { name: 'Pricing' });
  await expect(card.getByLabel('Air factor (kg per CBM)')).toHaveValue('167');
  await card.getByLabel('Minimum margin percent').fill('12.5');
  await card.getByRole('button', { name: 'Save pricing' }).click();
  await expect(page.getByText('Pricing settings saved')).toBeVisible();
  const saved = await (await page.request.get('/api/1/pricing-settings')).json();
  expect(saved).toMatchObject({ minimum_margin_percent: 12.5 });
  await screenshotForReview(page, {
    path: test.info().outputPath('pricing-settings-1366.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, {
    path: test.info().outputPath('pricing-settings-390.png'),
    fullPage: true,
  });
  // Put the minimum back for the other test.
  await page.request.put('/api/1/pricing-settings', {
    data: { minimum_margin_percent: 10 },
    headers: { 'if-match': String(saved.version) },
  });
});

test('the quotation form keeps the transport mode, the lane codes and the FCL containers', async ({
  page,
}) => {
  const q = await openNewQuotation(page, 'edit');
  // The Transport card of the form.
  const transport = page.locator('form, main').first();
  await transport.getByRole('combobox', { name: 'Transport Mode' }).click();
  await page.getByRole('option', { name: 'Sea FCL', exact: true }).click();
  // Sea takes ports: the pickers offer UN/LOCODEs with a port function.
  await pickLocation(page, transport, 'Origin Code', 'HKHKG');
  await pickLocation(page, transport, 'Destination Code', 'NLRTM');
  await transport.getByRole('button', { name: 'Add containers' }).click();
  await transport.getByLabel('Number of 20GP containers').fill('2');
  await expect
    .poll(async () => {
      const saved = await (await page.request.get(`/api/1/quotations/${q.id}`)).json();
      return [saved.transport_mode, saved.origin_code, saved.destination_code, saved.containers];
    })
    .toEqual(['Sea FCL', 'HKHKG', 'NLRTM', [{ type: '20GP', count: 2 }]]);
  await page.setViewportSize({ width: 1366, height: 900 });
  const card = page.getByRole('heading', { name: 'Transport', exact: true });
  await card.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: test.info().outputPath('pricing-form-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: test.info().outputPath('pricing-form-390.png') });
});
