import { expect, type Locator, type Page, test } from '@playwright/test';
import config from '../playwright.config';
import { signInBeforeEach } from '../support/auth';
import { gradientPng, openNotes, quotationWithCostLine } from '../support/notes';
import { screenshotForReview } from '../support/screenshots';

// Chromium's fake microphone (a beep) answers getUserMedia without a prompt; the rest as the config says.
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

signInBeforeEach();

/** Picks a note type by its chip (the radio input itself is hidden behind the chip's label). */
async function chooseType(dialog: Locator, name: string) {
  await dialog.getByRole('radiogroup', { name: 'Note type' }).getByText(name, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name, exact: true })).toBeChecked();
}
const notes = (dialog: Locator) => dialog.getByRole('article');

async function addNote(dialog: Locator) {
  const before = await notes(dialog).count();
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes(dialog)).toHaveCount(before + 1, { timeout: 20_000 });
}

async function shoot(page: Page, name: string) {
  await screenshotForReview(page, { path: test.info().outputPath(`${name}.png`) });
}

test('text (improved by the AI helper), link and image notes; the image zooms and pans', async ({ page }) => {
  test.setTimeout(120_000);
  const line = `Ocean freight ${Date.now()}`;
  const { quotationId } = await quotationWithCostLine(page.request, line);
  await page.setViewportSize({ width: 1366, height: 900 });
  const dialog = await openNotes(page, quotationId, line);
  await expect(dialog.getByText('No notes yet')).toBeVisible();

  // Text, tidied by the helper: the suggestion stands beside the original until it is accepted.
  const text = dialog.getByRole('textbox', { name: 'Note' });
  await dialog.getByRole('button', { name: 'Improve' }).click();
  await expect(dialog.getByText('Please enter some text first')).toBeVisible();
  await text.fill('pickup friday, 2 pallets, call before');
  await dialog.getByRole('button', { name: 'Improve' }).click();
  const suggestion = dialog.getByTestId('ai-suggestion');
  await expect(suggestion).toContainText('Improved: pickup friday, 2 pallets, call before', {
    timeout: 20_000,
  });
  await expect(text).toHaveValue('pickup friday, 2 pallets, call before');
  await shoot(page, 'notes-ai-suggestion-1366');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(text).toHaveValue('Improved: pickup friday, 2 pallets, call before');
  await addNote(dialog);
  await expect(notes(dialog).first()).toContainText('Improved: pickup friday, 2 pallets, call before');

  // A link without a scheme gets https://.
  await chooseType(dialog, 'Link');
  await dialog.getByRole('textbox', { name: 'Link' }).fill('carrier.example.com/track/42');
  await addNote(dialog);
  await expect(notes(dialog).first().getByRole('link')).toHaveAttribute(
    'href',
    'https://carrier.example.com/track/42',
  );

  // Email is checked before sending.
  await chooseType(dialog, 'Email');
  await dialog.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

  // An image, uploaded then attached.
  await chooseType(dialog, 'Image');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Crate photo');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'crate.png',
    mimeType: 'image/png',
    buffer: gradientPng(320, 200),
  });
  await addNote(dialog);
  const imageNote = notes(dialog).first();
  await expect(imageNote).toContainText('Crate photo');
  await expect(imageNote.getByRole('img', { name: 'crate.png' })).toBeVisible();
  await shoot(page, 'notes-list-1366');

  // The viewer: keys by 1.5, the wheel by 1.1, drag to pan.
  await imageNote.getByRole('button', { name: /View image/ }).click();
  const viewer = page.getByRole('dialog', { name: 'crate.png' });
  const zoom = viewer.getByTestId('image-zoom');
  const picture = viewer.getByTestId('zoomed-image');
  await expect(zoom).toHaveText('100%');
  const stage = viewer.getByLabel('Image, drag to move');
  await stage.focus();
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('150%');
  await stage.hover();
  await page.mouse.wheel(0, -100);
  await expect(zoom).toHaveText('165%');
  await page.mouse.wheel(0, 100);
  await expect(zoom).toHaveText('149%');
  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 4 });
  await page.mouse.up();
  await expect(picture).toHaveAttribute('style', /translate\(80px, 40px\)/);
  for (let i = 0; i < 8; i++) await page.keyboard.press('+');
  await expect(zoom).toHaveText('500%');
  await shoot(page, 'notes-image-viewer-1366');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Inline edit of the text note.
  const textNote = notes(dialog).last();
  await textNote.getByRole('button', { name: /^Edit/ }).click();
  await textNote.getByRole('textbox', { name: 'Note' }).fill('Pickup moved to Monday');
  await textNote.getByRole('button', { name: 'Save' }).click();
  await expect(notes(dialog).last()).toContainText('Pickup moved to Monday');

  // The count on the Notes action.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Notes for ${line} (3)` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: `Notes for ${line} (3)` }).click();
  await expect(notes(dialog)).toHaveCount(3);
  await shoot(page, 'notes-390');
});

