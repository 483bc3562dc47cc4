import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type ColourScheme, createAdminWithScheme } from '../support/accessibility';
import { fillHongKongAddress } from '../support/addresses';
import { signInThroughForm } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { openAddItemDialog } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// A forwarder's day in one pass, as a person does it: sign in, a new quotation for a new client made from the
// contact picker, a Hong Kong pickup with no postcode, cargo, a cost item, sending, the client accepting on a
// phone, then Revise. At desk and phone width in both themes, each with its own currency (no decimals, three
// decimals) and a Spanish or Arabic client, with a screenshot of every step when E2E_SCREENSHOTS is set (look
// at them after a change to these screens).

interface Walk {
  width: number;
  height: number;
  scheme: ColourScheme;
  currency: 'EUR' | 'JPY' | 'KWD';
  /** The 1250 cost line as the breakdown writes it in the currency. */
  amount: string;
  first: string;
  last: string;
}

const WALKS: Walk[] = [
  {
    width: 1440,
    height: 900,
    scheme: 'light',
    currency: 'EUR',
    amount: '1,250.00',
    first: 'Begoña',
    last: 'Ibáñez',
  },
  {
    width: 390,
    height: 844,
    scheme: 'dark',
    currency: 'KWD',
    amount: '1,250.000',
    first: 'ليلى',
    last: 'الحداد',
  },
  {
    width: 1440,
    height: 900,
    scheme: 'dark',
    currency: 'JPY',
    amount: '1,250',
    first: 'عبد الله',
    last: 'المنصوري',
  },
  {
    width: 390,
    height: 844,
    scheme: 'light',
    currency: 'EUR',
    amount: '1,250.00',
    first: 'Begoña',
    last: 'Ibáñez',
  },
];

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function choose(page: Page, field: Locator, option: string | RegExp, search?: string) {
  await field.click();
  if (search) await field.fill(search);
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Sign in through the login screen as a fresh administrator whose profile keeps `scheme`. */
async function signedInDesk(browser: Browser, width: number, height: number, scheme: ColourScheme) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
  const page = await context.newPage();
  const user = await createAdminWithScheme(page.request, scheme);
  await page.request.post('/api/1/auth/logout');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  return page;
}

