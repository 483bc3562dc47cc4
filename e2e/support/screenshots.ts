import { expect, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';

/**
 * Whether the specs save the screenshots people look at after a change (`E2E_SCREENSHOTS=1`). CI leaves it
 * unset: nothing reads those pictures there, and each one waited for the page and encoded a PNG in every run. A
 * failed test still gets its screenshot from Playwright (`screenshot: 'only-on-failure'`).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot of the page or of one element for a person to look at, when `E2E_SCREENSHOTS` asks for
 * them. Without it, an element is still expected to be visible, as taking its picture required.
 */
export async function screenshotForReview(target: Page | Locator, options: PageScreenshotOptions) {
  if (screenshotsWanted) {
    await target.screenshot(options);
    return;
  }
  if (isLocator(target)) await expect(target).toBeVisible();
}

function isLocator(target: Page | Locator): target is Locator {
  return 'waitFor' in target;
}
