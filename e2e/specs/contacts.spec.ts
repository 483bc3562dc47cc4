import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { searchContactsFor, seedContacts, tableRows, uniqueTag } from '../support/contacts';
import { chooseFilterBackToFirstPage, goToListPage, walkListStates } from '../support/lists';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(60_000);

test('the list shows the contact columns, 8 per page, and paging keeps the filter', async ({ page }) => {
  const tag = uniqueTag();
  await seedContacts(
    page.request,
    Array.from({ length: 10 }, (_, i) => ({
      name: `Page${String(i + 1).padStart(2, '0')}`,
      last_name: tag,
      company_name: i === 0 ? `Acme ${tag}` : '',
      email: `p${i}.${tag}@example.com`,
      phone_number: `+1 555 010 ${String(i).padStart(4, '0')}`,
    })),
  );
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByText('Manage your business contacts')).toBeVisible();
  await searchContactsFor(page, tag);

  for (const column of ['Contact', 'Company', 'Email', 'Phone', 'Status', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(tableRows(page)).toHaveCount(8);
  await expect(page.getByText('1–8 of 10')).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('contacts-list.png') });
  const first = tableRows(page).first();
  await expect(first).toContainText(`Page01 ${tag}`);
  await expect(first).toContainText(`Acme ${tag}`);
  await expect(first).toContainText(`p0.${tag}@example.com`);
  await expect(first).toContainText('+1 555 010 0000');
  await expect(first).toContainText('Active');
  await expect(page.getByRole('combobox', { name: /per page/i })).toHaveCount(0);

  await goToListPage(page, 2, '9–10 of 10', 2);
  await expect(tableRows(page).first()).toContainText(`Page09 ${tag}`);

  // Changing a filter goes back to page 1.
  await chooseFilterBackToFirstPage(page, 'Status', 'Active', '1–8 of 10');
});

test('filters by status, company and search; Clear Filters resets all and closes the panel', async ({
  page,
}) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [
    { name: 'Ana', last_name: tag, company_name: `Ships ${tag}`, status: 'Active' },
    { name: 'Ben', last_name: tag, status: 'Inactive' },
    { name: 'Cid', last_name: tag, company_name: `Cargo ${tag}`, status: 'Pending' },
  ]);
  await page.goto('/contacts');
  await searchContactsFor(page, tag);
  await expect(tableRows(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Filters' }).click();
  const status = page.getByRole('combobox', { name: 'Status' });
  const company = page.getByRole('combobox', { name: 'Company' });
  await expect(status).toHaveValue('All Statuses');
  await expect(company).toHaveValue('All Contacts');
  await screenshotForReview(page, { path: test.info().outputPath('contacts-filters.png') });

  await status.click();
  await expect(page.getByRole('option')).toHaveText(['All Statuses', 'Active', 'Inactive', 'Pending']);
  await page.getByRole('option', { name: 'Inactive', exact: true }).click();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`Ben ${tag}`);
  await expect(tableRows(page).first()).toContainText('Inactive');

  await status.click();
  await page.getByRole('option', { name: 'All Statuses' }).click();
  await company.click();
  await expect(page.getByRole('option')).toHaveText(['All Contacts', 'With Company', 'Without Company']);
  await page.getByRole('option', { name: 'With Company' }).click();
  await expect(tableRows(page)).toHaveCount(2);
  await expect(page.getByRole('table')).not.toContainText(`Ben ${tag}`);

  await company.click();
  await page.getByRole('option', { name: 'Without Company' }).click();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`Ben ${tag}`);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeHidden();
  await expect(page).not.toHaveURL(/[?&](q|status|company)=/);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('All Contacts');
});

test('Export, filtered, says how many rows it downloads and downloads just those as CSV', async ({
  page,
}) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [
    { name: 'Ivy', last_name: tag, email: `ivy.${tag}@example.com`, status: 'Active' },
    { name: 'Jon', last_name: tag, email: `jon.${tag}@example.com`, status: 'Pending' },
  ]);
  await page.goto(`/contacts?q=${tag}&status=Pending`);
  await expect(tableRows(page)).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export 1 filtered row' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('email');
  expect(lines[1]).toContain(`jon.${tag}@example.com`);
  expect(csv).not.toContain(`ivy.${tag}@example.com`);
});

test('loading, error with Try Again, and empty states', async ({ page }) => {
  await walkListStates(page, {
    path: '/contacts',
    listUrl: '**/api/1/contacts?*',
    failure: { status: 403, json: { error: { code: 'FORBIDDEN', message: 'You may not view contacts' } } },
    loading: 'Loading contacts...',
    error: 'You may not view contacts',
    empty: 'No contacts found',
  });
  await page.getByRole('button', { name: 'Add First Contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Contact' })).toBeVisible();
});

test('the search box above the list filters on the server as the user pauses, and is kept in the address', async ({
  page,
}) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [
    { name: 'Åsa', last_name: `Bergström ${tag}`, company_name: `Nordfrakt ${tag}` },
    { name: 'José', last_name: `Núñez ${tag}`, email: `jose.${tag}@carga.example` },
    { name: 'Mariam', last_name: `Haddad ${tag}` },
  ]);
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/1/contacts' && url.searchParams.has('search')) {
      searches.push(url.searchParams.get('search') ?? '');
    }
  });
  await page.goto('/contacts');
  // In sight without opening Filters.
  const box = page.getByRole('textbox', { name: 'Search contacts' });
  await expect(box).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeHidden();

  await box.pressSequentially(`nordfrakt ${tag}`, { delay: 30 });
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`Åsa Bergström ${tag}`);
  // Debounced: one search for what was typed, not one per keystroke.
  expect(searches.length).toBeLessThan(3);
  await expect(page).toHaveURL(new RegExp(`[?&]q=nordfrakt(\\+|%20)${tag}`));

  await box.fill(`jose.${tag}@carga`);
  await box.press('Enter');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`José Núñez ${tag}`);

  await page.reload();
  await expect(box).toHaveValue(`jose.${tag}@carga`);
  await expect(tableRows(page)).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(box).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('contacts-search-390.png') });

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]q=/);
});
