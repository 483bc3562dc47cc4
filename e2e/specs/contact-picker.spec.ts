import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { seedContacts, uniqueTag } from '../support/contacts';
import { screenshotForReview } from '../support/screenshots';

// The picker is tested where it is used: the quotation form's Client section (/quotations/new).

const picker = (page: Page) => page.getByRole('combobox', { name: 'Contact' });
const options = (page: Page) => page.getByRole('listbox').getByRole('option');
const clientName = (page: Page) => page.getByRole('textbox', { name: 'Client Name', exact: true });

async function openQuotationForm(page: Page) {
  await page.goto('/quotations/new');
  await expect(picker(page)).toBeVisible();
}

signInBeforeEach(60_000);

test('searches on the server as the user types (any case: name, company, email, phone) and picks with the keyboard', async ({
  page,
}) => {
  const tag = uniqueTag();
  const digits = String(Date.now()).slice(-7);
  await seedContacts(page.request, [
    { name: 'Quinn', last_name: tag, company_name: `Harbor ${tag}` },
    { name: 'Rosa', last_name: tag, email: `rosa.${tag}@example.com` },
    { name: 'Saul', last_name: tag, phone_number: `+1 555 ${digits}` },
  ]);
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/1/contacts' && url.searchParams.has('search')) {
      searches.push(url.searchParams.get('search') ?? '');
    }
  });
  await openQuotationForm(page);

  await picker(page).click();
  await expect(page.getByPlaceholder('Search contacts...')).toBeVisible();
  await picker(page).pressSequentially(tag.toUpperCase(), { delay: 40 });
  await expect(options(page).filter({ hasText: tag })).toHaveCount(3);
  await expect(options(page).last()).toHaveText('Create new contact');
  // Debounced: one search for the whole word, not one per keystroke.
  expect(searches.filter((s) => s.length > 0).length).toBeLessThan(3);
  await screenshotForReview(page, { path: test.info().outputPath('picker-open.png') });

  await picker(page).fill(`harbor ${tag}`);
  await expect(options(page).filter({ hasText: tag })).toHaveText([new RegExp(`Quinn ${tag}`)]);
  await picker(page).fill(`ROSA.${tag}@EXAMPLE`);
  await expect(options(page).filter({ hasText: tag })).toHaveText([new RegExp(`Rosa ${tag}`)]);
  await picker(page).fill(digits);
  await expect(options(page).filter({ hasText: tag })).toHaveText([new RegExp(`Saul ${tag}`)]);

  // The first match is highlighted; Enter picks it and closes the list.
  await picker(page).press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(picker(page)).toHaveValue(`Saul ${tag}`);

  // Arrows move through the options; Escape closes without changing the selection.
  await picker(page).fill(tag);
  await expect(options(page).filter({ hasText: tag })).toHaveCount(3);
  await picker(page).press('ArrowDown');
  await picker(page).press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(picker(page)).toHaveValue(`Saul ${tag}`);

  await picker(page).fill(tag);
  // Only the three matches and 'Create new contact': until the search answers, the list may still show
  // another worker's newer contacts, and the arrow would land on one of them.
  await expect(options(page)).toHaveCount(4);
  await expect(options(page).filter({ hasText: tag })).toHaveCount(3);
  await picker(page).press('ArrowDown');
  await picker(page).press('Enter');
  await expect(picker(page)).toHaveValue(`Rosa ${tag}`);
});

test('Create new contact opens Add New Contact; the new contact is selected, on top, with a 3-second message', async ({
  page,
}) => {
  const tag = uniqueTag();
  await openQuotationForm(page);
  await picker(page).click();
  await picker(page).fill(`Zoe ${tag}`);
  await page.getByRole('option', { name: 'Create new contact' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  await expect(dialog.getByLabel('First name')).toHaveValue('Zoe');
  await expect(dialog.getByLabel('Last name')).toHaveValue(tag);
  await dialog.getByLabel('Email').fill('zoe@');
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(`zoe.${tag}@example.com`);
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(dialog).toBeHidden();

  // The dialog's form is its own: creating the contact neither submits nor validates the quotation behind it.
  await expect(page).toHaveURL(/\/quotations\/new$/);
  await expect(page.getByText('Please select a contact from the dropdown')).toBeHidden();
  await expect(picker(page)).toHaveValue(`Zoe ${tag}`);
  const message = page.getByText('Contact created and selected successfully!');
  await expect(message).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('picker-created.png') });
  await expect(message).toBeHidden({ timeout: 5_000 });

  await picker(page).click();
  await expect(options(page).first()).toContainText(`Zoe ${tag}`);
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
});

