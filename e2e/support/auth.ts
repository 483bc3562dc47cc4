import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };

/** Signs in through the login screen, as a person does. */
export async function signInThroughForm(
  page: Page,
  email = ADMIN.email,
  password = ADMIN.password,
  remember = false,
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  if (remember) await page.getByLabel('Remember sign in details').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs the page's browser context in through the API (fast set-up for specs that test something else). */
export async function signInThroughApi(
  request: APIRequestContext,
  email = ADMIN.email,
  password = ADMIN.password,
) {
  const res = await request.post('/api/1/auth/login', { data: { email, password, remember: false } });
  expect(res.status()).toBe(200);
}

/**
 * Every test of the spec starts signed in as the administrator, through the API; `timeoutMs` gives each test
 * longer than the 30-second default, which multi-step flows against a real server outgrow on a busy machine.
 */
export function signInBeforeEach(timeoutMs?: number) {
  test.beforeEach(async ({ page }) => {
    if (timeoutMs !== undefined) test.setTimeout(timeoutMs);
    await signInThroughApi(page.request);
  });
}
