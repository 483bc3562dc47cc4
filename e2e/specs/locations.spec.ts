import { expect, type Page, test } from '@playwright/test';
import { signInBeforeEach } from '../support/auth';
import { createQuotation, openNewQuotation } from '../support/quotations';
import { screenshotForReview } from '../support/screenshots';

// The shared test machines are slow under load: the pickers' searches get time to answer.
const expectSlow = expect.configure({ timeout: 30_000 });

signInBeforeEach(180_000);

async function saved(page: Page, id: number) {
  return (await (await page.request.get(`/api/1/quotations/${id}`)).json()) as Record<string, unknown>;
}

test('a Sea FCL quote refuses the airport code HAM and takes DEHAM chosen in the picker', async ({
  page,
}) => {
  // The API refuses an airport as a sea port, naming the field and the port to choose.
  const refused = await page.request.post('/api/1/quotations', {
    data: {
      contact_id: (await createQuotation(page.request)).contact_id,
      start_date: '2032-03-04',
      valid_until_date: '2032-04-04',
      transport_mode: 'Sea FCL',
      origin_code: 'CNSGH',
      destination_code: 'HAM',
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toEqual({
    destination_code: 'HAM is not a port: choose a sea port such as DEHAM',
  });

  // On the form: an air quote to Hamburg's airport moved to Sea FCL is refused at the field.
  const q = await createQuotation(page.request, {
    transport_mode: 'Air',
    origin_code: 'PVG',
    destination_code: 'HAM',
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/quotations/${q.id}/edit`);
  const form = page.locator('main');
  const destination = form.getByRole('combobox', { name: 'Destination Code', exact: true });
  await expectSlow(destination).toHaveValue('HAM — Hamburg Helmut Schmidt Airport, Germany');
  await form.getByRole('combobox', { name: 'Transport Mode' }).click();
  await page.getByRole('option', { name: 'Sea FCL', exact: true }).click();
  await expectSlow(form.getByText('HAM is not a port: choose a sea port such as DEHAM')).toBeVisible();
  expect(await saved(page, q.id)).toMatchObject({ transport_mode: 'Air', destination_code: 'HAM' });

  // A Sea FCL quote from Shanghai: its destination picker offers ports only. Typing HAM finds the port whose
  // airport is HAM first, and no airport; Enter picks it.
  const sea = await openNewQuotation(page, 'edit', { transport_mode: 'Sea FCL', origin_code: 'CNSGH' });
  const seaDestination = form.getByRole('combobox', { name: 'Destination Code', exact: true });
  await expectSlow(form.getByRole('combobox', { name: 'Origin Code', exact: true })).toHaveValue(
    'CNSGH — Shanghai, China',
  );
  await seaDestination.click();
  await seaDestination.fill('HAM');
  await expectSlow(page.getByRole('option').first()).toContainText('DEHAM — Hamburg, Germany');
  await expectSlow(page.getByRole('option', { name: /^HAM — / })).toHaveCount(0);
  await screenshotForReview(page, { path: test.info().outputPath('location-picker-1440.png') });
  await seaDestination.press('Enter');
  await expectSlow(seaDestination).toHaveValue('DEHAM — Hamburg, Germany');
  await expectSlow
    .poll(async () => {
      const q2 = await saved(page, sea.id);
      return [q2.transport_mode, q2.origin_code, q2.destination_code];
    })
    .toEqual(['Sea FCL', 'CNSGH', 'DEHAM']);
  await page.getByRole('heading', { name: 'Transport', exact: true }).scrollIntoViewIfNeeded();
  await screenshotForReview(page, { path: test.info().outputPath('transport-card-1440.png') });

  // At 390 px the picker still opens, searches by name and shows the place beside the code.
  await page.setViewportSize({ width: 390, height: 844 });
  await seaDestination.scrollIntoViewIfNeeded();
  await seaDestination.click();
  await seaDestination.fill('rotterdam');
  await expectSlow(page.getByRole('option').first()).toContainText('NLRTM — Rotterdam, Netherlands');
  await screenshotForReview(page, { path: test.info().outputPath('location-picker-390.png') });
  await page.keyboard.press('Escape');
  await expectSlow(seaDestination).toHaveValue('DEHAM — Hamburg, Germany');
});
