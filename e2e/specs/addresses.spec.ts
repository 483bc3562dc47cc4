import { expect, type Page, test } from '@playwright/test';
import { createAddress, getAddress } from '../support/addresses';
import { signInBeforeEach } from '../support/auth';
import { uniqueTag } from '../support/contacts';
import { createQuotation } from '../support/quotations';
import { expectGoBackScreen } from '../support/screens';
import { screenshotForReview } from '../support/screenshots';
import { expectStoredFields } from '../support/stored-records';

// The address screens: create (linked to its quotation), the Specifications dialog, validation, and the
// edit screen's save-on-blur with its failure and conflict paths. Each test makes its own quotation.

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

signInBeforeEach();

test('the create screen needs a quotation id', async ({ page }) => {
  await expectGoBackScreen(page, '/addresses/create?type=origin', 'No quotation ID provided');
});

test("required fields answer with the spec's messages, each cleared when its field is edited", async ({
  page,
}) => {
  const q = await createQuotation(page.request);
  // No type: an origin address.
  await page.goto(`/addresses/create?quotationId=${q.id}`);
  await expect(page.getByRole('heading', { name: 'New Origin Address' })).toBeVisible();
  await expect(page.getByText(`Pickup address for quotation ${q.quotation_number}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Create Address' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Address line 1 is required',
    'City is required',
    'Province/State is required',
    'ZIP/Postal code is required',
    'Country is required',
    'Phone number is required',
    'Email is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // The first invalid field takes the focus.
  await expect(textbox(page, 'First name')).toBeFocused();
  await textbox(page, 'City').fill('Lyon');
  await expect(page.getByText('City is required')).toHaveCount(0);
  await expect(page.getByText('First name is required')).toBeVisible();

  await textbox(page, 'Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create Address' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await screenshotForReview(page, { path: test.info().outputPath('address-form-errors.png') });
});

test('a new address keeps every field and its specifications, and is linked to the quotation', async ({
  page,
}) => {
  // Eighteen fields, a dialog and the return to the quotation: over 30 s on a busy machine.
  test.slow();
  const q = await createQuotation(page.request);
  await page.goto(`/addresses/create?type=destination&quotationId=${q.id}`);
  await expect(page.getByRole('heading', { name: 'New Destination Address' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Address type' }).click();
  await page.getByRole('option', { name: 'Residential' }).click();
  await textbox(page, 'Company name').fill('Engines Ltd');
  await textbox(page, 'First name').fill('Charles');
  await textbox(page, 'Last name').fill(`Babbage ${uniqueTag()}`);
  await textbox(page, 'Address line 1').fill('1 Difference Way');
  await textbox(page, 'Address line 2').fill('Rear entrance');
  await textbox(page, 'Unit').fill('4B');
  await textbox(page, 'City').fill('Cambridge');
  await textbox(page, 'Province/State').fill('Cambridgeshire');
  await textbox(page, 'ZIP/Postal code').fill('CB2 1TN');
  await textbox(page, 'Country').fill('United Kingdom');
  await textbox(page, 'Phone').fill('+44 1223 000000');
  await textbox(page, 'Alternative phone').fill('+44 1223 000001');
  await textbox(page, 'Email').fill('charles@example.com');
  await textbox(page, 'Alternative email').fill('office@example.com');
  await textbox(page, 'Registration number').fill('GB123456789');
  await textbox(page, 'Delivery location features').fill(' gated community , , narrow street ');
  await page.getByRole('textbox', { name: 'Timing restrictions' }).fill('Weekdays 9-5');
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshotForReview(page, { path: test.info().outputPath('address-form.png') });

  await page.getByRole('button', { name: 'Pickup or Delivery Specifications' }).click();
  const specs = page.getByRole('dialog', { name: 'Pickup or Delivery Specifications' });
  // A new address starts with every delivery option off: the form sends only what the user ticks.
  for (const option of ['Adult signature required', 'Assembly required', 'Installation required']) {
    await expect(specs.getByRole('checkbox', { name: option })).not.toBeChecked();
  }
  await specs.getByRole('checkbox', { name: 'Assembly required' }).check();
  await specs.getByRole('textbox', { name: 'Floor number' }).fill('3');
  await specs.getByRole('textbox', { name: 'People needed' }).fill('2');
  await specs.getByRole('combobox', { name: 'Elevator capacity' }).click();
  await page.getByRole('option', { name: 'Large (1000+ lbs)' }).click();
  await specs.getByRole('combobox', { name: 'Advance notice period' }).click();
  await page.getByRole('option', { name: '48 hours' }).click();
  await specs.getByRole('textbox', { name: 'Authorized signatory' }).fill('Front desk');
  await screenshotForReview(page, { path: test.info().outputPath('specifications-dialog.png') });
  await specs.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('group', { name: 'Specifications summary' })).toContainText('Floor 3');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/1/addresses') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create Address' }).click();
  const body = (await created).request().postDataJSON() as Record<string, unknown>;
  expect(body.quotation_id).toBe(q.id);
  expect(body.quotation_role).toBe('destination');
  // Back on the quotation with a clean address: no ?refresh= mark left in the URL.
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}$`));

  const quotation = (await (await page.request.get(`/api/1/quotations/${q.id}`)).json()) as {
    origin_address: unknown;
    destination_address: Record<string, unknown>;
  };
  expect(quotation.origin_address).toBeNull();
  expect(quotation.destination_address).toMatchObject({
    address_type: 'Residential',
    company_name: 'Engines Ltd',
    unit: '4B',
    alt_email: 'office@example.com',
    registration_number: 'GB123456789',
    delivery_location_features: ['gated community', 'narrow street'],
    timing_restrictions: 'Weekdays 9-5',
    stairs_present: false,
    installation_required: false,
    elevator_available: false,
    assembly_required: true,
    floor_number: 3,
    people_needed: 2,
    number_of_steps: 1,
    elevator_capacity: 'large',
    advance_notice_period: '48h',
    authorized_signatory: 'Front desk',
  });
});

