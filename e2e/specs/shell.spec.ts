import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach();

test('the sidebar links reach their screens and the Logistics group collapses', async ({ page }) => {
  // Twelve screens, each loading its own code on first visit: about 20 s alone, over 30 s on a busy machine.
  test.slow();
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation');
  for (const [name, path, heading] of [
    ['Contacts', '/contacts', 'Contacts'],
    ['Task Manager', '/task-manager', 'Task Manager'],
    ['Support', '/support', 'Support'],
    ['Documents', '/documents', 'Documents'],
    ['Rates', '/rates', 'Rates'],
    ['Working', '/working-quotations', 'Working Quotations'],
    ['On Client Review', '/on-client-review', 'On Client Review'],
    ['Active Orders', '/active-orders', 'Active Orders'],
    ['Completed', '/completed-orders', 'Completed Orders'],
    ['Cancelled', '/cancelled-orders', 'Cancelled Orders'],
    ['Pending', '/pending-quotations', 'Pending Quotations'],
    ['Dashboard', '/dashboard', 'Dashboard'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const group = page.getByRole('button', { name: 'Logistics' });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Working', exact: true })).toBeHidden();
});

test('the user menu shows the name and role, and opens Settings', async ({ page }) => {
  await page.goto('/dashboard');
  const menu = page.getByRole('button', { name: 'User menu' });
  await expect(menu).toContainText('System Administrator');
  await expect(menu).toContainText('Administrator');
  await expect(menu).toContainText('SA');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('redirects: index, /crm, /quotations and unknown paths', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/crm');
  await expect(page).toHaveURL(/\/support$/);
  await page.goto('/quotations');
  await expect(page).toHaveURL(/\/pending-quotations$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/pending-quotations$/);
  await page.goto('/test-auth');
  await expect(page).toHaveURL(/\/diagnostics$/);
});

test('the logo links home and falls back to the product name', async ({ page }) => {
  await page.route('**/brand/logo.svg', (route) => route.abort());
  await page.goto('/contacts');
  const logo = page.getByRole('link', { name: 'ShipDesk home' });
  await expect(logo).toContainText('ShipDesk');
  await logo.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the notification bell opens its panel', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  // The shared admin may have notifications from other specs; notifications.spec.ts covers the empty state.
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
});

test('the shell looks right on a desktop and a phone', async ({ page }) => {
  await page.goto('/pending-quotations');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Quotations' })).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('shell-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Contacts', exact: true }),
  ).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('shell-phone.png') });
});
