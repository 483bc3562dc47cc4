import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { addCargoLine } from '../support/cargo-lines';
import { createQuotation, fetchQuotation, openNewQuotation } from '../support/quotations';
import { expectGoBackScreen } from '../support/screens';
import { screenshotForReview } from '../support/screenshots';

// Each test makes its own quotation (the server is shared by two workers).

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const cents = (value: number) => Math.round(value * 100) / 100;

/** A cargo line measured in centimetres and kilograms. */
const addMetricCargoLine = (request: APIRequestContext, quotationId: number, data: Record<string, unknown>) =>
  addCargoLine(request, quotationId, {
    input_mode: 'dimensions',
    dimension_unit: 'cm',
    weight_unit: 'kg',
    ...data,
  });

async function categoryIds(request: APIRequestContext): Promise<Record<string, number>> {
  const res = await request.get('/api/1/cost_categories?is_active=true');
  const { data } = (await res.json()) as { data: { id: number; name: string }[] };
  return Object.fromEntries(data.map((category) => [category.name, category.id]));
}

async function addCostLineThroughApi(
  request: APIRequestContext,
  quotationId: number,
  data: Record<string, unknown>,
): Promise<number> {
  const res = await request.post('/api/1/cost_items', { data: { quotation_id: quotationId, ...data } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const isCostLinesList = (url: URL) => url.pathname === '/api/1/cost_items';
const costLines = (page: Page) => page.getByRole('region', { name: 'Cost Items', exact: true });
const rowOf = (scope: Locator, description: string) =>
  scope.locator('tbody tr').filter({ has: scope.page().getByText(description, { exact: true }) });

interface CostLine {
  description: string;
  category: string;
  method: 'Fixed' | 'CBM' | 'Weight';
  location?: 'Origin' | 'Destination';
  rate?: number;
  total?: number;
  parent?: string;
}

async function chooseOption(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the open cost item modal; screenshots it when `shot` is given. */
async function fillCostLine(page: Page, modal: Locator, line: CostLine, shot?: string) {
  await modal.getByLabel('Description').fill(line.description);
  await chooseOption(page, modal.getByRole('combobox', { name: 'Category' }), line.category);
  if (line.location) await modal.getByText(line.location, { exact: true }).click();
  await modal.getByText(line.method, { exact: true }).click();
  if (line.rate !== undefined) await modal.getByLabel(/^Rate \(USD per/).fill(String(line.rate));
  if (line.total !== undefined) await modal.getByLabel('Total cost (USD)').fill(String(line.total));
  if (line.parent) {
    await modal.getByLabel('Sub-item').check();
    await chooseOption(page, modal.getByRole('combobox', { name: 'Parent item' }), line.parent);
  }
  if (shot) await screenshotForReview(page, { path: test.info().outputPath(shot) });
}

async function addCostLine(page: Page, line: CostLine, expectedTotal: number, shot?: string) {
  await costLines(page).getByRole('button', { name: 'Add Item' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
  await fillCostLine(page, modal, line);
  await expect(modal.getByTestId('cost-item-total')).toContainText(usd(expectedTotal));
  if (shot) await screenshotForReview(page, { path: test.info().outputPath(shot) });
  await modal.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal).toBeHidden();
  await expect(rowOf(costLines(page), line.description)).toContainText(usd(expectedTotal));
}

signInBeforeEach(90_000);

test('cost lines of every method add up to the hand calculation, and can be edited and deleted', async ({
  page,
}) => {
  const q = await createQuotation(page.request);
  // Two cargo lines, in centimetres and kilograms.
  await addMetricCargoLine(page.request, q.id, {
    name: 'Carton',
    length: 50,
    width: 40,
    height: 30,
    weight_value: 12,
    quantity: 2,
    declared_value_amount: 250,
  });
  await addMetricCargoLine(page.request, q.id, {
    name: 'Crate',
    length: 100,
    width: 80,
    height: 60,
    weight_value: 40,
    quantity: 3,
    declared_value_amount: 1200.5,
  });

  // By hand: 0.5 × 0.4 × 0.3 = 0.06 m³ × 2, plus 1.0 × 0.8 × 0.6 = 0.48 m³ × 3.
  const totalCbm = 0.06 * 2 + 0.48 * 3; // 1.56
  const totalWeight = 12 * 2 + 40 * 3; // 144 kg
  const totalValue = 250 * 2 + 1200.5 * 3; // 4,101.50
  const byVolume = totalCbm * 167; // 260.52 kg, more than the actual 144 kg
  // Air (the default mode): the higher of the two, rounded up to the next 0.5 kg as the trade does: 261 kg.
  const chargeable = Math.ceil(Math.max(byVolume, totalWeight) * 2) / 2;

  await page.goto(`/quotations/${q.id}/cost-breakdown`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(q.quotation_number);
  await expect(page.getByRole('link', { name: `Back to quotation ${q.quotation_number}` })).toHaveAttribute(
    'href',
    `/quotations/${q.id}`,
  );

  const shipment = page.getByRole('region', { name: 'Shipment Details' });
  await expect(shipment).toContainText('2 items');
  await expect(shipment).toContainText('5 pieces');
  await expect(shipment).toContainText(`${totalCbm.toFixed(4)} m³`);
  await expect(shipment).toContainText(`${totalWeight.toFixed(2)} kg`);
  await expect(shipment).toContainText(usd(totalValue));

  const basis = page.getByRole('region', { name: 'Cost Calculation Basis' });
  await expect(basis).toContainText('whichever is higher');
  await expect(basis).toContainText(`${totalCbm.toFixed(4)} CBM × 167`);
  await expect(basis).toContainText(`${byVolume.toFixed(2)} kg`);
  await expect(basis.getByTestId('chargeable-weight')).toHaveText(`${chargeable.toFixed(2)} kg`);
  await expect(basis.getByText('Applies')).toHaveCount(1);
  await expect(basis.getByRole('group', { name: 'Volumetric weight' })).toContainText('Applies');

  await expect(costLines(page)).toContainText('No cost items yet');

  const oceanFreight = cents(85 * totalCbm); // 132.60
  const handling = cents(0.75 * totalWeight); // 108.00
  const customs = 250.5;
  const bunker = 45.25;
  await costLines(page).getByRole('button', { name: 'Add First Cost Item' }).click();
  const first = page.getByRole('dialog', { name: 'Add Cost Item' });
  await fillCostLine(page, first, {
    description: 'Ocean freight',
    category: 'Ocean Freight',
    method: 'CBM',
    rate: 85,
  });
  await expect(first.getByTestId('cost-item-total')).toContainText(usd(oceanFreight));
  await screenshotForReview(page, { path: test.info().outputPath('modal-cbm.png') });
  await first.getByRole('button', { name: 'Add Item' }).click();
  await expect(first).toBeHidden();

  await addCostLine(
    page,
    {
      description: 'Terminal handling',
      category: 'Handling',
      method: 'Weight',
      location: 'Destination',
      rate: 0.75,
    },
    handling,
    'modal-weight.png',
  );
  await addCostLine(
    page,
    { description: 'Customs clearance', category: 'Customs', method: 'Fixed', total: customs },
    customs,
    'modal-fixed.png',
  );
  await addCostLine(
    page,
    {
      description: 'Bunker surcharge',
      category: 'Ocean Freight',
      method: 'Fixed',
      total: bunker,
      parent: '1. Ocean freight',
    },
    bunker,
    'modal-sub-item.png',
  );

  // Parents are numbered in order; the sub-item sits under its parent, indented and unnumbered.
  const table = costLines(page);
  const numbers = table.locator('tbody tr td:first-child');
  const descriptions = table.locator('tbody tr td:nth-child(2)');
  await expect(descriptions).toHaveText([
    'Ocean freight',
    '└Bunker surcharge',
    'Terminal handling',
    'Customs clearance',
  ]);
  await expect(numbers).toHaveText(['1', '', '2', '3']);
  await expect(rowOf(table, 'Ocean freight')).toContainText('$85.00 / CBM');
  await expect(rowOf(table, 'Terminal handling')).toContainText('$0.75 / kg');
  await expect(rowOf(table, 'Terminal handling')).toContainText('Destination');
  await expect(rowOf(table, 'Customs clearance')).toContainText('Origin');

  let sum = cents(oceanFreight + handling + customs + bunker); // 536.35
  await expect(table.getByTestId('cost-items-total')).toHaveText(usd(sum));
  await expect(page.getByTestId('header-total')).toHaveText(usd(sum));
  await expect.poll(async () => (await fetchQuotation(page.request, q.id)).total_cost).toBe(sum);
  await screenshotForReview(page, { path: test.info().outputPath('cost-breakdown.png'), fullPage: true });

  // Edit: the ocean freight rate goes from 85 to 90 per CBM.
  await table.getByRole('button', { name: 'Edit Ocean freight' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Cost Item' });
  await expect(edit.getByLabel('Description')).toHaveValue('Ocean freight');
  await edit.getByLabel(/^Rate \(USD per CBM/).fill('90');
  const newOceanFreight = cents(90 * totalCbm); // 140.40
  await expect(edit.getByTestId('cost-item-total')).toContainText(usd(newOceanFreight));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(table, 'Ocean freight')).toContainText(usd(newOceanFreight));
  sum = cents(sum - oceanFreight + newOceanFreight); // 544.15
  await expect(table.getByTestId('cost-items-total')).toHaveText(usd(sum));

  // Delete asks first; Cancel keeps the line.
  await table.getByRole('button', { name: 'Delete Terminal handling' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete cost item' });
  await expect(confirm).toContainText('Are you sure you want to delete this cost item?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await table.getByRole('button', { name: 'Delete Terminal handling' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(table, 'Terminal handling')).toHaveCount(0);
  sum = cents(sum - handling); // 436.15
  await expect(table.getByTestId('cost-items-total')).toHaveText(usd(sum));
  await expect(numbers).toHaveText(['1', '', '2']);
  await expect.poll(async () => (await fetchQuotation(page.request, q.id)).total_cost).toBe(sum);

  // Fullscreen shows the same table.
  await table.getByRole('button', { name: 'Show cost items fullscreen' }).click();
  const fullscreen = page.getByRole('region', { name: 'Cost Items fullscreen' });
  await expect(fullscreen.getByTestId('cost-items-total')).toHaveText(usd(sum));
  await expect(fullscreen).toContainText(q.quotation_number);
  await screenshotForReview(page, { path: test.info().outputPath('fullscreen.png') });
  // The edit modal opens above the fullscreen view, and Escape closes only the edit modal.
  await fullscreen.getByRole('button', { name: 'Edit Customs clearance' }).click();
  const editOnTop = page.getByRole('dialog', { name: 'Edit Cost Item' });
  await expect(editOnTop.getByLabel('Total cost (USD)')).toHaveValue('250.5');
  await page.keyboard.press('Escape');
  await expect(editOnTop).toBeHidden();
  await expect(fullscreen).toBeVisible();
  await fullscreen.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect(fullscreen).toBeHidden();
});

test('an empty breakdown offers the first item; a sub-item needs a parent first', async ({ page }) => {
  await openNewQuotation(page, 'cost-breakdown');
  const table = costLines(page);
  await expect(table).toContainText('No cost items yet');
  await expect(table.getByTestId('cost-items-total')).toHaveCount(0);
  await table.getByRole('button', { name: 'Add First Cost Item' }).click();

  const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
  const add = modal.getByRole('button', { name: 'Add Item' });
  // Defaults: Origin, Fixed, quantity 1.
  await expect(modal.getByRole('radio', { name: 'Origin' })).toBeChecked();
  await expect(modal.getByRole('radio', { name: 'Fixed' })).toBeChecked();
  await expect(modal.getByLabel('Quantity')).toHaveValue('1');
  await expect(add).toBeDisabled();

  await modal.getByLabel('Sub-item').check();
  await expect(modal).toContainText('No parent items available. Create a regular item first.');
  await modal.getByLabel('Description').fill('Packing');
  await chooseOption(page, modal.getByRole('combobox', { name: 'Category' }), 'Packaging');
  await modal.getByLabel('Total cost (USD)').fill('0');
  await expect(add).toBeDisabled();
  await modal.getByLabel('Total cost (USD)').fill('80');
  // Still a sub-item without a parent.
  await expect(add).toBeDisabled();
  await modal.getByLabel('Sub-item').uncheck();
  await expect(add).toBeEnabled();

  // CBM needs a rate; with no cargo the line is $0.00 and says why.
  await modal.getByText('CBM', { exact: true }).click();
  await expect(add).toBeDisabled();
  await modal.getByLabel(/^Rate \(USD per CBM/).fill('50');
  await expect(add).toBeEnabled();
  await expect(modal.getByTestId('cost-item-total')).toContainText('$0.00');
  await expect(modal.getByTestId('cost-item-total')).toContainText('no cargo volume yet');

  // Closing and opening again starts from the defaults.
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await table.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal.getByLabel('Description')).toHaveValue('');
  await expect(modal.getByRole('radio', { name: 'Fixed' })).toBeChecked();
});

test('pages of seven rows keep a sub-item with its parent, with at most five page buttons', async ({
  page,
}) => {
  const q = await createQuotation(page.request);
  const categories = await categoryIds(page.request);
  const ids: number[] = [];
  for (let n = 1; n <= 8; n++) {
    ids.push(
      await addCostLineThroughApi(page.request, q.id, {
        category_id: categories.handling,
        description: `Line ${n}`,
        total_cost: n,
      }),
    );
  }
  await addCostLineThroughApi(page.request, q.id, {
    category_id: categories.handling,
    description: 'Line 7 extra',
    total_cost: 100,
    is_sub_item: true,
    parent_id: ids[6],
  });

  await page.goto(`/quotations/${q.id}/cost-breakdown`);
  const table = costLines(page);
  const descriptions = table.locator('tbody tr td:nth-child(2)');
  // Line 7 and its sub-item would not both fit on page 1, so they open page 2 together.
  await expect(descriptions).toHaveText(['Line 1', 'Line 2', 'Line 3', 'Line 4', 'Line 5', 'Line 6']);
  await expect(table).toContainText('Rows 1–6 of 9');
  // The footer is the total of every page: 1 + 2 + ... + 8 + 100.
  await expect(table.getByTestId('cost-items-total')).toHaveText(usd(136));
  await table.getByRole('button', { name: 'Page 2' }).click();
  await expect(descriptions).toHaveText(['Line 7', '└Line 7 extra', 'Line 8']);
  await expect(table.locator('tbody tr td:first-child')).toHaveText(['7', '', '8']);
  await expect(table).toContainText('Rows 7–9 of 9');

  // 39 more lines make 7 pages (6 + 6 × 7 rows); five page buttons at a time.
  for (let n = 9; n <= 47; n++) {
    await addCostLineThroughApi(page.request, q.id, {
      category_id: categories.storage,
      description: `Line ${n}`,
      total_cost: 1,
    });
  }
  await page.reload();
  const pageButtons = table.getByRole('button', { name: /^Page \d+$/ });
  await expect(pageButtons).toHaveText(['1', '2', '3', '4', '5']);
  await table.getByRole('button', { name: 'Page 5' }).click();
  await expect(pageButtons).toHaveText(['3', '4', '5', '6', '7']);
  await table.scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: test.info().outputPath('pagination.png') });
  await table.getByRole('button', { name: 'Next page' }).click();
  await table.getByRole('button', { name: 'Next page' }).click();
  await expect(table.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
  await expect(descriptions.last()).toHaveText('Line 47');
});

test('a missing quotation, a failed load and unavailable categories say so', async ({ page }) => {
  await expectGoBackScreen(page, '/quotations/2147483000/cost-breakdown', 'Quotation not found');

  const q = await createQuotation(page.request);
  await page.route(isCostLinesList, (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto(`/quotations/${q.id}/cost-breakdown`);
  await expect(page.getByText('Failed to load cost breakdown data. Please try again.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('load-error.png') });
  await page.unroute(isCostLinesList);

  await page.route(
    (url) => url.pathname === '/api/1/cost_categories',
    (route) => route.fulfill({ status: 500, body: '' }),
  );
  await page.getByRole('button', { name: 'Try Again' }).click();
  await costLines(page).getByRole('button', { name: 'Add First Cost Item' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
  await expect(modal).toContainText('Cost categories could not be loaded', { timeout: 15_000 });
  await modal.getByLabel('Description').fill('Insurance cover');
  await chooseOption(page, modal.getByRole('combobox', { name: 'Category' }), 'Ocean Freight');
  await modal.getByLabel('Total cost (USD)').fill('30');
  await expect(modal.getByRole('button', { name: 'Add Item' })).toBeDisabled();
  await screenshotForReview(page, { path: test.info().outputPath('categories-unavailable.png') });
});
