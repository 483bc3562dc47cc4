import { expect, type Page, test } from '@playwright/test';
import { signInAsNewUserSpeaking } from '../support/auth';
import { screenshotForReview } from '../support/screenshots';

/** Keeps a look at a screen in `language`, at the office's 1366 px and a phone's 390 px, for review. */
async function screenshots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 768 : 844 });
    await screenshotForReview(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
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
    await screenshotForReview(page, { path: test.info().outputPath(`search-${language}.png`) });
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
