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

for (const [language, words] of [
  ['de', { dashboard: 'Dashboard', settings: 'Einstellungen', bio: 'Über mich', search: 'Suche' }],
  ['ja', { dashboard: 'ダッシュボード', settings: '設定', bio: '自己紹介', search: '検索' }],
] as const) {
  test(`a user who chose ${language} reads the dashboard, Settings → Profile and the search in it`, async ({
    page,
  }) => {
    await signInAsNewUserSpeaking(page.request, language);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
    await screenshots(page, `dashboard-${language}`);
    await page.goto('/settings?tab=profile');
    await expect(page.getByRole('heading', { level: 1, name: words.settings })).toBeVisible();
    await expect(page.getByRole('textbox', { name: words.bio })).toBeVisible();
    await screenshots(page, `settings-profile-${language}`);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('dialog', { name: words.search })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`search-${language}.png`) });
  });
}

test.describe('a browser that speaks German, signed out', () => {
  test.use({ locale: 'de-DE' });

  test('sees the reset link page and its password rules in German', async ({ page }) => {
    await page.goto('/reset-password?token=a-link-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort wählen' })).toBeVisible();
    await page.getByRole('button', { name: 'Neues Passwort festlegen' }).click();
    await expect(page.getByText('Neues Passwort ist erforderlich')).toBeVisible();
    await screenshots(page, 'reset-password-de');
  });
});
