import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { addCargoLine } from '../support/cargo-lines';
import { uniqueTag } from '../support/contacts';
import { createQuotation, fetchQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// One quotation filled the way a person does it: both addresses through the address screen, cargo lines
// through the Add Item modal (both input modes) and the full page, cost lines through the API; every
// figure on the detail page is checked against a hand calculation. The server is shared by two workers,
// so each test makes its own records with unique names.

const shots = (name: string) => test.info().outputPath(name);

interface AddressInput {
  first: string;
  last: string;
  line1: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
  email: string;
}

async function fillAddress(page: Page, a: AddressInput) {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill(a.first);
  await field('Last name').fill(a.last);
  await field('Address line 1').fill(a.line1);
  await field('City').fill(a.city);
  await field('Province/State').fill(a.province);
  await field('ZIP/Postal code').fill(a.zip);
  await field('Country').fill(a.country);
  await field('Phone').fill(a.phone);
  await field('Email').fill(a.email);
}

const itemDialog = (page: Page) => page.getByRole('dialog', { name: /Add Item|Edit Item/ });

async function fillItemName(dialog: Locator, name: string, quantity: string) {
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill(quantity);
}

/** Reads a figure of a detail card ('Total CBM' → '6.1533 m³'). */
function cardFigure(page: Page, card: string, label: string): Locator {
  return page
    .getByRole('region', { name: card })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .last();
}

signInBeforeEach();

test('addresses, cargo lines and cost lines add up on the detail page', async ({ page }) => {
  test.setTimeout(180_000);
  const q = await createQuotation(page.request);
  const tag = uniqueTag();
  await page.goto(`/quotations/${q.id}`);
  const addresses = page.getByRole('region', { name: 'Addresses' });

  // Origin, through the address screen.
  await addresses.getByRole('link', { name: 'Create origin address' }).click();
  await expect(page.getByRole('heading', { name: 'New Origin Address' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Address' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await fillAddress(page, {
    first: 'Olivia',
    last: `Origin ${tag}`,
    line1: '100 King St W',
    city: 'Toronto',
    province: 'ON',
    zip: 'M5X 1A9',
    country: 'Canada',
    phone: '+1 416 555 0100',
    email: 'olivia@example.com',
  });
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Address' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}$`));
  const origin = addresses.getByRole('group', { name: 'Origin address' });
  await expect(origin).toContainText('Canada');
  await expect(origin).toContainText('Toronto');

  // Destination, with a destination-only option in the specifications.
  await addresses.getByRole('link', { name: 'Create destination address' }).click();
  await expect(page.getByRole('heading', { name: 'New Destination Address' })).toBeVisible();
  await fillAddress(page, {
    first: 'Diego',
    last: `Destination ${tag}`,
    line1: 'Calle de Alcalá 50',
    city: 'Madrid',
    province: 'Madrid',
    zip: '28014',
    country: 'Spain',
    phone: '+34 910 000 000',
    email: 'diego@example.com',
  });
  await page.getByRole('button', { name: 'Pickup or Delivery Specifications' }).click();
  const specs = page.getByRole('dialog', { name: 'Pickup or Delivery Specifications' });
  await specs.getByRole('checkbox', { name: 'Assembly required' }).uncheck();
  await specs.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Create Address' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}$`));
  await expect(addresses.getByRole('group', { name: 'Destination address' })).toContainText('Spain');
  await expect(addresses.getByRole('group', { name: 'Destination address' })).toContainText('Madrid');
  const linked = await fetchQuotation(page.request, q.id);
  expect((linked.destination_address as { assembly_required: boolean }).assembly_required).toBe(false);

  // A: dimensions mode in the modal. 120 × 80 × 100 cm = 0.96 m³ each, × 2 = 1.92 m³; 45 kg × 2 = 90 kg.
  const items = page.getByRole('region', { name: 'Shipment Items' });
  await expect(items.getByText('No items found for this quotation')).toBeVisible();
  await items.getByRole('button', { name: 'Add First Item' }).click();
  let dialog = itemDialog(page);
  const submit = dialog.getByRole('button', { name: 'Add Item' });
  await expect(submit).toBeDisabled();
  await fillItemName(dialog, `Desk ${tag}`, '2');
  await dialog.getByRole('textbox', { name: 'Length', exact: true }).fill('120');
  await dialog.getByRole('textbox', { name: 'Width', exact: true }).fill('80');
  await dialog.getByRole('textbox', { name: 'Height', exact: true }).fill('100');
  await dialog.getByRole('combobox', { name: 'Unit', exact: true }).selectOption('cm');
  await expect(submit).toBeDisabled(); // no weight yet
  await dialog.getByRole('textbox', { name: 'Weight', exact: true }).fill('45');
  await dialog.getByLabel('Weight unit').selectOption('kg');
  await dialog.getByRole('textbox', { name: 'Declared value', exact: true }).fill('500');
  await expect(dialog.getByTestId('preview-total-cbm')).toHaveText('1.9200 m³');
  await expect(dialog.getByTestId('preview-total-weight')).toHaveText('90.00 kg');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();

  // B: volume mode. 35 cft × 0.0283168 = 0.991088 m³ each, × 3 = 2.973264 m³;
  // 100 lbs × 0.45359237 = 45.359237 kg each, × 3 = 136.077711 kg (stored to the gram: 136.078).
  await items.getByRole('button', { name: 'Add Item' }).click();
  dialog = itemDialog(page);
  await fillItemName(dialog, `Crates ${tag}`, '3');
  await dialog.getByRole('radiogroup', { name: 'Input mode' }).getByText('Volume').click();
  await dialog.getByRole('textbox', { name: 'Volume', exact: true }).fill('35');
  await expect(dialog.getByLabel('Volume unit')).toHaveValue('cft');
  await dialog.getByRole('textbox', { name: 'Weight', exact: true }).fill('100');
  // The modal remembers the last weight unit (kg, from item A): this one is in pounds.
  await expect(dialog.getByLabel('Weight unit')).toHaveValue('kg');
  await dialog.getByLabel('Weight unit').selectOption('lbs');
  await dialog.getByRole('textbox', { name: 'Declared value', exact: true }).fill('200');
  await dialog.getByLabel('Product specifications').fill('Fragile');
  await dialog.getByLabel('Product specifications').press('Enter');
  await dialog.getByLabel('Product specifications').press('Tab');
  await expect(dialog.getByTestId('preview-total-cbm')).toHaveText('2.9733 m³');
  await expect(dialog.getByTestId('preview-total-weight')).toHaveText('136.08 kg');
  await screenshotForReview(page, { path: shots('item-modal-volume.png') });
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();

  // C: the full page. 150 × 60 × 140 cm = 1.26 m³; 250 kg; declared 3,000.
  await page.goto(`/box-items/new?quotationId=${q.id}`);
  await expect(page.getByRole('heading', { name: 'New Box Item' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Piano ${tag}`);
  await page.getByRole('textbox', { name: 'Length', exact: true }).fill('150');
  await page.getByRole('textbox', { name: 'Width', exact: true }).fill('60');
  await page.getByRole('textbox', { name: 'Height', exact: true }).fill('140');
  await page.getByRole('combobox', { name: 'Unit', exact: true }).selectOption('cm');
  await page.getByRole('textbox', { name: 'Weight', exact: true }).fill('250');
  await expect(page.getByLabel('Weight unit')).toHaveValue('kg');
  await page.getByRole('textbox', { name: 'Declared value', exact: true }).fill('3000');
  await page.getByLabel('Product specifications').fill('High Value, Fragile');
  await page.getByRole('button', { name: 'Create Box Item' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}$`));

  // Lines: 1.9200, 2.9733 and 1.2600 m³; 90.00, 136.08 and 250.00 kg.
  const rows = items.getByTestId('shipment-item-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByTestId('item-cbm')).toHaveText('1.9200');
  await expect(rows.nth(1).getByTestId('item-cbm')).toHaveText('2.9733');
  await expect(rows.nth(2).getByTestId('item-cbm')).toHaveText('1.2600');
  await expect(rows.nth(1).getByTestId('item-weight')).toContainText('136.08');
  await expect(rows.nth(1)).toContainText('35 cft');
  await expect(rows.nth(2)).toContainText('High Value');
  // Totals: 1.92 + 2.973264 + 1.26 = 6.153264 m³; 90 + 136.078 + 250 = 476.078 kg;
  // declared 500 × 2 + 200 × 3 + 3000 × 1 = 4,600.
  await expect(cardFigure(page, 'Shipment Details', 'Total items')).toContainText('3');
  await expect(cardFigure(page, 'Shipment Details', 'Total pieces')).toContainText('6');
  await expect(cardFigure(page, 'Shipment Details', 'Total CBM')).toContainText('6.1533 m³');
  await expect(cardFigure(page, 'Shipment Details', 'Total weight')).toContainText('476.08 kg');
  await expect(cardFigure(page, 'Shipment Details', 'Total declared value')).toContainText('$4,600.00');

  // Cost lines through the API: ocean freight per CBM and a fixed one, customs fixed.
  const categories = (await (await page.request.get('/api/1/cost_categories?is_active=true')).json()) as {
    data: { id: number; name: string }[];
  };
  const categoryId = (name: string) => categories.data.find((c) => c.name === name)!.id;
  for (const data of [
    {
      description: 'Sea freight',
      category_id: categoryId('ocean-freight'),
      calculation_method: 'CBM',
      rate: 100,
    },
    {
      description: 'Bill of lading',
      category_id: categoryId('ocean-freight'),
      calculation_method: 'Fixed',
      total_cost: 50,
    },
    {
      description: 'Clearance',
      category_id: categoryId('customs'),
      calculation_method: 'Fixed',
      total_cost: 250,
    },
  ]) {
    const res = await page.request.post('/api/1/cost_items', {
      data: { quotation_id: q.id, location: 'Origin', ...data },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  // Ocean freight: 100 × 6.153264 = 615.33 + 50 = 665.33; customs 250; total 915.33.
  const summary = page.getByRole('region', { name: 'Shipping Summary' });
  await expect(cardFigure(page, 'Shipping Summary', 'Ocean Freight')).toContainText('$665.33');
  await expect(cardFigure(page, 'Shipping Summary', 'Customs')).toContainText('$250.00');
  await expect(summary).toContainText('Grand total$915.33');
  await screenshotForReview(page, { path: shots('detail-with-items.png'), fullPage: true });

  // Edit B in the modal: 4 crates. 4 × 0.991088 = 3.964352 m³ → total 7.144352; 4 × 45.359237 = 181.437 kg.
  await rows
    .nth(1)
    .getByRole('button', { name: `Edit Crates ${tag}` })
    .click();
  dialog = itemDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`Crates ${tag}`);
  await dialog.getByRole('textbox', { name: 'Quantity', exact: true }).fill('4');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.nth(1).getByTestId('item-cbm')).toHaveText('3.9644');
  await expect(cardFigure(page, 'Shipment Details', 'Total CBM')).toContainText('7.1444 m³');
  await expect(cardFigure(page, 'Shipment Details', 'Total weight')).toContainText('521.44 kg');
  // The CBM line follows: 100 × 7.144352 = 714.44 (+ 50); grand total 1,014.44.
  await expect(cardFigure(page, 'Shipping Summary', 'Ocean Freight')).toContainText('$764.44');
  await expect(summary).toContainText('Grand total$1,014.44');

  // Delete C. 7.144352 − 1.26 = 5.884352 m³; 521.437 − 250 = 271.437 kg; declared 1,000 + 800 = 1,800.
  await rows
    .nth(2)
    .getByRole('button', { name: `Delete Piano ${tag}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(confirm).toContainText(`Piano ${tag}`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(2);
  await expect(cardFigure(page, 'Shipment Details', 'Total items')).toContainText('2');
  await expect(cardFigure(page, 'Shipment Details', 'Total pieces')).toContainText('6');
  await expect(cardFigure(page, 'Shipment Details', 'Total CBM')).toContainText('5.8844 m³');
  await expect(cardFigure(page, 'Shipment Details', 'Total weight')).toContainText('271.44 kg');
  await expect(cardFigure(page, 'Shipment Details', 'Total declared value')).toContainText('$1,800.00');
  // 100 × 5.884352 = 588.44 (+ 50) = 638.44; grand total 888.44.
  await expect(cardFigure(page, 'Shipping Summary', 'Ocean Freight')).toContainText('$638.44');
  await expect(summary).toContainText('Grand total$888.44');

  // Each item change moved the quotation's version; the status dropdown saves on the fresh one (no 412).
  const status = page.getByTestId('quotation-header').getByRole('combobox', { name: 'Status' });
  await status.click();
  await page.getByRole('option', { name: 'Working' }).click();
  await expect.poll(async () => (await fetchQuotation(page.request, q.id)).status).toBe('Working');
  await expect(page.getByText('This quotation was changed by someone else.')).toHaveCount(0);
});

test('the items table scrolls after five rows and opens fullscreen', async ({ page }) => {
  const q = await createQuotation(page.request);
  for (let n = 1; n <= 7; n++) {
    await addCargoLine(page.request, q.id, {
      name: `Box ${n}`,
      length: 10,
      width: 10,
      height: 10,
      weight_value: 5,
    });
  }
  await page.goto(`/quotations/${q.id}`);
  const items = page.getByRole('region', { name: 'Shipment Items' });
  await expect(items.getByTestId('shipment-item-row')).toHaveCount(7);
  // Oldest first, as created.
  await expect(items.getByTestId('shipment-item-row').first()).toContainText('Box 1');
  const scroll = items.getByTestId('shipment-items-scroll');
  const box = await scroll.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(392);
  expect(
    await scroll.evaluate(
      (el: { scrollHeight: number; clientHeight: number }) => el.scrollHeight > el.clientHeight,
    ),
  ).toBe(true);

  await items.getByRole('button', { name: 'Enter fullscreen' }).click();
  const full = page.getByRole('region', { name: 'Shipment Items fullscreen' });
  await expect(full.getByTestId('shipment-item-row')).toHaveCount(7);
  await full.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect(full).toBeHidden();
});
