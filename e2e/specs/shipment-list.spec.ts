import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// The Shipments list's filters, the global search and the dashboard's card (docs/api.md, Shipments). Each
// test names its clients with its own tag and searches by it, so another worker's shipments never show.

signInBeforeEach(120_000);

interface Shipment {
  id: number;
  shipment_number: string;
  legs: { id: number }[];
  milestones: { id: number; key: string }[];
}

/** An accepted quotation's shipment for `client`: staff moving the quotation to Active makes it. */
async function acceptedShipment(request: APIRequestContext, client: string): Promise<Shipment> {
  const q = await createQuotation(request, { client_name: client });
  const moved = await request.put(`/api/1/quotations/${q.id}`, { data: { status: 'Active' } });
  expect(moved.status(), await moved.text()).toBe(200);
  const listed = await request.get(`/api/1/shipments?quotation_id=${q.id}`);
  const [row] = ((await listed.json()) as { data: { id: number }[] }).data;
  return (await (await request.get(`/api/1/shipments/${row!.id}`)).json()) as Shipment;
}

async function put(request: APIRequestContext, url: string, data: object) {
  const res = await request.put(`/api/1${url}`, { data });
  expect(res.status(), await res.text()).toBe(200);
}

const rowLink = (page: Page, shipment: Shipment) =>
  page.getByRole('link', { name: shipment.shipment_number, exact: true });

test('filters the list by late milestones and by an ETA window typed in the user’s date format', async ({
  page,
}) => {
  const tag = uniqueTag();
  const client = `Transportes Peñalolén ${tag}`;
  const behind = await acceptedShipment(page.request, client);
  const june = await acceptedShipment(page.request, client);
  const undated = await acceptedShipment(page.request, client);
  await put(page.request, `/shipment_legs/${behind.legs[0]!.id}`, { eta: '2033-05-10T12:00:00.000Z' });
  await put(page.request, `/shipment_milestones/${behind.milestones[0]!.id}`, {
    planned_at: '2020-01-01T08:00:00.000Z',
  });
  await put(page.request, `/shipment_legs/${june.legs[0]!.id}`, { eta: '2033-06-20T12:00:00.000Z' });

  await page.goto(`/shipments?q=${encodeURIComponent(tag)}`);
  for (const shipment of [behind, june, undated]) await expect(rowLink(page, shipment)).toBeVisible();
  await expect(page.getByLabel('1 late milestone', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByRole('combobox', { name: 'Milestones' }).click();
  await page.getByRole('option', { name: 'Late milestones' }).click();
  await expect(page).toHaveURL(/late=true/);
  await expect(rowLink(page, behind)).toBeVisible();
  await expect(rowLink(page, june)).toHaveCount(0);
  await expect(rowLink(page, undated)).toHaveCount(0);
  // The tabs count under the other filters too.
  await expect(page.getByRole('tab', { name: /^All\s*1$/ })).toBeVisible();

  await page.getByRole('combobox', { name: 'Milestones' }).click();
  await page.getByRole('option', { name: 'All milestones' }).click();
  await page.getByRole('textbox', { name: 'ETA from' }).fill('06/01/2033');
  await page.getByRole('textbox', { name: 'ETA from' }).press('Tab');
  await page.getByRole('textbox', { name: 'ETA to' }).fill('06/30/2033');
  await page.getByRole('textbox', { name: 'ETA to' }).press('Tab');
  await expect(page).toHaveURL(/eta_from=2033-06-01/);
  await expect(page).toHaveURL(/eta_to=2033-06-30/);
  await expect(rowLink(page, june)).toBeVisible();
  await expect(rowLink(page, behind)).toHaveCount(0);
  await expect(rowLink(page, undated)).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(june.shipment_number) })).toContainText('06/20/2033');
  await screenshotForReview(page, {
    path: test.info().outputPath('shipment-list-filters.png'),
    fullPage: true,
  });

  // The address keeps the filters: a reload lists the same.
  await page.reload();
  await expect(rowLink(page, june)).toBeVisible();
  await expect(rowLink(page, behind)).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: test.info().outputPath('shipment-list-390.png'), fullPage: true });
});

test('Ctrl+K finds a shipment by its booking reference and opens its page', async ({ page }) => {
  const tag = uniqueTag();
  const shipment = await acceptedShipment(page.request, `Ōsaka Kaiun ${tag}`);
  await put(page.request, `/shipments/${shipment.id}`, { booking_reference: `BKG${tag}` });
  await page.goto('/dashboard');
  // The shortcut is listened for once the top bar's search box is on screen.
  await expect(page.getByRole('button', { name: 'Search transactions or more' })).toContainText(/Ctrl K|⌘K/);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search transactions or more' }).pressSequentially(`bkg${tag}`);
  const hit = dialog.getByRole('option', { name: new RegExp(`^${shipment.shipment_number}`) });
  await expect(hit).toBeVisible();
  await expect(dialog.getByText('Shipments', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shipments/${shipment.id}$`));
  await expect(page.getByRole('heading', { name: shipment.shipment_number })).toBeVisible();
});

test('the dashboard’s Arriving this week card shows a shipment due now and opens it', async ({ page }) => {
  const tag = uniqueTag();
  const client = `مؤسسة الخليج ${tag}`;
  const shipment = await acceptedShipment(page.request, client);
  const eta = new Date(Date.now() + 5 * 60_000).toISOString();
  await put(page.request, `/shipment_legs/${shipment.legs[0]!.id}`, { eta });
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Arriving this week' });
  const row = card.getByRole('link', { name: new RegExp(`${shipment.shipment_number} · ${client}`) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('region', { name: 'Late milestones' })).toBeVisible();
  await screenshotForReview(page, {
    path: test.info().outputPath('dashboard-shipments.png'),
    fullPage: true,
  });
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/shipments/${shipment.id}$`));
});
