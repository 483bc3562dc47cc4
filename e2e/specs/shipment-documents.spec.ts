import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/accessibility';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { screenshotForReview } from '../support/screenshots';
import { shipmentOfActiveQuotation } from '../support/shipments';

signInBeforeEach(120_000);

test('both PDFs download from the Documents card, and the booking confirmation is e-mailed with its tracking link in the language picked', async ({
  page,
}) => {
  const tag = uniqueTag();
  const clientEmail = `cliente-${tag}@example.com`;
  const { shipment } = await shipmentOfActiveQuotation(page.request, `Ñandú Logística ${tag}`, clientEmail);
  await page.goto(`/shipments/${shipment.id}`);
  await expect(page.getByText('No documents filed yet.')).toBeVisible();

  for (const [kind, title] of [
    ['booking_confirmation', 'Booking confirmation'],
    ['house_bill', 'House bill'],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await page.getByTestId(`shipment-document-${kind}`).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${shipment.shipment_number} ${title}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  // Each download files its copy in the shipment's documents.
  await expect(page.getByRole('list', { name: 'Filed documents' }).getByRole('listitem')).toHaveCount(2);

  // Sent with every field left empty: to the shipment's contact, the standard subject and message, in the
  // language picked instead of the client's (the subject's placeholder follows it).
  await page.getByRole('button', { name: 'Send booking confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: `Send booking confirmation ${shipment.shipment_number}` });
  const subject = dialog.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveAttribute('placeholder', `Booking confirmation ${shipment.shipment_number}`);
  await expect(dialog.getByTestId('send-language')).toHaveValue('English');
  await dialog.getByTestId('send-language').click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(subject).toHaveAttribute(
    'placeholder',
    `Confirmation de réservation ${shipment.shipment_number}`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: test.info().outputPath('send-booking-confirmation-390.png') });
  await expectNoBlockingViolations(page, 'the send booking confirmation dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Booking confirmation ${shipment.shipment_number} sent`)).toBeVisible();

  const mail = await waitForMail(page.request, clientEmail, shipment.shipment_number);
  expect(mail.subject).toBe(`Confirmation de réservation ${shipment.shipment_number}`);
  expect(mail.text).toContain(shipment.tracking_url);
  expect(mail.attachments).toEqual([
    expect.objectContaining({
      filename: `${shipment.shipment_number} Booking confirmation.pdf`,
      contentType: 'application/pdf',
    }),
  ]);
});
