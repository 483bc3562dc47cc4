import type { Page } from '@playwright/test';

/** Opens a list screen's filter panel and picks `option` in its `filter` select. */
export async function chooseFilter(page: Page, filter: string, option: string) {
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Screenshots the whole page at 1366 px and at 390 px wide (`{path}-1366.png`, `{path}-390.png`), then goes
 * back to the specs' 1440 px.
 */
export async function screenshotDesktopAndPhone(page: Page, path: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${path}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${path}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}
