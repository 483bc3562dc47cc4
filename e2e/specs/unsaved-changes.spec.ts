import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// A half-filled New Quotation is never dropped without a word: leaving asks, reloading asks the browser. A create
// dialog with typing in it asks the same question before Escape, its close button or a click outside closes it.

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true });
const question = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });
const estimatedValue = (page: Page) => page.getByRole('textbox', { name: 'Estimated Value', exact: true });

async function halfFilledQuotation(page: Page) {
  // Reached inside the app, so the browser's Back stays in it.
  await page.goto('/pending-quotations');
  await page.getByRole('link', { name: 'New Quotation' }).click();
  await estimatedValue(page).fill('98000');
}

signInBeforeEach(60_000);

test('a sidebar link from a half-filled New Quotation asks: Stay keeps what was typed, Discard leaves', async ({
  page,
}) => {
  await halfFilledQuotation(page);
  await sidebarLink(page, 'Contacts').click();
  await expect(question(page)).toBeVisible();
  await expect(question(page).getByRole('button', { name: 'Stay' })).toBeFocused();
  await screenshotForReview(page, { path: test.info().outputPath('discard-question.png') });

  await question(page).getByRole('button', { name: 'Stay' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/quotations\/new$/);
  await expect(estimatedValue(page)).toHaveValue('98000');

  // The browser's Back asks the same question.
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/quotations\/new$/);
  await expect(estimatedValue(page)).toHaveValue('98000');

  await sidebarLink(page, 'Contacts').click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
});

test('reloading a half-filled New Quotation asks the browser first; an untouched one does not', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.goto('/quotations/new');
  await expect(estimatedValue(page)).toBeVisible();
  await page.reload();
  await expect(estimatedValue(page)).toBeVisible();
  expect(asked).toEqual([]);

  await estimatedValue(page).fill('98000');
  await page.reload();
  await expect(estimatedValue(page)).toHaveValue('0');
  expect(asked).toEqual(['beforeunload']);
});

test("the form's Cancel leaves at once: choosing to drop the form is not asked again", async ({ page }) => {
  await halfFilledQuotation(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/pending-quotations$/);
  await expect(question(page)).toBeHidden();
});

test('Escape on Add New Contact with a name typed asks: Stay keeps the name, Discard closes the dialog', async ({
  page,
}) => {
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Add Contact', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  const firstName = dialog.getByLabel('First name');
  await firstName.fill('Łukasz');

  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await expect(question(page).getByRole('button', { name: 'Stay' })).toBeFocused();
  await screenshotForReview(page, { path: test.info().outputPath('dialog-discard-question.png') });
  await question(page).getByRole('button', { name: 'Stay' }).click();
  await expect(question(page)).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(firstName).toHaveValue('Łukasz');

  await page.keyboard.press('Escape');
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(question(page)).toBeHidden();
  await expect(dialog).toBeHidden();

  // Opened again, it starts blank, and with nothing typed Escape closes it at once.
  await page.getByRole('button', { name: 'Add Contact', exact: true }).click();
  await expect(firstName).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(question(page)).toBeHidden();
});

test('leaving the contacts page while Add New Contact holds typing asks: Stay keeps the text, Discard leaves', async ({
  page,
}) => {
  await page.goto('/task-manager');
  await sidebarLink(page, 'Contacts').click();
  // The task board's cards have their own 'Add contact' buttons: wait for the contacts page itself.
  await expect(page).toHaveURL(/\/contacts$/);
  await page.getByRole('button', { name: 'Add Contact', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  const firstName = dialog.getByLabel('First name');
  await firstName.fill('Ngozi');

  // The dialog's overlay lies over the sidebar for a pointer, and the open dialog hides the page from the
  // accessibility tree: the sidebar's link is followed by its address, as an assistive tool would.
  const tasksLink = page.locator('nav a[href="/task-manager"]').first();
  await tasksLink.dispatchEvent('click');
  await expect(question(page)).toBeVisible();
  await expect(question(page).getByRole('button', { name: 'Stay' })).toBeFocused();
  await question(page).getByRole('button', { name: 'Stay' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(dialog).toBeVisible();
  await expect(firstName).toHaveValue('Ngozi');

  // The browser's Back asks the same one question; Escape answers it, not the dialog under it.
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(firstName).toHaveValue('Ngozi');

  await page.goBack();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/task-manager$/);
  await expect(dialog).toBeHidden();
});

test('Add Cost Item asks before Escape drops typing, and after Stay its buy side still takes a currency and a total', async ({
  page,
}) => {
  await openNewQuotation(page, 'cost-breakdown', { currency: 'JPY' });
  const costLines = page.getByRole('region', { name: 'Cost Items', exact: true });
  await costLines.getByRole('button', { name: 'Add First Cost Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Cost Item' });
  await dialog.getByLabel('Description').fill('Transporte a Valencia');

  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Stay' }).click();
  await expect(question(page)).toBeHidden();
  await expect(dialog.getByLabel('Description')).toHaveValue('Transporte a Valencia');

  const buyCurrency = dialog.getByRole('combobox', { name: 'Buy currency', exact: true });
  await buyCurrency.click();
  await buyCurrency.fill('KWD');
  await page
    .getByRole('option', { name: /^KWD\b/ })
    .first()
    .click();
  await expect(buyCurrency).toHaveValue('KWD');
  await dialog.getByLabel('Buy total').fill('12.345');
  await expect(dialog.getByLabel('Buy total')).toHaveValue('12.345');

  await page.keyboard.press('Escape');
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});
