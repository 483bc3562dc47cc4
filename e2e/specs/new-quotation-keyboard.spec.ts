import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { screenshotForReview } from '../support/screenshots';

// New Quotation, the desk's most frequent start, is a few Tab presses from the top of every signed-in screen
// (it took 19 when the only way was the status lists' button), on a desktop and on a phone.

signInBeforeEach(60_000);

const MAX_TABS = 5;

/** Presses Tab from the top of the page until New Quotation has focus; answers how many presses it took. */
async function tabsToNewQuotation(page: Page): Promise<number> {
  const target = page.getByRole('banner').getByRole('button', { name: 'New Quotation' });
  for (let presses = 1; presses <= MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`at ${width} px New Quotation is at most ${MAX_TABS} Tabs from the top of any screen, and Enter opens it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    for (const path of [
      '/dashboard',
      '/contacts',
      '/support',
      '/settings?tab=profile',
      '/pending-quotations',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await tabsToNewQuotation(page), `Tabs to New Quotation on ${path}`).toBeLessThanOrEqual(
        MAX_TABS,
      );
    }
    await screenshotForReview(page, { path: test.info().outputPath(`new-quotation-focused-${width}.png`) });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quotations\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Quotation' })).toBeVisible();
  });
}