test('a recorded voice memo becomes an audio note and is transcribed', async ({ page }) => {
  test.setTimeout(90_000);
  const line = `Trucking ${Date.now()}`;
  const { quotationId } = await quotationWithCostLine(page.request, line);
  await page.setViewportSize({ width: 1366, height: 900 });
  const dialog = await openNotes(page, quotationId, line);

  await chooseType(dialog, 'Audio');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByText('Please record audio first')).toBeVisible();

  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  await expect(dialog.getByText('Recording...')).toBeVisible();
  await page.waitForTimeout(1200); // a clip of about a second (the fake microphone beeps)
  await dialog.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(dialog.getByRole('button', { name: 'Record Again' })).toBeVisible();
  await expect(dialog.getByLabel('Recorded audio')).toBeVisible();

  // Switching away from audio discards the clip.
  await chooseType(dialog, 'Text');
  await chooseType(dialog, 'Audio');
  await expect(dialog.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  await expect(dialog.getByLabel('Recorded audio')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  await page.waitForTimeout(1200);
  await dialog.getByRole('button', { name: 'Stop Recording' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Call with carrier');
  await addNote(dialog);
  const memo = notes(dialog).first();
  await expect(memo).toContainText('Call with carrier');
  await expect(memo.locator('audio')).toHaveAttribute('src', /\/api\/1\/files\/\d+/);

  await memo.getByRole('button', { name: 'Transcribe Call with carrier' }).click();
  await expect(memo.getByTestId('transcript')).toHaveText(
    'Call with the carrier: pickup moves to Friday at 9.',
    { timeout: 20_000 },
  );
  await shoot(page, 'notes-audio-1366');
});

test('phone, document and video notes; a refused file is told in the spec words', async ({ page }) => {
  test.setTimeout(90_000);
  const line = `Customs ${Date.now()}`;
  const { quotationId } = await quotationWithCostLine(page.request, line);
  const dialog = await openNotes(page, quotationId, line);

  await chooseType(dialog, 'Phone');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('call me');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+1 (555) 010-2030');
  await addNote(dialog);
  await expect(notes(dialog).first().getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute(
    'href',
    'tel:+15550102030',
  );

  await chooseType(dialog, 'Document');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByText('Please choose a file first')).toBeVisible();
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg/>'),
  });
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(dialog.getByText('File type not supported: image/svg+xml')).toBeVisible();
  await fileInput.setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await addNote(dialog);
  await expect(notes(dialog).first().getByRole('link', { name: 'invoice.pdf' })).toBeVisible();

  await chooseType(dialog, 'Video');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'unloading.webm',
    mimeType: 'video/webm',
    buffer: Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(256),
    ]),
  });
  await addNote(dialog);
  await expect(notes(dialog).first().locator('video')).toHaveAttribute('src', /\/api\/1\/files\/\d+/);
  await expect(dialog.getByText('Notes (3)')).toBeVisible();

  // Deleting a note takes it off the list and the count.
  await notes(dialog)
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(notes(dialog)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Notes for ${line} (2)` })).toBeVisible();
});

test('a microphone that cannot be opened, and a recording that cannot be played, are told in the spec words', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const line = `Storage ${Date.now()}`;
  const { quotationId } = await quotationWithCostLine(page.request, line);
  // The browser refuses the microphone, as it does when the user said no.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  });
  const dialog = await openNotes(page, quotationId, line);
  await chooseType(dialog, 'Audio');
  await dialog.getByRole('button', { name: 'Start Recording' }).click();
  await expect(
    dialog.getByText('Failed to start recording. Please check microphone permissions.'),
  ).toBeVisible();

  // An audio note whose file no longer answers.
  const upload = await page.request.post('/api/1/files?purpose=note', {
    multipart: {
      file: {
        name: 'memo.webm',
        mimeType: 'audio/webm',
        buffer: Buffer.concat([
          Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]),
          Buffer.from('webm'),
          Buffer.alloc(256),
        ]),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const [{ data }] = (await upload.json()) as { data: { id: number } }[];
  const costLineId = (
    (await (await page.request.get(`/api/1/cost_items?quotation_id=${quotationId}`)).json()) as {
      data: { id: number }[];
    }
  ).data[0]!.id;
  const created = await page.request.post('/api/1/cost_item_notes', {
    data: { cost_item_id: costLineId, type: 'audio', title: 'Broken memo', upload_id: data.id },
  });
  expect(created.status()).toBe(201);
  await page.route(`**/api/1/files/${data.id}`, (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  const reopened = await openNotes(page, quotationId, line);
  await expect(reopened.getByText('Unable to play audio. The file may not be available.')).toBeVisible();
});
