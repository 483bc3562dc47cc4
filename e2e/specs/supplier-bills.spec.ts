import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotationForClient } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

test("check a supplier's bill against the expected cost, approve it over the tolerance and see the job's profit", async ({
  page,
}) => {
  const tag = uniqueTag();
  const q = await createQuotationForClient(
    page.request,
    `Ñandú Logística ${tag}`,
    `cliente-${tag}@example.com`,
  );
  const cost = await page.request.post('/api/1/cost_items', {
    data: {
      quotation_id: q.id,
      category_id: 1,
      description: 'Flete marítimo',
      calculation_method: 'Fixed',
      total_cost: 1500,
      supplier: `Naviera ${tag}`,
      buy_total: 1000,
    },
  });
  expect(cost.status(), await cost.text()).toBe(201);
  expect((await page.request.put(`/api/1/quotations/${q.id}`, { data: { status: 'Active' } })).status()).toBe(
    200,
  );
  const shipmentId = (await (await page.request.post(`/api/1/quotations/${q.id}/shipment`)).json())
    .id as number;

  await page.goto(`/shipments/${shipmentId}`);
  await page.getByRole('button', { name: 'Record bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record supplier bill' });
  await dialog.getByLabel('Bill number').fill(`NV-${tag}`);
  await dialog.getByLabel(/Flete marítimo/).fill('1100');
  await dialog.getByRole('button', { name: 'Record bill' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Pending approval')).toBeVisible();
  const costs = page.getByRole('table', { name: 'Expected costs' });
  await expect(costs.getByRole('row').filter({ hasText: 'Flete marítimo' })).toContainText('over tolerance');

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  const profit = page.getByRole('table', { name: 'Profit' });
  await expect(profit.getByRole('row').filter({ hasText: 'Planned margin' })).toContainText('500.00');
  await expect(profit.getByRole('row').filter({ hasText: 'Actual margin' })).toContainText('400.00');
  await screenshotForReview(page, { path: 'test-results/supplier-bills.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: 'test-results/supplier-bills-390.png', fullPage: true });
});
