import { expect, test } from '@playwright/test';
import { ADMIN, signInThroughForm } from '../support/auth';
import { answerGate } from '../support/held-answers';

test.describe('sign-in', () => {
  test('the login screen has its fields, no sign-up and no Google button', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show typed text' }).click();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Remember sign in details')).not.toBeChecked();
    await expect(page.getByText(/sign up/i)).toHaveCount(0);
    await expect(page.getByText(/google/i)).toHaveCount(0);
    await expect(page.getByText(/quotation/i).first()).toBeVisible();
    // The e2e server has e-mail on: 'Forgot password?' offers a reset link (password-reset.spec.ts).
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  });

  test('a wrong password shows Invalid email or password and stays on the login screen', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, 'definitely-wrong');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown email gets the same message', async ({ page }) => {
    await signInThroughForm(page, 'nobody@example.com', 'whatever-password');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  });

  test('signing in goes to Pending Quotations, and the email ignores case', async ({ page }) => {
    await signInThroughForm(page, ADMIN.email.toUpperCase(), ADMIN.password);
    await expect(page).toHaveURL(/\/pending-quotations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pending Quotations' })).toBeVisible();
  });

  test('the button reads Logging in... while the request is on its way', async ({ page }) => {
    const busySeen = answerGate();
    await page.route('**/api/1/auth/login', async (route) => {
      await busySeen.opened;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
    busySeen.open();
    await expect(page).toHaveURL(/\/pending-quotations$/);
  });
});

test.describe('route guard', () => {
  test('a signed-out visitor is sent to /login and, after sign-in, to where they were going', async ({
    page,
  }) => {
    await page.goto('/contacts?status=Active');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/contacts\?status=Active$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  });
});

test.describe('remember me and sign-out', () => {
  test('without remember-me the session ends with the browser', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/pending-quotations$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'sid')!;
    expect(cookie.expires).toBe(-1);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    // A browser restart keeps only persistent cookies.
    const reopened = await browser.newContext();
    await reopened.addCookies((await context.cookies()).filter((c) => c.expires !== -1));
    const again = await reopened.newPage();
    await again.goto('/dashboard');
    await expect(again).toHaveURL(/\/login/);
    await context.close();
    await reopened.close();
  });

  test('with remember-me the session survives a browser restart', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password, true);
    await expect(page).toHaveURL(/\/pending-quotations$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'sid')!;
    expect(cookie.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    const reopened = await browser.newContext();
    await reopened.addCookies((await context.cookies()).filter((c) => c.expires !== -1));
    const again = await reopened.newPage();
    await again.goto('/dashboard');
    await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await context.close();
    await reopened.close();
  });

  test('sign out ends the session: the old cookie no longer works', async ({ page, context }) => {
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/pending-quotations$/);
    const before = (await context.cookies()).find((c) => c.name === 'sid')!;
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    const res = await page.request.get('/api/1/auth/me', { headers: { cookie: `sid=${before.value}` } });
    expect(res.status()).toBe(401);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login/);
  });
});
