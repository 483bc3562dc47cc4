import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { addPricedCostLine, createQuotationForClient, fetchQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

signInBeforeEach(120_000);

test('a salesperson sends the quote, the client accepts it from the e-mailed link, and the quote is Active', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const email = `client-${tag}@example.com`;
  const q = await createQuotationForClient(page.request, `Client ${tag}`, email);
  const cost = await page.request.post('/api/1/cost_items', {
    data: {
      quotation_id: q.id,
      category_id: 1,
      description: 'Maersk contract MSK-2291: 980 buy',
      client_description: 'Ocean freight Shanghai–Rotterdam',
      calculation_method: 'Fixed',
      total_cost: 1250,
    },
  });
  expect(cost.status(), await cost.text()).toBe(201);

  await page.goto(`/quotations/${q.id}`);
  const header = page.getByTestId('quotation-header');
  await expect(header.getByRole('link', { name: 'Preview' })).toHaveAttribute(
    'href',
    `/api/1/quotations/${q.id}/pdf`,
  );
  await expect(header.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    `/api/1/quotations/${q.id}/pdf?download=1`,
  );
  await header.getByRole('button', { name: 'Send quote' }).click();
  const dialog = page.getByRole('dialog', { name: `Send quote ${q.quotation_number}` });
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByLabel('Subject')).toHaveValue(new RegExp(q.quotation_number));
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshotForReview(page, { path: test.info().outputPath('send-dialog-1366.png') });
  await dialog.getByRole('button', { name: 'Send quote' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(header.getByRole('combobox', { name: 'Status' })).toHaveValue('On Client Review');

  const mail = await waitForMail(page.request, email, q.quotation_number);
  expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  const link = mail.text.match(/https?:\/\/\S+\/q\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, mail.text).toBeTruthy();

  // The client: a fresh browser without a session.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  await clientPage.goto(link!);
  await expect(clientPage.getByRole('heading', { name: `Quotation ${q.quotation_number}` })).toBeVisible();
  // The client reads the line's client text and its sell amount, never the desk's description.
  await expect(clientPage.getByText('Ocean freight Shanghai–Rotterdam')).toBeVisible();
  await expect(clientPage.getByText('1,250.00').first()).toBeVisible();
  await expect(clientPage.getByText(/MSK-2291|Maersk/)).toHaveCount(0);
  await expect(clientPage.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await screenshotForReview(clientPage, {
    path: test.info().outputPath('public-quote-390.png'),
    fullPage: true,
  });
  await clientPage.getByRole('button', { name: 'Accept quote' }).click();
  await expect(clientPage.getByText('Please enter your full name')).toBeVisible();
  await expect(clientPage.getByText('Please accept the terms and conditions')).toBeVisible();
  await clientPage.getByLabel('Full name').fill('Dana Client');
  await clientPage.getByLabel('Purchase order number').fill('PO-4471');
  await clientPage.getByLabel('I accept the terms and conditions of this quote').check();
  await clientPage.getByRole('button', { name: 'Accept quote' }).click();
  await expect(clientPage.getByText('Thank you: your acceptance has been recorded.')).toBeVisible();
  await clientPage.reload();
  // The link keeps the accepted offer, who accepted it and its PDF; there is nothing left to answer.
  await expect(clientPage.getByTestId('public-answer')).toContainText('Accepted by Dana Client');
  await expect(clientPage.getByText('Ocean freight')).toBeVisible();
  await expect(clientPage.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await client.close();

  await page.reload();
  await expect(header.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  await expect(page.getByTestId('quote-answer')).toContainText('Accepted by Dana Client');
  await expect(page.getByTestId('quote-answer')).toContainText('PO-4471');
  await screenshotForReview(page, { path: test.info().outputPath('accepted-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('quote-answer')).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('accepted-390.png') });
  expect((await fetchQuotation(page.request, q.id)).accepted_by).toBe('Dana Client');
});

test('an empty quote cannot be sent: the dialog lists what it needs; priced, it only warns about addresses and cargo', async ({
  page,
}) => {
  const tag = uniqueTag();
  const q = await createQuotationForClient(page.request, `Vacío ${tag}`, `vacio-${tag}@example.com`);
  await page.goto(`/quotations/${q.id}`);
  const header = page.getByTestId('quotation-header');
  await header.getByRole('button', { name: 'Send quote' }).click();
  const dialog = page.getByRole('dialog', { name: `Send quote ${q.quotation_number}` });
  const blockers = dialog.getByTestId('send-blockers');
  await expect(blockers).toContainText('a priced cost line');
  await expect(blockers).toContainText('a total above zero');
  await expect(dialog.getByRole('button', { name: 'Send quote' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotForReview(page, { path: test.info().outputPath('send-blocked-390.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addPricedCostLine(page.request, q.id, { description: 'Embalaje de exportación' });
  await page.reload();
  await header.getByRole('button', { name: 'Send quote' }).click();
  await expect(dialog.getByTestId('send-blockers')).toHaveCount(0);
  const warnings = dialog.getByTestId('send-warnings');
  await expect(warnings).toContainText('No origin');
  await expect(warnings).toContainText('No cargo lines');
  await expect(dialog.getByRole('button', { name: 'Send quote' })).toBeEnabled();
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshotForReview(page, { path: test.info().outputPath('send-warnings-1366.png') });
});

test('an unknown link says so, signed out', async ({ browser }) => {
  const client = await browser.newContext();
  const page = await client.newPage();
  await page.goto(`/q/${'x'.repeat(43)}`);
  await expect(page.getByText('This quote link is not valid')).toBeVisible();
  await client.close();
});

// Both save the one company profile: side by side, one would meet the other's version (412).
test.describe
  .serial('the company profile', () => {
    test('admins edit the company details printed on quotes in the System Settings tab', async ({ page }) => {
      await page.goto('/settings');
      await page.getByRole('tab', { name: /System/ }).click();
      const card = page
        .getByText('Company details for quotes')
        .locator('xpath=ancestor::div[contains(@class,"mantine-Card-root")]');
      await card.getByLabel('Company name').fill('Harbour Freight E2E');
      await card.getByLabel('Company e-mail').fill('not-an-email');
      await card.getByRole('button', { name: 'Save company details' }).click();
      await expect(card.getByText('Please enter a valid email address')).toBeVisible();
      await card.getByLabel('Company e-mail').fill('sales@harbour.example');
      await card.getByRole('button', { name: 'Save company details' }).click();
      await expect(page.getByText('Company details saved')).toBeVisible();
      await screenshotForReview(page, { path: test.info().outputPath('company-1366.png'), fullPage: true });
      const saved = await (await page.request.get('/api/1/company-profile')).json();
      expect(saved.company_name).toBe('Harbour Freight E2E');
    });

    test('admins write the terms a client reading Italian gets, in Texts by language', async ({ page }) => {
      const before = await (await page.request.get('/api/1/company-profile')).json();
      await page.goto('/settings');
      await page.getByRole('tab', { name: /System/ }).click();
      const card = page
        .getByText('Texts by language', { exact: true })
        .locator('xpath=ancestor::div[contains(@class,"mantine-Card-root")]');
      await card.getByRole('combobox', { name: 'Language' }).click();
      await page.getByRole('option', { name: 'Italiano' }).click();
      const terms = `Pagamento a 30 giorni ${uniqueTag()}`;
      await card.getByLabel('Terms and conditions').fill(terms);
      await card.getByRole('button', { name: 'Save texts' }).click();
      await expect(page.getByText('Texts by language saved')).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshotForReview(card, { path: test.info().outputPath('texts-by-language-390.png') });
      const saved = await (await page.request.get('/api/1/company-profile')).json();
      expect(saved.localized_texts.it).toEqual({ terms });
      // Other specs send quotes: the company's texts go back to what they were.
      const restored = await page.request.put('/api/1/company-profile', {
        data: { localized_texts: before.localized_texts },
        headers: { 'if-match': String(saved.version) },
      });
      expect(restored.status()).toBe(200);
    });
  });