test('creating a contact from the picker keeps the quotation form open, even with a contact picked before', async ({
  page,
}) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [{ name: 'Pia', last_name: tag }]);
  await openQuotationForm(page);
  await picker(page).click();
  await picker(page).fill(`Pia ${tag}`);
  await expect(options(page).filter({ hasText: tag })).toHaveCount(1);
  await picker(page).press('Enter');
  await expect(picker(page)).toHaveValue(`Pia ${tag}`);

  await picker(page).click();
  await picker(page).fill(`Zed ${tag}`);
  await page.getByRole('option', { name: 'Create new contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  await dialog.getByLabel('Email').fill(`zed.${tag}@example.com`);
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(dialog).toBeHidden();

  await expect(picker(page)).toHaveValue(`Zed ${tag}`);
  // Neither submitted (the page would be the new quotation's) nor validated (its fields would be marked).
  await expect(page).toHaveURL(/\/quotations\/new$/);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
});

for (const how of ['the Enter key in a field', 'the Create Contact button'] as const) {
  test(`a contact created from the picker with ${how} submits only the dialog: the half-filled quotation stays`, async ({
    page,
  }) => {
    const tag = uniqueTag();
    await seedContacts(page.request, [{ name: 'Íñigo', last_name: tag }]);
    // Any request that would create the quotation behind the dialog.
    const quotationPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/1/quotations') {
        quotationPosts.push(request.url());
      }
    });
    await openQuotationForm(page);
    const estimated = page.getByRole('textbox', { name: 'Estimated Value', exact: true });
    await estimated.fill('1250');
    await picker(page).click();
    await picker(page).fill(`Íñigo ${tag}`);
    await options(page).filter({ hasText: tag }).click();
    // Picked into the form, not only shown in the picker: the client's name follows the contact.
    await expect(clientName(page)).toHaveValue(`Íñigo ${tag}`);

    await picker(page).click();
    await picker(page).fill(`Nour ${tag}`);
    await page.getByRole('option', { name: 'Create new contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
    await dialog.getByLabel('Company').fill(`شركة ${tag}`);
    const email = dialog.getByLabel('Email');
    await email.fill(`nour.${tag}@example.com`);
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/1/contacts'),
    );
    if (how === 'the Enter key in a field') await email.press('Enter');
    else await dialog.getByRole('button', { name: 'Create Contact' }).click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(picker(page)).toHaveValue(`Nour ${tag}`);
    await expect(clientName(page)).toHaveValue(`Nour ${tag}`);

    // A submitted quotation answers after the contact: wait until the page is quiet before looking.
    await page.waitForLoadState('networkidle');
    expect(quotationPosts).toEqual([]);
    await expect(page).toHaveURL(/\/quotations\/new$/);
    await expect(estimated).toHaveValue('1250');
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Quotation' })).toBeEnabled();
  });
}

test('a duplicate created from the picker offers to select the existing contact', async ({ page }) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [
    { name: 'Una', last_name: tag, email: `una.${tag}@example.com`, phone_number: '+1 555 777 8888' },
  ]);
  await openQuotationForm(page);
  await picker(page).click();
  await page.getByRole('option', { name: 'Create new contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  await dialog.getByLabel('First name').fill('Someone');
  await dialog.getByLabel('Email').fill(`una.${tag}@example.com`);
  await dialog.getByLabel('Phone').fill('(555) 777-8888'.replace('(', '+1 ('));
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(dialog.getByText('This contact already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Select existing contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(picker(page)).toHaveValue(`Una ${tag}`);
});

test('an existing selection shows its label even when it is not among the options', async ({ page }) => {
  const tag = uniqueTag();
  const [vera] = await seedContacts(page.request, [
    { name: 'Vera', last_name: tag, company_name: `Vera Co ${tag}` },
  ]);
  const res = await page.request.post('/api/1/quotations', {
    data: { contact_id: vera?.id, start_date: '2030-01-01', valid_until_date: '2030-01-31' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const quotation = (await res.json()) as { id: number };

  await page.goto(`/quotations/${quotation.id}/edit`);
  await expect(picker(page)).toHaveValue(`Vera ${tag}`);
  // A search that excludes her, then Escape: the field goes back to showing the selection.
  await picker(page).click();
  await picker(page).fill(`nobody-${tag}`);
  await expect(page.getByText('No matching contacts')).toBeVisible();
  await picker(page).press('Escape');
  await expect(picker(page)).toHaveValue(`Vera ${tag}`);
});
