import { expect, type Page, test } from '@playwright/test';
import { fillHongKongAddress } from '../support/addresses';
import { signInBeforeEach } from '../support/auth';
import { createQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// Addresses as the world writes them: a Hong Kong address has no postcode, it can be saved to the client's
// contact and picked for the client's next quotation, and the return to the quotation leaves a clean URL.

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

signInBeforeEach();

test('a Hong Kong pickup is saved without a postcode, kept as a site of the client, and picked for the next quote', async ({
  page,
}) => {
  // Two quotations, a saved site and two address screens: about 30 s alone on a busy machine.
  test.slow();
  const first = await createQuotation(page.request);
  await page.goto(`/addresses/create?type=origin&quotationId=${first.id}`);
  await expect(page.getByRole('heading', { name: 'New Origin Address' })).toBeVisible();
  await fillHongKongAddress(page, 'شركة النخيل');
  await expect(page.getByText('Hong Kong has no postcodes: leave it blank')).toBeVisible();
  await expect(page.getByText('Area in Hong Kong')).toBeVisible();

  await page.getByRole('button', { name: 'Save to contact' }).click();
  await expect(page.getByText("Saved to the contact's sites as 'شركة النخيل'")).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('hong-kong-address.png'), fullPage: true });

  await page.getByRole('button', { name: 'Create Address' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${first.id}$`));
  await expect(page.getByRole('group', { name: 'Origin address' })).toContainText('Kowloon Bay');
  expect(page.url()).not.toContain('refresh=');

  // The client's next quotation: the saved site fills the form.
  const next = await page.request.post('/api/1/quotations', {
    data: { contact_id: first.contact_id, start_date: '2032-03-04', valid_until_date: '2032-04-04' },
  });
  expect(next.status(), await next.text()).toBe(201);
  const second = (await next.json()) as { id: number };
  await page.goto(`/addresses/create?type=destination&quotationId=${second.id}`);
  await page.getByRole('combobox', { name: 'Use a saved site' }).click();
  await page.getByRole('option', { name: /شركة النخيل/ }).click();
  await expect(textbox(page, 'Address line 1')).toHaveValue('8 Nathan Road');
  await expect(textbox(page, 'Province/State')).toHaveValue('Kowloon');
  await expect(textbox(page, 'ZIP/Postal code')).toHaveValue('');
  await page.getByRole('button', { name: 'Create Address' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${second.id}$`));
  const quotation = (await (await page.request.get(`/api/1/quotations/${second.id}`)).json()) as {
    destination_address: Record<string, unknown>;
  };
  expect(quotation.destination_address).toMatchObject({
    country: 'Hong Kong',
    zip_code: '',
    province: 'Kowloon',
    // The form sent what was ticked: nothing.
    stairs_present: false,
    signature_required: false,
  });
});

test('a postcode that does not fit the country is refused under its field, at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const q = await createQuotation(page.request);
  await page.goto(`/addresses/create?type=origin&quotationId=${q.id}`);
  await fillHongKongAddress(page, 'شركة النخيل');
  await textbox(page, 'Country').fill('Germany');
  await textbox(page, 'ZIP/Postal code').fill('N/A');
  await expect(page.getByText('Not used in Germany addresses')).toBeVisible();
  await page.getByRole('button', { name: 'Create Address' }).click();
  await expect(page.getByText('Postcode is not valid for Germany (5 digits)')).toBeVisible();
  await expect(textbox(page, 'ZIP/Postal code')).toBeFocused();
  await screenshotForReview(page, { path: test.info().outputPath('postcode-refused-390.png') });
});
