import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { expectCurrentFolder, libraryItem, openFolder, textFile } from '../support/documents';
import { openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

test("a quotation's Documents: upload, rename, delete, and the same files in the library", async ({
  page,
}) => {
  const tag = uniqueTag();
  const quotation = await openNewQuotation(page);
  const button = page.getByRole('button', { name: 'Documents (0)' });
  await expect(button).toBeVisible();
  await button.click();
  const modal = page.getByRole('dialog', { name: `Documents · ${quotation.quotation_number}` });
  await expect(modal.getByText('No documents yet')).toBeVisible();

  await modal
    .getByLabel('Upload documents')
    .setInputFiles([textFile(`packing-${tag}.txt`), textFile(`customs-${tag}.csv`, 'hs,value\n1,2\n')]);
  await expect(modal.getByTestId('upload-row').filter({ hasText: 'Complete' }).first()).toBeVisible();
  await expect(modal.getByTestId('quotation-document')).toHaveCount(2);
  await expect(modal.getByTestId('upload-row')).toHaveCount(0, { timeout: 15_000 });
  await screenshotForReview(page, { path: '/tmp/documents-quotation-modal.png' });

  // Rename: blank is refused; the extension is kept.
  await modal.getByRole('button', { name: `Actions for packing-${tag}.txt` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename File' });
  await expect(rename.getByLabel('File name')).toHaveValue(`packing-${tag}`);
  await rename.getByLabel('File name').fill('  ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('File name cannot be empty')).toBeVisible();
  await rename.getByLabel('File name').fill(`Packing list ${tag}`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(modal.getByText(`Packing list ${tag}.txt`)).toBeVisible();

  await modal.getByRole('button', { name: `Actions for customs-${tag}.csv` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete File' });
  await expect(confirm).toContainText('This action cannot be undone');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(modal.getByTestId('quotation-document')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Documents (1)' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: '/tmp/documents-quotation-390.png', fullPage: true });

  // The same file, in the library under /Documents/Logistics/{number}.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/documents');
  await expectCurrentFolder(page, 'Documents');
  await openFolder(page, 'Logistics');
  await openFolder(page, quotation.quotation_number);
  await expect(libraryItem(page, `Packing list ${tag}.txt`)).toBeVisible();
});
