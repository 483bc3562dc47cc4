import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { expectCurrentFolder, itemAction, libraryItem, newFolder, openFolder } from '../support/documents';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

test('a folder moves, with what it holds, into another of one’s own folders', async ({ page }) => {
  const tag = uniqueTag();
  const moving = `Shipments ${tag}`;
  const inner = `Inner ${tag}`;
  const archive = `Archive ${tag}`;
  await page.goto('/documents');
  await expectCurrentFolder(page, 'Documents');
  await newFolder(page, archive);
  await newFolder(page, moving);
  await openFolder(page, moving);
  await newFolder(page, inner);
  await page.getByLabel('Folder path').getByRole('button', { name: 'Documents' }).click();
  await expectCurrentFolder(page, 'Documents');

  await itemAction(page, moving, 'Move');
  const dialog = page.getByRole('dialog', { name: `Move ${moving}` });
  const picker = dialog.getByRole('combobox', { name: 'Move to folder' });
  // Neither the folder itself nor a folder beneath it is offered.
  await picker.fill(tag);
  await expect(page.getByRole('option', { name: `/Documents/${archive}` })).toBeVisible();
  await expect(page.getByRole('option', { name: `/Documents/${moving}`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('option', { name: `/Documents/${moving}/${inner}` })).toHaveCount(0);
  await page.getByRole('option', { name: `/Documents/${archive}` }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: '/tmp/documents-move-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshotForReview(page, { path: '/tmp/documents-move-1366.png' });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(libraryItem(page, moving)).toHaveCount(0);

  // It is in its new place, with its folder inside.
  await openFolder(page, archive);
  await openFolder(page, moving);
  await expect(page.getByLabel('Folder path')).toContainText(archive);
  await expect(libraryItem(page, inner)).toBeVisible();
});
