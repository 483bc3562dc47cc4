import { expect, test } from '@playwright/test';
import { expectNoBlockingViolations } from '../support/accessibility';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { screenshotForReview } from '../support/screenshots';
import { shipmentOfActiveQuotation } from '../support/shipments';

signInBeforeEach(120_000);

test('staff move a quotation to Active and set a milestone; the customer, signed out, follows it at 390 px', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const { shipment } = await shipmentOfActiveQuotation(
    page.request,
    `Ñandú Logística ${tag}`,
    `cliente-${tag}@example.com`,
  );
  const shipmentId = shipment.id;

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
  await screenshotForReview(customerPage, {
    path: test.info().outputPath('tracking-390.png'),
    fullPage: true,
  });
  await expectNoBlockingViolations(customerPage, "the customer's tracking page");

  await customerPage.goto(`/t/${'A'.repeat(43)}`);
  await expect(customerPage.getByText(/This tracking link is not known/)).toBeVisible();
  await customer.close();
});

test('signed out at 390 px, the customer asks for e-mail updates, confirms by the mailed link, and hears of the milestone staff set', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const { shipment } = await shipmentOfActiveQuotation(
    page.request,
    `Ñandú Logística ${tag}`,
    `cliente-${tag}@example.com`,
  );
  const subscriber = `seguimiento.${tag}@example.com`;

  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customerPage = await customer.newPage();
  await customerPage.goto(new URL(shipment.tracking_url).pathname);
  const updates = customerPage.getByRole('region', { name: 'Get e-mail updates' });
  await updates.getByRole('button', { name: 'Get e-mail updates' }).click();
  await expect(updates.getByText('Enter your e-mail address')).toBeVisible();
  await updates.getByRole('textbox', { name: 'E-mail' }).fill('seguimiento@');
  await updates.getByRole('button', { name: 'Get e-mail updates' }).click();
  await expect(updates.getByText('Enter a valid e-mail address')).toBeVisible();
  await updates.getByRole('textbox', { name: 'E-mail' }).fill(subscriber);
  await updates.getByRole('checkbox', { name: 'Booked' }).uncheck();
  await screenshotForReview(customerPage, {
    path: test.info().outputPath('tracking-subscribe-390.png'),
    fullPage: true,
  });
  await updates.getByRole('button', { name: 'Get e-mail updates' }).click();
  await expect(updates.getByRole('status')).toBeVisible();

  const confirmation = await waitForMail(page.request, subscriber, 'Confirm e-mail updates');
  const confirmLink = /https?:\/\/\S+\/confirm\/[A-Za-z0-9_-]+/.exec(confirmation.text)?.[0];
  expect(confirmLink, confirmation.text).toBeDefined();
  await customerPage.goto(new URL(confirmLink!).pathname);
  await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText('Confirm e-mail updates');
  await customerPage.getByRole('button', { name: 'Confirm e-mail updates' }).click();
  const confirmed = customerPage.getByRole('status');
  await expect(confirmed).toContainText(`E-mail updates on shipment ${shipment.shipment_number} are on.`);
  await expect(confirmed).toContainText('Departed');
  await expect(confirmed).not.toContainText('Booked');
  await screenshotForReview(customerPage, {
    path: test.info().outputPath('tracking-confirmed-390.png'),
    fullPage: true,
  });
  await expectNoBlockingViolations(customerPage, 'the e-mail updates confirmation page');
  await customer.close();

  // Staff set the departure; the confirmed address hears of it.
  await page.goto(`/shipments/${shipment.id}`);
  const departed = page.getByTestId('milestone-departed');
  await departed.getByRole('button', { name: 'Set actual' }).click();
  await departed.getByRole('textbox', { name: 'Actual time' }).fill('2026-11-27T10:30');
  await departed.getByRole('button', { name: 'Save' }).click();
  await expect(departed.getByText('Done')).toBeVisible();
  const update = await waitForMail(page.request, subscriber, `Shipment ${shipment.shipment_number}: `);
  expect(update.subject).toMatch(/Departed$/);
  expect(update.text).toContain(shipment.tracking_url);
  expect(update.text).toMatch(/Stop these updates: \S+\/unsubscribe\//);
});
