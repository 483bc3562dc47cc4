import { expect as baseExpect, type Page, test } from '@playwright/test';
import { addCargoLine } from '../support/cargo-lines';
import { seedContacts, uniqueTag } from '../support/contacts';
import { seedInteractions, tableRows } from '../support/interactions';
import { createQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';
import { createTask, signInAsNewStaff, taskCard } from '../support/tasks';

// The machine that runs these is shared and often busy: screens get longer than the default 10 s to answer.
const expect = baseExpect.configure({ timeout: 25_000 });

// Every test works as a user of its own: admin@example.com keeps the default preferences other specs rely on.

// A 1x1 PNG: real image content, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test.beforeEach(async ({ page }) => {
  // Several screens against a real server; the 30-second default is tight when the machine is busy.
  test.setTimeout(90_000);
  await signInAsNewStaff(page, 'Prefs');
});

const colorScheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

async function choose(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('dark theme, a date format, a clock and a time zone apply across screens and survive a reload', async ({
  page,
}) => {
  const tag = uniqueTag();
  const quotation = await createQuotation(page.request, {
    start_date: '2032-03-04',
    valid_until_date: '2032-04-04',
  });
  const [contact] = await seedContacts(page.request, [{ name: 'Dana', last_name: tag }]);
  await seedInteractions(page.request, [
    { contact_id: contact!.id, subject: `Call ${tag}`, date: '2026-11-22' },
  ]);
  // 23:30 in London is already the next morning in Tokyo.
  await createTask(page.request, { title: `Deadline ${tag}`, deadline: '2032-03-04T23:30:00Z' });

  await page.goto('/settings?tab=preferences');
  await expect(page.getByRole('heading', { name: 'Appearance' })).toBeVisible();
  expect(await colorScheme(page)).toBe('light');
  await page.getByText('Dark', { exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Preferences updated successfully' }),
  ).toBeVisible();
  await expect.poll(() => colorScheme(page)).toBe('dark');

  await choose(page, 'Date format', /^DD\/MM\/YYYY/);
  await choose(page, 'Time format', /^24-hour/);
  // Every IANA zone is offered, labelled with its UTC offset, and found by typing.
  await page.getByRole('combobox', { name: 'Timezone' }).fill('Tokyo');
  await page.getByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' }).click();
  await expect(page.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Asia/Tokyo (UTC+09:00)');
  // The message goes after 3 seconds.
  await expect(page.getByText('Preferences updated successfully')).toBeHidden({ timeout: 15_000 });
  await screenshotForReview(page, { path: test.info().outputPath('preferences-dark-1366.png') });

  await page.goto(`/pending-quotations?search=${encodeURIComponent(quotation.quotation_number)}`);
  const row = page.getByRole('row').filter({ hasText: quotation.quotation_number });
  await expect(row).toContainText('04/03/2032');
  await expect(row).toContainText('04/04/2032');
  expect(await colorScheme(page)).toBe('dark');
  await screenshotForReview(page, { path: test.info().outputPath('quotations-dark.png') });

  await page.goto(`/quotations/${quotation.id}`);
  await expect(page.getByTestId('quotation-header')).toContainText('04/03/2032');

  await page.goto(`/support?q=${tag}`);
  await expect(tableRows(page).first().getByRole('cell').nth(0)).toHaveText('22/11/2026');

  await page.goto('/task-manager');
  await expect(taskCard(page, `Deadline ${tag}`).getByText('Due 05/03/2032 08:30')).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('tasks-dark.png') });

  // A reload starts dark at once and keeps every format.
  await page.reload();
  expect(await colorScheme(page)).toBe('dark');
  await expect(taskCard(page, `Deadline ${tag}`).getByText('Due 05/03/2032 08:30')).toBeVisible();

  // The volumetric weight that applies is marked on a dark surface, not on a pale patch under light text.
  await addCargoLine(page.request, quotation.id, {
    name: `Bulky ${tag}`,
    length: 120,
    width: 100,
    height: 100,
    dimension_unit: 'cm',
    weight_value: 20,
    weight_unit: 'kg',
  });
  await page.goto(`/quotations/${quotation.id}/cost-breakdown`);
  const volumetric = page
    .getByRole('region', { name: 'Cost Calculation Basis' })
    .getByRole('group', { name: 'Volumetric weight' });
  await expect(volumetric).toContainText('Applies');
  // How light the card's background looks: a see-through tint counts mostly as the dark card under it.
  const lightness = await volumetric.evaluate((element) => {
    const [r = 0, g = 0, b = 0, alpha = 1] = (
      getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []
    ).map(Number);
    return alpha * ((r + g + b) / 3) + (1 - alpha) * 40;
  });
  expect(lightness).toBeLessThan(90);
  await screenshotForReview(page, {
    path: test.info().outputPath('cost-breakdown-dark.png'),
    fullPage: true,
  });
});

test('System follows the device: a dark device shows the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings?tab=preferences');
  await page.getByText('System', { exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Preferences updated successfully' }),
  ).toBeVisible();
  await expect.poll(() => colorScheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => colorScheme(page)).toBe('light');
});

