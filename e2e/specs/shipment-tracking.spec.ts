import { expect, test } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/accessibility';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { addPricedCostLine, createQuotationForClient } from '../support/quotations';

signInBeforeEach(120_000);

test('staff move a quotation to Active and set a milestone; the customer, signed out, follows it at 390 px', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const q = await createQuotationForClient(
    page.request,
    `Ñandú Logística ${tag}`,
    `cliente-${tag}@example.com`,
  );
  await addPricedCostLine(page.request, q.id, { description: 'Flete marítimo', total_cost: 1250.5 });
  const moved = await page.request.put(`/api/1/quotations/${q.id}`, { data: { status: 'Active' } });
  expect(moved.status(), await moved.text()).toBe(200);
  const list = await page.request.get(`/api/1/shipments?quotation_id=${q.id}`);
  const shipmentId = (await list.json()).data[0].id as number;

  // Staff: the shipment page shows the tracking link; a milestone gets its actual.
  await page.goto(`/shipments/${shipmentId}`);
  const trackingLink = page.getByTestId('shipment-tracking-url');
  await expect(trackingLink).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  const trackingUrl = (await trackingLink.textContent()) ?? '';
  expect(trackingUrl).toMatch(/\/t\/[A-Za-z0-9_-]{43}$/);
  const departed = page.getByTestId('milestone-departed');
  await departed.getByRole('button', { name: 'Set actual' }).click();
  await departed.getByRole('textbox', { name: 'Actual time' }).fill('2026-11-27T10:30');
  await departed.getByRole('button', { name: 'Save' }).click();
  await expect(departed.getByText('Done')).toBeVisible();
  const shipmentNumber = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // The customer, signed out, on a phone-sized screen.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await customer.newPage();
  await customerPage.goto(new URL(trackingUrl).pathname);
  await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(`Shipment ${shipmentNumber}`);
  await expect(customerPage.getByText('In transit', { exact: true })).toBeVisible();
  await expect(customerPage.getByTestId('tracking-milestone-departed').getByText('Done')).toBeVisible();
  await expect(customerPage.getByText('Flete marítimo')).toHaveCount(0);
  const width = await customerPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await customerPage.screenshot({ path: test.info().outputPath('tracking-390.png'), fullPage: true });
  await expectNoBlockingViolations(customerPage, "the customer's tracking page");

  await customerPage.goto(`/t/${'A'.repeat(43)}`);
  await expect(customerPage.getByText(/This tracking link is not known/)).toBeVisible();
  await customer.close();
});
