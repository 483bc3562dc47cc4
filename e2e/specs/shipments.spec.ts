import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotationForClient } from '../support/quotations';

signInBeforeEach(120_000);

test('a client accepts a sent quote through its link; staff open its shipment and set a milestone', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const q = await createQuotationForClient(
    page.request,
    `Müller Spedition ${tag}`,
    `client-${tag}@example.com`,
  );
  const cost = await page.request.post('/api/1/cost_items', {
    data: {
      quotation_id: q.id,
      category_id: 1,
      description: 'Air freight',
      calculation_method: 'Fixed',
      total_cost: 980,
    },
  });
  expect(cost.status(), await cost.text()).toBe(201);
  const sent = await page.request.post(`/api/1/quotations/${q.id}/send`, {
    data: { to: [`client-${tag}@example.com`], subject: 'Your quote', message: 'Please find it attached.' },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const link = (await sent.json()).acceptance_url as string;

  // The client, signed out, accepts on a phone-sized screen.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto(new URL(link).pathname);
  await clientPage.getByLabel('Full name').fill('Jürgen Müller');
  await clientPage.getByLabel('I accept the terms and conditions of this quote').check();
  await clientPage.getByRole('button', { name: 'Accept quote' }).click();
  await expect(clientPage.getByText('Thank you: your acceptance has been recorded.')).toBeVisible();
  await client.close();

  // Staff: from the quotation to its shipment.
  await page.goto(`/quotations/${q.id}`);
  const shipmentLink = page
    .getByTestId('quotation-header')
    .getByRole('link', { name: /^Shipment SH-\d{4}-\d{5}$/ });
  await expect(shipmentLink).toBeVisible();
  await shipmentLink.click();
  await expect(page.getByRole('heading', { name: /^SH-\d{4}-\d{5}$/ })).toBeVisible();
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Air freight')).toBeVisible();

  const departed = page.getByTestId('milestone-departed');
  await departed.getByRole('button', { name: 'Set actual' }).click();
  await departed.getByRole('textbox', { name: 'Actual time' }).fill('2026-11-27T10:30');
  await departed.getByRole('button', { name: 'Save' }).click();
  await expect(departed.getByText('Done')).toBeVisible();
  await expect(page.getByText('In transit', { exact: true }).first()).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('shipment-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('shipment-390.png'), fullPage: true });

  await page.goto('/shipments');
  await expect(page.getByRole('tab', { name: /In transit/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search shipments' }).fill(`Müller Spedition ${tag}`);
  await expect(page.getByRole('link', { name: /^SH-\d{4}-\d{5}$/ })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('shipments-390.png'), fullPage: true });
});
