import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { todayIso } from '../support/interactions';
import { addPricedCostLine, createQuotation, fetchQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

const shiftDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const header = (page: Page) => page.getByTestId('quotation-header');
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

test('an expired quote shows the badge, the filter finds it, and Extend validity removes it', async ({
  page,
}) => {
  const tag = uniqueTag();
  const today = todayIso();
  const expired = await createQuotation(page.request, {
    client_name: `Expired ${tag}`,
    status: 'Working',
    start_date: shiftDays(today, -40),
    valid_until_date: shiftDays(today, -1),
  });
  await createQuotation(page.request, {
    client_name: `Fresh ${tag}`,
    status: 'Working',
    start_date: shiftDays(today, -5),
    valid_until_date: today,
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/working-quotations?search=${tag}`);
  await expect(rows(page)).toHaveCount(2);
  const expiredRow = rows(page).filter({ hasText: `Expired ${tag}` });
  await expect(expiredRow.getByTestId('expired-badge')).toHaveText('Expired');
  await expect(
    rows(page)
      .filter({ hasText: `Fresh ${tag}` })
      .getByTestId('expired-badge'),
  ).toHaveCount(0);
  const expiryFilter = (label: string) => page.locator('label').filter({ hasText: new RegExp(`^${label}$`) });
  await expiryFilter('Expired').click();
  await expect(page.getByRole('radio', { name: 'Expired', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/expired=true/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(expired.quotation_number);
  await screenshotForReview(page, { path: test.info().outputPath('expired-list-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows(page).first().getByTestId('expired-badge')).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('expired-list-390.png'), fullPage: true });
  await expiryFilter('Not expired').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Fresh ${tag}`);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/quotations/${expired.id}`);
  await expect(header(page).getByTestId('expired-badge')).toBeVisible();
  await header(page).getByRole('button', { name: 'Extend validity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend validity' });
  await expect(dialog).toContainText('expired after');
  const field = dialog.getByLabel('New valid-until date');
  await field.fill(shiftDays(today, -2));
  await dialog.getByRole('button', { name: 'Extend validity' }).click();
  await expect(dialog).toContainText('Valid until must be today or later');
  await screenshotForReview(page, { path: test.info().outputPath('extend-dialog-1366.png') });
  const until = shiftDays(today, 20);
  await field.fill(until);
  await dialog.getByRole('button', { name: 'Extend validity' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page).getByTestId('expired-badge')).toHaveCount(0);
  const saved = await fetchQuotation(page.request, expired.id);
  expect(saved).toMatchObject({ valid_until_date: until, expired: false, status: 'Working' });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: test.info().outputPath('extended-detail-390.png') });

  await header(page).getByRole('button', { name: 'History' }).click();
  await expect(page.getByText('Validity extended: Valid until')).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/working-quotations?search=${tag}&expired=true`);
  await expect(page.getByText('No quotations found')).toBeVisible();
});

test('cancelling asks why it was lost; keeping the status changes nothing; the detail shows the reason', async ({
  page,
}) => {
  const tag = uniqueTag();
  const q = await createQuotation(page.request, { client_name: `Lost ${tag}`, status: 'OnClientReview' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/quotations/${q.id}`);
  const select = header(page).getByRole('combobox', { name: 'Status' });

  await select.click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${q.quotation_number}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep status' }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue('On Client Review');

  await select.click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await fetchQuotation(page.request, q.id)).status).toBe('OnClientReview');

  await select.click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await dialog.getByRole('button', { name: 'Mark as Cancelled' }).click();
  await expect(dialog).toContainText('Please choose why the quotation was lost');
  // Keyboard only: the reason select has the focus when the dialog opens.
  const reason = dialog.getByRole('combobox', { name: 'Why was it lost?' });
  await reason.focus();
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(reason).toHaveValue('Went with a competitor');
  await dialog.getByLabel('Competitor').fill('Blue Line Shipping');
  await dialog.getByLabel('Comment').fill('Ten percent cheaper');
  await screenshotForReview(page, { path: test.info().outputPath('lost-reason-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: test.info().outputPath('lost-reason-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole('button', { name: 'Mark as Cancelled' }).click();
  await expect(dialog).toBeHidden();

  await expect(select).toHaveValue('Cancelled');
  const lost = page.getByTestId('lost-reason');
  await expect(lost).toContainText('Went with a competitor — to Blue Line Shipping — “Ten percent cheaper”');
  await expect.poll(async () => (await fetchQuotation(page.request, q.id)).lost_reason).toBe('competitor');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: test.info().outputPath('lost-detail-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('lost-by-reason')).toContainText('Went with a competitor');
  await screenshotForReview(page, { path: test.info().outputPath('dashboard-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('lost-by-reason').scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: test.info().outputPath('dashboard-390.png') });
});

test("an expired quote's link says it expired, and works again once the validity is extended", async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const today = todayIso();
  const q = await createQuotation(page.request, {
    client_name: `Link ${tag}`,
    start_date: shiftDays(today, -10),
    valid_until_date: shiftDays(today, 5),
  });
  await addPricedCostLine(page.request, q.id);
  const sent = await page.request.post(`/api/1/quotations/${q.id}/send`, {
    data: { to: [`link-${tag}@example.com`], subject: `Quote ${q.quotation_number}`, message: 'Hello' },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const link: string = (await sent.json()).acceptance_url;
  // Its valid-until day passes.
  const current = await fetchQuotation(page.request, q.id);
  const back = await page.request.put(`/api/1/quotations/${q.id}`, {
    data: { valid_until_date: shiftDays(today, -1) },
    headers: { 'if-match': String(current.version) },
  });
  expect(back.status(), await back.text()).toBe(200);

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto(link);
  await expect(
    clientPage.getByText('This quote has expired. Please contact us for an updated offer.'),
  ).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await screenshotForReview(clientPage, { path: test.info().outputPath('expired-link-390.png') });

  await page.goto(`/quotations/${q.id}`);
  await header(page).getByRole('button', { name: 'Extend validity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend validity' });
  await dialog.getByLabel('New valid-until date').fill(shiftDays(today, 7));
  await dialog.getByRole('button', { name: 'Extend validity' }).click();
  await expect(dialog).toBeHidden();

  await clientPage.reload();
  await expect(clientPage.getByRole('heading', { name: `Quotation ${q.quotation_number}` })).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Accept quote' })).toBeVisible();
  await client.close();
});
