import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotation, fetchQuotation, openAddItemDialog, openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// Number fields keep exactly what was typed: they read all of it as a number or say under the field what is
// wrong, and text that is not a number blocks the save. Each test makes its own quotation.

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Types as a person does, key by key, into an emptied field. */
/**
 * Replaces the field's text key by key. The first key replaces the selection, so the field is never blank
 * in between: a blank estimated value is a real value (0) that autosave may store on a slow machine.
 */
async function typeInto(field: Locator, text: string) {
  await field.selectText();
  await field.pressSequentially(text);
}

async function listOf<T>(request: APIRequestContext, path: string): Promise<T[]> {
  return ((await (await request.get(`/api/1/${path}`)).json()) as { data: T[] }).data;
}

async function chooseOption(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

signInBeforeEach();

test("a cost item's total of '1e12' stays as typed and saves as a trillion", async ({ page }) => {
  const q = await openNewQuotation(page, 'cost-breakdown');
  await page.getByRole('button', { name: 'Add First Cost Item' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
  await modal.getByLabel('Description').fill('Charter');
  await chooseOption(page, modal.getByRole('combobox', { name: 'Category' }), 'Ocean Freight');

  const total = modal.getByLabel('Total cost (USD)');
  await typeInto(total, '1e12');
  await expect(total).toHaveValue('1e12');
  await total.blur();
  await expect(total).not.toHaveAttribute('aria-invalid', 'true');
  await modal.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal).toBeHidden();
  const [item] = await listOf<{ total_cost: number }>(page.request, `cost_items?quotation_id=${q.id}`);
  expect(item?.total_cost).toBe(1_000_000_000_000);
  await expect(page.getByTestId('cost-items-total')).toHaveText('$1,000,000,000,000.00');
});

test('a unit cost that is not a number blocks the save and says why under the field', async ({ page }) => {
  const q = await openNewQuotation(page, 'cost-breakdown');
  await page.getByRole('button', { name: 'Add First Cost Item' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
  await modal.getByLabel('Description').fill('Handling');
  await chooseOption(page, modal.getByRole('combobox', { name: 'Category' }), 'Handling');
  await typeInto(modal.getByLabel('Total cost (USD)'), '80');
  const unitCost = modal.getByLabel('Unit cost (USD)');
  await typeInto(unitCost, '12abc');
  await expect(unitCost).toHaveValue('12abc');

  const posts: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().endsWith('/api/1/cost_items') && posts.push(r.url()),
  );
  await modal.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal.getByText('Unit cost must be a number', { exact: true })).toBeVisible();
  await expect(unitCost).toBeFocused();
  await expect(unitCost).toHaveAttribute('aria-invalid', 'true');
  await screenshotForReview(modal, { path: test.info().outputPath('unit-cost-not-a-number.png') });
  expect(posts).toEqual([]);

  // A decimal comma is not silently read as thousands.
  await typeInto(unitCost, '1,5');
  await expect(modal.getByText('Use a point for decimals, e.g. 1.5', { exact: true })).toBeVisible();
  await typeInto(unitCost, '1.5');
  await expect(modal.getByText('Use a point for decimals, e.g. 1.5')).toBeHidden();
  await modal.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal).toBeHidden();
  const [item] = await listOf<{ unit_cost: number; total_cost: number }>(
    page.request,
    `cost_items?quotation_id=${q.id}`,
  );
  expect(item).toMatchObject({ unit_cost: 1.5, total_cost: 80 });
});

test("a box item's weight of '-10' keeps its minus and is refused with the domain's message", async ({
  page,
}) => {
  const q = await openNewQuotation(page);
  const dialog = await openAddItemDialog(page);
  await textbox(dialog, 'Name').fill(`Crate ${uniqueTag()}`);
  for (const [field, value] of [
    ['Length', '40'],
    ['Width', '30'],
    ['Height', '20'],
  ] as const) {
    await typeInto(textbox(dialog, field), value);
  }
  const weight = textbox(dialog, 'Weight');
  await typeInto(weight, '-10');
  await expect(weight).toHaveValue('-10');
  await weight.blur();
  await expect(dialog.getByText('Weight cannot be negative', { exact: true })).toBeVisible();
  await screenshotForReview(dialog, { path: test.info().outputPath('weight-negative.png') });
  await expect(dialog.getByRole('button', { name: 'Add Item' })).toBeDisabled();

  // Declared value: not a number → message and no save, even though the item is otherwise complete.
  await typeInto(weight, '1,250.5');
  await expect(dialog.getByText('Weight cannot be negative')).toBeHidden();
  const declared = textbox(dialog, 'Declared value');
  await typeInto(declared, '5OO');
  const posts: string[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && r.url().endsWith('/api/1/box_items') && posts.push(r.url()),
  );
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('Declared value must be a number', { exact: true })).toBeVisible();
  await expect(declared).toBeFocused();
  expect(posts).toEqual([]);

  await typeInto(declared, '500');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
  const [item] = await listOf<{ weight_value: number; declared_value_amount: number }>(
    page.request,
    `box_items?quotation_id=${q.id}`,
  );
  expect(item).toMatchObject({ weight_value: 1250.5, declared_value_amount: 500 });
});

test('the full box item page refuses a fractional quantity instead of rounding it', async ({ page }) => {
  const q = await createQuotation(page.request);
  await page.goto(`/box-items/new?quotationId=${q.id}`);
  await textbox(page, 'Name').fill(`Drums ${uniqueTag()}`);
  const quantity = textbox(page, 'Quantity');
  await typeInto(quantity, '2.5');
  await quantity.blur();
  await expect(quantity).toHaveValue('2.5');
  await expect(page.getByText('Quantity must be a whole number', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create Box Item' }).click();
  await expect(page).toHaveURL(/\/box-items\/new/);
  expect(await listOf(page.request, `box_items?quotation_id=${q.id}`)).toEqual([]);

  await typeInto(quantity, '3');
  await typeInto(textbox(page, 'Weight'), '2.5e1');
  await page.getByRole('button', { name: 'Create Box Item' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}(\\?|$)`));
  const [item] = await listOf<{ quantity: number; weight_value: number }>(
    page.request,
    `box_items?quotation_id=${q.id}`,
  );
  expect(item).toMatchObject({ quantity: 3, weight_value: 25 });
});

test('the quotation form saves an estimated value typed with an exponent and refuses letters', async ({
  page,
}) => {
  const q = await openNewQuotation(page, 'edit');
  const value = textbox(page, 'Estimated Value');
  await typeInto(value, '2.5e3');
  await expect(value).toHaveValue('2.5e3');
  await expect.poll(async () => (await fetchQuotation(page.request, q.id)).estimated_value).toBe(2500);
  await expect(value).toHaveValue('2.5e3');

  await typeInto(value, '-7');
  await expect(value).toHaveValue('-7');
  await expect(page.getByText('Estimated value cannot be negative', { exact: true })).toBeVisible();
  await typeInto(value, '12abc');
  await value.blur();
  await expect(page.getByText('Estimated value must be a number', { exact: true })).toBeVisible();
  await page.waitForTimeout(1500); // longer than the autosave's quiet period
  expect((await fetchQuotation(page.request, q.id)).estimated_value).toBe(2500);
});
