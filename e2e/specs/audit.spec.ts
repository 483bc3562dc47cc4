import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

/**
 * The audit trail (docs/api.md): an admin changes a user's grants and finds the change in Settings → Audit; a quotation's
 * edit shows in its History panel. Screenshots at 1366 and 390 px.
 */
signInBeforeEach(180_000);

test("an admin changes a user's permissions and finds the row in Settings → Audit", async ({ page }) => {
  const tag = uniqueTag();
  await page.setViewportSize({ width: 1366, height: 900 });
  const created = await page.request.post('/api/1/users', {
    data: {
      email: `audit.${tag}@example.com`,
      password: 'a-good-password',
      first_name: 'Audra',
      last_name: tag,
      company: 'Harbour',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Manage Users' }).click();
  const users = page.getByRole('dialog', { name: 'User Management' });
  await users.getByRole('button', { name: 'Manage Permissions' }).click();
  const perms = page.getByRole('dialog', { name: 'Permission Management' });
  await perms.getByRole('button', { name: new RegExp(`Audra ${tag}`) }).click();
  await perms.getByRole('checkbox', { name: 'Contacts Delete' }).uncheck();
  await perms.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Permissions saved')).toBeVisible();

  await page.goto('/settings?tab=audit');
  await expect(page.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Permissions changed', exact: true }).click();
  const row = page.getByTestId('audit-row').filter({ hasText: 'contacts:delete' }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  // Labels people read: the action's name and the detail's label, never the stored keys.
  await expect(row).toContainText('Permissions changed');
  await expect(row).not.toContainText('permissions.changed');
  await expect(row).toContainText('Removed: contacts:delete');
  await expect(page.getByTestId('audit-row').filter({ hasNotText: 'Permissions changed' })).toHaveCount(0);
  await screenshotForReview(page, { path: test.info().outputPath('audit-1366.png'), fullPage: true });

  const csv = await page.request.get(
    await page
      .getByRole('link', { name: 'Export CSV' })
      .getAttribute('href')
      .then((h) => h!),
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('contacts:delete');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('audit-390.png'), fullPage: true });
});

test("a quotation's History shows who changed which field from what to what", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const quotation = await createQuotation(page.request, { notes: 'Fragile' });
  const saved = await page.request.put(`/api/1/quotations/${quotation.id}`, {
    data: { notes: 'Keep dry' },
    headers: { 'if-match': String(quotation.version) },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/quotations/${quotation.id}`);
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: `History of ${quotation.quotation_number}` });
  const entry = panel.getByTestId('history-entry').first();
  await expect(entry).toContainText('Notes', { timeout: 30_000 });
  await expect(entry).toContainText('Fragile → Keep dry');
  await expect(entry).toContainText(/by \S+/);
  await screenshotForReview(page, { path: test.info().outputPath('history-1366.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(entry).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('history-390.png') });
});
