import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInBeforeEach, signInThroughForm } from '../support/auth';
import { seedContacts, uniqueTag } from '../support/contacts';
import { seedInteractions, tableRows, todayIso } from '../support/interactions';
import {
  chooseFilterBackToFirstPage,
  goToListPage,
  screenshotDesktopAndPhone,
  walkListStates,
} from '../support/lists';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(60_000);

const search = (page: import('@playwright/test').Page) =>
  page.getByRole('textbox', { name: 'Search interactions' });

test('the list shows the spec columns and formats, newest first, 8 per page', async ({ page }) => {
  const tag = uniqueTag();
  const [acme, solo] = await seedContacts(page.request, [
    { name: 'Ada', last_name: tag, company_name: `Acme ${tag}` },
    { name: 'Bo', last_name: tag },
  ]);
  await seedInteractions(page.request, [
    ...Array.from({ length: 9 }, (_, i) => ({
      contact_id: solo!.id,
      subject: `Older ${String(i + 1).padStart(2, '0')} ${tag}`,
      date: `2026-10-${String(10 + i).padStart(2, '0')}`,
      channel: 'Email',
    })),
    {
      contact_id: acme!.id,
      subject: `Newest ${tag}`,
      date: '2026-11-22',
      channel: 'On site',
      category: 'Claim',
      status: 'Follow-up Required',
      interaction_type: 'Outbound',
    },
  ]);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByText('Manage client interactions and communications')).toBeVisible();
  await search(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByText('1–8 of 10')).toBeVisible();

  for (const column of ['Date', 'Contact', 'Subject', 'Channel', 'Type', 'Category', 'Status', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(tableRows(page)).toHaveCount(8);
  const first = tableRows(page).first();
  await expect(first.getByRole('cell').nth(0)).toHaveText('11/22/2026');
  await expect(first.getByRole('cell').nth(1)).toHaveText(`Ada ${tag}Acme ${tag}`);
  await expect(first.getByRole('cell').nth(2)).toHaveText(`Newest ${tag}`);
  await expect(first.getByRole('cell').nth(3)).toHaveText('On site');
  await expect(first.getByRole('cell').nth(4)).toHaveText('Out');
  await expect(first.getByRole('cell').nth(5)).toHaveText('Claim');
  await expect(first.getByRole('cell').nth(6)).toHaveText('Follow-up Required');
  await expect(tableRows(page).nth(1).getByRole('cell').nth(0)).toHaveText('10/18/2026');
  await expect(tableRows(page).nth(1).getByRole('cell').nth(1)).toHaveText(`Bo ${tag}`);
  await expect(tableRows(page).nth(1).getByRole('cell').nth(4)).toHaveText('In');

  await screenshotDesktopAndPhone(page, '/tmp/support-web-list');

  await goToListPage(page, 2, '9–10 of 10', 2);
  await expect(page).toHaveURL(/page=2/);
  await expect(tableRows(page).last()).toContainText(`Older 01 ${tag}`);

  // Changing a filter goes back to page 1.
  await chooseFilterBackToFirstPage(page, 'Channel', 'Email', '1–8 of 9');
});

test('filters by channel and date range, kept in the URL; Clear Filters resets and closes the panel', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [contact] = await seedContacts(page.request, [{ name: 'Flo', last_name: tag }]);
  await seedInteractions(page.request, [
    { contact_id: contact!.id, subject: `Old chat ${tag}`, channel: 'WhatsApp', date: '2020-01-15' },
    { contact_id: contact!.id, subject: `Mail today ${tag}`, channel: 'Email', date: todayIso() },
    { contact_id: contact!.id, subject: `Chat today ${tag}`, channel: 'WhatsApp', date: todayIso() },
  ]);
  await page.goto(`/support?q=${tag}`);
  await expect(tableRows(page)).toHaveCount(3);
  await expect(search(page)).toHaveValue(tag);

  await page.getByRole('button', { name: 'Filters' }).click();
  const channel = page.getByRole('combobox', { name: 'Channel' });
  await expect(channel).toHaveValue('All Channels');
  await channel.click();
  await expect(page.getByRole('option')).toHaveText([
    'All Channels',
    'WhatsApp',
    'Facebook',
    'Instagram',
    'Email',
    'Calls',
    'On site',
    'Other',
  ]);
  await page.getByRole('option', { name: 'WhatsApp' }).click();
  await expect(tableRows(page)).toHaveCount(2);
  await expect(page.getByRole('table')).not.toContainText(`Mail today ${tag}`);

  const range = page.getByRole('combobox', { name: 'Date Range' });
  await range.click();
  await expect(page.getByRole('option')).toHaveText([
    'All Time',
    'Today',
    'This Week',
    'This Month',
    'This Quarter',
  ]);
  await page.getByRole('option', { name: 'Today' }).click();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`Chat today ${tag}`);
  await screenshotForReview(page, { path: '/tmp/support-web-filters-1440.png' });
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeHidden();
  await expect(page).toHaveURL(/channel=WhatsApp/);
  await expect(page).toHaveURL(/range=today/);

  // A reload (or a shared link) shows the same list.
  await page.reload();
  await expect(tableRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Channel' })).toHaveValue('WhatsApp');
  await expect(page.getByRole('combobox', { name: 'Date Range' })).toHaveValue('Today');

  await page.getByRole('combobox', { name: 'Date Range' }).click();
  await page.getByRole('option', { name: 'This Month' }).click();
  await expect(page).toHaveURL(/range=month/);
  await expect(tableRows(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeHidden();
  await expect(page).not.toHaveURL(/[?&](q|channel|range)=/);
  await expect(search(page)).toHaveValue('');
});

test('search matches subject and description', async ({ page }) => {
  const tag = uniqueTag();
  const [contact] = await seedContacts(page.request, [{ name: 'Sia', last_name: tag }]);
  await seedInteractions(page.request, [
    { contact_id: contact!.id, subject: `Reefer ${tag} alarm`, description: 'Temperature high' },
    { contact_id: contact!.id, subject: 'Invoice question', description: `About invoice ${tag}-77` },
    { contact_id: contact!.id, subject: 'Unrelated', description: 'Nothing to see' },
  ]);
  await page.goto('/support');
  await search(page).fill(tag);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await search(page).fill(`${tag}-77`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('Invoice question');
  await search(page).fill(`nomatch${tag}`);
  await expect(page.getByText('No interactions found')).toBeVisible();
});

test('Export, filtered, says how many rows it downloads and downloads just those as CSV', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [contact] = await seedContacts(page.request, [{ name: 'Eve', last_name: tag }]);
  await seedInteractions(page.request, [
    { contact_id: contact!.id, subject: `Call ${tag}`, channel: 'Calls' },
    { contact_id: contact!.id, subject: `=HYPERLINK("x") ${tag}`, channel: 'Calls' },
    { contact_id: contact!.id, subject: `Mail ${tag}`, channel: 'Email' },
  ]);
  await page.goto(`/support?q=${tag}&channel=Calls`);
  await expect(tableRows(page)).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export 2 filtered rows' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('subject');
  expect(csv).toContain(`Call ${tag}`);
  expect(csv).not.toContain(`Mail ${tag}`);
  // Guarded against formula injection, as the contacts export is.
  expect(csv).toContain(`'=HYPERLINK`);
});

test('delete asks in the spec words, then the row is gone', async ({ page }) => {
  const tag = uniqueTag();
  const [contact] = await seedContacts(page.request, [{ name: 'Del', last_name: tag }]);
  await seedInteractions(page.request, [
    { contact_id: contact!.id, subject: `Keep ${tag}` },
    { contact_id: contact!.id, subject: `Remove ${tag}` },
  ]);
  await page.goto(`/support?q=${tag}`);
  await expect(tableRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: `Delete Remove ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete interaction' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete this interaction? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(tableRows(page)).toHaveCount(2);
  await page.getByRole('button', { name: `Delete Remove ${tag}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`Keep ${tag}`);
});

test('loading, error with Try Again, and empty with Add First Interaction', async ({ page }) => {
  await walkListStates(page, {
    path: '/support',
    listUrl: '**/api/1/client_interactions?*',
    failure: { status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } },
    loading: 'Loading interactions...',
    error: 'Failed to fetch interactions',
    empty: 'No interactions found',
  });
  await page.getByRole('link', { name: 'Add First Interaction' }).click();
  await expect(page).toHaveURL(/\/support\/new$/);
});

test('a user without support create, edit and delete sees no controls for them', async ({ page }) => {
  const tag = uniqueTag();
  const [contact] = await seedContacts(page.request, [{ name: 'Ro', last_name: tag }]);
  await seedInteractions(page.request, [{ contact_id: contact!.id, subject: `Read only ${tag}` }]);
  const email = `support-viewer-${tag}@example.com`;
  const created = await page.request.post('/api/1/users', {
    data: { email, password: 'a-good-password', first_name: 'Vi', last_name: 'Ewer', company: 'ShipDesk' },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/1/auth/logout');
  // The web hides what the server would refuse: this user's session says support view only.
  await page.route(/\/api\/1\/auth\/(me|session)$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (!response.ok() || !body.user) return route.fulfill({ response });
    body.permissions.support = ['view'];
    await route.fulfill({ response, json: body });
  });
  await signInThroughForm(page, email, 'a-good-password');
  await expect(page).toHaveURL(/\/pending-quotations$/);
  await page.goto(`/support?q=${tag}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Export 1 filtered row' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Interaction' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit Read only ${tag}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete Read only ${tag}` })).toHaveCount(0);
});
