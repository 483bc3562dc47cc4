import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { seedContacts, uniqueTag } from '../support/contacts';
import { createQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// Every table keeps its figures and its row actions on screen, from a wide monitor to a phone (where rows
// become cards), and its status badges whole. Each test makes its own records (the server is shared).

const WIDTHS = [1920, 1366, 390] as const;

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(`/api/1/${path}`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

async function oceanFreight(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/1/cost_categories?is_active=true');
  const { data } = (await res.json()) as { data: { id: number; name: string }[] };
  return data.find((category) => category.name === 'ocean-freight')!.id;
}

/**
 * A visible element whose box lies within the viewport's width, not off to either side. Nothing is scrolled
 * first: an element that only a sideways scroll of its table would reveal does not count as on screen.
 */
async function expectOnScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge on screen').toBeLessThanOrEqual(width);
}

/** Whether a badge shows its whole text (an ellipsis means its label is wider than its box). */
async function expectWholeBadge(badge: Locator, text: string) {
  await expect(badge).toHaveText(text);
  const label = badge.locator('.mantine-Badge-label');
  const size = await label.evaluate((el: { scrollWidth: number; clientWidth: number }) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(size.scroll, `"${text}" is not cut`).toBeLessThanOrEqual(size.client);
}

/** The page itself never scrolls sideways: nothing hides off to the right without a hint. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshotForReview(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
}

signInBeforeEach(60_000);

test('a status list shows cost, whole status badge and actions at 1920, 1366 and 390 px', async ({
  page,
}) => {
  const tag = `Resp ${uniqueTag()}`;
  const q = await createQuotation(
    page.request,
    { client_name: `${tag} Northwind Traders International Holdings Limited`, status: 'Active' },
    tag,
  );
  await post(page.request, 'cost_items', {
    quotation_id: q.id,
    description: 'Ocean freight',
    category_id: await oceanFreight(page.request),
    location: 'Origin',
    calculation_method: 'Fixed',
    total_cost: 12500.5,
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/active-orders?search=${encodeURIComponent(tag)}`);
    const row = page.locator('tbody tr').filter({ hasText: q.quotation_number });
    await expect(row).toHaveCount(1);
    await expectOnScreen(page, row.getByText('$12,500.50'));
    await expectOnScreen(page, row.getByRole('link', { name: 'Edit' }));
    await expectOnScreen(page, row.getByRole('button', { name: 'Delete' }));
    await expectWholeBadge(row.locator('.mantine-Badge-root'), 'Active');
    await expectNoSidewaysScroll(page);
    await shoot(page, `status-list-${width}`);
  }
});

test('contacts show email, whole status badge and Edit/Delete at 1920, 1366 and 390 px', async ({ page }) => {
  const tag = uniqueTag();
  await seedContacts(page.request, [
    {
      name: 'Alexandra',
      last_name: `Montgomery-Smythe ${tag}`,
      company_name: 'Global Freight Forwarding International',
      email: `alexandra.montgomery.${tag}@globalfreight.example.com`,
      phone_number: '+1 (555) 010-2030',
      status: 'Active',
    },
  ]);
  const label = `Alexandra Montgomery-Smythe ${tag}`;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/contacts?q=${tag}`);
    const row = page.locator('tbody tr').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expectOnScreen(page, row.getByRole('link', { name: /globalfreight\.example\.com/ }));
    await expectOnScreen(page, row.getByRole('button', { name: `Edit ${label}` }));
    await expectOnScreen(page, row.getByRole('button', { name: `Delete ${label}` }));
    await expectWholeBadge(row.locator('.mantine-Badge-root'), 'Active');
    await expectNoSidewaysScroll(page);
    await shoot(page, `contacts-${width}`);
  }
});

test('cost items and shipment items keep money and actions on screen at 1920, 1366 and 390 px', async ({
  page,
}) => {
  const q = await createQuotation(page.request);
  await post(page.request, 'box_items', {
    quotation_id: q.id,
    name: 'Office desks, boxed and strapped',
    input_mode: 'dimensions',
    length: 120,
    width: 80,
    height: 75,
    dimension_unit: 'cm',
    weight_value: 45,
    weight_unit: 'kg',
    quantity: 4,
    declared_value_amount: 1250,
    product_specifications: ['Fragile', 'High Value'],
  });
  const freight = await oceanFreight(page.request);
  const main = await post(page.request, 'cost_items', {
    quotation_id: q.id,
    description: 'Ocean freight Shanghai to Rotterdam',
    category_id: freight,
    location: 'Origin',
    calculation_method: 'Fixed',
    total_cost: 12500.5,
  });
  await post(page.request, 'cost_items', {
    quotation_id: q.id,
    description: 'Bunker surcharge',
    category_id: freight,
    location: 'Origin',
    calculation_method: 'Fixed',
    total_cost: 320,
    is_sub_item: true,
    parent_id: main.id,
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/quotations/${q.id}`);
    const items = page.getByRole('region', { name: 'Shipment Items' });
    const item = items.getByTestId('shipment-item-row');
    await expectOnScreen(page, item.getByTestId('item-value').getByText('1,250.00', { exact: false }));
    await expectOnScreen(page, item.getByRole('button', { name: 'Edit Office desks, boxed and strapped' }));
    await expectOnScreen(page, item.getByRole('button', { name: 'Delete Office desks, boxed and strapped' }));
    await expectNoSidewaysScroll(page);
    await shoot(page, `detail-${width}`);

    await page.goto(`/quotations/${q.id}/cost-breakdown`);
    const costs = page.getByRole('region', { name: 'Cost Items', exact: true });
    const bunker = costs.locator('tbody tr').filter({ hasText: 'Bunker surcharge' });
    await expectOnScreen(page, bunker.getByText('$320.00'));
    await expectOnScreen(page, bunker.getByRole('button', { name: 'Edit Bunker surcharge' }));
    await expectOnScreen(page, bunker.getByRole('button', { name: 'Delete Bunker surcharge' }));
    await expectOnScreen(page, costs.getByTestId('cost-items-total'));
    await expect(costs.getByTestId('cost-items-total')).toHaveText('$12,820.50');
    await expectNoSidewaysScroll(page);
    await shoot(page, `costs-${width}`);
  }
});
