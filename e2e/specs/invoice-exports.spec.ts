import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectScreenReady } from '../support/accessibility';
import { signInBeforeEach } from '../support/auth';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

test('on a phone: set the journal accounts, then download the journal of a period', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings?tab=system');
  // The System Settings tab, the largest settings screen, took longer than the default 10 s to show under load.
  await expectScreenReady(page, page.getByRole('main'));
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await page.getByLabel(/^Receivable account/).fill('430000');
  await page.getByRole('button', { name: 'Save invoicing' }).click();
  await expect(page.getByText('Invoice settings saved')).toBeVisible();
  await page.getByRole('heading', { name: 'Accounts' }).scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: 'test-results/invoice-exports-accounts.png' });

  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Journal (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the journal (CSV)' });
  // A period before any document: the journal is its header alone.
  await dialog.getByLabel(/^From date/).fill('2020-01-01');
  await dialog.getByLabel(/^To date/).fill('2020-01-31');
  await dialog.getByLabel(/^To date/).blur();
  await screenshotForReview(page, { path: 'test-results/invoice-exports-journal.png' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('journal-2020-01-01-to-2020-01-31.csv');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toBe('date,document,account,debit,credit,currency,base_amount,base_currency\r\n');
  await expect(dialog).toHaveCount(0);
});
