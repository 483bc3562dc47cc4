import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAsNewUserSpeaking, signInThroughForm } from '../support/auth';
import { message } from '../support/catalogs';
import { uniqueTag } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { addPricedCostLine } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

test.setTimeout(180_000);

/** A client whose contact says Español, with the e-mail address the quote goes to. */
async function createSpanishClient(request: APIRequestContext) {
  const tag = uniqueTag();
  const contact = {
    name: 'Lucía',
    last_name: `Ibáñez${tag}`,
    email: `lucia.${tag}@cliente.es`,
    language: 'es',
  };
  const res = await request.post('/api/1/contacts', { data: contact });
  expect(res.status(), await res.text()).toBe(201);
  return { ...contact, tag };
}

/** Keeps a look at the screen at the office's 1366 px and a phone's 390 px, for review. */
async function screenshots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await screenshotForReview(page, { path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const language of ['de', 'ja'] as const) {
  test(`a desk working in ${language} creates and sends a quote; the Spanish client accepts it on the public page`, async ({
    page,
    browser,
  }) => {
    const t = (id: string, values?: Record<string, string | number>) => message(language, id, values);
    const user = await signInAsNewUserSpeaking(page.request, language);
    await page.request.post('/api/1/auth/logout');
    await signInThroughForm(page, user.email, user.password);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const client = await createSpanishClient(page.request);

    // Create the quotation through the New Quotation screen.
    await page.goto('/quotations/new');
    await expect(page.getByRole('heading', { level: 1, name: t('quotations.newTitle') })).toBeVisible();
    const picker = page.getByRole('combobox', { name: t('quotations.fieldContact') });
    await picker.click();
    await picker.fill(client.last_name);
    await page.getByRole('option', { name: new RegExp(client.last_name) }).click();
    await expect(page.getByRole('textbox', { name: t('quotations.fieldClientEmail') })).toHaveValue(
      client.email,
    );
    await screenshots(page, `new-quotation-${language}`);
    await page.getByRole('button', { name: t('quotations.create') }).click();
    await expect(page).toHaveURL(/\/quotations\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const number = (
      (await (await page.request.get(`/api/1/quotations/${id}`)).json()) as {
        quotation_number: string;
      }
    ).quotation_number;

    // What sending needs, set up through the API: a priced cost line.
    await addPricedCostLine(page.request, id, { client_description: 'Flete marítimo Valencia–Yokohama' });
    await page.reload();
    const header = page.getByTestId('quotation-header');
    await expect(header.getByRole('combobox', { name: t('quotations.fieldStatus') })).toHaveValue(
      t('quotationStatus.pending'),
    );
    await screenshots(page, `quotation-detail-${language}`);

    // Send it through the dialog: it goes out in the contact's language.
    await header.getByRole('button', { name: t('quoteSend.send') }).click();
    const dialog = page.getByRole('dialog', { name: t('quoteSend.title', { number }) });
    await expect(dialog.getByText(client.email)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: t('quoteSend.language') })).toHaveValue('Español');
    await screenshots(page, `send-dialog-${language}`);
    await dialog.getByRole('button', { name: t('quoteSend.send') }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(header.getByRole('combobox', { name: t('quotations.fieldStatus') })).toHaveValue(
      t('quotationStatus.onClientReview'),
    );

    // The client opens the e-mailed link, signed out, and accepts on the page in Spanish.
    const mail = await waitForMail(page.request, client.email, number);
    const link = mail.text.match(/https?:\/\/\S+\/q\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link, mail.text).toBeTruthy();
    const es = (id: string, values?: Record<string, string | number>) => message('es', id, values);
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const publicPage = await visitor.newPage();
    await publicPage.goto(link!);
    await expect(
      publicPage.getByRole('heading', { name: es('publicQuote.titleNumbered', { number }) }),
    ).toBeVisible();
    await expect(publicPage.getByText('Flete marítimo Valencia–Yokohama')).toBeVisible();
    await publicPage.getByLabel(es('publicQuote.fullName')).fill('Lucía Ibáñez');
    await publicPage.getByLabel(es('publicQuote.poNumber')).fill('PO-7781');
    await publicPage.getByLabel(es('publicQuote.acceptTerms')).check();
    await publicPage.getByRole('button', { name: es('publicQuote.acceptQuote') }).click();
    await expect(publicPage.getByText(es('publicQuote.acceptedThanks'))).toBeVisible();
    await screenshotForReview(publicPage, {
      path: test.info().outputPath(`public-accepted-es-${language}.png`),
    });
    await visitor.close();

    // Back at the desk: the quote is Active and says who accepted it, in the desk's language.
    await page.reload();
    await expect(header.getByRole('combobox', { name: t('quotations.fieldStatus') })).toHaveValue(
      t('quotationStatus.active'),
    );
    const answer = page.getByTestId('quote-answer');
    await expect(answer).toContainText(t('acceptedQuote.title'));
    await expect(answer).toContainText('Lucía Ibáñez');
    await expect(answer).toContainText('PO-7781');
    await screenshots(page, `quotation-accepted-${language}`);
  });
}
