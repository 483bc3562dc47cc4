import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { createQuotationForClient, fetchQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(180_000);

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('quotation-header')).toBeVisible();
    await screenshotForReview(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a sent quote is revised, its cargo and cost lines changed, the diff shows it, and the old revision is read-only', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const tag = uniqueTag();
  const email = `rev-${tag}@example.com`;
  const q = await createQuotationForClient(page.request, `Client ${tag}`, email);
  for (const [url, data] of [
    [
      '/api/1/box_items',
      { name: 'Pallet', input_mode: 'volume', volume_value: 1, volume_unit: 'cbm', quantity: 2 },
    ],
    [
      '/api/1/cost_items',
      { category_id: 1, description: 'Ocean freight', calculation_method: 'Fixed', total_cost: 1250 },
    ],
  ] as const) {
    const res = await page.request.post(url, { data: { quotation_id: q.id, ...data } });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Send it, as quote-send.spec.ts does.
  await page.goto(`/quotations/${q.id}`);
  const header = page.getByTestId('quotation-header');
  await expect(header.getByRole('button', { name: 'Revise' })).toHaveCount(0);
  await header.getByRole('button', { name: 'Send quote' }).click();
  const sendDialog = page.getByRole('dialog', { name: `Send quote ${q.quotation_number}` });
  await sendDialog.getByRole('button', { name: 'Send quote' }).click();
  await expect(sendDialog).toBeHidden({ timeout: 30_000 });
  const mail = await waitForMail(page.request, email, q.quotation_number);
  const link = mail.text.match(/https?:\/\/\S+\/q\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, mail.text).toBeTruthy();

  // Revise: a confirmation first, then the new revision opens.
  await header.getByRole('button', { name: 'Revise' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revise this quote?' });
  await expect(confirm).toContainText(`This makes ${q.quotation_number} rev 2`);
  await confirm.getByRole('button', { name: 'Revise' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/quotations/${q.id}$`));
  await expect(header.getByRole('heading', { name: `${q.quotation_number} rev 2` })).toBeVisible();
  const rev2Id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(header.getByRole('combobox', { name: 'Status' })).toHaveValue('Working');

  // Change the cargo line (full form) and the cost line (cost breakdown) of revision 2.
  const pallet = page.getByTestId('shipment-item-row').filter({ hasText: 'Pallet' }).first();
  await pallet.getByRole('link', { name: 'Open Pallet in the full form' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Box Item' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${rev2Id}$`));

  await page.goto(`/quotations/${rev2Id}/cost-breakdown`);
  const costs = page.getByRole('region', { name: 'Cost Items', exact: true });
  await costs.getByRole('button', { name: 'Edit Ocean freight' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Cost Item' });
  await edit.getByLabel('Total cost (USD)').fill('1400');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(async () => (await fetchQuotation(page.request, rev2Id)).total_cost).toBe(1400);

  // The Revisions card lists both; Compare shows what changed.
  await page.goto(`/quotations/${rev2Id}`);
  const card = page.getByRole('region', { name: 'Revisions' });
  await expect(card.getByTestId('revision-row')).toHaveCount(2);
  await expect(card.getByTestId('revision-row').nth(1)).toContainText('Superseded');
  await card.getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare revisions' });
  await expect(compare.getByRole('combobox', { name: 'From' })).toHaveValue(q.quotation_number);
  await expect(compare.getByRole('combobox', { name: 'To' })).toHaveValue(`${q.quotation_number} rev 2`);
  const cargo = compare.getByRole('region', { name: 'Cargo lines' }).getByTestId('diff-line');
  await expect(cargo).toHaveCount(1);
  await expect(cargo).toContainText('~ Changed');
  await expect(cargo.getByTestId('diff-field').filter({ hasText: 'Quantity' })).toContainText(/2\s*5/);
  const cost = compare.getByRole('region', { name: 'Cost lines' }).getByTestId('diff-line');
  await expect(cost).toContainText('Ocean freight');
  await expect(cost.getByTestId('diff-field').filter({ hasText: 'Total' })).toContainText(
    /\$1,250\.00\s*\$1,400\.00/,
  );
  const fields = compare.getByRole('region', { name: 'Quotation fields' });
  await expect(fields.getByTestId('diff-field').filter({ hasText: 'Status' })).toContainText(
    /On Client Review\s*Working/,
  );
  await screenshotForReview(page, { path: test.info().outputPath('diff-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: test.info().outputPath('diff-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.keyboard.press('Escape');
  await expect(compare).toBeHidden();
  await shoot(page, 'revision-2');

  // The old revision: Superseded, read-only, with a link to the newest.
  await card.getByRole('link', { name: q.quotation_number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}$`));
  const banner = page.getByTestId('superseded-banner');
  await expect(banner).toContainText('Superseded: this revision is read-only');
  await expect(header.getByText('Superseded')).toBeVisible();
  for (const name of ['Edit', 'Send quote', 'Revise']) {
    await expect(header.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(header.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(header.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Pallet' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Cost Breakdown' })).toBeVisible();
  await shoot(page, 'superseded');
  await page.goto(`/quotations/${q.id}/edit`);
  await expect(page.getByRole('heading', { name: 'This revision is superseded' })).toBeVisible();
  await page.getByRole('link', { name: 'View this revision' }).click();
  const banner2 = page.getByTestId('superseded-banner');
  await expect(banner2).toBeVisible();
  await banner2.getByRole('link', { name: /Open the newest revision/ }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${rev2Id}$`));

  // The status lists show the quote once, as its newest revision.
  await page.goto(`/working-quotations?search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('row').filter({ hasText: `${q.quotation_number} rev 2` })).toBeVisible();
  await page.goto(`/on-client-review?search=${encodeURIComponent(tag)}`);
  await expect(page.getByText('No quotations found')).toBeVisible();

  // The client's old link is dead and says why.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto(link!);
  await expect(
    clientPage.getByText(`replaced by a newer revision (${q.quotation_number} rev 2)`),
  ).toBeVisible();
  await client.close();
});
