import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { seedContacts, uniqueTag } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { createQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

test('bill a KWD shipment: create the invoice, edit its due date, issue, send, pay part, credit one line, pay the rest, see the profit', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Ñandú Logística ${tag}`;
  const [contact] = await seedContacts(page.request, [{ name, email: `cliente-${tag}@example.com` }]);
  const q = await createQuotation(page.request, {
    contact_id: contact.id,
    client_name: name,
    currency: 'KWD',
  });
  for (const [description, total_cost] of [
    ['Flete aéreo', 980.125],
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
  const editor = page.getByRole('form', { name: 'Edit draft invoice' });
  await expect(editor.getByLabel('Description 1')).toHaveValue(/Flete aéreo$/);
  // KWD has three decimals: 980.125 + 120.500 net, 21 % tax on each line.
  await expect(editor.getByLabel('Draft totals')).toContainText('1,100.625');
  const due = editor.getByLabel('Due date');
  await due.fill('2033-01-15');
  await due.press('Tab');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page.getByText('Due: 2033-01-15')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: 'test-results/invoice-draft-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^INV-\d{4}-\d{5}$/ })).toBeVisible();
  await expect(page.getByLabel('Issued: locked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
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

  await page.getByRole('button', { name: 'Choose lines to credit' }).click();
  const credit = page.getByRole('dialog', { name: `Credit note for ${number}` });
  await credit.getByRole('checkbox', { name: /Flete aéreo/ }).uncheck();
  await credit.getByRole('button', { name: 'Make credit note' }).click();
  await expect(page.getByRole('heading', { name: 'Draft credit note' })).toBeVisible();
  await expect(page.getByText('Despacho de aduana')).toBeVisible();
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('heading', { name: /^CN-\d{4}-\d{5}$/ })).toBeVisible();

  await page.getByRole('link', { name: `Credits ${number}` }).click();
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  const audit = page.getByRole('region', { name: 'Audit' });
  for (const action of ['Credit note drafted', 'Payment recorded', 'Invoice sent', 'Invoice issued']) {
    await expect(audit.getByText(action, { exact: true })).toBeVisible();
  }

  // The part payment and the credit note leave the rest due: paying it (the dialog offers what is due) makes
  // the invoice Paid, and the shipment's profit counts what was invoiced net of the credit note.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const rest = page.getByRole('dialog', { name: 'Record payment' });
  await rest.getByRole('button', { name: 'Save payment' }).click();
  await expect(rest).toHaveCount(0);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await screenshotForReview(page, { path: 'test-results/invoice-issued-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: 'test-results/invoice-issued-390.png', fullPage: true });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/shipments/${shipmentId}`);
  const profit = page.getByRole('table', { name: 'Profit' });
  await expect(profit.getByRole('row').filter({ hasText: 'Invoiced (net of credit notes)' })).toContainText(
    '980.125',
  );
});
