import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';

// Ctrl+K and typing straight on, as a quick typist does: every key typed after the shortcut reaches the search
// box, even while the dialog's code is still on its way and before the box has focus.

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchInput = (page: Page) =>
  dialog(page).getByRole('combobox', { name: 'Search transactions or more' });

/**
 * Opens `path` and waits until the app is up, then holds back every script asked for from then on (the
 * dialog's code among them: its chunk's name is a bare hash), as a slow network does on first use.
 */
async function openWithSlowChunks(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Search transactions or more' })).toBeVisible();
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

signInBeforeEach(60_000);

test('keys typed right after Ctrl+K, before the dialog has loaded, all land in the box', async ({ page }) => {
  await openWithSlowChunks(page, '/dashboard');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('gonz');

  await expect(searchInput(page)).toHaveValue('gonz');
  await expect(searchInput(page)).toBeFocused();
  // And typing on after the box has focus carries on from there.
  await page.keyboard.type('alez');
  await expect(searchInput(page)).toHaveValue('gonzalez');
});

test('a correction typed before the box shows is kept too, and Escape closes', async ({ page }) => {
  await openWithSlowChunks(page, '/dashboard');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('bergx');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('strom');
  await expect(searchInput(page)).toHaveValue('bergstrom');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('Ctrl+K from inside another field: what follows goes to the search, not to that field', async ({
  page,
}) => {
  await openWithSlowChunks(page, '/support');
  const listSearch = page.getByRole('textbox', { name: 'Search interactions' });
  await listSearch.click();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('gonz');

  await expect(searchInput(page)).toHaveValue('gonz');
  await expect(listSearch).toHaveValue('');
});

test('opening it a second time starts empty and still keeps the first keys', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Search transactions or more' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.type('first');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('gonz');
  await expect(searchInput(page)).toHaveValue('gonz');
});
