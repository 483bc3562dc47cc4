import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { createQuotationForClient } from '../support/quotations';

signInBeforeEach(120_000);

test('bill a shipment: create the invoice, issue, download and send it, record a payment and credit one line', async ({
  page,
}) => {
  const tag = uniqueTag();
  const q = await createQuotationForClient(
    page.request,
    `Ñandú Logística ${tag}`,
    `cliente-${tag}@example.com`,
  );
  for (const [description, total_cost] of [
    ['Flete aéreo', 980],
    ['Despacho de aduana', 120.5],
  ] as const) {
    const cost = await page.request.post('/api/1/cost_items', {
      data: { quotation_id: q.id, category_id: 1, description, calculation_method: 'Fixed', total_cost },
    });
    expect(cost.status(), await cost.text()).toBe(201);
  }
  const moved = await page.request.put(`/api/1/quotations/${q.id}`, { data: { status: 'Active' } });
  expect(moved.status(), await moved.text()).toBe(200);
  const shipment = await page.request.post(`/api/1/quotations/${q.id}/shipment`);
  const shipmentId = (await shipment.json()).id as number;

  await page.goto(`/shipments/${shipmentId}`);
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Draft invoice' })).toBeVisible();
  await expect(page.getByText('Flete aéreo').first()).toBeVisible();
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^INV-\d{4}-\d{5}$/ })).toBeVisible();
  await expect(page.getByLabel('Issued: locked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue' })).toHaveCount(0);
  const number = (await page.getByRole('heading', { name: /^INV-\d{4}-\d{5}$/ }).textContent())!;

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Invoice ${number}.pdf`);

  // Left empty, the e-mail goes to the client contact with the standard subject and the PDF attached.
  await page.getByRole('button', { name: 'Send' }).click();
  const sendDialog = page.getByRole('dialog', { name: `Send invoice ${number}` });
  await sendDialog.getByRole('button', { name: 'Send' }).click();
  await expect(sendDialog).toHaveCount(0);
  const mail = await waitForMail(page.request, `cliente-${tag}@example.com`, `Invoice ${number}`);
  expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    [`Invoice ${number}.pdf`, 'application/pdf'],
  ]);

  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByLabel(/^Amount/).fill('500');
  await dialog.getByLabel('Reference').fill(`Transferencia ${tag}`);
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByText('Partially paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Transferencia ${tag}`)).toBeVisible();

  await page.getByRole('button', { name: /^Credit line .*Despacho de aduana/ }).click();
  await expect(page.getByRole('heading', { name: 'Draft credit note' })).toBeVisible();
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^CN-\d{4}-\d{5}$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/invoices-credit-note.png', fullPage: true });
});
