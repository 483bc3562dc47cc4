import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { addCargoLine } from '../support/cargo-lines';
import { uniqueTag } from '../support/contacts';
import { createQuotation, openAddItemDialog, openNewQuotation } from '../support/quotations';
import { expectGoBackScreen } from '../support/screens';
import { screenshotForReview } from '../support/screenshots';

// The Add/Edit Item modal's rules and the full-page box item screens. Each test makes its own quotation.

interface CargoLine {
  id: number;
  name: string;
  quantity: number;
  dimension_unit: string;
  insurance_required: boolean;
  insurance_value: number | null;
  product_specifications: string[] | null;
  total_cbm: number;
  [field: string]: unknown;
}

async function itemsOf(request: APIRequestContext, quotationId: number): Promise<CargoLine[]> {
  const res = await request.get(`/api/1/box_items?quotation_id=${quotationId}&order_by=created_at ASC`);
  return ((await res.json()) as { data: CargoLine[] }).data;
}

const textbox = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

signInBeforeEach();

test('the modal enables Add Item only for a measurable item and keeps insurance fields for insured ones', async ({
  page,
}) => {
  // A long walk through every rule of the modal: on a busy two-core machine it can pass the 30 s budget.
  test.slow();
  const q = await openNewQuotation(page);
  const dialog = await openAddItemDialog(page);
  const submit = dialog.getByRole('button', { name: 'Add Item' });
  // Modal defaults: inches, lbs, quantity 1, USD, New.
  await expect(dialog.getByRole('combobox', { name: 'Unit', exact: true })).toHaveValue('inches');
  await expect(dialog.getByLabel('Weight unit')).toHaveValue('lbs');
  await expect(textbox(dialog, 'Quantity')).toHaveValue('1');
  await expect(dialog.getByLabel('Declared value currency')).toHaveValue('USD');

  await textbox(dialog, 'Name').fill('   ');
  await textbox(dialog, 'Length').fill('48');
  await textbox(dialog, 'Width').fill('40');
  await textbox(dialog, 'Height').fill('36');
  await textbox(dialog, 'Weight').fill('120');
  await expect(submit).toBeDisabled(); // blank name
  await textbox(dialog, 'Name').fill(`Pallet ${uniqueTag()}`);
  await expect(submit).toBeEnabled();
  await textbox(dialog, 'Height').fill('0');
  await expect(submit).toBeDisabled(); // a dimension of 0
  await textbox(dialog, 'Height').fill('36');
  // Volume mode needs a volume, not dimensions.
  await dialog.getByRole('radiogroup', { name: 'Input mode' }).getByText('Volume').click();
  await expect(submit).toBeDisabled();
  await textbox(dialog, 'Volume').fill('1.25');
  await dialog.getByLabel('Volume unit').selectOption('cbm');
  await expect(submit).toBeEnabled();
  await dialog.getByRole('radiogroup', { name: 'Input mode' }).getByText('Dimensions').click();
  // 48 × 40 × 36 in = 1.2192 × 1.016 × 0.9144 m = 1.1327 m³.
  await expect(dialog.getByTestId('preview-individual-cbm')).toHaveText('1.1327 m³');

  // An invalid quantity falls back to 1 when the field is left.
  await textbox(dialog, 'Quantity').fill('');
  await textbox(dialog, 'Quantity').blur();
  await expect(textbox(dialog, 'Quantity')).toHaveValue('1');

  await expect(textbox(dialog, 'Insurance value')).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Insurance required' }).check();
  await textbox(dialog, 'Insurance value').fill('900');
  await expect(dialog.getByRole('combobox', { name: 'Insurance currency' })).toHaveValue('USD');
  await dialog.getByRole('radiogroup', { name: 'Condition' }).getByText('Used').click();
  await screenshotForReview(page, { path: test.info().outputPath('item-modal-dimensions.png') });

  // A failure keeps the modal open with the server's words.
  await page.route('**/api/1/box_items', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Disk full' } } })
      : route.continue(),
  );
  await submit.click();
  await expect(dialog.getByText('Failed to create box item: Disk full')).toBeVisible();
  await page.unroute('**/api/1/box_items');
  await submit.click();
  await expect(dialog).toBeHidden();
  const [item] = await itemsOf(page.request, q.id);
  expect(item).toMatchObject({
    input_mode: 'dimensions',
    dimension_unit: 'inches',
    quantity: 1,
    condition: 'Used',
    insurance_required: true,
    insurance_value: 900,
    total_cbm: 1.132674,
  });
});

