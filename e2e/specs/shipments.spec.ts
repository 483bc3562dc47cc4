import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotationForClient } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

test('a client accepts a sent quote through its link; staff set two milestones, a departure event follows, and the tracking page shows all three', async ({
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
  await expect(page.getByText('Air freight', { exact: true })).toBeVisible();

  // Two milestones set in place on the timeline.
  for (const [key, when] of [
    ['booked', '2026-11-24T09:00'],
    ['received', '2026-11-26T16:45'],
  ] as const) {
    const milestone = page.getByTestId(`milestone-${key}`);
    await milestone.getByRole('button', { name: 'Set actual' }).click();
    await milestone.getByRole('textbox', { name: 'Actual time' }).fill(when);
    await milestone.getByRole('button', { name: 'Save' }).click();
    await expect(milestone.getByText('Done')).toBeVisible();
  }

  // The airline's departure message, through the API, sets the third and moves the shipment on.
  const shipmentId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const event = await page.request.post(`/api/1/shipments/${shipmentId}/events`, {
    data: {
      eventId: `176-${tag}-DEP`,
      statusCode: 'DEP',
      eventDateTime: '2026-11-27T23:05:00+01:00',
      airportCode: 'FRA',
      flightNumber: 'LH 8160',
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  await expect(page.getByTestId('milestone-departed').getByText('Done')).toBeVisible();
  await expect(page.getByText('In transit', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Set: Departed')).toBeVisible();
  const shipmentNumber = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const trackingUrl = (await page.getByTestId('shipment-tracking-url').textContent()) ?? '';

  // The client, signed out, follows the same three on the tracking page.
  const follower = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tracking = await follower.newPage();
  await tracking.goto(new URL(trackingUrl).pathname);
  await expect(tracking.getByRole('heading', { level: 1 })).toHaveText(`Shipment ${shipmentNumber}`);
  await expect(tracking.getByText('In transit', { exact: true })).toBeVisible();
  for (const key of ['booked', 'received', 'departed']) {
    await expect(tracking.getByTestId(`tracking-milestone-${key}`).getByText('Done')).toBeVisible();
  }
  await expect(tracking.getByTestId('tracking-milestone-arrived').getByText('Done')).toHaveCount(0);
  await expect(tracking.getByText('Air freight')).toHaveCount(0);
  await screenshotForReview(tracking, { path: test.info().outputPath('tracking-390.png'), fullPage: true });
  await follower.close();

  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshotForReview(page, { path: test.info().outputPath('shipment-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: test.info().outputPath('shipment-390.png'), fullPage: true });

  await page.goto('/shipments');
  await expect(page.getByRole('tab', { name: /In transit/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search shipments' }).fill(`Müller Spedition ${tag}`);
  await expect(page.getByRole('link', { name: /^SH-\d{4}-\d{5}$/ })).toHaveCount(1);
  await screenshotForReview(page, { path: test.info().outputPath('shipments-390.png'), fullPage: true });
});
