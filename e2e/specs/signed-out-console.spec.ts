import { expect, type Page, test } from '@playwright/test';

// A signed-out visit is a normal state: the page asks who is signed in without an error in the browser's
// console (no 401 logged for the session check).

/** Collects the console's errors and the failed (4xx/5xx) API answers of `page`. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

for (const path of ['/', '/login', '/quotations']) {
  test(`a signed-out load of ${path} logs no console error and gets no 401`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect(errors).toEqual([]);
  });
}

test('signed in after that, the session is there without a reload error', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.reload();
  await expect(page).not.toHaveURL(/\/login/);
  expect(errors).toEqual([]);
});
