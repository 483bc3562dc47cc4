/// <reference lib="dom" />
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { seedContacts, uniqueTag } from '../support/contacts';
import { dropFile, dropImage, pasteFile, type SavedInteraction, tableRows } from '../support/interactions';
import { screenshotDesktopAndPhone } from '../support/lists';
import { screenshotForReview } from '../support/screenshots';

const DROPZONE = '.mantine-Dropzone-root';

signInBeforeEach(90_000);

test('logs an interaction with a dropped image and a pasted file, views the image, then finds it in the list', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const tag = uniqueTag();
  await seedContacts(page.request, [{ name: 'Wanda', last_name: tag, company_name: `Harbour ${tag}` }]);

  await page.goto('/support');
  await page.getByRole('link', { name: 'New Interaction' }).click();
  await expect(page).toHaveURL(/\/support\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Interaction' })).toBeVisible();

  // The new interaction's defaults.
  // Today, in the user's date format (the default, MM/DD/YYYY).
  await expect(page.getByRole('textbox', { name: 'Date' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
  await expect(page.getByRole('combobox', { name: 'Channel' })).toHaveValue('Email');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Information');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Inbound');

  // Saving empty names every missing field in its own words; editing a field clears its message.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Please select a contact')).toBeVisible();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await expect(page.getByText('Please enter a description')).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill(`WhatsApp call ${tag}`);
  await expect(page.getByText('Please enter a subject')).toBeHidden();
  await expect(page.getByText('Please enter a description')).toBeVisible();

  await page.getByRole('combobox', { name: 'Contact' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(`Wanda ${tag}`) }).click();
  await expect(page.getByText('Please select a contact')).toBeHidden();
  await page.getByRole('textbox', { name: 'Description' }).fill('Asked when the container clears customs.');
  await page.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'WhatsApp' }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Tracking' }).click();

  // A screenshot dragged in, and a file pasted with Ctrl+V: each uploads at once.
  await dropImage(page, DROPZONE, `container-${tag}.png`);
  const image = page.getByRole('group', { name: `container-${tag}.png` });
  await expect(image.getByRole('button', { name: `Open container-${tag}.png` })).toBeVisible();
  await expect(image).toContainText(/KB|Bytes/);

  await page.getByRole('textbox', { name: 'Description' }).focus();
  await pasteFile(page, { name: `notes-${tag}.txt`, type: 'text/plain', text: 'Customs broker: J. Doe' });
  await expect(page.getByText('1 file(s) pasted from clipboard')).toBeVisible();
  const notes = page.getByRole('group', { name: `notes-${tag}.txt` });
  await expect(notes.getByRole('link', { name: `Download notes-${tag}.txt` })).toBeVisible();
  // The paste did not land in the field as text.
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Asked when the container clears customs.',
  );

  // The full-size viewer: copy URL, copy image, download, Esc closes.
  await image.getByRole('button', { name: `Open container-${tag}.png` }).click();
  const viewer = page.getByRole('dialog', { name: `container-${tag}.png` });
  await expect(viewer.getByRole('img', { name: `container-${tag}.png` })).toBeVisible();
  await screenshotForReview(page, { path: '/tmp/support-web-viewer.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: '/tmp/support-web-viewer-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await viewer.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByText('Image URL copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/api\/1\/files\/\d+$/);
  await viewer.getByRole('button', { name: 'Copy image' }).click();
  await expect(page.getByText('Image copied to clipboard!')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    viewer.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`container-${tag}.png`);
  expect((await fs.readFile(await download.path())).subarray(1, 4).toString()).toBe('PNG');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await screenshotDesktopAndPhone(page, '/tmp/support-web-form');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByRole('textbox', { name: 'Search interactions' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(tableRows(page)).toHaveCount(1);
  const row = tableRows(page).first();
  await expect(row).toContainText(`WhatsApp call ${tag}`);
  await expect(row).toContainText(`Wanda ${tag}`);
  await expect(row).toContainText(`Harbour ${tag}`);
  await expect(row).toContainText('WhatsApp');
  await expect(row).toContainText('In');
  await expect(row).toContainText('Tracking');
  await expect(row).toContainText('Open');

  // The files are attached to the interaction and can be read back.
  const list = await (await page.request.get(`/api/1/client_interactions?search=${tag}`)).json();
  const saved: SavedInteraction = await (
    await page.request.get(`/api/1/client_interactions/${list.data[0].id}`)
  ).json();
  expect(saved.attachments.map((a) => a.original_name).sort()).toEqual([
    `container-${tag}.png`,
    `notes-${tag}.txt`,
  ]);
  const text = saved.attachments.find((a) => a.original_name.endsWith('.txt'))!;
  expect(await (await page.request.get(text.file_url)).text()).toBe('Customs broker: J. Doe');
});

test('editing removes an attachment on Update: it is gone after a reload', async ({ page }) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [{ name: 'Eli', last_name: tag }]);
  await page.goto('/support/new');
  await page.getByRole('combobox', { name: 'Contact' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(`Eli ${tag}`) }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill(`Claim ${tag}`);
  await page.getByRole('textbox', { name: 'Description' }).fill('Damaged pallet');
  await dropFile(page, DROPZONE, { name: `photo-list-${tag}.csv`, type: 'text/csv', text: 'a,b\n1,2\n' });
  await dropImage(page, DROPZONE, `pallet-${tag}.png`);
  await expect(page.getByRole('link', { name: `Download photo-list-${tag}.csv` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Download pallet-${tag}.png` })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);

  await page.getByRole('textbox', { name: 'Search interactions' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(tableRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Edit Claim ${tag}` }).click();
  await expect(page).toHaveURL(/\/support\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Interaction' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Contact' })).toHaveValue(`Eli ${tag}`);
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Claim ${tag}`);
  const editUrl = page.url();

  await page.getByRole('button', { name: `Remove photo-list-${tag}.csv` }).click();
  await expect(page.getByRole('group', { name: `photo-list-${tag}.csv` })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/support$/);

  await page.goto(editUrl);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Resolved');
  await expect(page.getByRole('group', { name: `pallet-${tag}.png` })).toBeVisible();
  await expect(page.getByRole('group', { name: `photo-list-${tag}.csv` })).toHaveCount(0);
  const id = editUrl.split('/').pop();
  const saved: SavedInteraction = await (await page.request.get(`/api/1/client_interactions/${id}`)).json();
  expect(saved.attachments.map((a) => a.original_name)).toEqual([`pallet-${tag}.png`]);
});

test("refuses too-large and unsupported files in the spec's words and keeps everything typed", async ({
  page,
}) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [{ name: 'Kim', last_name: tag }]);
  await page.goto('/support/new');
  await page.getByRole('textbox', { name: 'Subject' }).fill(`Kept ${tag}`);
  await dropFile(page, DROPZONE, { name: 'huge.mp4', type: 'video/mp4', size: 100 * 1024 * 1024 + 1 });
  await expect(page.getByText('File huge.mp4 is too large. Maximum size is 100MB.')).toBeVisible();
  await dropFile(page, DROPZONE, { name: 'setup.exe', type: 'application/x-msdownload', text: 'MZ' });
  await expect(page.getByText('File type application/x-msdownload is not supported.')).toBeVisible();
  // A file whose content is not what its name says: the server looks at the bytes and refuses it.
  await dropFile(page, DROPZONE, {
    name: 'invoice.pdf',
    type: 'application/pdf',
    text: 'MZ\u0090\u0000 not a pdf',
  });
  await expect(
    page.getByRole('group', { name: 'invoice.pdf' }).getByText(/File type .* is not supported\./),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Kept ${tag}`);

  // Saving says which files failed instead of dropping them silently.
  await page.getByRole('combobox', { name: 'Contact' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(`Kim ${tag}`) }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('x');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Remove or retry the files' })).toContainText(
    'huge.mp4, setup.exe, invoice.pdf',
  );
  for (const name of ['huge.mp4', 'setup.exe', 'invoice.pdf']) {
    await page.getByRole('button', { name: `Remove ${name}` }).click();
  }
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);
});

test('a failed save keeps the form filled and shows the reason', async ({ page }) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [{ name: 'Fay', last_name: tag }]);
  await page.route('**/api/1/client_interactions', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
      : route.fallback(),
  );
  await page.goto('/support/new');
  await page.getByRole('combobox', { name: 'Contact' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(`Fay ${tag}`) }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill(`Kept ${tag}`);
  await page.getByRole('textbox', { name: 'Description' }).fill('Still here');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Failed to save interaction. Please try again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Kept ${tag}`);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Still here');
  await expect(page).toHaveURL(/\/support\/new$/);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/support$/);
});

test('from a contact: recent interactions in a drawer, and Log interaction opens the form for them', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [contact] = await seedContacts(page.request, [{ name: 'Cora', last_name: tag }]);
  await page.goto(`/contacts?q=${tag}`);
  await page.getByRole('button', { name: `Interactions with Cora ${tag}` }).click();
  const drawer = page.getByRole('dialog', { name: `Interactions with Cora ${tag}` });
  await expect(drawer.getByText('No interactions found')).toBeVisible();
  await drawer.getByRole('link', { name: 'Log interaction' }).click();
  await expect(page).toHaveURL(new RegExp(`/support/new\\?contact_id=${contact!.id}$`));
  await expect(page.getByRole('combobox', { name: 'Contact' })).toHaveValue(`Cora ${tag}`);
  await page.getByRole('textbox', { name: 'Subject' }).fill(`Visit ${tag}`);
  await page.getByRole('textbox', { name: 'Description' }).fill('Came by the office');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);

  await page.goto(`/contacts?q=${tag}`);
  await page.getByRole('button', { name: `Interactions with Cora ${tag}` }).click();
  await expect(drawer.getByRole('link', { name: `Visit ${tag}` })).toBeVisible();
  await screenshotForReview(page, { path: '/tmp/support-web-drawer-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: '/tmp/support-web-drawer-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await drawer.getByRole('link', { name: `Visit ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Interaction' })).toBeVisible();
});
