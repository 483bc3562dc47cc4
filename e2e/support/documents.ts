import { expect, type Page } from '@playwright/test';

/** A small text file for upload fields (`setInputFiles`). */
export const textFile = (name: string, text = `Contents of ${name}\n`) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text),
});

/** The library's folder or document tile/row with this name. */
export const libraryItem = (page: Page, name: string) =>
  page.getByTestId('library-item').filter({ hasText: name });

/** Opens a folder of the Documents screen by clicking its name, and waits for the breadcrumb to show it. */
export async function openFolder(page: Page, name: string) {
  await libraryItem(page, name).getByRole('button', { name, exact: true }).click();
  await expectCurrentFolder(page, name);
}

export async function expectCurrentFolder(page: Page, name: string) {
  await expect(page.getByLabel('Folder path').locator('[aria-current="page"]')).toHaveText(name);
}

/** Makes a folder in the folder shown, through the New Folder dialog. */
export async function newFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New Folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Folder' });
  await dialog.getByLabel('Folder Name').fill(name);
  await dialog.getByRole('button', { name: 'Create Folder' }).click();
  await expect(dialog).toBeHidden();
  await expect(libraryItem(page, name)).toBeVisible();
}

/** Chooses an action from an item's menu. */
export async function itemAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}
