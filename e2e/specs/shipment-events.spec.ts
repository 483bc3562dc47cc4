import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { quotationWithCostLine } from '../support/notes';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(60_000);

test('a carrier departure event sets the milestone and shows in the shipment page’s Events card', async ({
  page,
}) => {
  const tag = uniqueTag();
  const { quotationId } = await quotationWithCostLine(page.request, `Flete aéreo ${tag}`);
  const air = await page.request.put(`/api/1/quotations/${quotationId}`, { data: { transport_mode: 'Air' } });
  expect(air.status(), await air.text()).toBe(200);
  const moved = await page.request.put(`/api/1/quotations/${quotationId}`, { data: { status: 'Active' } });
  expect(moved.status(), await moved.text()).toBe(200);
  const list = await page.request.get(`/api/1/shipments?quotation_id=${quotationId}`);
  const [shipment] = ((await list.json()) as { data: { id: number }[] }).data;

  const posted = await page.request.post(`/api/1/shipments/${shipment!.id}/events`, {
    data: {
      eventId: `176-${tag}-DEP`,
      statusCode: 'DEP',
      eventDateTime: '2026-11-20T23:05:00+03:00',
      airportCode: 'KWI',
      flightNumber: 'KU 101',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const unknown = await page.request.post(`/api/1/shipments/${shipment!.id}/events`, {
    data: { eventId: `176-${tag}-FOH`, statusCode: 'FOH', eventDateTime: '2026-11-20T20:00:00+03:00' },
  });
  expect(unknown.status(), await unknown.text()).toBe(202);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/shipments/${shipment!.id}`);
  await expect(page.getByTestId('milestone-departed').getByText('Done')).toBeVisible();
  await expect(page.getByText('In transit', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Set: Departed')).toBeVisible();
  await expect(page.getByText('No matching milestone')).toBeVisible();
  await page.getByText('Set: Departed').scrollIntoViewIfNeeded();
  await screenshotForReview(page, {
    path: test.info().outputPath('shipment-events-390.png'),
    fullPage: true,
  });
});
