import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { createQuotation, fetchQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

/**
 * A EUR quotation and a JPY quotation walked through every place money shows: the form, the cost breakdown,
 * the status list, the dashboard, the PDF, the e-mail and the client's public page. Each shows its own symbol
 * and decimals (0.15 x 1,249.5 kg = 187.425: €187.43, ¥187) and never a dollar sign.
 */
interface Case {
  currency: 'EUR' | 'JPY';
  /** What to type in the currency field's search: a name, not the code. */
  search: string;
  weightLine: string;
  fixedLine: string;
  total: string;
  declared: string;
}

const CASES: Case[] = [
  {
    currency: 'EUR',
    search: 'euro',
    weightLine: '€187.43',
    fixedLine: '€687.23',
    total: '€874.66',
    declared: '€2,500.50',
  },
  {
    currency: 'JPY',
    search: 'yen',
    weightLine: '¥187',
    fixedLine: '¥687',
    total: '¥874',
    declared: '¥2,501',
  },
];

signInBeforeEach(180_000);

async function pdfText(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`/api/1/quotations/${id}/pdf`);
  expect(res.status()).toBe(200);
  const pdf = await getDocument({ data: new Uint8Array(await res.body()), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** No dollar sign anywhere in what is on screen (main content: the shell has none either way). */
async function expectNoDollar(scope: Locator) {
  await expect(scope).not.toContainText('$');
}

async function post(request: APIRequestContext, url: string, data: object) {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Cargo of 1,249.5 kg declared at 500.1 x 5, and two cost lines: 0.15 per kg, and a fixed 687.225. */
async function fillQuotation(request: APIRequestContext, id: number, c: Case) {
  await post(request, '/api/1/box_items', {
    quotation_id: id,
    name: 'Máquina de café',
    input_mode: 'volume',
    volume_value: 2,
    volume_unit: 'cbm',
    weight_value: 249.9,
    weight_unit: 'kg',
    quantity: 5,
    declared_value_amount: 500.1,
    declared_value_currency: c.currency,
  });
  await post(request, '/api/1/cost_items', {
    quotation_id: id,
    category_id: 1,
    description: 'Flete aéreo',
    calculation_method: 'Weight',
    rate: 0.15,
  });
  await post(request, '/api/1/cost_items', {
    quotation_id: id,
    category_id: 1,
    description: 'Despacho de aduana',
    calculation_method: 'Fixed',
    total_cost: '687.225',
  });
}

async function chooseCurrency(page: Page, c: Case) {
  const field = page.getByRole('combobox', { name: 'Currency', exact: true });
  await field.click();
  await field.fill(c.search);
  await page.getByRole('option', { name: new RegExp(`^${c.currency}\\b`) }).click();
  await expect(field).toHaveValue(c.currency);
}

for (const c of CASES) {
  test(`a ${c.currency} quotation shows ${c.currency} everywhere, never dollars`, async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const email = `cliente-${tag}@example.com`;
    const contact = await post(page.request, '/api/1/contacts', { name: `Lucía Fernández ${tag}`, email });
    const q = await createQuotation(page.request, {
      contact_id: contact.id,
      client_name: `Lucía Fernández ${tag}`,
      start_date: '2040-01-02',
      valid_until_date: '2040-02-02',
    });

    // The form: the currency is picked by name from the searchable field (favourites first).
    await page.goto(`/quotations/${q.id}/edit`);
    await chooseCurrency(page, c);
    await expect.poll(async () => (await fetchQuotation(page.request, q.id)).currency).toBe(c.currency);
    await fillQuotation(page.request, q.id, c);

    // The detail page: Shipping Summary, grand total and declared value in the quotation's currency.
    await page.goto(`/quotations/${q.id}`);
    const summary = page.getByRole('region', { name: 'Shipping Summary' });
    await expect(summary).toContainText(`Grand total${c.total}`);
    await expect(page.getByRole('region', { name: 'Shipment Details' })).toContainText(
      `Total declared value${c.declared}`,
    );
    await expectNoDollar(page.getByRole('main'));

    // The cost breakdown: lines, header, table total, margin card and the cost form's labels.
    await page.goto(`/quotations/${q.id}/cost-breakdown`);
    const costs = page.getByRole('region', { name: 'Cost Items' });
    await expect(costs.getByRole('columnheader', { name: `Total (${c.currency})` })).toBeVisible();
    await expect(costs.locator('tr').filter({ hasText: 'Flete aéreo' })).toContainText(c.weightLine);
    await expect(costs.locator('tr').filter({ hasText: 'Despacho de aduana' })).toContainText(c.fixedLine);
    await expect(costs.getByTestId('cost-items-total')).toHaveText(c.total);
    await expect(page.getByTestId('header-total')).toHaveText(c.total);
    await expect(page.getByTestId('margin-sell')).toHaveText(c.total);
    await expectNoDollar(page.getByRole('main'));
    await costs.getByRole('button', { name: 'Add Item' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
    await expect(modal.getByLabel(`Unit cost (${c.currency})`)).toBeVisible();
    await expect(modal.getByLabel(`Total cost (${c.currency})`)).toBeVisible();
    await expectNoDollar(modal);
    await screenshotForReview(page, { path: test.info().outputPath(`breakdown-form-${c.currency}.png`) });
    await modal.getByRole('button', { name: 'Cancel' }).click();

    // The status list: the row in its own currency.
    await page.goto(`/pending-quotations?search=${encodeURIComponent(tag)}`);
    const row = page.getByRole('row').filter({ hasText: q.quotation_number });
    await expect(row).toContainText(c.total);
    await expectNoDollar(row);

    // The dashboard: the recent row in its currency, the pipeline counting this currency apart.
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent quotations' });
    await expect(recent.getByText(c.total)).toBeVisible();
    const pipeline = page.getByRole('region', { name: 'Pipeline value by status' });
    // The pipeline keeps each currency apart ('Pending · JPY (1)¥874' beside other currencies; 'Pending (1)'
    // when only one exists). Other tests' quotations share this database, so this currency's bar may hold more
    // than this quote: it is checked for its own symbol and for no dollars, not for this quote's amount alone.
    const symbol = c.total.charAt(0);
    const bar = pipeline.getByRole('progressbar', {
      name: new RegExp(`^Pending( · ${c.currency})? \\(\\d+\\): \\${symbol}`),
    });
    await expect(bar).toBeVisible();
    await expectNoDollar(bar);
    await screenshotForReview(page, {
      path: test.info().outputPath(`dashboard-${c.currency}.png`),
      fullPage: true,
    });

    // The PDF, as a reader's search finds its text.
    const text = await pdfText(page.request, q.id);
    for (const expected of [`Total (${c.currency})`, c.weightLine, c.fixedLine, c.total]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('$');

    // The e-mail through the SMTP stand-in: the total in the quote's currency.
    const sent = await page.request.post(`/api/1/quotations/${q.id}/send`, {
      data: { to: [email], subject: `Cotización ${q.quotation_number}`, message: 'Total: {total}' },
    });
    expect(sent.status(), await sent.text()).toBe(202);
    const mail = await waitForMail(page.request, email, q.quotation_number);
    expect(mail.text).toContain(`Total: ${c.total}`);
    expect(mail.text).not.toContain('$');

    // The client's public page, signed out.
    const link = ((await sent.json()) as { acceptance_url: string }).acceptance_url;
    const client = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const clientPage = await client.newPage();
    await clientPage.goto(new URL(link).pathname);
    await expect(clientPage.getByRole('heading', { name: `Quotation ${q.quotation_number}` })).toBeVisible();
    await expect(clientPage.getByText(`Total (${c.currency})`)).toBeVisible();
    await expect(clientPage.getByRole('row').filter({ hasText: 'Flete aéreo' })).toContainText(c.weightLine);
    await expect(clientPage.getByRole('row').filter({ hasText: `Total (${c.currency})` })).toContainText(
      c.total,
    );
    await expectNoDollar(clientPage.locator('body'));
    await screenshotForReview(clientPage, {
      path: test.info().outputPath(`public-${c.currency}-390.png`),
      fullPage: true,
    });
    await client.close();
  });
}
