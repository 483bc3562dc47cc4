import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectScreenReady } from '../support/accessibility';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotation, fetchQuotation, openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(150_000);

async function categoryIds(request: APIRequestContext): Promise<Record<string, number>> {
  const list = await (await request.get('/api/1/cost_categories?limit=1000')).json();
  return Object.fromEntries(list.data.map((c: { id: number; name: string }) => [c.name, c.id]));
}

async function addLine(request: APIRequestContext, quotationId: number, data: Record<string, unknown>) {
  const res = await request.post('/api/1/cost_items', {
    data: { quotation_id: quotationId, calculation_method: 'Fixed', ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const incotermSelect = (page: Page) => page.getByRole('combobox', { name: 'Incoterm' });

test('FOB on a Sea FCL quote with its named place: on the form, the detail page, the grouped breakdown with its warning, and the public page', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const q = await createQuotation(
    page.request,
    { client_name: `Importaciones García ${tag}`, currency: 'EUR', transport_mode: 'Sea FCL' },
    `Nadia Haddad ${tag}`,
  );
  const categories = await categoryIds(page.request);
  await addLine(page.request, q.id, {
    category_id: categories['port-charges'],
    location: 'Origin',
    description: 'Terminal handling Yantian',
    total_cost: 180.5,
  });
  await addLine(page.request, q.id, {
    category_id: categories['ocean-freight'],
    description: 'Flete marítimo 40HC',
    total_cost: 2300,
  });
  await addLine(page.request, q.id, {
    category_id: categories.handling,
    location: 'Destination',
    description: 'Entrega a domicilio',
    total_cost: 410.25,
  });
  await addLine(page.request, q.id, {
    category_id: categories.customs,
    description: 'Import duty',
    total_cost: 95,
  });

  // The form: the Sea quote offers the sea-only terms; choosing FOB and typing the place saves both.
  await page.goto(`/quotations/${q.id}/edit`);
  await incotermSelect(page).click();
  await expect(page.getByRole('option', { name: 'CIF Cost, Insurance and Freight' })).toBeVisible();
  await page.getByRole('option', { name: 'FOB Free on Board' }).click();
  await page.getByRole('textbox', { name: 'Incoterm Place' }).fill('Yantian, Shenzhen (CNYTN)');
  await expect
    .poll(async () => {
      const saved = await fetchQuotation(page.request, q.id);
      return `${saved.incoterm} ${saved.incoterm_place}`;
    })
    .toBe('FOB Yantian, Shenzhen (CNYTN)');

  // Leaving the sea is refused while FOB is chosen, and the form says why.
  await page.getByRole('combobox', { name: 'Transport Mode' }).click();
  await page.getByRole('option', { name: 'Air', exact: true }).click();
  await expect(page.getByText('FOB is for sea transport only: choose FCA for Air')).toBeVisible();
  await expect(
    page.getByText(/FOB is for sea transport only: change the Incoterm to FCA before choosing Air/),
  ).toBeVisible();
  expect((await fetchQuotation(page.request, q.id)).transport_mode).toBe('Sea FCL');
  await page.getByRole('combobox', { name: 'Transport Mode' }).click();
  await page.getByRole('option', { name: 'Sea FCL', exact: true }).click();
  await expect(page.getByText('FOB is for sea transport only: choose FCA for Air')).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await incotermSelect(page).scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: test.info().outputPath('form-transport-390.png') });
  await page.setViewportSize({ width: 1440, height: 1000 });

  await page.goto(`/quotations/${q.id}`);
  await expect(page.getByText('FOB Free on Board, Yantian, Shenzhen (CNYTN)')).toBeVisible();

  // The breakdown: four parts with their subtotals, and the non-blocking warning on origin charges.
  await page.goto(`/quotations/${q.id}/cost-breakdown`);
  const costs = page.getByRole('region', { name: 'Cost Items', exact: true });
  const part = (name: string) => costs.locator(`tr[data-charge-part="${name}"]`);
  await expect(part('origin_charges')).toContainText('Origin charges');
  await expect(part('origin_charges').getByTestId('charge-part-subtotal')).toContainText('180.50');
  await expect(part('origin_charges').getByTestId('charge-part-warning')).toHaveText(
    'Under FOB the seller pays origin charges: this quote is for the buyer',
  );
  await expect(part('main_carriage').getByTestId('charge-part-subtotal')).toContainText('2,300.00');
  await expect(part('destination_charges').getByTestId('charge-part-subtotal')).toContainText('410.25');
  await expect(part('duties_taxes')).toContainText('Duties and taxes');
  await expect(part('duties_taxes').getByTestId('charge-part-subtotal')).toContainText('95.00');
  await expect(costs.getByTestId('charge-part-warning')).toHaveCount(1);
  await expect(costs.locator('tbody tr td:nth-child(2)')).toHaveText([
    'Terminal handling Yantian',
    'Flete marítimo 40HC',
    'Entrega a domicilio',
    'Import duty',
  ]);
  await expect(costs).toContainText('FOB Free on Board, Yantian, Shenzhen (CNYTN)');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await costs.scrollIntoViewIfNeeded();
  await screenshotForReview(costs, { path: test.info().outputPath('breakdown-fob-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(part('origin_charges').getByTestId('charge-part-warning')).toBeVisible();
  await screenshotForReview(costs, { path: test.info().outputPath('breakdown-fob-390.png') });

  // The client's page prints the term and its place.
  const sent = await page.request.post(`/api/1/quotations/${q.id}/send`, {
    data: { to: [`garcia-${tag}@example.com`], subject: `Quote ${q.quotation_number}`, message: 'Hola' },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto((await sent.json()).acceptance_url);
  await expect(clientPage.getByText('INCOTERMS 2020')).toBeVisible();
  await expect(clientPage.getByText('FOB Free on Board, Yantian, Shenzhen (CNYTN)')).toBeVisible();
  await screenshotForReview(clientPage, {
    path: test.info().outputPath('public-quote-fob-390.png'),
    fullPage: true,
  });
  await client.close();
});

test('an Air quote offers the seven any-mode terms and not FOB', async ({ page }) => {
  const q = await openNewQuotation(page, 'edit', { transport_mode: 'Air' });
  await incotermSelect(page).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText([
    'EXW Ex Works',
    'FCA Free Carrier',
    'CPT Carriage Paid To',
    'CIP Carriage and Insurance Paid To',
    'DAP Delivered at Place',
    'DPU Delivered at Place Unloaded',
    'DDP Delivered Duty Paid',
  ]);
  await expect(page.getByRole('option', { name: /FOB/ })).toHaveCount(0);
  await page.getByRole('option', { name: 'FCA Free Carrier' }).click();
  await expect.poll(async () => (await fetchQuotation(page.request, q.id)).incoterm).toBe('FCA');
});

test("a cost category's part is changed in Settings, and its lines move to that part", async ({ page }) => {
  const tag = uniqueTag();
  const made = await page.request.post('/api/1/cost_categories', { data: { name: `Fumigation ${tag}` } });
  expect(made.status(), await made.text()).toBe(201);
  const category = await made.json();
  expect(category.part).toBe('by_location');
  const q = await createQuotation(page.request, { transport_mode: 'Sea LCL', incoterm: 'CIF' });
  await addLine(page.request, q.id, { category_id: category.id, description: 'Fumigación', total_cost: 60 });

  await page.goto('/settings?tab=system');
  // The System Settings tab, the largest settings screen, took longer than the default 10 s to show under load.
  await expectScreenReady(page, page.getByRole('main'));
  const card = page.getByRole('region', { name: 'Cost categories and Incoterms' });
  const select = card.getByRole('combobox', { name: `Part of Fumigation ${tag}` });
  await expect(select).toHaveValue('by_location');
  await select.selectOption({ label: 'Duties and taxes' });
  await expect
    .poll(async () => (await (await page.request.get(`/api/1/cost_categories/${category.id}`)).json()).part)
    .toBe('duties_taxes');
  await page.setViewportSize({ width: 390, height: 844 });
  await select.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: test.info().outputPath('category-parts-390.png') });

  // Under CIF the buyer pays duties and taxes: the line now sits there, with the warning.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/quotations/${q.id}/cost-breakdown`);
  const duties = page.locator('tr[data-charge-part="duties_taxes"]');
  await expect(duties.getByTestId('charge-part-warning')).toHaveText(
    'Under CIF the buyer pays duties and taxes: this quote is for the seller',
  );

  // Adding a line says where it will sit, following its category and location.
  await page
    .getByRole('region', { name: 'Cost Items', exact: true })
    .getByRole('button', { name: 'Add Item' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
  await modal.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Port Charges', exact: true }).click();
  await expect(modal.getByTestId('cost-item-charge-part')).toHaveText(
    'Shown under Origin charges in the breakdown.',
  );
  await modal.getByText('Destination', { exact: true }).click();
  await expect(modal.getByTestId('cost-item-charge-part')).toHaveText(
    'Shown under Destination charges in the breakdown.',
  );
});
