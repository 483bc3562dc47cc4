import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { seedContacts, uniqueTag } from '../support/contacts';
import { answerGate } from '../support/held-answers';
import { createQuotation, fetchQuotation, openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';
import { expectStoredFields } from '../support/stored-records';

// Each test makes its own contact and quotation (the server is shared by two workers).

/** The quotations here start on Jan 1, 2031 and run 30 days: the validity tests count from there. */
const JANUARY_2031 = { start_date: '2031-01-01', valid_until_date: '2031-01-31' };

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

signInBeforeEach(60_000);

test('New Quotation starts from the defaults and shows every validation message', async ({ page }) => {
  await page.goto('/quotations/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Quotation' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('Medium');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  await expect(field(page, 'Estimated Value')).toHaveValue('0');
  await expect(field(page, 'Validity Days')).toHaveValue('30');
  await expect(field(page, 'Date')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);

  await field(page, 'Date').fill('');
  await field(page, 'Valid Until').fill('');
  await field(page, 'Estimated Value').fill('-5');
  await field(page, 'Validity Days').fill('0');
  await page.getByRole('button', { name: 'Create Quotation' }).click();

  for (const message of [
    'Please select a contact from the dropdown',
    'Date is required',
    'Valid until date is required',
    'Estimated value cannot be negative',
    'Validity days must be greater than 0',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // Editing a field clears its message.
  await field(page, 'Validity Days').fill('14');
  await expect(page.getByText('Validity days must be greater than 0')).toBeHidden();
  await expect(page).toHaveURL(/\/quotations\/new$/);
});

test('the contact picker fills the client fields and Create Quotation opens the new quotation', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [contact] = await seedContacts(page.request, [
    {
      name: 'Marta',
      last_name: `Picker${tag}`,
      email: `marta.${tag}@example.com`,
      phone_number: '+44 20 7946 0018',
    },
  ]);
  await page.goto('/quotations/new');
  const picker = page.getByRole('combobox', { name: 'Contact' });
  await picker.click();
  await picker.fill(`Picker${tag}`);
  await page.getByRole('option', { name: new RegExp(`Marta Picker${tag}`) }).click();
  await expect(field(page, 'Client Name')).toHaveValue(`Marta Picker${tag}`);
  await expect(field(page, 'Client Email')).toHaveValue(`marta.${tag}@example.com`);
  await expect(field(page, 'Client Phone')).toHaveValue('+44 20 7946 0018');

  await field(page, 'Project Description').fill('Household goods, 20ft container');
  await field(page, 'Estimated Value').fill('1250.5');
  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await page.getByRole('button', { name: 'Create Quotation' }).click();

  await expect(page).toHaveURL(/\/quotations\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: /^SQ\d{5}$/ })).toBeVisible();
  const saved = await fetchQuotation(page.request, id);
  expect(saved).toMatchObject({
    contact_id: contact.id,
    client_name: `Marta Picker${tag}`,
    client_email: `marta.${tag}@example.com`,
    client_phone: '+44 20 7946 0018',
    estimated_value: 1250.5,
    status: 'Pending',
  });
});

test('the edit form autosaves a typed field after a second of quiet, with Saving... and Last saved at', async ({
  page,
}) => {
  const q = await createQuotation(page.request, JANUARY_2031);
  await page.goto(`/quotations/${q.id}/edit`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit Quotation #${q.quotation_number}` }),
  ).toBeVisible();
  // The save waits until 'Saving...' has been seen and photographed.
  const savingSeen = answerGate();
  await page.route('**/api/1/quotations/*', async (route) => {
    if (route.request().method() === 'PUT') await savingSeen.opened;
    await route.continue();
  });

  const put = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith(`/api/1/quotations/${q.id}`),
  );
  await field(page, 'Client Name').fill(`Renamed ${q.quotation_number}`);
  await expect(page.getByText('Saving...')).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('edit-saving.png') });
  savingSeen.open();
  const request = await put;
  // Only the changed field, based on the version on screen.
  expect(request.postDataJSON()).toEqual({ client_name: `Renamed ${q.quotation_number}` });
  expect(request.headers()['if-match']).toBe(String(q.version));
  await expect(page.getByText(/^Last saved at /)).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('edit-saved.png') });
  expect((await fetchQuotation(page.request, q.id)).client_name).toBe(`Renamed ${q.quotation_number}`);

  // A select saves at once, and numbers go as numbers.
  const statusPut = page.waitForRequest((r) => r.method() === 'PUT');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'On Client Review' }).click();
  expect((await statusPut).postDataJSON()).toEqual({ status: 'OnClientReview' });
  await expect(page.getByText(/^Last saved at /)).toBeVisible();
  const valuePut = page.waitForRequest((r) => r.method() === 'PUT');
  await field(page, 'Estimated Value').fill('99.95');
  expect((await valuePut).postDataJSON()).toEqual({ estimated_value: 99.95 });
  await expect(page.getByText(/^Last saved at /)).toBeVisible();
  expect(await fetchQuotation(page.request, q.id)).toMatchObject({
    status: 'OnClientReview',
    estimated_value: 99.95,
  });
});

