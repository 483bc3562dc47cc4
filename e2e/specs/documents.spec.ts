import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import {
  expectCurrentFolder,
  itemAction,
  libraryItem,
  newFolder,
  openFolder,
  textFile,
} from '../support/documents';
import { dropFile } from '../support/interactions';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

test('folders, uploads with progress, navigation by buttons and shortcuts, search, delete', async ({
  page,
}) => {
  const tag = uniqueTag();
  const clients = `Clients ${tag}`;
  const acme = `Acme ${tag}`;
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expectCurrentFolder(page, 'Documents');

  // New Folder: the name is required.
  await page.getByRole('button', { name: 'New Folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Folder' });
  await dialog.getByRole('button', { name: 'Create Folder' }).click();
  await expect(dialog.getByText('Folder name is required')).toBeVisible();
  await dialog.getByLabel('Folder Name').fill(clients);
  await dialog.getByLabel('Description').fill('Paperwork by client');
  await dialog.getByRole('button', { name: 'Create Folder' }).click();
  await openFolder(page, clients);
  await expect(page.getByText('This folder is empty')).toBeVisible();
  await newFolder(page, acme);
  await openFolder(page, acme);

  // Several files, each with its own progress row: 'Complete', then gone; a refused type goes at once.
  await page
    .getByLabel('Upload files')
    .setInputFiles([
      textFile(`invoice-${tag}.txt`),
      textFile(`packing-${tag}.csv`, 'box,kg\n1,20\n'),
      { name: `tool-${tag}.exe`, mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') },
    ]);
  await expect(page.getByText(`Failed to upload "tool-${tag}.exe"`)).toBeVisible();
  await expect(page.getByTestId('upload-row').filter({ hasText: 'Complete' })).toHaveCount(2);
  await expect(page.getByTestId('upload-row')).toHaveCount(0, { timeout: 15_000 });
  await expect(libraryItem(page, `invoice-${tag}.txt`)).toContainText('Bytes');
  await expect(libraryItem(page, `packing-${tag}.csv`)).toBeVisible();
  // Dropped files go the same way.
  await dropFile(page, '.mantine-Dropzone-root', {
    name: `dropped-${tag}.txt`,
    type: 'text/plain',
    text: 'dropped',
  });
  await expect(libraryItem(page, `dropped-${tag}.txt`)).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshotForReview(page, { path: '/tmp/documents-grid-1366.png', fullPage: true });

  // Back, forward, up, and the same with Alt+arrows (ignored while typing).
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectCurrentFolder(page, clients);
  await page.getByRole('button', { name: 'Forward', exact: true }).click();
  await expectCurrentFolder(page, acme);
  await page.getByRole('button', { name: 'Up', exact: true }).click();
  await expectCurrentFolder(page, clients);
  await page.keyboard.press('Alt+ArrowLeft');
  await expectCurrentFolder(page, acme);
  await page.keyboard.press('Alt+ArrowUp');
  await expectCurrentFolder(page, clients);
  // Choosing a folder after going back drops the forward history.
  await page.keyboard.press('Alt+ArrowLeft');
  await expectCurrentFolder(page, acme);
  await page.getByLabel('Folder path').getByRole('button', { name: 'Documents' }).click();
  await expectCurrentFolder(page, 'Documents');
  await expect(page.getByRole('button', { name: 'Forward', exact: true })).toBeDisabled();
  const search = page.getByLabel('Search files and folders');
  await search.focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await expectCurrentFolder(page, 'Documents');

  // Search across all folders, on the server; list view.
  await search.fill(`invoice-${tag}`);
  await expect(libraryItem(page, `invoice-${tag}.txt`)).toBeVisible();
  await page.getByLabel('List view').click();
  await expect(page.getByRole('table', { name: 'Folder contents' })).toContainText(`invoice-${tag}.txt`);
  await search.fill(`nothing-${tag}`);
  await expect(page.getByText('No items found')).toBeVisible();
  await search.fill('');
  await page.getByLabel('Grid view').click();

  // Deleting a folder says what it holds.
  await openFolder(page, clients);
  await itemAction(page, acme, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete folder' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this folder? It holds 3 documents, which will be deleted too.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(libraryItem(page, acme)).toHaveCount(0);
  await expect(page.getByText('This folder is empty')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: '/tmp/documents-390.png', fullPage: true });
});

test('a new version, and a share link opened signed out, then revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const folder = `Rates ${tag}`;
  const file = `rates-${tag}.txt`;
  await page.goto('/documents');
  await expectCurrentFolder(page, 'Documents');
  await newFolder(page, folder);
  await openFolder(page, folder);
  await page.getByLabel('Upload files').setInputFiles([textFile(file, 'first rates\n')]);
  await expect(libraryItem(page, file)).toBeVisible();

  await itemAction(page, file, 'Version history');
  const versions = page.getByRole('dialog', { name: `Version history: ${file}` });
  await expect(versions.getByTestId('version-row')).toHaveCount(1);
  await versions
    .getByLabel('Choose the new version')
    .setInputFiles([textFile(`rates-v2-${tag}.txt`, 'second rates\n')]);
  await versions.getByLabel('Change description').fill('Corrected the rates');
  await versions.getByRole('button', { name: 'Upload Version' }).click();
  await expect(versions.getByTestId('version-row')).toHaveCount(2);
  await expect(versions.getByTestId('version-row').first()).toContainText('Version 2');
  await expect(versions.getByTestId('version-row').first()).toContainText('Corrected the rates');
  await expect(versions.getByTestId('version-row').first()).toContainText('Current');
  await screenshotForReview(page, { path: '/tmp/documents-versions.png' });
  await page.keyboard.press('Escape');

  await itemAction(page, file, 'Share');
  const share = page.getByRole('dialog', { name: `Share ${file}` });
  await expect(share.getByLabel('Expires after (days)')).toHaveValue('7');
  await share.getByRole('button', { name: 'Create Link' }).click();
  const link = await share.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toContain('/api/1/shared_documents/');
  await screenshotForReview(page, { path: '/tmp/documents-share.png' });

  const outsider = await browser.newContext({ baseURL });
  const opened = await outsider.request.get(link);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toBe('second rates\n');
  await share.getByRole('button', { name: 'Revoke' }).click();
  await expect(share.getByTestId('share-row')).toContainText('Revoked');
  expect((await outsider.request.get(link)).status()).toBe(404);
  await outsider.close();
});
