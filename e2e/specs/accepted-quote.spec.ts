import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotationForClient } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

/**
 * Once the client accepts through the link, the offer is locked: staff see the Accepted banner with the
 * accepted total, who accepted and their PO, and the cost lines have no Edit or Delete; the server refuses an
 * edit with the way out (Revise). The client's link keeps showing what they accepted.
 */
test('the client accepts through the link, then staff see the banner and cannot edit a cost line', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const q = await createQuotationForClient(page.request, `Cliente ${tag}`, `cliente-${tag}@example.com`);
  const cost = await page.request.post('/api/1/cost_items', {
    data: {
      quotation_id: q.id,
      category_id: 1,
      description: 'Flete marítimo',
      calculation_method: 'Fixed',
      total_cost: 1250,
    },
  });
  expect(cost.status(), await cost.text()).toBe(201);
  const sent = await page.request.post(`/api/1/quotations/${q.id}/send`, {
    data: { to: [`cliente-${tag}@example.com`], subject: 'Cotización', message: 'Hola' },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const link = new URL((await sent.json()).acceptance_url as string).pathname;

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto(link);
  await clientPage.getByLabel('Full name').fill('José Núñez');
  await clientPage.getByLabel('Purchase order number').fill('PO-2026-17');
  await clientPage.getByLabel('I accept the terms and conditions of this quote').check();
  await clientPage.getByRole('button', { name: 'Accept quote' }).click();
  await expect(clientPage.getByTestId('public-answer')).toContainText('Accepted by José Núñez');
  await expect(clientPage.getByText('Flete marítimo')).toBeVisible();
  await expect(clientPage.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await screenshotForReview(clientPage, {
    path: test.info().outputPath('public-accepted-390.png'),
    fullPage: true,
  });
  await client.close();

  await page.goto(`/quotations/${q.id}/cost-breakdown`);
  const banner = page.getByTestId('quote-answer');
  await expect(banner).toContainText('Accepted by José Núñez');
  await expect(banner).toContainText('PO-2026-17');
  await expect(page.getByTestId('accepted-total')).toContainText('1,250.00');
  await expect(page.getByTestId('offer-locked')).toContainText('revise the quote');
  await expect(banner.getByRole('button', { name: 'Revise' })).toBeVisible();
  await expect(page.getByText('Flete marítimo').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Flete marítimo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Flete marítimo' })).toHaveCount(0);
  await screenshotForReview(page, {
    path: test.info().outputPath('accepted-breakdown-1366.png'),
    fullPage: true,
  });

  const refused = await page.request.put(`/api/1/cost_items/${(await cost.json()).id}`, {
    data: { total_cost: 1 },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.code).toBe('QUOTE_ACCEPTED_LOCKED');

  // The Edit form shows the offer but lets only the internal fields change, and points at Revise.
  await page.goto(`/quotations/${q.id}/edit`);
  await expect(page.getByTestId('accepted-offer-note')).toContainText('Revise the quotation');
  await expect(page.getByTestId('accepted-offer-note').getByRole('button', { name: 'Revise' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Client Name' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
  await screenshotForReview(page, {
    path: test.info().outputPath('accepted-edit-form-1366.png'),
    fullPage: true,
  });

  // Deleting it is refused: the list's Delete says why, and the server answers 409.
  await page.goto(`/active-orders?search=${encodeURIComponent(`Cliente ${tag}`)}`);
  const row = page.getByRole('row').filter({ hasText: `Cliente ${tag}` });
  await expect(row.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true');
  await row.getByRole('button', { name: 'Delete' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('cannot be deleted');
  const deleted = await page.request.delete(`/api/1/quotations/${q.id}`);
  expect(deleted.status()).toBe(409);
  expect((await deleted.json()).error.code).toBe('QUOTE_ACCEPTED_LOCKED');
});