test('a new valid-until date typed as day/month/year becomes year-month-day and recomputes validity days', async ({
  page,
}) => {
  const q = await createQuotation(page.request, JANUARY_2031);
  await page.goto(`/quotations/${q.id}/edit`);
  await expect(field(page, 'Validity Days')).toHaveValue('30');

  const put = page.waitForRequest((r) => r.method() === 'PUT');
  await field(page, 'Valid Until').fill('17/02/2031');
  expect((await put).postDataJSON()).toEqual({ valid_until_date: '2031-02-17', validity_days: 47 });
  await field(page, 'Notes').click();
  // Shown back in the user's date format (the default, MM/DD/YYYY).
  await expect(field(page, 'Valid Until')).toHaveValue('02/17/2031');
  await expect(field(page, 'Validity Days')).toHaveValue('47');
  await expect(page.getByText(/^Last saved at /)).toBeVisible();
  expect(await fetchQuotation(page.request, q.id)).toMatchObject({
    valid_until_date: '2031-02-17',
    validity_days: 47,
  });

  // Not after the start date: validity falls back to the default 30 days.
  await field(page, 'Valid Until').fill('2030-12-25');
  await expect(field(page, 'Validity Days')).toHaveValue('30');
});

test('a failed field save says which field under it', async ({ page }) => {
  const q = await createQuotation(page.request, JANUARY_2031);
  await page.goto(`/quotations/${q.id}/edit`);
  await page.route(`**/api/1/quotations/${q.id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something broke' } } });
  });
  await field(page, 'Client Phone').fill('+1 555 0100');
  await expect(page.getByText('Failed to update Client Phone')).toBeVisible();
  await expect(field(page, 'Client Phone')).toHaveValue('+1 555 0100');

  // Validation runs before anything is sent.
  await field(page, 'Validity Days').fill('0');
  await expect(page.getByText('Validity days must be greater than 0')).toBeVisible();
});

test("someone else's change to another field: theirs is shown at once and the user's edit saved on top", async ({
  page,
}) => {
  const q = await openNewQuotation(page, 'edit', { ...JANUARY_2031, notes: 'Original notes' });
  await expect(field(page, 'Client Name')).toBeVisible();

  // Someone else saves behind the form's back.
  const theirs = await page.request.put(`/api/1/quotations/${q.id}`, {
    data: { notes: 'Changed by a colleague' },
    headers: { 'If-Match': String(q.version) },
  });
  expect(theirs.status()).toBe(200);

  await field(page, 'Client Name').fill('My careful edit');
  // Different fields: nothing to choose; the colleague's notes appear, the user's name is kept and saved.
  await expect(page.getByText('Notes now shows what they saved.')).toBeVisible();
  await expect(field(page, 'Notes')).toHaveValue('Changed by a colleague');
  await expect(field(page, 'Client Name')).toHaveValue('My careful edit');
  await expect(page.getByRole('alert', { name: /was changed by someone else/ })).toHaveCount(0);
  await expect(page.getByText(/^Last saved at /)).toBeVisible();
  await expectStoredFields(() => fetchQuotation(page.request, q.id), {
    client_name: 'My careful edit',
    notes: 'Changed by a colleague',
  });
});

test('an unknown quotation shows Quotation Not Found with Go Back', async ({ page }) => {
  await page.goto('/pending-quotations');
  await page.goto('/quotations/987654321/edit');
  await expect(page.getByRole('heading', { name: 'Quotation Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/pending-quotations$/);
});