test('/box-items/new needs a quotation id', async ({ page }) => {
  await expectGoBackScreen(page, '/box-items/new', 'Missing Quotation ID');
});

test('the full page edits an item, keeping a unit it does not offer, and returns to the quotation', async ({
  page,
}) => {
  const q = await createQuotation(page.request);
  const item = await addCargoLine<CargoLine>(page.request, q.id, {
    name: `Cabinet ${uniqueTag()}`,
    length: 500,
    width: 400,
    height: 1000,
    dimension_unit: 'mm',
    weight_value: 30,
    weight_unit: 'kg',
    product_specifications: ['Fragile'],
  });
  // Without quotationId: the item's own quotation is where it returns.
  await page.goto(`/box-items/${item.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Box Item' })).toBeVisible();
  for (const section of [
    'Basic Information',
    'Dimensions & Volume',
    'Weight',
    'Condition & Value',
    'Product Details',
    'Insurance',
  ]) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  // mm is not one of the page's units (inches, cm, m) but stays this item's unit.
  await expect(page.getByRole('combobox', { name: 'Unit', exact: true })).toHaveValue('mm');
  await expect(page.getByLabel('Product specifications')).toHaveValue('Fragile');
  // 0.5 × 0.4 × 1 m = 0.2 m³.
  await expect(page.getByTestId('preview-individual-cbm')).toHaveText('0.2000 m³');
  await textbox(page, 'Quantity').fill('3');
  await expect(page.getByTestId('preview-total-cbm')).toHaveText('0.6000 m³');
  await page.getByLabel('Product specifications').fill('Fragile,  Stackable ,');
  await page.getByRole('radiogroup', { name: 'Condition' }).getByText('Fair').click();
  await screenshotForReview(page, { path: test.info().outputPath('box-item-page.png') });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}$`));
  await expect(page.getByTestId('shipment-item-row')).toContainText('0.6000');

  const [saved] = await itemsOf(page.request, q.id);
  expect(saved).toMatchObject({
    quantity: 3,
    dimension_unit: 'mm',
    condition: 'Fair',
    product_specifications: ['Fragile', 'Stackable'],
    total_cbm: 0.6,
  });
});

test('the full page asks for a name before creating', async ({ page }) => {
  const q = await createQuotation(page.request);
  await page.goto(`/box-items/new?quotationId=${q.id}`);
  await expect(page.getByText(`A cargo line for quotation ${q.quotation_number}.`)).toBeVisible();
  // Page defaults: volume in cbm, weight in kg.
  await page.getByRole('radiogroup', { name: 'Input mode' }).getByText('Volume').click();
  await expect(page.getByLabel('Volume unit')).toHaveValue('cbm');
  await expect(page.getByLabel('Weight unit')).toHaveValue('kg');
  await page.getByRole('button', { name: 'Create Box Item' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await textbox(page, 'Name').fill('Spare parts');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await textbox(page, 'Volume').fill('0.1234');
  await page.getByRole('button', { name: 'Create Box Item' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}$`));
  const [item] = await itemsOf(page.request, q.id);
  expect(item).toMatchObject({
    name: 'Spare parts',
    input_mode: 'volume',
    volume_unit: 'cbm',
    total_cbm: 0.1234,
  });
});

test('unknown box item, no id, and a failed load', async ({ page }) => {
  await page.goto('/box-items/987654321/edit');
  await expect(page.getByRole('heading', { name: 'Box Item Not Found' })).toBeVisible();
  await page.goto('/box-items/%20/edit');
  await expect(page.getByRole('heading', { name: 'No box item ID provided' })).toBeVisible();

  const q = await createQuotation(page.request);
  const item = await addCargoLine<CargoLine>(page.request, q.id, { name: 'Crate', weight_value: 1 });
  await page.route(`**/api/1/box_items/${item.id}`, (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Database is away' } },
    }),
  );
  await page.goto(`/box-items/${item.id}/edit?quotationId=${q.id}`);
  await expect(page.getByText('Failed to load box item: Database is away')).toBeVisible({ timeout: 20_000 });
});

test('a failed delete says so and keeps the item', async ({ page }) => {
  const q = await createQuotation(page.request);
  const item = await addCargoLine<CargoLine>(page.request, q.id, {
    name: `Keep me ${uniqueTag()}`,
    weight_value: 1,
  });
  await page.goto(`/quotations/${q.id}`);
  await page.route(`**/api/1/box_items/${item.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Locked' } } })
      : route.continue(),
  );
  await page.getByRole('button', { name: `Delete ${item.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText('Failed to delete item: Locked')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('shipment-item-row')).toHaveCount(1);
});
