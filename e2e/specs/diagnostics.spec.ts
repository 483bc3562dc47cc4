import { expect, test } from '@playwright/test';
import { signInThroughApi, useWorkerAdminSession } from '../support/auth';
import { screenshotForReview } from '../support/screenshots';

test('an administrator checks the database, storage, AI and a test upload', async ({ page }) => {
  await useWorkerAdminSession(page.context());
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/diagnostics');
  const card = (name: string) => page.getByRole('region', { name, exact: true });

  await expect(card('Database')).toContainText('Working', { timeout: 30_000 });
  await expect(card('Database')).toContainText(/Server version\s*\d+/);
  await expect(card('File storage')).toContainText('Working');
  await expect(card('File storage')).toContainText('Yes, Yes, Yes');
  await expect(card('File storage')).toContainText('Free disk space');
  await expect(card('AI text helper')).toContainText('Working');
  await expect(card('AI text helper')).toContainText('llama-3.1-8b-instant');
  await expect(card('Application')).toContainText('Uptime');

  await expect(card('Test upload')).toContainText('Not run');
  await card('Test upload').getByRole('button', { name: 'Run test upload' }).click();
  await expect(card('Test upload')).toContainText('Working', { timeout: 20_000 });
  await expect(card('Test upload')).toContainText('Read back and removed');
  await screenshotForReview(page, { path: test.info().outputPath('diagnostics-1366.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card('Database')).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('diagnostics-390.png'), fullPage: true });
});

test('the old public test pages lead to Diagnostics, and a plain user is told it is for administrators', async ({
  page,
}) => {
  await signInThroughApi(page.request);
  await page.goto('/test-documents-api');
  await expect(page).toHaveURL(/\/diagnostics$/);
  const email = `plain-diag-${Date.now()}@example.com`;
  const created = await page.request.post('/api/1/users', {
    data: { email, password: 'a-good-password', first_name: 'Plain', last_name: 'User', company: 'ShipDesk' },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/1/auth/logout');
  await signInThroughApi(page.request, email, 'a-good-password');
  expect((await page.request.get('/api/1/diagnostics')).status()).toBe(403);
  await page.goto('/diagnostics');
  await expect(page.getByText('Diagnostics are available to administrators only.')).toBeVisible();
});
