import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';

signInBeforeEach();

test('a screen that fails to render shows Unexpected Application Error! with the message, inside the shell', async ({
  page,
}) => {
  // An answer of the wrong shape (as a broken proxy might send) makes the list throw while rendering.
  await page.route('**/api/1/quotations?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": 42, "total": 1}' }),
  );
  await page.goto('/pending-quotations');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(page.locator('pre, code').first()).toContainText(/\w+/);
  // The sidebar still offers a way out.
  await page.unroute('**/api/1/quotations?**');
  await page.getByRole('navigation').getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
});

test('Refresh Page reloads the screen', async ({ page }) => {
  let broken = true;
  await page.route('**/api/1/quotations?**', (route) =>
    broken
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": 42}' })
      : route.continue(),
  );
  await page.goto('/working-quotations');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Working Quotations' })).toBeVisible();
});
