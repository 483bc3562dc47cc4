import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { screenshotForReview } from '../support/screenshots';

// Keyboard users reach a page's content in two key presses instead of sixteen: the first Tab lands on a
// 'Skip to main content' link, which moves focus to the main region.

signInBeforeEach();

/** Whether the focused element lies inside the page's <main>. */
const focusInMain = `Boolean(document.activeElement && document.activeElement.closest('main'))`;

for (const [path, role, firstContent] of [
  ['/quotations/new', 'combobox', 'Contact'],
  ['/contacts', 'button', 'Add Contact'],
] as const) {
  test(`on ${path} the first Tab shows the skip link, and Enter then Tab lands in the page`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await screenshotForReview(page, {
      path: test.info().outputPath('skip-link.png'),
      clip: { x: 0, y: 0, width: 480, height: 120 },
    });

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(focusInMain)).toBe(true);
    await expect(page.getByRole('main').getByRole(role, { name: firstContent })).toBeFocused();
  });
}

test('the skip link stays out of sight until it has focus', async ({ page }) => {
  await page.goto('/dashboard');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toHaveCount(1);
  // Visually hidden: a single clipped pixel, yet still in the page for Tab and for screen readers.
  const box = (await skip.boundingBox())!;
  expect(box.width * box.height).toBeLessThanOrEqual(1);
});