/** New Quotation in the walk's currency for a client created from the picker; answers the new quotation's id. */
async function newQuotationForNewClient(
  page: Page,
  walk: Walk,
  tag: string,
  shot: (name: string) => Promise<void>,
) {
  await page.goto('/quotations/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Quotation' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Contact' });
  await picker.click();
  await picker.fill(`${walk.first} ${walk.last} ${tag}`);
  await page.getByRole('option', { name: 'Create new contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  await dialog.getByLabel('First name').fill(walk.first);
  await dialog.getByLabel('Last name').fill(`${walk.last} ${tag}`);
  await dialog.getByLabel('Email').fill(`client.${tag}@example.com`);
  await shot('contact-dialog');
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/quotations\/new$/);
  await expect(picker).toHaveValue(`${walk.first} ${walk.last} ${tag}`);

  const currency = page.getByRole('combobox', { name: 'Currency', exact: true });
  await choose(page, currency, new RegExp(`^${walk.currency}\\b`), walk.currency);
  await textbox(page, 'Project Description').fill('Cerámica para Rotterdam');
  await shot('new-quotation');
  await page.getByRole('button', { name: 'Create Quotation' }).click();
  await expect(page).toHaveURL(/\/quotations\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function hongKongPickup(page: Page, id: number, shot: (name: string) => Promise<void>) {
  await page.goto(`/addresses/create?type=origin&quotationId=${id}`);
  await expect(page.getByRole('heading', { name: 'New Origin Address' })).toBeVisible();
  await fillHongKongAddress(page, 'Cerámicas del Puerto');
  await expect(page.getByText('Hong Kong has no postcodes: leave it blank')).toBeVisible();
  await shot('hong-kong-address');
  await page.getByRole('button', { name: 'Create Address' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${id}$`));
  await expect(page.getByRole('group', { name: 'Origin address' })).toContainText('Kowloon Bay');
}

async function cargoAndCost(page: Page, id: number, walk: Walk, shot: (name: string) => Promise<void>) {
  const cargo = await openAddItemDialog(page);
  await textbox(cargo, 'Name').fill('Palé de azulejos');
  await textbox(cargo, 'Length').fill('48');
  await textbox(cargo, 'Width').fill('40');
  await textbox(cargo, 'Height').fill('36');
  await textbox(cargo, 'Weight').fill('120');
  await shot('cargo-dialog');
  await cargo.getByRole('button', { name: 'Add Item' }).click();
  await expect(cargo).toBeHidden();

  await page.goto(`/quotations/${id}/cost-breakdown`);
  const costs = page.getByRole('region', { name: 'Cost Items', exact: true });
  await costs.getByRole('button', { name: 'Add First Cost Item' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Cost Item' });
  await modal.getByLabel('Description').fill('Flete marítimo');
  await choose(page, modal.getByRole('combobox', { name: 'Category' }), 'Ocean Freight');
  await modal.getByText('Fixed', { exact: true }).click();
  await modal.getByLabel(`Total cost (${walk.currency})`).fill('1250');
  await shot('cost-dialog');
  await modal.getByRole('button', { name: 'Add Item' }).click();
  await expect(modal).toBeHidden();
  await expect(costs).toContainText(walk.amount);
  await expect(costs).not.toContainText('$');
  await shot('cost-breakdown');
}

/** Sends the quote from its header; answers the acceptance link's path from the e-mail. */
async function send(page: Page, id: number, tag: string, shot: (name: string) => Promise<void>) {
  await page.goto(`/quotations/${id}`);
  const header = page.getByTestId('quotation-header');
  await header.getByRole('button', { name: 'Send quote' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send quote / });
  await expect(dialog.getByText(`client.${tag}@example.com`)).toBeVisible();
  await shot('send-dialog');
  await dialog.getByRole('button', { name: 'Send quote' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const mail = await waitForMail(page.request, `client.${tag}@example.com`);
  const link = mail.text.match(/https?:\/\/\S+\/q\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, mail.text).toBeTruthy();
  return new URL(link!).pathname;
}

async function acceptOnPhone(browser: Browser, link: string, scheme: ColourScheme, shotDir: string) {
  const client = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
  const phone = await client.newPage();
  await phone.goto(link);
  await expect(phone.getByText('Flete marítimo')).toBeVisible();
  await screenshotForReview(phone, { path: `${shotDir}/public-quote-390.png`, fullPage: true });
  await phone.getByLabel('Full name').fill('José Núñez');
  await phone.getByLabel('Purchase order number').fill('PO-2026-17');
  await phone.getByLabel('I accept the terms and conditions of this quote').check();
  await phone.getByRole('button', { name: 'Accept quote' }).click();
  await expect(phone.getByTestId('public-answer')).toContainText('Accepted by José Núñez');
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the public page fits a phone').toBeLessThanOrEqual(390);
  await screenshotForReview(phone, { path: `${shotDir}/public-accepted-390.png`, fullPage: true });
  await client.close();
}

for (const walk of WALKS) {
  const { width, height, scheme } = walk;
  test(`the desk walk at ${width} px (${scheme}, ${walk.currency})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    const page = await signedInDesk(browser, width, height, scheme);
    const shot = async (name: string) => {
      await screenshotForReview(page, {
        path: test.info().outputPath(`${name}-${width}-${scheme}.png`),
        fullPage: true,
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} fits ${width} px`).toBeLessThanOrEqual(0);
    };
    const id = await newQuotationForNewClient(page, walk, tag, shot);
    await hongKongPickup(page, id, shot);
    await cargoAndCost(page, id, walk, shot);
    const link = await send(page, id, tag, shot);
    await acceptOnPhone(browser, link, scheme, test.info().outputDir);

    await page.goto(`/quotations/${id}`);
    const banner = page.getByTestId('quote-answer');
    await expect(banner).toContainText('Accepted by José Núñez');
    await shot('accepted');
    await banner.getByRole('button', { name: 'Revise' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revise this quote?' });
    await confirm.getByRole('button', { name: 'Revise' }).click();
    await expect(page.getByTestId('quotation-header').getByRole('heading', { name: /rev 2$/ })).toBeVisible();
    // The page loaded whole (both revisions listed) before it is looked at.
    await expect(page.getByRole('button', { name: 'Compare' })).toBeVisible();
    await shot('revision-2');
  });
}