test('the collapsed sidebar shows icons only and stays collapsed after a reload', async ({ page }) => {
  await page.goto('/settings?tab=preferences');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Support', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Collapse the sidebar' }).click();
  await expect(nav.getByText('Support', { exact: true })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Support' })).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('sidebar-collapsed-1366.png') });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Support' })).toBeVisible();
  await expect(nav.getByText('Support', { exact: true })).toBeHidden();

  // The top bar's button opens it again (and saves that too).
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav.getByText('Support', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Collapse the sidebar' })).not.toBeChecked();
});

test('a preference that fails to save goes back, with the message', async ({ page }) => {
  await page.goto('/settings?tab=preferences');
  await page.route('**/api/1/user_profiles/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
      : route.continue(),
  );
  await choose(page, 'Date format', /^YYYY-MM-DD/);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update preference' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveValue(/^MM\/DD\/YYYY/);
});

test('notification toggles save at once, survive a reload, and go back when the save fails', async ({
  page,
}) => {
  await page.goto('/settings?tab=notifications');
  const email = page.getByRole('switch', { name: 'Email notifications' });
  await expect(email).toBeChecked();
  await email.click();
  await expect(page.getByText('Notification preferences updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();

  await page.route('**/api/1/user_profiles/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
      : route.continue(),
  );
  const alerts = page.getByRole('switch', { name: 'System alerts' });
  await alerts.click();
  await expect(page.getByText('Failed to update notification preference')).toBeVisible();
  await expect(alerts).toBeChecked();
});

test('a new profile picture shows at once, is saved with the bio, and appears in the user menu', async ({
  page,
}) => {
  await page.goto('/settings?tab=profile');
  await expect(page.getByPlaceholder('Tell us about yourself...')).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText("Profile picture updated! Don't forget to save your changes.")).toBeVisible();
  await page.getByPlaceholder('Tell us about yourself...').fill('Twenty years of ocean freight.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  const menuPicture = page.getByRole('button', { name: 'User menu' }).locator('img');
  await expect(menuPicture).toHaveAttribute('src', /^\/api\/1\/files\/\d+$/);
  await expect(page.getByText('Profile updated successfully!')).toBeHidden({ timeout: 15_000 });
  await screenshotForReview(page, { path: test.info().outputPath('profile-1366.png') });

  await page.reload();
  await expect(page.getByPlaceholder('Tell us about yourself...')).toHaveValue(
    'Twenty years of ocean freight.',
  );
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute(
    'src',
    /^\/api\/1\/files\/\d+$/,
  );

  // Remove, then save: the initials come back in the menu.
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(menuPicture).toHaveCount(0);
});

test('a refused picture says why and the picture shown before stays', async ({ page }) => {
  await page.goto('/settings?tab=profile');
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select a valid image file (JPEG, PNG, GIF, WebP)')).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);

  // Named like a picture, but the server reads the content: refused, and the preview goes.
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PDF });
  await expect(page.getByText('Please select a valid image file (JPEG, PNG, GIF, WebP)')).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);

  const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
  await fileInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('File size must be less than 10MB')).toBeVisible();
});

test('the tabs say when the profile cannot be saved or loaded', async ({ page }) => {
  await page.goto('/settings?tab=profile');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await page.route('**/api/1/user_profiles/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
      : route.continue(),
  );
  await page.getByPlaceholder('Tell us about yourself...').fill('Not saved');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update profile' })).toBeVisible();
  await expect(page.getByPlaceholder('Tell us about yourself...')).toHaveValue('Not saved');

  await page.route('**/api/1/user_profiles?*', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
  );
  await page.route('**/api/1/user_profiles', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }),
  );
  await page.reload();
  await expect(page.getByText('Failed to load profile', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByText('Failed to load notification preferences')).toBeVisible();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByText('Failed to load preferences')).toBeVisible();
});

test('the settings tabs at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings?tab=preferences');
  await expect(page.getByRole('heading', { name: 'Localization' })).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('preferences-390.png'), fullPage: true });
  await page.goto('/settings?tab=profile');
  await expect(page.getByRole('button', { name: 'Change Photo' })).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('profile-390.png'), fullPage: true });
});
