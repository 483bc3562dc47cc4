import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and expects the screen shown when the record cannot be: its heading says why ('Missing
 * Quotation ID', 'Quotation not found'), and a Go Back button leads away.
 */
export async function expectGoBackScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
}
