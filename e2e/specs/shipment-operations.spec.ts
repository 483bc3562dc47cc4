import { expect, test } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/accessibility';
import { signInBeforeEach } from '../support/auth';
import { seedContacts, uniqueTag } from '../support/contacts';
import { screenshotForReview } from '../support/screenshots';
import { fetchShipment, shipmentOfActiveQuotation } from '../support/shipments';

signInBeforeEach(120_000);

test('staff move the main leg’s ETA and the arrival milestones follow; a picked consignee stays after reload', async ({
  page,
}) => {
  const tag = uniqueTag();
  const consigneeName = `فاطمة الحسن ${tag}`;
  await seedContacts(page.request, [{ name: consigneeName, email: `fatima-${tag}@example.com` }]);
  const { shipment } = await shipmentOfActiveQuotation(
    page.request,
    `Ñandú Logística ${tag}`,
    `cliente-${tag}@example.com`,
  );
  const main = shipment.legs.find((leg) => leg.kind === 'main');
  expect(main, 'the shipment starts with a main leg').toBeDefined();
  const arrivedBefore = shipment.milestones.find((m) => m.key === 'arrived')!.planned_at;

  await page.goto(`/shipments/${shipment.id}`);
  const arrived = page.getByTestId('milestone-arrived');
  await expect(arrived).toBeVisible();
  const plannedBefore = await arrived.getByText(/^Planned:/).textContent();

  await page.getByRole('button', { name: `Edit leg ${shipment.legs.indexOf(main!) + 1}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('ETA', { exact: true })).toBeVisible();
  await expectNoBlockingViolations(page, 'the edit leg dialog', '[role="dialog"]');
  await dialog.getByLabel('ETA', { exact: true }).fill('2026-12-15T08:00');
  await dialog.getByRole('button', { name: 'Save Leg' }).click();
  await expect(dialog).toBeHidden();
  await expect(arrived.getByText(/^Planned:/)).not.toHaveText(plannedBefore ?? '');

  // The server planned the arrival milestones from the new ETA (in the browser's time zone, as typed).
  const typedEta = await page.evaluate(() => new Date('2026-12-15T08:00').toISOString());
  const after = await fetchShipment(page.request, shipment.id);
  expect(after.legs.find((leg) => leg.id === main!.id)!.eta).toBe(typedEta);
  const plannedAfter = Object.fromEntries(after.milestones.map((m) => [m.key, m.planned_at]));
  expect(plannedAfter.arrived).not.toBe(arrivedBefore);
  expect(plannedAfter.arrived).toBe(typedEta);
  // One leg: it is also the last, from which delivery is planned.
  expect(plannedAfter.delivered).toBe(typedEta);

  // Parties: the consignee is picked from the contacts, saved, and still there after a reload.
  const consignee = page.getByRole('combobox', { name: 'Consignee' });
  await consignee.click();
  await consignee.pressSequentially(tag, { delay: 30 });
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(consigneeName) })
    .click();
  await expect(consignee).toHaveValue(consigneeName);
  await page.getByRole('button', { name: 'Save Parties' }).click();
  await expect
    .poll(async () => (await fetchShipment(page.request, shipment.id)).consignee_contact_id)
    .not.toBeNull();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Consignee' })).toHaveValue(consigneeName);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, {
    path: test.info().outputPath('shipment-operations-390.png'),
    fullPage: true,
  });
  // On a phone the long tracking link wraps; the Copy button beside it keeps its whole word.
  const copy = page.getByRole('button', { name: 'Copy' });
  const label = copy.locator('.mantine-Button-label');
  const widths = await label.evaluate((shown) => ({ needed: shown.scrollWidth, shown: shown.clientWidth }));
  expect(widths.shown, 'the Copy button shows its whole label').toBeGreaterThanOrEqual(widths.needed);
  await expect(copy).toBeInViewport({ ratio: 1 });
});

test('a fresh shipment is cancelled then deleted, and its quotation can then leave Active', async ({
  page,
}) => {
  const tag = uniqueTag();
  const { quotation, shipment } = await shipmentOfActiveQuotation(
    page.request,
    `Müller Spedition ${tag}`,
    `kunde-${tag}@example.com`,
  );

  // While the shipment runs, the quotation stays Active.
  const refused = await page.request.put(`/api/1/quotations/${quotation.id}`, {
    data: { status: 'Working' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.code).toBe('SHIPMENT_EXISTS');

  await page.goto(`/shipments/${shipment.id}`);
  await page.getByRole('button', { name: 'Cancel Shipment' }).click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Shipment' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Shipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete shipment' });
  await expect(dialog).toContainText(`Delete shipment ${shipment.shipment_number}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/shipments$/);
  await expect(page.getByText(`Shipment ${shipment.shipment_number} deleted`)).toBeVisible();
  expect((await page.request.get(`/api/1/shipments/${shipment.id}`)).status()).toBe(404);

  const moved = await page.request.put(`/api/1/quotations/${quotation.id}`, { data: { status: 'Working' } });
  expect(moved.status(), await moved.text()).toBe(200);
});
