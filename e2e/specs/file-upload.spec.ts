import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { dropFile, dropImage } from '../support/interactions';
import { screenshotDesktopAndPhone } from '../support/lists';
import { screenshotForReview } from '../support/screenshots';

const DROPZONE = '.mantine-Dropzone-root';

signInBeforeEach(60_000);

test('choose files, Upload N File(s), then view, download and remove what was stored', async ({ page }) => {
  const tag = uniqueTag();
  await page.goto('/file-upload-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'File Upload' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload 0 File(s)' })).toBeDisabled();

  await page
    .getByLabel('Choose files')
    .setInputFiles([
      { name: `manifest-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from('box,kg\n1,20\n') },
    ]);
  await dropImage(page, DROPZONE, `dock-${tag}.png`);
  const selected = page.getByRole('region', { name: 'Select files' });
  await expect(selected.getByRole('group', { name: `manifest-${tag}.csv` })).toBeVisible();
  await expect(selected.getByRole('group', { name: `dock-${tag}.png` })).toBeVisible();
  await screenshotForReview(page, { path: '/tmp/support-web-upload-selected.png', fullPage: true });

  await page.getByRole('button', { name: 'Upload 2 File(s)' }).click();
  await expect(page.getByText('Files uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload 0 File(s)' })).toBeDisabled();
  const uploaded = page.getByRole('region', { name: 'Uploaded files' });
  const csv = uploaded.getByRole('group', { name: `manifest-${tag}.csv` });
  await expect(csv).toContainText('12 Bytes');

  await screenshotDesktopAndPhone(page, '/tmp/support-web-upload');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    csv.getByRole('link', { name: `Download manifest-${tag}.csv` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`manifest-${tag}.csv`);
  expect(await fs.readFile(await download.path(), 'utf8')).toBe('box,kg\n1,20\n');

  await uploaded.getByRole('button', { name: `View dock-${tag}.png` }).click();
  await expect(page.getByRole('dialog', { name: `dock-${tag}.png` })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: `dock-${tag}.png` })).toBeHidden();

  const url = await csv.getByRole('link', { name: `Download manifest-${tag}.csv` }).getAttribute('href');
  await csv.getByRole('button', { name: `Remove manifest-${tag}.csv` }).click();
  await expect(csv).toHaveCount(0);
  expect((await page.request.get(url!)).status()).toBe(404);
});

test('a refused upload says so and nothing is stored', async ({ page }) => {
  await page.goto('/file-upload-demo');
  await dropFile(page, DROPZONE, { name: 'setup.exe', type: 'application/x-msdownload', text: 'MZ' });
  await expect(page.getByText('File type application/x-msdownload is not supported.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload 0 File(s)' })).toBeDisabled();

  // A program dressed as a PDF passes the browser's check; the server reads the bytes and refuses it.
  await dropFile(page, DROPZONE, {
    name: 'invoice.pdf',
    type: 'application/pdf',
    text: 'MZ\u0090\u0000 program',
  });
  await page.getByRole('button', { name: 'Upload 1 File(s)' }).click();
  await expect(page.getByText('Failed to upload files. Please try again.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload files' })).toContainText(
    'File type application/x-msdownload is not supported.',
  );
  await expect(page.getByRole('region', { name: 'Uploaded files' })).toContainText('Nothing uploaded yet');
});