test('an origin address is not offered the destination-only options', async ({ page }) => {
  const q = await createQuotation(page.request);
  await page.goto(`/addresses/create?type=origin&quotationId=${q.id}`);
  await page.getByRole('button', { name: 'Pickup or Delivery Specifications' }).click();
  const specs = page.getByRole('dialog', { name: 'Pickup or Delivery Specifications' });
  await expect(specs.getByRole('checkbox', { name: 'Loading dock available' })).toBeVisible();
  for (const option of ['Adult signature required', 'Assembly required', 'Installation required']) {
    await expect(specs.getByRole('checkbox', { name: option })).toHaveCount(0);
  }
});

test('the edit screen saves each field when it is left, with If-Match', async ({ page }) => {
  // Eight saves, a dialog, a refused save and a return to the quotation: about 22 s alone.
  test.slow();
  const q = await createQuotation(page.request);
  const address = await createAddress(page.request, q.id, 'origin');
  await page.goto(`/addresses/${address.id}/edit?type=origin&quotationId=${q.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Origin Address' })).toBeVisible();
  await expect(textbox(page, 'City')).toHaveValue('London');

  const put = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith(`/addresses/${address.id}`),
  );
  await textbox(page, 'City').fill('Manchester');
  await textbox(page, 'City').blur();
  const request = await put;
  expect(request.postDataJSON()).toEqual({ city: 'Manchester' });
  expect(request.headers()['if-match']).toBe(String(address.version));
  await expect(page.getByTestId('saved-city')).toBeVisible();
  await expect.poll(async () => (await getAddress(page.request, address.id)).city).toBe('Manchester');
  // The tick clears after 2 s.
  await expect(page.getByTestId('saved-city')).toBeHidden({ timeout: 4000 });

  // A checkbox in the dialog saves on its own too.
  await page.getByRole('button', { name: 'Pickup or Delivery Specifications' }).click();
  const specs = page.getByRole('dialog', { name: 'Pickup or Delivery Specifications' });
  await specs.getByRole('checkbox', { name: 'Elevator available' }).uncheck();
  await expect(specs.getByTestId('saved-elevator_available')).toBeVisible();
  await specs.getByRole('button', { name: 'Done' }).click();
  expect((await getAddress(page.request, address.id)).elevator_available).toBe(false);

  // A failed save says so under the field.
  await page.route(`**/api/1/addresses/${address.id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Boom' } } })
      : route.continue(),
  );
  await textbox(page, 'Unit').fill('12');
  await textbox(page, 'Unit').blur();
  await expect(page.getByText('Failed to save changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Failed to update address. Please try again.')).toBeVisible();
  await page.unroute(`**/api/1/addresses/${address.id}`);

  // Save sends what is left unsaved and returns to the quotation.
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${q.id}$`));
  await expect(page.getByRole('group', { name: 'Origin address' })).toContainText('Manchester');
  expect((await getAddress(page.request, address.id)).unit).toBe('12');
});

test("someone else's save of another field in between: theirs is shown at once and the user's edit saved on top", async ({
  page,
}) => {
  const q = await createQuotation(page.request);
  const address = await createAddress(page.request, q.id, 'destination');
  // No type: the screen tells from the quotation that this is its destination.
  await page.goto(`/addresses/${address.id}/edit?quotationId=${q.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Destination Address' })).toBeVisible();
  const other = await page.request.put(`/api/1/addresses/${address.id}`, {
    data: { phone: '+44 20 0000 0000' },
    headers: { 'If-Match': String(address.version) },
  });
  expect(other.status()).toBe(200);

  await textbox(page, 'City').fill('Leeds');
  await textbox(page, 'City').blur();
  // Different fields: nothing to choose, and nobody's change is lost.
  await expect(page.getByText('Phone now shows what they saved.')).toBeVisible();
  await expect(textbox(page, 'Phone')).toHaveValue('+44 20 0000 0000');
  await expect(textbox(page, 'City')).toHaveValue('Leeds');
  await expect(page.getByRole('alert', { name: /was changed by someone else/ })).toHaveCount(0);
  await expectStoredFields(() => getAddress(page.request, address.id), {
    city: 'Leeds',
    phone: '+44 20 0000 0000',
  });
});

test('unknown address, no address id and a failed load', async ({ page }) => {
  await page.goto('/addresses/987654321/edit');
  // The first screen of the test loads the shell's code too: on a busy machine that takes a while.
  await expect(page.getByRole('heading', { name: 'Address Not Found' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/addresses/%20/edit');
  await expect(page.getByRole('heading', { name: 'No address ID provided' })).toBeVisible();

  const q = await createQuotation(page.request);
  const address = await createAddress(page.request, q.id, 'origin');
  await page.route(`**/api/1/addresses/${address.id}`, (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Database is away' } },
    }),
  );
  await page.goto(`/addresses/${address.id}/edit?quotationId=${q.id}`);
  await expect(
    page.getByRole('heading', { name: 'Failed to load address details. Please try again.' }),
  ).toBeVisible({ timeout: 20_000 });
  await page.unroute(`**/api/1/addresses/${address.id}`);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(textbox(page, 'City')).toHaveValue('London');
});

test('a failed create keeps the form and says so', async ({ page }) => {
  const q = await createQuotation(page.request);
  await page.goto(`/addresses/create?type=origin&quotationId=${q.id}`);
  for (const [label, value] of [
    ['First name', 'Grace'],
    ['Last name', 'Hopper'],
    ['Address line 1', '1 Navy Yard'],
    ['City', 'Arlington'],
    ['Province/State', 'VA'],
    ['ZIP/Postal code', '22202'],
    ['Country', 'United States'],
    ['Phone', '+1 703 000 0000'],
    ['Email', 'grace@example.com'],
  ]) {
    await textbox(page, label).fill(value);
  }
  await page.route('**/api/1/addresses', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Boom' } } }),
  );
  await page.getByRole('button', { name: 'Create Address' }).click();
  await expect(page.getByText('Failed to create address. Please try again.')).toBeVisible();
  await expect(textbox(page, 'City')).toHaveValue('Arlington');
});
