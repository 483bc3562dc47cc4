import { expect, type Page } from '@playwright/test';
import { answerGate } from './held-answers';
import { screenshotsWanted } from './screenshots';

/** The rows of a list screen's table. */
export const tableRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** Opens a list screen's filter panel and picks `option` in its `filter` select. */
async function chooseFilter(page: Page, filter: string, option: string) {
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Screenshots the whole page at 1366 px and at 390 px wide (`{path}-1366.png`, `{path}-390.png`) when
 * `E2E_SCREENSHOTS` asks for them, then goes back to the specs' 1440 px.
 */
export async function screenshotDesktopAndPhone(page: Page, path: string) {
  if (screenshotsWanted) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${path}-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${path}-390.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Moves a list to page `number` and expects its footer to read `range` ('9–10 of 10') over that many rows. */
export async function goToListPage(page: Page, number: number, range: string, rows: number) {
  await page.getByRole('button', { name: String(number), exact: true }).click();
  await expect(page.getByText(range)).toBeVisible();
  await expect(tableRows(page)).toHaveCount(rows);
}

/** Picks a filter option and expects the list back on its first page: the footer reads `range`, the URL has no page. */
export async function chooseFilterBackToFirstPage(page: Page, filter: string, option: string, range: string) {
  await chooseFilter(page, filter, option);
  await expect(page.getByText(range)).toBeVisible();
  await expect(page).not.toHaveURL(/page=/);
}

/** A list screen, the request its list makes, a failure to answer it with, and the texts of its states. */
interface ListStates {
  path: string;
  listUrl: string;
  failure: { status: number; json: unknown };
  loading: string;
  error: string;
  empty: string;
}

/**
 * Walks a list screen through its loading, error and empty states: the live stream is cut (a parallel test's
 * change would refetch the list and clear the error before Try Again), the list's request answers the failure
 * once the loading text has shown, then the error's shows; Try Again then gets an empty first page.
 */
export async function walkListStates(page: Page, screen: ListStates) {
  let empty = false;
  const loadingSeen = answerGate();
  await page.route('**/api/1/events', (route) => route.abort());
  await page.route(screen.listUrl, async (route) => {
    if (empty) return route.fulfill({ json: { data: [], total: 0, limit: 8, offset: 0 } });
    await loadingSeen.opened;
    return route.fulfill(screen.failure);
  });
  await page.goto(screen.path);
  await expect(page.getByText(screen.loading)).toBeVisible();
  loadingSeen.open();
  await expect(page.getByText(screen.error)).toBeVisible();
  empty = true;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText(screen.empty)).toBeVisible();
}
