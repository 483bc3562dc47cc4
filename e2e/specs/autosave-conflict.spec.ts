import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createAddress, getAddress } from '../support/addresses';
import { createQuotation, fetchQuotation, openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';
import { expectStoredFields } from '../support/stored-records';
import { createStaffUser, type StaffUser } from '../support/tasks';

// Two people edit the same record in two browsers. The second save meets a 412: the screen shows both values
// at the field, and nobody's change is written over without the user choosing it. Also: the last keystrokes
// before a reload are not lost.

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const conflictAt = (page: Page, label: string) =>
  page.getByRole('alert', { name: `${label} was changed by someone else` });

/**
 * A browser of its own (own cookies) signed in as `user`, as a colleague at another desk. Each person is an
 * administrator made for the test, not the shared admin: the server ends a user's least recently used sessions
 * beyond 20, and the other worker signs the shared admin in many times while these tests wait on autosaves.
 */
async function openBrowser(browser: Browser, user: StaffUser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await context.request.post('/api/1/auth/login', {
    data: { email: user.email, password: user.password, remember: false },
  });
  expect(res.status()).toBe(200);
  return context;
}

/** A conflict is brought into view where it sits; then the one at `label` as a user sees it, wide and narrow. */
async function shoot(page: Page, name: string, label: string) {
  // The app's rule: one conflict in clear view is enough (the status's Show button brings up the first), so
  // which one is on screen depends on where the form was scrolled when the conflicts arrived.
  await expect
    .poll(() =>
      page.locator('[data-field-conflict]').evaluateAll((panels) =>
        panels.some((panel) => {
          const { top, bottom } = panel.getBoundingClientRect();
          return bottom > 0 && top < window.innerHeight;
        }),
      ),
    )
    .toBe(true);
  const notice = conflictAt(page, label);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    // As the app brings a conflict into view: centred.
    await notice.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshotForReview(page, { path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

let contexts: BrowserContext[] = [];

test.beforeEach(async ({ browser, request }) => {
  test.setTimeout(60_000);
  const people = [
    await createStaffUser(request, 'Mine', 'admin'),
    await createStaffUser(request, 'Theirs', 'admin'),
  ];
  contexts = await Promise.all(people.map((person) => openBrowser(browser, person)));
});

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

test('two people edit the same quotation field: both values are shown there, and Keep mine saves mine', async () => {
  const [mine, theirs] = await Promise.all(contexts.map((context) => context.newPage()));
  const q = await createQuotation(mine.request, { notes: 'Original notes' });
  await Promise.all([mine, theirs].map((page) => page.goto(`/quotations/${q.id}/edit`)));
  await expect(textbox(mine, 'Project Description')).toBeVisible();
  await expect(textbox(theirs, 'Project Description')).toBeVisible();

  await textbox(theirs, 'Project Description').fill('Three pallets of machine parts');
  await textbox(theirs, 'Notes').fill('Colleague: call before delivery');
  await expect(theirs.getByText(/^Last saved at /)).toBeVisible();
  await expect
    .poll(async () => (await fetchQuotation(mine.request, q.id)).notes)
    .toBe('Colleague: call before delivery');

  await textbox(mine, 'Project Description').fill('Two crates of machine parts');
  const notice = conflictAt(mine, 'Project Description');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('group', { name: 'Your value' })).toContainText(
    'Two crates of machine parts',
  );
  await expect(notice.getByRole('group', { name: 'Saved by someone else' })).toContainText(
    'Three pallets of machine parts',
  );
  // The field the user did not touch shows the colleague's value at once.
  await expect(textbox(mine, 'Notes')).toHaveValue('Colleague: call before delivery');
  await expect(mine.getByText('Not saved: choose a value')).toBeVisible();
  await shoot(mine, 'quotation-conflict', 'Project Description');
  // Nothing of the colleague's was overwritten while the user decides.
  expect(await fetchQuotation(mine.request, q.id)).toMatchObject({
    project_description: 'Three pallets of machine parts',
    notes: 'Colleague: call before delivery',
  });

  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(notice).toBeHidden();
  await expect(mine.getByText(/^Last saved at /)).toBeVisible();
  await expectStoredFields(() => fetchQuotation(mine.request, q.id), {
    project_description: 'Two crates of machine parts',
    notes: 'Colleague: call before delivery',
  });
  await mine.reload();
  await expect(textbox(mine, 'Project Description')).toHaveValue('Two crates of machine parts');
  await expect(textbox(mine, 'Notes')).toHaveValue('Colleague: call before delivery');
});

test("Take theirs shows the colleague's client name and keeps it", async () => {
  const [mine, theirs] = await Promise.all(contexts.map((context) => context.newPage()));
  const q = await createQuotation(mine.request);
  await Promise.all([mine, theirs].map((page) => page.goto(`/quotations/${q.id}/edit`)));
  await expect(textbox(mine, 'Client Name')).toBeVisible();
  await expect(textbox(theirs, 'Client Name')).toBeVisible();

  await textbox(theirs, 'Client Name').fill('Northwind Traders');
  await expect(theirs.getByText(/^Last saved at /)).toBeVisible();
  // Mine also changes the estimated value, which nobody else touched: it is saved once the choice is made.
  await textbox(mine, 'Estimated Value').fill('4200');
  await textbox(mine, 'Client Name').fill('Contoso Ltd');
  const notice = conflictAt(mine, 'Client Name');
  await expect(notice.getByRole('group', { name: 'Saved by someone else' })).toContainText(
    'Northwind Traders',
  );

  await notice.getByRole('button', { name: 'Take theirs' }).click();
  await expect(notice).toBeHidden();
  await expect(textbox(mine, 'Client Name')).toHaveValue('Northwind Traders');
  await expectStoredFields(() => fetchQuotation(mine.request, q.id), {
    client_name: 'Northwind Traders',
    estimated_value: 4200,
  });
  await mine.reload();
  await expect(textbox(mine, 'Client Name')).toHaveValue('Northwind Traders');
});

test('two people edit the same address fields: each conflict is settled at its field', async () => {
  const [mine, theirs] = await Promise.all(contexts.map((context) => context.newPage()));
  const q = await createQuotation(mine.request);
  const address = await createAddress(mine.request, q.id, 'origin');
  const url = `/addresses/${address.id}/edit?type=origin&quotationId=${q.id}`;
  await Promise.all([mine, theirs].map((page) => page.goto(url)));
  await expect(textbox(mine, 'City')).toHaveValue('London');
  await expect(textbox(theirs, 'City')).toHaveValue('London');

  await textbox(theirs, 'City').fill('Manchester');
  await textbox(theirs, 'Phone').fill('+44 161 000 0000');
  await textbox(theirs, 'Country').click();
  await expect(theirs.getByTestId('saved-phone')).toBeVisible();
  await expect.poll(async () => (await getAddress(mine.request, address.id)).phone).toBe('+44 161 000 0000');

  await textbox(mine, 'City').fill('Leeds');
  await textbox(mine, 'Phone').fill('+44 113 000 0000');
  await textbox(mine, 'Country').click();
  const city = conflictAt(mine, 'City');
  const phone = conflictAt(mine, 'Phone');
  await expect(city.getByRole('group', { name: 'Your value' })).toContainText('Leeds');
  await expect(city.getByRole('group', { name: 'Saved by someone else' })).toContainText('Manchester');
  await expect(phone.getByRole('group', { name: 'Saved by someone else' })).toContainText('+44 161 000 0000');
  await shoot(mine, 'address-conflict', 'City');

  await city.getByRole('button', { name: 'Keep mine' }).click();
  await expect(city).toBeHidden();
  // One conflict still open: nothing is sent yet.
  expect((await getAddress(mine.request, address.id)).city).toBe('Manchester');
  await phone.getByRole('button', { name: 'Take theirs' }).click();
  await expect(phone).toBeHidden();
  await expect(textbox(mine, 'Phone')).toHaveValue('+44 161 000 0000');
  await expectStoredFields(() => getAddress(mine.request, address.id), {
    city: 'Leeds',
    phone: '+44 161 000 0000',
  });
  await mine.reload();
  await expect(textbox(mine, 'City')).toHaveValue('Leeds');
  await expect(textbox(mine, 'Phone')).toHaveValue('+44 161 000 0000');
});

test('a conflict on a Specifications field is announced on the card and settled in the dialog', async () => {
  const page = await contexts[0].newPage();
  const q = await createQuotation(page.request);
  const address = await createAddress(page.request, q.id, 'destination');
  await page.goto(`/addresses/${address.id}/edit?type=destination&quotationId=${q.id}`);
  await page.getByRole('button', { name: 'Pickup or Delivery Specifications' }).click();
  const specs = page.getByRole('dialog', { name: 'Pickup or Delivery Specifications' });
  await expect(specs.getByRole('textbox', { name: 'Floor number' })).toHaveValue('1');
  // A colleague's save lands first.
  const other = await page.request.put(`/api/1/addresses/${address.id}`, {
    data: { floor_number: 3 },
    headers: { 'If-Match': String(address.version) },
  });
  expect(other.status()).toBe(200);

  await specs.getByRole('textbox', { name: 'Floor number' }).fill('5');
  await specs.getByRole('textbox', { name: 'Authorized signatory' }).click();
  const notice = conflictAt(page, 'Floor number');
  await expect(notice.getByRole('group', { name: 'Saved by someone else' })).toContainText('3');
  await page.setViewportSize({ width: 390, height: 844 });
  await notice.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshotForReview(page, { path: test.info().outputPath('specifications-conflict-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Closed, the dialog's conflict is still in sight: on the card that opens it.
  await specs.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('alert').filter({ hasText: 'Changed by someone else meanwhile' });
  await expect(card).toContainText('Floor number');
  await expect(card).toBeInViewport();
  await card.getByRole('button', { name: 'Choose in Specifications' }).click();
  await notice.getByRole('button', { name: 'Take theirs' }).click();
  await expect(specs.getByRole('textbox', { name: 'Floor number' })).toHaveValue('3');
  await specs.getByRole('button', { name: 'Done' }).click();
  await expect(card).toBeHidden();
  expect((await getAddress(page.request, address.id)).floor_number).toBe(3);
});

test('text typed just before a reload is saved on the way out', async () => {
  const page = await contexts[0].newPage();
  const q = await openNewQuotation(page, 'edit');
  await textbox(page, 'Notes').fill('Typed a moment before reloading');
  // Well inside the quiet second: nothing has been sent yet.
  await page.reload();
  await expect(textbox(page, 'Notes')).toHaveValue('Typed a moment before reloading');
  expect((await fetchQuotation(page.request, q.id)).notes).toBe('Typed a moment before reloading');

  const address = await createAddress(page.request, q.id, 'origin');
  await page.goto(`/addresses/${address.id}/edit?type=origin&quotationId=${q.id}`);
  // Not even left yet: the field would only be saved on blur.
  await textbox(page, 'City').fill('Bristol');
  await page.reload();
  await expect(textbox(page, 'City')).toHaveValue('Bristol');
  expect((await getAddress(page.request, address.id)).city).toBe('Bristol');
});
