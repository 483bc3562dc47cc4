import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN } from '../support/auth';
import { uniqueTag } from '../support/contacts';

/** Keeps a look at a screen in `language`, at the office's 1366 px and a phone's 390 px, for review. */
async function screenshots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 768 : 844 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** A new user (the seeded administrator's language stays English for the other specs), signed in. */
async function signInAsNewUserSpeaking(request: APIRequestContext, language: string) {
  await request.post('/api/1/auth/login', { data: { ...ADMIN, remember: false } });
  const tag = uniqueTag();
  const user = { email: `lang.${language}.${tag}@example.com`, password: 'a-good-password' };
  const created = await request.post('/api/1/users', {
    data: { ...user, first_name: 'Léa', last_name: tag, company: 'ShipDesk', role: 'admin' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/1/auth/logout');
  expect((await request.post('/api/1/auth/login', { data: { ...user, remember: false } })).status()).toBe(
    200,
  );
  const profile = (
    (await (await request.get('/api/1/user_profiles')).json()) as { data: { id: number; version: number }[] }
  ).data[0]!;
  const saved = await request.put(`/api/1/user_profiles/${profile.id}`, {
    data: { language },
    headers: { 'If-Match': String(profile.version) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe('a browser that speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('sees the login page in German', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Passwort' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await screenshots(page, 'login-de');
  });
});

test('a user who chose 日本語 works in Japanese: the sidebar, the top bar and Preferences', async ({
  page,
}) => {
  await signInAsNewUserSpeaking(page.request, 'ja');
  await page.goto('/settings?tab=preferences');
  await expect(page.getByText('言語と地域')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'メイン' });
  await expect(nav.getByRole('link', { name: '連絡先', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ユーザーメニュー' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await screenshots(page, 'shell-ja');
});
