import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { searchContactsFor, seedContacts, tableRows, uniqueTag } from '../support/contacts';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(60_000);

test('Add New Contact validates with the spec messages, then creates the contact', async ({ page }) => {
  const tag = uniqueTag();
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  for (const section of [
    'Personal Information',
    'Company Information',
    'Contact Information',
    'Additional Information',
  ]) {
    await expect(dialog.getByRole('group', { name: section })).toBeVisible();
  }

  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Phone').fill('12-34');
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('add-dialog-errors.png') });

  // An error goes as soon as its field is edited.
  await dialog.getByLabel('First name').fill('  Dora  ');
  await expect(dialog.getByText('First name is required')).toBeHidden();
  await dialog.getByLabel('Last name').fill(tag);
  await dialog.getByLabel('Company').fill(`Dora Freight ${tag}`);
  await dialog.getByLabel('Email').fill(`dora.${tag}@example.com`);
  await dialog.getByLabel('Phone').fill('+44 (20) 7946-0958');
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(dialog).toBeHidden();

  await searchContactsFor(page, tag);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`Dora ${tag}`);
  await expect(tableRows(page).first()).toContainText(`Dora Freight ${tag}`);
  await expect(tableRows(page).first()).toContainText('Active');
});

test('creating a duplicate (same email and phone) says the contact already exists', async ({ page }) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [
    { name: 'Eve', last_name: tag, email: `eve.${tag}@example.com`, phone_number: '+1 555 222 3333' },
  ]);
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  await dialog.getByLabel('First name').fill('Evelyn');
  await dialog.getByLabel('Email').fill(`EVE.${tag}@example.com`);
  await dialog.getByLabel('Phone').fill('+1 (555) 222-3333');
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(dialog.getByText('This contact already exists')).toBeVisible();
  await expect(dialog.getByText('A contact with this email and phone number already exists')).toBeVisible();
});

test('create failures: network and 10-second timeout messages', async ({ page }) => {
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  await dialog.getByLabel('First name').fill('Offline');

  await page.route('**/api/1/contacts', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(
    dialog.getByText('Unable to connect to the server. Please check your internet connection and try again.'),
  ).toBeVisible();

  await page.unroute('**/api/1/contacts');
  await page.route('**/api/1/contacts', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    // Never answers in time; the page gives up after 10 seconds.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await route.abort().catch(() => {});
  });
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(
    dialog.getByText('Request timed out. The server may be busy. Please try again in a moment.'),
  ).toBeVisible({ timeout: 15_000 });
});

test('Edit contact saves the change, and a concurrent change is reloaded with a warning', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [frank] = await seedContacts(page.request, [
    { name: 'Frank', last_name: tag, company_name: 'Old Co' },
  ]);
  await page.goto('/contacts');
  await searchContactsFor(page, tag);
  await page.getByRole('button', { name: `Edit Frank ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit contact' });
  await expect(dialog.getByLabel('Company')).toHaveValue('Old Co');
  await dialog.getByLabel('Company').fill('New Co');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRows(page).first()).toContainText('New Co');

  // Someone else saves between opening the dialog and saving it: the 412 reloads their version.
  await page.getByRole('button', { name: `Edit Frank ${tag}` }).click();
  await expect(dialog.getByLabel('Company')).toHaveValue('New Co');
  const res = await page.request.put(`/api/1/contacts/${frank?.id}`, { data: { city: 'Rotterdam' } });
  expect(res.status()).toBe(200);
  await dialog.getByLabel('Company').fill('Mine Co');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('This contact was changed by someone else')).toBeVisible();
  await expect(dialog.getByLabel('City')).toHaveValue('Rotterdam');
  await dialog.getByLabel('Company').fill('Mine Co');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRows(page).first()).toContainText('Mine Co');
});

test('Delete asks to confirm, naming the contact, then removes it', async ({ page }) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [
    { name: 'Gus', last_name: tag },
    { name: 'Hal', last_name: tag },
  ]);
  await page.goto('/contacts');
  await searchContactsFor(page, tag);
  await expect(tableRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: `Delete Gus ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete contact' });
  await expect(dialog).toContainText(`Are you sure you want to delete Gus ${tag}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(tableRows(page)).toHaveCount(2);

  await page.getByRole('button', { name: `Delete Gus ${tag}` }).click();
  await page.route('**/api/1/contacts/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Failed to delete contact. Please try again.')).toBeVisible();
  await page.unroute('**/api/1/contacts/*');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`Hal ${tag}`);
});
